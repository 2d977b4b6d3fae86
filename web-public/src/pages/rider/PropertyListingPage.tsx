/**
 * /rider/property-listing (the rider's landing): GET /properties/list/rider. Live homes in the rider's city that
 * wait for a rider's visit (never visited, or the mark lapsed), and "Your posts" (homes the rider posted for owners,
 * in any state, with Preview and Update). Search and page in the URL (`?search=&page=`).
 */
import { useRef, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import type { Listing } from '../../api/properties';
import { fetchRiderProperties } from '../../api/riders';
import { t } from '../../i18n/t';
import { CoverImage } from '../../property/CoverImage';
import { cityName, detailsPath, formatDate, formatRupees, homeSummary, pageParam, riderVisitNote } from '../../property/format';
import { riderCanEdit, riderUrls } from '../../property/owner-actions';
import { Pagination } from '../../property/Pagination';
import { LoadFailed } from '../../property/States';
import { StatusChip } from '../../property/StatusBanner';
import { useLoad } from '../../property/useLoad';
import { usePageTitle } from '../../ui/usePageTitle';
import { LoadingCard, StateCard } from '../../ui/StateCard';

function listingUrl(next: { search?: string; page?: number }): string {
  const query = new URLSearchParams();
  if (next.search?.trim()) query.set('search', next.search.trim());
  if (next.page && next.page > 1) query.set('page', String(next.page));
  const text = query.toString();
  return text ? `?${text}` : '?';
}

export default function RiderPropertyListingPage() {
  usePageTitle(t('rider.listing.title'));
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const page = pageParam(params.get('page'));
  const search = params.get('search') ?? '';
  const list = useLoad((signal) => fetchRiderProperties({ page, search }, signal), [page, search]);
  const input = useRef<HTMLInputElement>(null);
  const data = list.data;
  const mine = data?.items.filter((listing) => listing.posted_by_me) ?? [];
  const toVisit = data?.items.filter((listing) => !listing.posted_by_me) ?? [];

  function find(event: FormEvent) {
    event.preventDefault();
    navigate(listingUrl({ search: input.current?.value ?? '' }));
  }

  return (
    <section className="page owner-page rider-listing" aria-labelledby="page-title">
      <div className="owner-page__bar">
        <h1 id="page-title" className="page__title">
          {t('rider.listing.title')}
        </h1>
        <div className="actions owner-page__links">
          <Link className="button button--primary" to="/rider/add-property" data-testid="rider-add-property">
            {t('rider.listing.add')}
          </Link>
        </div>
      </div>
      <p className="muted">{t('rider.listing.intro')}</p>

      <form className="rider-search" role="search" onSubmit={find}>
        <label className="visually-hidden" htmlFor="rider-search">
          {t('rider.listing.search')}
        </label>
        <input
          key={search}
          ref={input}
          id="rider-search"
          className="field__control"
          type="search"
          defaultValue={search}
          placeholder={t('rider.listing.searchPlaceholder')}
          maxLength={100}
          data-testid="rider-listing-search"
        />
        <button type="submit" className="button button--outline">
          {t('rider.listing.searchButton')}
        </button>
      </form>

      {list.error ? (
        <LoadFailed title={t('rider.listing.loadFailed')} message={list.error.message} onRetry={list.reload} />
      ) : !data || (data.items.length === 0 && list.loading) ? (
        <LoadingCard />
      ) : data.items.length === 0 && page > 1 ? (
        <StateCard testId="rider-listing-past-end" title={t('rider.listing.pastEnd', { page })} link={{ to: listingUrl({ search }), label: t('listing.firstPage') }} />
      ) : data.items.length === 0 ? (
        <StateCard testId="rider-listing-empty" title={search ? t('rider.listing.emptySearch') : t('rider.listing.empty')} link={{ to: "/rider/add-property", label: t('rider.listing.add') }} />
      ) : (
        <div className={list.loading ? 'listing-grid--stale' : undefined}>
          {mine.length > 0 && (
            <section className="rider-listing__group" aria-labelledby="rider-yours-title">
              <h2 id="rider-yours-title" className="rider-listing__heading">
                {t('rider.listing.yours')}
              </h2>
              <ul className="owner-list">
                {mine.map((listing) => (
                  <RiderRow key={listing.id} listing={listing} />
                ))}
              </ul>
            </section>
          )}
          {toVisit.length > 0 && (
            <section className="rider-listing__group" aria-labelledby="rider-visit-title">
              <h2 id="rider-visit-title" className="rider-listing__heading">
                {t('rider.listing.toVisit')}
              </h2>
              <ul className="owner-list">
                {toVisit.map((listing) => (
                  <RiderRow key={listing.id} listing={listing} />
                ))}
              </ul>
            </section>
          )}
          <Pagination page={page} totalPages={data.meta.total_pages} hrefFor={(n) => listingUrl({ search, page: n })} testId="rider-listing-pagination" />
        </div>
      )}
    </section>
  );
}

function RiderRow({ listing }: { listing: Listing }) {
  const mine = Boolean(listing.posted_by_me);
  const open = mine ? riderUrls.preview(listing.id) : detailsPath(listing.id);
  return (
    <li className="owner-row card" data-testid="rider-listing-row" data-id={listing.id} data-status={listing.status} data-mine={mine}>
      <Link className="owner-row__thumb" to={open} tabIndex={-1} aria-hidden="true">
        <CoverImage url={listing.cover_image_url} smallUrl={listing.cover_image_small_url} alt="" sizes="160px" />
      </Link>
      <div className="owner-row__body">
        <div className="owner-row__top">
          <StatusChip listing={listing} />
          {mine && <span className="muted owner-row__date">{t('owner.yours.updated', { date: formatDate(listing.updated_at) })}</span>}
        </div>
        <h3 className="owner-row__title">
          <Link to={open}>{listing.title}</Link>
        </h3>
        <p className="owner-row__meta muted">
          {homeSummary(listing)} · {listing.locality}, {cityName(listing.city)} · <strong>{formatRupees(listing.rent)}</strong>
          {t('property.perMonth')}
        </p>
        <p className="owner-row__address">{listing.address}</p>
        {!mine && (
          <p className="owner-row__note muted" data-testid="rider-listing-mark">
            {riderVisitNote(listing)}
          </p>
        )}
        {mine && listing.status === 'REJECTED' && listing.rejection_reason && (
          <p className="owner-row__note owner-row__note--danger">{t('owner.yours.reason', { reason: listing.rejection_reason })}</p>
        )}
        {mine && listing.review_note && <p className="owner-row__note owner-row__note--warning">{t('owner.yours.reviewNote', { note: listing.review_note })}</p>}
      </div>
      <div className="owner-row__actions">
        {mine ? (
          <>
            <Link className="button button--ghost" to={riderUrls.preview(listing.id)} data-testid="rider-listing-preview">
              {t('rider.listing.preview')}
            </Link>
            {riderCanEdit(listing.status) && (
              <Link className="button button--outline" to={riderUrls.edit(listing.id)} data-testid="rider-listing-update">
                {t('rider.listing.update')}
              </Link>
            )}
          </>
        ) : (
          <Link className="button button--outline" to={detailsPath(listing.id)} data-testid="rider-listing-view">
            {t('rider.listing.view')}
          </Link>
        )}
      </div>
    </li>
  );
}
