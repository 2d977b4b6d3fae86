/** Page links under a list: previous, numbered pages with gaps, next. Links, so each page has its own URL. */
import { Link } from 'react-router-dom';
import { t } from '../i18n/t';
import { pageItems } from './format';

interface PaginationProps {
  page: number;
  totalPages: number;
  /** The address of page `n`. */
  hrefFor(page: number): string;
  testId?: string;
}

export function Pagination({ page, totalPages, hrefFor, testId = 'listing-pagination' }: PaginationProps) {
  if (totalPages <= 1) return null;
  return (
    <nav className="pagination" aria-label={t('pagination.label')} data-testid={testId}>
      {page > 1 ? (
        <Link className="pagination__step" to={hrefFor(page - 1)} rel="prev">
          {t('pagination.previous')}
        </Link>
      ) : (
        <span className="pagination__step pagination__step--off" aria-hidden="true">
          {t('pagination.previous')}
        </span>
      )}
      <ul className="pagination__pages">
        {pageItems(page, totalPages).map((item, i) =>
          item === 'gap' ? (
            <li key={`gap-${i}`} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                className="pagination__page"
                to={hrefFor(item)}
                aria-current={item === page ? 'page' : undefined}
                aria-label={t('pagination.page', { page: item })}
              >
                {item}
              </Link>
            </li>
          ),
        )}
      </ul>
      {page < totalPages ? (
        <Link className="pagination__step" to={hrefFor(page + 1)} rel="next">
          {t('pagination.next')}
        </Link>
      ) : (
        <span className="pagination__step pagination__step--off" aria-hidden="true">
          {t('pagination.next')}
        </span>
      )}
    </nav>
  );
}
