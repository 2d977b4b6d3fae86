/** What lists and details show while loading and when loading failed. */
import { t } from '../i18n/t';

export function LoadFailed({ title, message, onRetry }: { title: string; message: string; onRetry(): void }) {
  return (
    <div className="card stack state" role="alert" data-testid="load-error">
      <p className="state__title">{title}</p>
      <p className="muted">{message}</p>
      <div className="actions">
        <button type="button" className="button button--outline" onClick={onRetry} data-testid="retry-button">
          {t('common.retry')}
        </button>
      </div>
    </div>
  );
}

/** Grey cards of the real cards' shape, so nothing jumps when the homes arrive. */
export function CardSkeletons({ count }: { count: number }) {
  return (
    <ul className="listing-grid" aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className="listing-card listing-card--skeleton">
          <div className="cover cover--empty" />
          <div className="listing-card__body">
            <p className="skeleton-line" />
            <p className="skeleton-line skeleton-line--short" />
          </div>
        </li>
      ))}
    </ul>
  );
}
