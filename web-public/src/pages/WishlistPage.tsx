/** /tenant/wishlist: the signed-in person's saved homes (GET /properties/wishlist), newest first; the heart removes one. */
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { fetchWishlist } from '../api/properties';
import { t } from '../i18n/t';
import { pageAfterRemoval, pageParam } from '../property/format';
import { ListingCard } from '../property/ListingCard';
import { Pagination } from '../property/Pagination';
import { CardSkeletons, LoadFailed } from '../property/States';
import { useLoad } from '../property/useLoad';
import { TitledPage, usePageTitle } from '../ui/usePageTitle';
import { SignInCard, StateCard, useSignInOnArrival } from '../ui/StateCard';

export default function WishlistPage() {
  usePageTitle(t('wishlist.title'));
  const { user } = useSignInOnArrival();

  return (
    <TitledPage className="page" title={t('wishlist.title')}>
      {user ? (
        <Wishlist key={user.id} />
      ) : (
        <SignInCard text={t('wishlist.loginRequired')} label={t('wishlist.login')} testId="wishlist-login-button" />
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
      <StateCard testId="wishlist-empty" title={t('wishlist.empty')} body={t('wishlist.emptyBody')} link={{ to: '/tenant/patna/property-listing', label: t('wishlist.browse') }} />
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
