/** /owner/update-property?id=...: the stepped form, prefilled from GET /properties/{id}, saved with PUT. */
import { Link, useSearchParams } from 'react-router-dom';
import { fetchProperty } from '../../api/properties';
import { t } from '../../i18n/t';
import { isEditable } from '../../property/owner-actions';
import { LoadFailed, PropertyNotFound } from '../../property/States';
import { useLoad } from '../../property/useLoad';
import { usePageTitle } from '../../ui/usePageTitle';
import { PropertyForm } from './PropertyForm';

export default function UpdatePropertyPage() {
  usePageTitle(t('owner.update.title'));
  const id = useSearchParams()[0].get('id') ?? '';
  const loaded = useLoad((signal) => (id ? fetchProperty(id, { signal }) : Promise.resolve(null)), [id]);
  const listing = loaded.data?.id === id ? loaded.data : null;

  if (loaded.error?.status === 404) return <PropertyNotFound />;
  return (
    <section className="page page--narrow" aria-labelledby="page-title">
      <h1 id="page-title" className="page__title">
        {t('owner.update.title')}
      </h1>
      {!id ? (
        <Notice text={t('owner.form.noId')} />
      ) : loaded.error ? (
        <LoadFailed title={t('owner.form.loadFailed')} message={loaded.error.message} onRetry={loaded.reload} />
      ) : !listing ? (
        <div className="card profile-skeleton" role="status" aria-label={t('common.loading')} />
      ) : !isEditable(listing.status) ? (
        <Notice text={t('owner.form.locked')} />
      ) : (
        <PropertyForm key={listing.id} existing={listing} />
      )}
    </section>
  );
}

function Notice({ text }: { text: string }) {
  return (
    <div className="card stack" data-testid="update-property-notice">
      <p>{text}</p>
      <div className="actions">
        <Link className="button button--primary" to="/owner/your-property">
          {t('preview.back')}
        </Link>
      </div>
    </div>
  );
}
