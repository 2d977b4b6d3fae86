/** What lists and details show while loading and when loading failed. */
import { Link } from 'react-router-dom';
import { t } from '../i18n/t';
import { MessagePage } from '../ui/MessagePage';
import { cityName, listingPath } from './format';

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

/** A listing that does not exist, or is not visible to this person (the API answers 404 for both). */
export function PropertyNotFound({ city = 'patna' }: { city?: string }) {
  return (
    <MessagePage testId="not-found" notFound title={t('details.notFound')} body={t('details.notFoundBody')}>
      <LookElsewhere city={city} />
    </MessagePage>
  );
}

/**
 * A listing reported by three people, while our team checks it (the API answers 409): it exists, but is out of
 * search and cannot be acted on. Not a 404: the visitor learns why, and where to look instead.
 */
export function PropertyUnderReview({ city = 'patna' }: { city?: string }) {
  return (
    <MessagePage testId="under-review" title={t('details.underReview')} body={t('details.underReviewBody')}>
      <LookElsewhere city={city} />
    </MessagePage>
  );
}

/** Where to go from a listing that cannot be shown: the city's homes, or the home page. */
function LookElsewhere({ city }: { city: string }) {
  return (
    <div className="actions actions--center">
      <Link className="button button--primary" to={listingPath(city)}>
        {t('details.browse', { city: cityName(city) })}
      </Link>
      <Link className="button button--outline" to="/">
        {t('notFound.home')}
      </Link>
    </div>
  );
}

/** The details page's shape while it loads: the gallery box and a few lines. */
export function DetailsSkeleton() {
  return (
    <div className="details-skeleton" role="status" aria-label={t('common.loading')}>
      <div className="gallery gallery--empty" />
      <p className="skeleton-line" />
      <p className="skeleton-line skeleton-line--short" />
    </div>
  );
}
