/** /owner/dashboard (a table; one card per listing on a phone): views, wishlists and callback requests of each of the owner's listings. */
import { Link } from 'react-router-dom';
import { fetchMyProperties, type Listing } from '../../api/properties';
import { t } from '../../i18n/t';
import { formatCount } from '../../property/format';
import { ownerUrls } from '../../property/owner-actions';
import { LoadFailed } from '../../property/States';
import { StatusChip } from '../../property/StatusBanner';
import { useLoad } from '../../property/useLoad';
import { TitledPage, usePageTitle } from '../../ui/usePageTitle';
import { LoadingCard, StateCard } from '../../ui/StateCard';

const PAGE = 100;
/** An owner with more listings than this sees the newest ones (a dashboard of a thousand rows helps nobody). */
const MAX_PAGES = 10;

/** Every listing of the owner, newest first, 100 a call. */
async function allMine(signal: AbortSignal): Promise<Listing[]> {
  const first = await fetchMyProperties({ page: 1, limit: PAGE }, signal);
  const items = [...first.items];
  for (let page = 2; page <= Math.min(first.meta.total_pages, MAX_PAGES); page += 1) {
    items.push(...(await fetchMyProperties({ page, limit: PAGE }, signal)).items);
  }
  return items;
}

export default function DashboardPage() {
  usePageTitle(t('owner.dashboard.title'));
  const mine = useLoad(allMine, []);
  const listings = mine.data;
  const total = (key: 'view_count' | 'wishlist_count' | 'callback_count') => (listings ?? []).reduce((sum, listing) => sum + (listing[key] ?? 0), 0);

  return (
    <TitledPage className="page" title={t('owner.dashboard.title')}>
      <p className="muted">{t('owner.dashboard.intro')}</p>
      {mine.error ? (
        <LoadFailed title={t('owner.dashboard.loadFailed')} message={mine.error.message} onRetry={mine.reload} />
      ) : !listings ? (
        <LoadingCard />
      ) : listings.length === 0 ? (
        <StateCard testId="dashboard-empty" title={t('owner.dashboard.empty')} link={{ to: '/owner/add-property', label: t('owner.yours.post') }} />
      ) : (
        <div className="card table-card">
          <table className="table table--cards" data-testid="dashboard-table">
            <thead>
              <tr>
                <th scope="col">{t('owner.dashboard.property')}</th>
                <th scope="col">{t('owner.dashboard.status')}</th>
                <th scope="col" className="table__number">
                  {t('owner.dashboard.views')}
                </th>
                <th scope="col" className="table__number">
                  {t('owner.dashboard.wishlists')}
                </th>
                <th scope="col" className="table__number">
                  {t('owner.dashboard.callbacks')}
                </th>
              </tr>
            </thead>
            <tbody>
              {listings.map((listing) => (
                <tr key={listing.id} data-testid="dashboard-row" data-id={listing.id}>
                  <th scope="row">
                    <Link to={ownerUrls.preview(listing.id)}>{listing.title}</Link>
                    <span className="table__sub muted">{listing.locality}</span>
                  </th>
                  <td className="table__status">
                    <StatusChip listing={listing} />
                  </td>
                  <td className="table__number" data-testid="dashboard-views" data-label={t('owner.dashboard.views')}>
                    {formatCount(listing.view_count ?? 0)}
                  </td>
                  <td className="table__number" data-testid="dashboard-wishlists" data-label={t('owner.dashboard.wishlists')}>
                    {formatCount(listing.wishlist_count ?? 0)}
                  </td>
                  <td className="table__number" data-testid="dashboard-callbacks" data-label={t('owner.dashboard.callbacks')}>
                    {formatCount(listing.callback_count ?? 0)}
                  </td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={2}>
                  {t('owner.dashboard.total')}
                </th>
                <td className="table__number" data-label={t('owner.dashboard.views')}>
                  {formatCount(total('view_count'))}
                </td>
                <td className="table__number" data-label={t('owner.dashboard.wishlists')}>
                  {formatCount(total('wishlist_count'))}
                </td>
                <td className="table__number" data-label={t('owner.dashboard.callbacks')}>
                  {formatCount(total('callback_count'))}
                </td>
              </tr>
            </tfoot>
          </table>
        </div>
      )}
    </TitledPage>
  );
}
