/**
 * The server renderer of the listing and details pages (docs/adr/0009), built by the site's `vite build` into
 * dist/web-public-ssr/render.js (self-contained: React inside, so a production install without devDependencies
 * runs it) and loaded by adapters/http/public-pages/. It renders the app itself (`<App />` with its layout, the
 * same page components) at the request's address, as a signed-out visitor sees it, from the API's own JSON
 * handed in by the server (contract: adapters/http/contract/page-render.ts). Pure: no request, no database.
 */
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import type { ListingPlan, PageRenderer, PageShare, RenderedPage } from '../../../adapters/http/contract/page-render';
import { listingAddress } from '../../../adapters/http/contract/rules';
import { App } from '../App';
import type { Envelope } from '../api/client';
import { primeConfig } from '../api/config';
import type { PublicConfig } from '../api/endpoints';
import { listAnswer, type Listing } from '../api/properties';
import { AuthProvider } from '../auth/AuthContext';
import { CallbackProvider } from '../callback/CallbackContext';
import { readLanguageParam, withLanguageParam, type Language } from '../../../adapters/http/contract/language-cookie';
import { hi, hiMessages } from '../../../domain/shared/catalogue/site/hi';
import { activateLanguage, t } from '../i18n/t';
import { formatRupees } from '../property/card-format';
import { bhkLabel, cityName, detailsPath, furnishingLabel, homeSummary, isCity, propertyTypeLabel, tenantsLabel } from '../property/format';
import { sharePreviewTitle } from '../property/share';
import { SiteOriginProvider } from '../property/site-origin';
import { apiQuery, filtersFromQuery, rupeesText, type ListingFilters } from '../property/listing-query';
import { PAGE_SEED_ID, PageSeedProvider, type PageSeed } from './page-seed';

/** JSON inside <script>: `<` escaped so no string can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

async function renderApp(url: string, seed: PageSeed, config: PublicConfig, origin: string): Promise<string> {
  // The turn's signal (`drawIn`): aborted when the render takes too long, so React stops working on it.
  const signal = turnSignal;
  // The footer's contact lines and the WhatsApp button come with the HTML (the same for every request).
  primeConfig(config);
  const { prelude } = await prerender(
    <StaticRouter location={url}>
      <AuthProvider>
        <CallbackProvider>
          <PageSeedProvider seed={seed}>
            {/* The share buttons' links name the site as the server does (its canonical address). */}
            <SiteOriginProvider value={origin}>
              <App />
            </SiteOriginProvider>
          </PageSeedProvider>
        </CallbackProvider>
      </AuthProvider>
    </StaticRouter>,
    {
      // One piece of HTML, in order: never a large boundary sent as a fallback plus an inline script that swaps
      // its content in (React's progressive chunks), which the CSP (no inline script) would block.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      signal,
      // A failure must not ship a half page: the server falls back to the app shell. (An abort is the turn's
      // timeout, which has already failed the render.)
      onError(error) {
        if (signal?.aborted) return;
        throw error;
      },
    },
  );
  // Aborted, React hands over what it had (fallbacks where it waited): never served.
  if (signal?.aborted) throw signal.reason;
  return new Response(prelude).text();
}

/** The filters a listing URL applies, in words ("2 BHK, Apartment, ₹8,000 to ₹15,000 a month"); '' for none. */
function filterWords(filters: ListingFilters): string {
  const min = rupeesText(filters.min_rent);
  const max = rupeesText(filters.max_rent);
  const rent = min && max ? t('meta.rentBetween', { min: formatRupees(Number(min)), max: formatRupees(Number(max)) })
    : min ? t('meta.rentFrom', { min: formatRupees(Number(min)) })
    : max ? t('meta.rentUpTo', { max: formatRupees(Number(max)) })
    : '';
  return [
    filters.bhk !== '' && Number.isInteger(Number(filters.bhk)) ? bhkLabel(Number(filters.bhk)) : '',
    filters.property_type ? propertyTypeLabel(filters.property_type) : '',
    filters.furnishing ? furnishingLabel(filters.furnishing) : '',
    filters.preferred_tenants ? tenantsLabel(filters.preferred_tenants) : '',
    rent,
    filters.verified_only ? t('filter.verifiedOnly') : '',
    filters.search.trim() ? `"${filters.search.trim()}"` : '',
  ]
    .filter(Boolean)
    .join(', ');
}

async function page(
  status: RenderedPage['status'],
  title: string,
  description: string,
  url: string,
  seed: PageSeed,
  config: PublicConfig,
  origin: string,
  share?: PageShare,
): Promise<RenderedPage> {
  const root = await renderApp(url, seed, config, origin);
  return {
    status,
    title: t('title.page', { page: title }),
    description,
    root,
    extras: `<script type="application/json" id="${PAGE_SEED_ID}">${scriptJson({ seed, config })}</script>`,
    ...(share ? { share } : {}),
  };
}

/** The renderer in the active language (`renderer` below makes each render's language the active one). */
const inActiveLanguage = {
  planListing(pathCity: string, query: string): ListingPlan {
    const params = new URLSearchParams(query);
    const filters = filtersFromQuery(params);
    // The filter bar sent as a plain GET form (no script yet): its city select names the page to go to.
    const formCity = params.get('city');
    if (formCity !== null) {
      const city = isCity(formCity.toLowerCase()) ? formCity.toLowerCase() : pathCity.toLowerCase();
      // A page whose address names its language (`?lang=hi`) keeps it.
      return { kind: 'redirect', location: withLanguageParam(listingAddress(city, { ...filters, page: 1 }), readLanguageParam(params)) };
    }
    const city = pathCity.toLowerCase();
    if (!isCity(city)) return { kind: 'unknown-city' };
    // The page's own call (PropertyListingPage): the same query string, so the app finds its seed.
    return { kind: 'search', city, apiQuery: apiQuery(city, filters) };
  },

  renderListing({ url, city: pathCity, search, config, origin, fairRents }) {
    // The city as the server decoded it (the URL is not parsed again: a malformed segment never reaches here).
    const city = cityName(pathCity.toLowerCase());
    if (!search) return page(404, t('listing.title', { city }), t('meta.default'), url, { kind: 'none' }, config, origin);
    const applied = filtersFromQuery(new URLSearchParams(url.split('?')[1] ?? ''));
    const filters = filterWords(applied);
    const title = filters ? t('listing.titleFiltered', { city, filters }) : t('listing.title', { city });
    const description = filters ? t('meta.listingFiltered', { city, filters }) : t('meta.listing', { city });
    const answer = listAnswer({ success: true, message: 'OK', ...search.answer } as Envelope<Listing[]>);
    // Its canonical address: the filters as the app writes them (unknown parameters and defaults left out).
    const share = { title, path: listingAddress(pathCity.toLowerCase(), applied) };
    return page(200, title, description, url, { kind: 'listing', apiQuery: search.apiQuery, answer, ...(fairRents ? { fairRents } : {}) }, config, origin, share);
  },

  renderDetails({ url, id, listing, viewCounted, config, origin, underReview, city, fairRents }) {
    // Reported by three people and hidden while our team checks it: the page says so (not a 404).
    if (!listing && underReview) return page(200, t('details.underReview'), t('meta.default'), url, { kind: 'details-under-review', id, ...(city ? { city } : {}) }, config, origin);
    if (!listing) return page(404, t('details.title'), t('meta.default'), url, { kind: 'details-missing', id }, config, origin);
    const home = listing as Listing;
    const description = t('meta.details', {
      home: homeSummary(home),
      place: [home.locality, cityName(home.city)].filter(Boolean).join(', '),
      rent: formatRupees(home.rent),
      title: home.title,
    });
    const share = { title: sharePreviewTitle(home), path: detailsPath(home.id), imageAlt: home.title };
    return page(200, listing.title, description, url, { kind: 'details', listing: home, ...(viewCounted ? {} : { viewCounted: false as const }), ...(fairRents ? { fairRents } : {}) }, config, origin, share);
  },
} satisfies PageRenderer;

let queue: Promise<unknown> = Promise.resolve();
/** The signal of the render whose turn it is (renderApp passes it to React). */
let turnSignal: AbortSignal | undefined;

/** How long one render may take (a warm one takes about 2 ms): longer, and it is failed so the next may start. */
export const RENDER_TIMEOUT_MS = 5_000;

/**
 * Runs one render in `language`: its catalogue and formats are made the active ones for the render and
 * English again after it. They are module state, and renders are asynchronous: so renders take turns (each one
 * waits for the one before; a warm render takes about 2 ms), and two visitors' pages in two languages never mix.
 * A render that does not finish within `timeoutMs` (a Suspense boundary waiting on something that never comes, a
 * chunk that never loads) is failed, so its request gets the app shell (public-pages.ts) and the next turn starts;
 * React is told to stop it. Exported for its test.
 */
export function drawIn<T>(language: Language, work: () => Promise<T>, timeoutMs = RENDER_TIMEOUT_MS): Promise<T> {
  const turn = queue.then(() => {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timedOut = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        reject(new Error(`The page's render took longer than ${timeoutMs} ms: the app shell is served instead.`));
        controller.abort(new Error('render timed out'));
      }, timeoutMs);
    });
    activateLanguage(language, language === 'hi' ? hi : undefined, language === 'hi' ? hiMessages : undefined);
    // `work` reads the signal as it starts (renderApp, before its first await).
    turnSignal = controller.signal;
    let rendered: Promise<T>;
    try {
      rendered = work();
    } catch (error) {
      rendered = Promise.reject(error);
    } finally {
      turnSignal = undefined;
    }
    return Promise.race([rendered, timedOut]).finally(() => {
      clearTimeout(timer);
      activateLanguage('en');
    });
  });
  queue = turn.catch(() => undefined);
  return turn;
}

export const renderer = {
  planListing: (pathCity, query) => inActiveLanguage.planListing(pathCity, query),
  renderListing: (input) => drawIn(input.language ?? 'en', () => inActiveLanguage.renderListing(input)),
  renderDetails: (input) => drawIn(input.language ?? 'en', () => inActiveLanguage.renderDetails(input)),
} satisfies PageRenderer;
