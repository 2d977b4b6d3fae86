/**
 * "Report this listing" on a live listing's page (issue 11): works signed out. The form is a chunk of its own,
 * fetched on the first hover, focus or tap, so the details page carries only this button (and on the
 * server-rendered page a tap boots the app first, like Request a callback). Not shown to the listing's owner
 * (the server refuses them too).
 */
import { useState, type ComponentType } from 'react';
import type { Listing } from '../api/properties';
import { useAuth } from '../auth/AuthContext';
import { t } from '../i18n/t';
import { Icon } from '../ui/Icon';
import { showToast } from '../ui/toast';

type ModalComponent = ComponentType<{ listing: Pick<Listing, 'id' | 'title'>; onClose(): void }>;

let loading: Promise<ModalComponent> | null = null;

/** Fetch the form's chunk once; a failed fetch (offline) can be tried again. */
function loadReportModal(): Promise<ModalComponent> {
  loading ??= import('./ReportListingModal').then(
    (module) => module.default,
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

const preload = () => void loadReportModal().catch(() => undefined);

export function ReportListingButton({ listing }: { listing: Pick<Listing, 'id' | 'title' | 'owner_id'> }) {
  const { user } = useAuth();
  const [open, setOpen] = useState<{ key: number; Modal: ModalComponent } | null>(null);
  const [pending, setPending] = useState(false);

  if (user && listing.owner_id === user.id && !open) return null;

  function openForm() {
    if (pending) return;
    setPending(true);
    loadReportModal().then(
      (Modal) => {
        setPending(false);
        setOpen({ key: Date.now(), Modal });
      },
      () => {
        setPending(false);
        showToast(t('error.generic'), 'error');
      },
    );
  }

  return (
    <div className="listing-report">
      <button
        type="button"
        className="link-button listing-report__button"
        onClick={openForm}
        onPointerEnter={preload}
        onFocus={preload}
        aria-haspopup="dialog"
        aria-busy={pending || undefined}
        data-testid="report-listing-button"
      >
        <Icon name="flag" size={16} />
        {t('listingReport.open')}
      </button>
      <p className="listing-report__note muted">{t('listingReport.openNote')}</p>
      {open && <open.Modal key={open.key} listing={listing} onClose={() => setOpen(null)} />}
    </div>
  );
}
