/**
 * /tenant/:city/property-listing: verified homes of a city, 10 a page from GET /properties/list. Every filter,
 * the sort and the page live in the URL query string, so a search can be shared and Back works.
 */
import { useEffect, useMemo, useRef } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { searchProperties } from '../api/properties';
import { useAuth } from '../auth/AuthContext';
import { useCallbackRequest } from '../callback/CallbackContext';
import { t } from '../i18n/t';
import { FilterBar } from '../property/FilterBar';
import { CITIES } from '../property/cities';
import { cityName, isCity, listingPath, resultCount } from '../property/format';
import { ListingCard } from '../property/ListingCard';
import { apiQuery, filtersFromQuery, NO_FILTERS, queryFromFilters, type ListingFilters } from '../property/listing-query';
import { Pagination } from '../property/Pagination';
import { PropertyRequestButton } from '../property-request/PropertyRequestButton';
import { SearchAlertButton } from '../search-alerts/SearchAlertButton';
import type { RequestContext } from '../property-request/request-form';
import { CardSkeletons, LoadFailed } from '../property/States';
import { useLoad } from '../property/useLoad';
import { TitledPage, usePageTitle } from '../ui/usePageTitle';
import { usePageSeed } from '../ssr/page-seed';
import { StateCard } from '../ui/StateCard';

/**
 * The card whose cover is the page's largest paint on a phone: it loads at once with high priority; the others
 * when near the screen (on a phone the second only peeks in: sharing the bandwidth cost the first 0.3-0.5 s of
 * LCP in Lighthouse's slow 4G).
 */
const EAGER_CARDS = 1;

export default function PropertyListingPage() {
  const slug = (useParams().city ?? 'patna').toLowerCase();
  const city = cityName(slug);
  usePageTitle(t('listing.title', { city }));
  return isCity(slug) ? <Listing city={slug} /> : <UnknownCity name={city} />;
}

function Listing({ city }: { city: string }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { user } = useAuth();
  const { openCallback } = useCallbackRequest();
  const filters = useMemo(() => filtersFromQuery(params), [params]);
  const query = apiQuery(city, filters);
  // Server-rendered (docs/adr/0009): the first page of results came with the HTML, as a visitor sees them; a
  // signed-in visitor's hearts still need their own search.
  const seeded = usePageSeed((seed) => (seed.kind === 'listing' && seed.apiQuery === query ? seed.answer : null));
  const results = useLoad((signal) => searchProperties(query, signal), [query, user?.id], seeded && { data: seeded, fresh: !user });
  const top = useRef<HTMLHeadingElement>(null);
  const firstPage = useRef(filters.page);

  // A new page of results starts at the top of the list (Layout only scrolls on a new path).
  useEffect(() => {
    if (filters.page === firstPage.current) return;
    firstPage.current = filters.page;
    top.current?.scrollIntoView({ block: 'start' });
  }, [filters.page]);

  const hrefFor = (next: ListingFilters) => {
    const search = queryFromFilters(next);
    return search ? `?${search}` : listingPath(city);
  };
  // Search again with nothing changed: replace, as a link to the same address does, so Back is not a no-op.
  const apply = (next: ListingFilters) => navigate(hrefFor(next), { replace: queryFromFilters(next) === queryFromFilters(filters) });
  // Another city keeps the search as shown, typed text included (as any other choice in the bar does).
  const changeCity = (next: string, shown: ListingFilters) => {
    const search = queryFromFilters({ ...shown, page: 1 });
    navigate(`${listingPath(next)}${search ? `?${search}` : ''}`);
  };

  const data = results.data;
  const filtered = queryFromFilters({ ...filters, sort: 'newest', page: 1 }) !== '';
  // "Request a property" starts from what this search asked for.
  const requestContext: RequestContext = { city, filters };

  return (
    <section className="page listing-page" aria-labelledby="page-title">
      <h1 id="page-title" ref={top} className="page__title listing-page__title">
        {t('listing.title', { city: cityName(city) })}
      </h1>
      {/* On a wide screen the filters sit beside the results (a sticky column); above them elsewhere. */}
      <div className="listing-page__layout">
        <FilterBar
          city={city}
          filters={filters}
          onApply={apply}
          onCityChange={changeCity}
          found={data && !results.loading && !results.error ? resultCount(data.meta.total, data.meta.total_is_exact !== false) : null}
        />
        <div className="listing-page__results">
          <div className="listing-page__bar" id="listing-results">
            <div className="listing-page__summary" aria-live="polite">
              {data && !results.error && (
                <p className="muted" data-testid="listing-count">
                  {resultCount(data.meta.total, data.meta.total_is_exact !== false)}
                </p>
              )}
              {results.loading && data && <span className="listing-page__updating">{t('common.loading')}</span>}
            </div>
            {/* A new home for this search, by SMS (at most one a day): useful most when the search finds little. */}
            <SearchAlertButton key={city} city={city} filters={filters} />
          </div>

          {results.error ? (
            <LoadFailed title={t('listing.loadFailed')} message={results.error.message} onRetry={results.reload} />
          ) : !data ? (
            <CardSkeletons count={4} />
          ) : filters.page > 1 && (data.items.length === 0 || filters.page > data.meta.total_pages) ? (
            // An old link past the last page (the results have shrunk since, or past the 1000 the search pages
            // through): offer the first page.
            <StateCard testId="listing-past-end" title={t('listing.pastEnd', { page: filters.page })} link={{ to: hrefFor({ ...filters, page: 1 }), label: t('listing.firstPage') }} />
          ) : data.items.length === 0 ? (
            <div className="card stack state" data-testid="listing-empty">
              <p className="state__title">{filtered ? t('listing.emptyFiltered') : t('listing.empty', { city: cityName(city) })}</p>
              <p>{t('listing.emptyBody')}</p>
              <div className="actions">
                {filtered && (
                  <Link className="button button--outline" to={hrefFor({ ...NO_FILTERS, sort: filters.sort })}>
                    {t('filter.clear')}
                  </Link>
                )}
                <PropertyRequestButton context={requestContext} className="button button--primary button--wrap" testId="property-request-empty">
                  {t('request.emptyCta')}
                </PropertyRequestButton>
                <button type="button" className="button button--outline" onClick={() => openCallback({ type: 'TENANT' })} data-testid="schedule-callback-button">
                  {t('common.scheduleCallback')}
                </button>
              </div>
            </div>
          ) : (
            <>
              <ul className={`listing-grid${results.loading ? ' listing-grid--stale' : ''}`}>
                {data.items.map((listing, i) => (
                  <li key={listing.id}>
                    <ListingCard listing={listing} headingLevel={2} eager={filters.page === 1 && i < EAGER_CARDS} />
                  </li>
                ))}
              </ul>
              <Pagination page={filters.page} totalPages={data.meta.total_pages} hrefFor={(page) => hrefFor({ ...filters, page })} />
              <aside className="request-cta" aria-labelledby="request-cta-title" data-testid="property-request-cta">
                <div>
                  <p id="request-cta-title" className="request-cta__title">
                    {t('request.endTitle')}
                  </p>
                  <p className="muted">{t('request.endBody')}</p>
                </div>
                <PropertyRequestButton context={requestContext} className="button button--outline" testId="property-request-end" />
              </aside>
            </>
          )}
        </div>
      </div>
    </section>
  );
}

/** A city we do not serve yet (a mistyped or old link). */
function UnknownCity({ name }: { name: string }) {
  return (
    <TitledPage className="page page--narrow" title={t('listing.unknownCity', { city: name })} testId="listing-unknown-city">
      <div className="card stack">
        <p>{t('listing.unknownCityBody')}</p>
        <ul className="city-links">
          {CITIES.map((slug) => (
            <li key={slug}>
              <Link className="button button--outline" to={listingPath(slug)}>
                {cityName(slug)}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </TitledPage>
  );
}
