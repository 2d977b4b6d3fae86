/** /tenant/wishlist: the signed-in person's saved homes (GET /properties/wishlist), newest first; the heart removes one. */
import { useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { fetchWishlist } from '../api/properties';
import { useAuth } from '../auth/AuthContext';
import { t } from '../i18n/t';
import { pageAfterRemoval, pageParam } from '../property/format';
import { ListingCard } from '../property/ListingCard';
import { Pagination } from '../property/Pagination';
import { CardSkeletons, LoadFailed } from '../property/States';
import { useLoad } from '../property/useLoad';
import { TitledPage, usePageTitle } from '../ui/usePageTitle';

export default function WishlistPage() {
  usePageTitle(t('wishlist.title'));
  const { user, openLogin } = useAuth();

  // Only on arrival: closing the modal leaves the page with its own Login button.
  useEffect(() => {
    if (!user) openLogin();
  }, []);

  return (
    <TitledPage className="page" title={t('wishlist.title')}>
      {user ? (
        <Wishlist key={user.id} />
      ) : (
        <div className="card stack">
          <p>{t('wishlist.loginRequired')}</p>
          <div className="actions">
            <button type="button" className="button button--primary" onClick={() => openLogin()} data-testid="wishlist-login-button">
              {t('wishlist.login')}
            </button>
          </div>
        </div>
      )}
    </TitledPage>
  );
}

function Wishlist() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const page = pageParam(params.get('page'));
  const saved = useLoad((signal) => fetchWishlist(page, signal), [page]);
  const data = saved.data;

  // The card goes at once; the page is then read again (the list stays on screen meanwhile), so the total and the
  // pages are right and the next page's first home moves up.
  const removed = (id: string) => {
    saved.setData(
      (current) =>
        current && {
          meta: { ...current.meta, total: Math.max(0, current.meta.total - 1) },
          items: current.items.filter((listing) => listing.id !== id),
        },
    );
    saved.reload();
  };

  // The page came back empty (its last home went, or a stale link points past the end): show the page before.
  useEffect(() => {
    if (!data || saved.loading) return;
    const next = pageAfterRemoval(page, data.items.length, data.meta.total_pages);
    if (next !== page) navigate(next > 1 ? `?page=${next}` : '?', { replace: true });
  }, [data, saved.loading]);

  if (saved.error) return <LoadFailed title={t('wishlist.loadFailed')} message={saved.error.message} onRetry={saved.reload} />;
  // Skeletons only when there is nothing to show yet: on arrival, or while a page emptied by removals is read again
  // (when that was the last saved home, the empty state shows at once).
  if (!data || (data.items.length === 0 && data.meta.total > 0 && saved.loading)) return <CardSkeletons count={2} />;
  if (data.items.length === 0) {
    return (
      <div className="card stack state" data-testid="wishlist-empty">
        <p className="state__title">{t('wishlist.empty')}</p>
        <p>{t('wishlist.emptyBody')}</p>
        <div className="actions">
          <Link className="button button--primary" to="/tenant/patna/property-listing">
            {t('wishlist.browse')}
          </Link>
        </div>
      </div>
    );
  }
  return (
    <>
      <ul className={`listing-grid${saved.loading ? ' listing-grid--stale' : ''}`} data-testid="wishlist-list">
        {data.items.map((listing, i) => (
          <li key={listing.id}>
            <ListingCard listing={listing} headingLevel={2} eager={i < 2} onWishlistChange={(still) => !still && removed(listing.id)} />
          </li>
        ))}
      </ul>
      <Pagination page={page} totalPages={data.meta.total_pages} hrefFor={(n) => (n > 1 ? `?page=${n}` : '?')} testId="wishlist-pagination" />
    </>
  );
}
