/** A listing's status: a small chip in lists, a banner on previews (with the rejection reason). */
import type { Listing } from '../api/properties';
import { t } from '../i18n/t';
import { displayStatus } from './owner-actions';

export function StatusChip({ listing }: { listing: Pick<Listing, 'status' | 'is_stale'> }) {
  const status = displayStatus(listing);
  return (
    <span className={`chip chip--${status.toLowerCase()}`} data-testid="status-chip" data-status={status}>
      {t(`status.${status}`)}
    </span>
  );
}

export function StatusBanner({ listing }: { listing: Pick<Listing, 'status' | 'is_stale' | 'rejection_reason' | 'review_note'> }) {
  const status = displayStatus(listing);
  return (
    <div className={`status-banner status-banner--${status.toLowerCase()}`} role="status" data-testid="status-banner" data-status={status}>
      <StatusChip listing={listing} />
      <p className="status-banner__text">
        {t(`preview.banner.${status}`)}
        {listing.status === 'REJECTED' && listing.rejection_reason && (
          <>
            {' '}
            <strong>{t('preview.reason', { reason: listing.rejection_reason })}</strong>
          </>
        )}
        {listing.status === 'SUBMITTED' && listing.review_note && (
          <>
            {' '}
            <strong>{t('preview.reviewNote', { note: listing.review_note })}</strong>
          </>
        )}
      </p>
    </div>
  );
}
