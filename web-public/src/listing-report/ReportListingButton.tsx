/**
 * "Report this listing" on a live listing's page: works signed out. The form is a chunk of its own, fetched on the
 * first hover, focus or tap, so the details page carries only this button (and on the server-rendered page a tap
 * boots the app first, like Request a callback). Not shown to the listing's owner (the server refuses them too).
 */
import type { Listing } from '../api/properties';
import { useAuth } from '../auth/AuthContext';
import { t } from '../i18n/t';
import { Icon } from '../ui/Icon';
import { LazyModalButton } from '../ui/LazyModalButton';
import { chunkLoader } from '../ui/useLazyModal';

const reportModal = chunkLoader(() => import('./ReportListingModal'));

export function ReportListingButton({ listing }: { listing: Pick<Listing, 'id' | 'title' | 'owner_id'> }) {
  const { user } = useAuth();
  return (
    <LazyModalButton
      chunk={reportModal}
      modalProps={{ listing }}
      hidden={Boolean(user && listing.owner_id === user.id)}
      wrapperClassName="listing-report"
      className="link-button listing-report__button"
      testId="report-listing-button"
      note={{ text: t('listingReport.openNote'), className: 'listing-report__note' }}
    >
      <Icon name="flag" size={16} />
      {t('listingReport.open')}
    </LazyModalButton>
  );
}
