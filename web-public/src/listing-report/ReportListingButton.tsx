/**
 * "Report this listing" on a live listing's page: works signed out. The form is a chunk of its own,
 * fetched on the first hover, focus or tap, so the details page carries only this button (and on the
 * server-rendered page a tap boots the app first, like Request a callback). Not shown to the listing's owner
 * (the server refuses them too).
 */
import type { Listing } from '../api/properties';
import { useAuth } from '../auth/AuthContext';
import { t } from '../i18n/t';
import { Icon } from '../ui/Icon';
import { chunkLoader, useLazyModal } from '../ui/useLazyModal';

const reportModal = chunkLoader(() => import('./ReportListingModal'));

export function ReportListingButton({ listing }: { listing: Pick<Listing, 'id' | 'title' | 'owner_id'> }) {
  const { user } = useAuth();
  const { open, pending, openModal, close } = useLazyModal(reportModal.load);

  if (user && listing.owner_id === user.id && !open) return null;

  return (
    <div className="listing-report">
      <button
        type="button"
        className="link-button listing-report__button"
        onClick={openModal}
        onPointerEnter={reportModal.preload}
        onFocus={reportModal.preload}
        aria-haspopup="dialog"
        aria-busy={pending || undefined}
        data-testid="report-listing-button"
      >
        <Icon name="flag" size={16} />
        {t('listingReport.open')}
      </button>
      <p className="listing-report__note muted">{t('listingReport.openNote')}</p>
      {open && <open.Modal key={open.key} listing={listing} onClose={close} />}
    </div>
  );
}
