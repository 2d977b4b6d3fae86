/**
 * A listing in any state, for its owner or an admin: the details view under a status banner. Used by
 * /owner/preview-property/:id and the shared /preview/preview-property/:id, and by the rider's
 * /rider/preview-property?id= (`area="rider"`: Update while it is not live, back to the rider's landing).
 * No view is counted.
 */
import { Link } from 'react-router-dom';
import { fetchProperty } from '../api/properties';
import { t } from '../i18n/t';
import { TitledPage, usePageTitle } from '../ui/usePageTitle';
import { isEditable, ownerUrls, riderCanEdit, riderUrls } from './owner-actions';
import { PropertyDetailsView } from './PropertyDetailsView';
import { DetailsSkeleton, LoadFailed, PropertyNotFound } from './States';
import { StatusBanner } from './StatusBanner';
import { useLoad } from './useLoad';
import { SignInCard, useSignInOnArrival } from '../ui/StateCard';

type Area = 'owner' | 'rider';

export function PropertyPreview({ id, area = 'owner' }: { id: string; area?: Area }) {
  // Only the owner or an admin can see a listing that is not live: ask who this is first.
  const { user } = useSignInOnArrival();
  usePageTitle(t('preview.title'));

  if (!user) {
    return (
      <TitledPage className="page page--narrow" title={t('preview.title')}>
        <SignInCard text={t('preview.loginRequired')} label={t('preview.login')} testId="preview-login-button" />
      </TitledPage>
    );
  }
  return <Preview key={user.id} id={id} userId={user.id} area={area} />;
}

function Preview({ id, userId, area }: { id: string; userId: string; area: Area }) {
  const loaded = useLoad((signal) => fetchProperty(id, { signal }), [id]);
  const listing = loaded.data?.id === id ? loaded.data : null;
  usePageTitle(listing ? `${t('preview.title')}: ${listing.title}` : t('preview.title'));

  if (loaded.error?.status === 404) return <PropertyNotFound />;
  return (
    <div className="page property-page preview-page">
      {loaded.error ? (
        <LoadFailed title={t('details.loadFailed')} message={loaded.error.message} onRetry={loaded.reload} />
      ) : !listing ? (
        <DetailsSkeleton />
      ) : (
        <PropertyDetailsView
          listing={listing}
          banner={<StatusBanner listing={listing} />}
          actions={
            area === 'rider' ? (
              <PreviewActions
                edit={riderCanEdit(listing.status) ? riderUrls.edit(listing.id) : null}
                editLabel={t('rider.listing.update')}
                back="/rider/property-listing"
                backLabel={t('rider.listing.back')}
              />
            ) : (
              listing.owner_id === userId && (
                <PreviewActions
                  edit={isEditable(listing.status) ? ownerUrls.edit(listing.id) : null}
                  editLabel={t('owner.action.edit')}
                  back="/owner/your-property"
                  backLabel={t('preview.back')}
                />
              )
            )
          }
        />
      )}
    </div>
  );
}

/** Beside the preview: Update where the listing may still be changed (`edit`: where), and back to the list it came from. */
function PreviewActions({ edit, editLabel, back, backLabel }: { edit: string | null; editLabel: string; back: string; backLabel: string }) {
  return (
    <>
      {edit && (
        <Link className="button button--outline button--block" to={edit} data-testid="preview-edit">
          {editLabel}
        </Link>
      )}
      <Link className="button button--ghost button--block" to={back} data-testid="preview-back">
        {backLabel}
      </Link>
    </>
  );
}
