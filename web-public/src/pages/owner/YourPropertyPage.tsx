/**
 * /owner/your-property (the owner's landing): their listings from POST /properties/list/me with status, the
 * rejection reason, the stale warning and the moves each state allows. Status filter and page in the URL.
 */
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { ApiError, errorMessage } from '../../api/client';
import { changePropertyState, fetchMyProperties, PROPERTY_STATUSES, type Listing, type PropertyStatus } from '../../api/properties';
import { fetchDecisionCounts, type VisitDecisionCounts } from '../../api/rides';
import { t } from '../../i18n/t';
import { formatTime } from '../../i18n/format';
import { CoverImage } from '../../property/CoverImage';
import { cityName, formatDate, formatRupees, homeSummary, pageAfterRemoval, pageParam, statusLabel } from '../../property/format';
import { proposeTenancyPath } from '../../tenancies/links';
import { inSearchUntil, matchesStatusFilter, ownerActions, ownerUrls, type OwnerAction } from '../../property/owner-actions';
import { Pagination } from '../../property/Pagination';
import { LoadFailed } from '../../property/States';
import { StatusChip } from '../../property/StatusBanner';
import { useLoad } from '../../property/useLoad';
import { showToast } from '../../ui/toast';
import { usePageTitle } from '../../ui/usePageTitle';
import { ListingCheck } from './ListingCheck';
import { LoadingCard, StateCard } from '../../ui/StateCard';
import { VisitCounts } from './VisitCounts';

type StateMove = Exclude<OwnerAction, 'edit' | 'preview'>;

export default function YourPropertyPage() {
  usePageTitle(t('owner.yours.title'));
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const statusParam = params.get('status') ?? '';
  const status = (PROPERTY_STATUSES as readonly string[]).includes(statusParam) ? (statusParam as PropertyStatus) : undefined;
  const page = pageParam(params.get('page'));
  const mine = useLoad((signal) => fetchMyProperties({ page, filter: status ? { status } : {} }, signal), [page, status]);

  const url = (next: { status?: string; page?: number }) => {
    const query = new URLSearchParams();
    if (next.status) query.set('status', next.status);
    if (next.page && next.page > 1) query.set('page', String(next.page));
    const text = query.toString();
    return text ? `?${text}` : '?';
  };

  const heading = useRef<HTMLHeadingElement>(null);
  /** A move was made: once the page is read again, step back if it came back empty. */
  const moved = useRef(false);

  /**
   * After a move the server confirmed: the row shows its new state, or leaves at once when the status filter no
   * longer matches it; then the page is read again so the count, the pages and the rows after it are right.
   * Returns whether the row stays.
   */
  const changed = (listing: Listing): boolean => {
    const stays = matchesStatusFilter(listing.status, status);
    mine.setData(
      (current) =>
        current && {
          ...current,
          items: stays
            ? current.items.map((item) => (item.id === listing.id ? listing : item))
            : current.items.filter((item) => item.id !== listing.id),
        },
    );
    moved.current = true;
    mine.reload();
    if (!stays) {
      // Its buttons went with it: keep the keyboard on the page, not lost on <body>.
      requestAnimationFrame(() => {
        if (!document.activeElement || document.activeElement === document.body) heading.current?.focus();
      });
    }
    return stays;
  };

  const data = mine.data;
  // The page's listings' visits and answers, in one read (counts only); a failure leaves the rows without them.
  const ids = data?.items.map((listing) => listing.id).join(',') ?? '';
  const counts = useLoad((signal) => (ids ? fetchDecisionCounts(ids.split(','), signal).catch(() => []) : Promise.resolve([])), [ids]);
  const countsById = new Map((counts.data ?? []).map((c) => [c.property_id, c]));
  // The last row of a page moved away: show the page before rather than "no properties on page N".
  useEffect(() => {
    if (!moved.current || mine.loading || !data) return;
    moved.current = false;
    const next = pageAfterRemoval(page, data.items.length, data.meta.total_pages);
    if (next !== page) navigate(url({ status, page: next }), { replace: true });
  }, [data, mine.loading]);

  return (
    <section className="page owner-page" aria-labelledby="page-title">
      <div className="owner-page__bar">
        <h1 id="page-title" className="page__title" ref={heading} tabIndex={-1}>
          {t('owner.yours.title')}
        </h1>
        <div className="actions owner-page__links">
          <Link className="button button--ghost owner-page__dashboard" to="/owner/dashboard" data-testid="owner-dashboard-link">
            {t('owner.dashboard.title')}
          </Link>
          <Link className="button button--primary" to="/owner/add-property" data-testid="owner-add-property">
            {t('owner.yours.post')}
          </Link>
        </div>
      </div>

      <label className="filter filter--inline">
        <span className="filter__label">{t('owner.yours.status')}</span>
        <select
          className="filter__control"
          value={status ?? ''}
          onChange={(e) => navigate(url({ status: e.target.value }))}
          data-testid="owner-status-filter"
        >
          <option value="">{t('owner.yours.all')}</option>
          {PROPERTY_STATUSES.map((value) => (
            <option key={value} value={value}>
              {statusLabel(value)}
            </option>
          ))}
        </select>
      </label>

      {mine.error ? (
        <LoadFailed title={t('owner.yours.loadFailed')} message={mine.error.message} onRetry={mine.reload} />
      ) : !data || (data.items.length === 0 && mine.loading) ? (
        <LoadingCard />
      ) : data.items.length === 0 && page > 1 ? (
        // A page past the end (an old link, or the last listing of the page changed status): not "none posted".
        <StateCard testId="owner-past-end" title={t('owner.yours.pastEnd', { page })} link={{ to: url({ status }), label: t('listing.firstPage') }} />
      ) : data.items.length === 0 ? (
        <StateCard
          testId="owner-empty"
          title={status ? t('owner.yours.emptyFiltered') : t('owner.yours.empty')}
          link={status ? null : { to: '/owner/add-property', label: t('owner.yours.post') }}
        />
      ) : (
        <>
          <ul className={`owner-list${mine.loading ? ' listing-grid--stale' : ''}`}>
            {data.items.map((listing) => (
              <OwnerRow key={listing.id} listing={listing} onChanged={changed} visits={countsById.get(listing.id)} />
            ))}
          </ul>
          <Pagination
            page={page}
            totalPages={data.meta.total_pages}
            hrefFor={(n) => url({ status, page: n })}
            testId="owner-pagination"
          />
        </>
      )}
    </section>
  );
}

function OwnerRow({ listing, onChanged, visits }: { listing: Listing; onChanged(listing: Listing): boolean; visits?: VisitDecisionCounts }) {
  const [busy, setBusy] = useState<StateMove | null>(null);
  const actions = ownerActions(listing);
  const until = inSearchUntil(listing);
  const title = useRef<HTMLAnchorElement>(null);

  async function move(action: StateMove) {
    if ((action === 'mark_rented' || action === 'archive') && !window.confirm(t(`owner.confirm.${action}`, { title: listing.title }))) return;
    setBusy(action);
    try {
      const answer = await changePropertyState(listing.id, action);
      const stays = onChanged(answer.data);
      showToast(t(`owner.done.${action}`), 'success');
      // The new state has other buttons: the pressed one is gone, so keep the keyboard in this row (if it stays).
      if (stays) {
        requestAnimationFrame(() => {
          if (!document.activeElement || document.activeElement === document.body) title.current?.focus();
        });
      }
    } catch (error) {
      if (!(error instanceof ApiError && error.handled)) showToast(errorMessage(error), 'error');
    } finally {
      setBusy(null);
    }
  }

  return (
    <li className="owner-row card" data-testid="owner-listing-row" data-id={listing.id} data-status={listing.status}>
      <Link className="owner-row__thumb" to={ownerUrls.preview(listing.id)} tabIndex={-1} aria-hidden="true">
        <CoverImage url={listing.cover_image_url} smallUrl={listing.cover_image_small_url} alt="" sizes="160px" />
      </Link>
      <div className="owner-row__body">
        <div className="owner-row__top">
          <StatusChip listing={listing} />
          <span className="muted owner-row__date">{t('owner.yours.updated', { date: formatDate(listing.updated_at) })}</span>
        </div>
        <h2 className="owner-row__title">
          <Link ref={title} to={ownerUrls.preview(listing.id)}>
            {listing.title}
          </Link>
        </h2>
        <p className="owner-row__meta muted">
          {homeSummary(listing)} · {listing.locality}, {cityName(listing.city)} · <strong>{formatRupees(listing.rent)}</strong>
          {t('property.perMonth')}
        </p>
        {listing.status === 'REJECTED' && listing.rejection_reason && (
          <p className="owner-row__note owner-row__note--danger" data-testid="owner-rejection-reason">
            {t('owner.yours.reason', { reason: listing.rejection_reason })}
          </p>
        )}
        {listing.status === 'SUBMITTED' && listing.review_note && (
          <p className="owner-row__note owner-row__note--warning" data-testid="owner-review-note">
            {t('owner.yours.reviewNote', { note: listing.review_note })}
          </p>
        )}
        {visits && <VisitCounts counts={visits} />}
        {listing.status === 'UNDER_REVIEW' && <ListingCheck listingId={listing.id} />}
        {listing.status === 'LIVE' && listing.is_stale && (
          <p className="owner-row__note owner-row__note--warning" data-testid="owner-stale-warning">
            {t('owner.yours.stale')}
          </p>
        )}
        {until && (
          <p className="owner-row__note muted" data-testid="owner-in-search-until">
            {'day' in until ? t('owner.yours.expiring', { date: formatDate(until.day) }) : t('owner.yours.expiringToday', { time: formatTime(until.todayUntil) })}
          </p>
        )}
      </div>
      <div className="owner-row__actions">
        {actions.map((action) =>
          action === 'edit' || action === 'preview' ? (
            <Link
              key={action}
              className="button button--ghost"
              to={ownerUrls[action](listing.id)}
              data-testid={`owner-action-${action}`}
            >
              {t(`owner.action.${action}`)}
            </Link>
          ) : (
            <button
              key={action}
              type="button"
              className={`button ${action === 'archive' ? 'button--ghost' : action === 'mark_rented' ? 'button--outline' : 'button--primary'}`}
              disabled={busy !== null}
              onClick={() => move(action)}
              data-testid={`owner-action-${action}`}
            >
              {busy === action ? t('common.loading') : t(`owner.action.${action}`)}
            </button>
          ),
        )}
        {listing.status === 'LIVE' && (
          <Link className="button button--ghost" to={proposeTenancyPath(listing.id, 'owner')} data-testid="owner-action-propose-tenancy">
            {t('tenancy.propose.open')}
          </Link>
        )}
      </div>
    </li>
  );
}
