/**
 * /owner/update-property?id=...: the stepped form, prefilled from GET /properties/{id}, saved with PUT. Also the
 * rider's /rider/update-property (`area="rider"`), for homes they posted, until they go live.
 */
import { Link, useSearchParams } from 'react-router-dom';
import { fetchProperty } from '../../api/properties';
import { t } from '../../i18n/t';
import { isEditable, riderCanEdit } from '../../property/owner-actions';
import { LoadFailed, PropertyNotFound } from '../../property/States';
import { useLoad } from '../../property/useLoad';
import { TitledPage, usePageTitle } from '../../ui/usePageTitle';
import { AREA_HOME, PropertyForm } from './PropertyForm';
import { LoadingCard } from '../../ui/StateCard';

type Area = keyof typeof AREA_HOME;

export default function UpdatePropertyPage({ area = 'owner' }: { area?: Area }) {
  const title = area === 'rider' ? t('rider.update.title') : t('owner.update.title');
  usePageTitle(title);
  const editable = area === 'rider' ? riderCanEdit : isEditable;
  const id = useSearchParams()[0].get('id') ?? '';
  const loaded = useLoad((signal) => (id ? fetchProperty(id, { signal }) : Promise.resolve(null)), [id]);
  const listing = loaded.data?.id === id ? loaded.data : null;

  if (loaded.error?.status === 404) return <PropertyNotFound />;
  return (
    <TitledPage className="page page--narrow" title={title}>
      {!id ? (
        <Notice area={area} text={area === 'rider' ? t('owner.form.noIdRider') : t('owner.form.noId')} />
      ) : loaded.error ? (
        <LoadFailed title={t('owner.form.loadFailed')} message={loaded.error.message} onRetry={loaded.reload} />
      ) : !listing ? (
        <LoadingCard />
      ) : !editable(listing.status) ? (
        <Notice area={area} text={area === 'rider' ? t('owner.form.lockedRider') : t('owner.form.locked')} />
      ) : (
        <PropertyForm key={listing.id} existing={listing} area={area} />
      )}
    </TitledPage>
  );
}

function Notice({ text, area }: { text: string; area: Area }) {
  return (
    <div className="card stack" data-testid="update-property-notice">
      <p>{text}</p>
      <div className="actions">
        <Link className="button button--primary" to={AREA_HOME[area]}>
          {area === 'rider' ? t('rider.listing.back') : t('preview.back')}
        </Link>
      </div>
    </div>
  );
}
