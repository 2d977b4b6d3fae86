/**
 * The server renderer of the listing and details pages (docs/adr/0009), built by the site's `vite build` into
 * dist/web-public-ssr/render.js (self-contained: React inside, so a production install without devDependencies
 * runs it) and loaded by adapters/http/public-pages/. It renders the app itself (`<App />` with its layout, the
 * same page components) at the request's address, as a signed-out visitor sees it, from the API's own JSON
 * handed in by the server (contract: adapters/http/contract/page-render.ts). Pure: no request, no database.
 */
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import type { ListingPlan, PageRenderer, RenderedPage } from '../../../adapters/http/contract/page-render';
import { App } from '../App';
import type { Envelope } from '../api/client';
import { primeConfig } from '../api/config';
import type { PublicConfig } from '../api/endpoints';
import { listAnswer, type Listing } from '../api/properties';
import { AuthProvider } from '../auth/AuthContext';
import { CallbackProvider } from '../callback/CallbackContext';
import { t } from '../i18n/t';
import { cityName, isCity, listingPath } from '../property/format';
import { apiQuery, filtersFromQuery, queryFromFilters } from '../property/listing-query';
import { PAGE_SEED_ID, PageSeedProvider, type PageSeed } from './page-seed';

/** JSON inside <script>: `<` escaped so no string can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

async function renderApp(url: string, seed: PageSeed, config: PublicConfig): Promise<string> {
  // The footer's contact lines and the WhatsApp button come with the HTML (the same for every request).
  primeConfig(config);
  const { prelude } = await prerender(
    <StaticRouter location={url}>
      <AuthProvider>
        <CallbackProvider>
          <PageSeedProvider seed={seed}>
            <App />
          </PageSeedProvider>
        </CallbackProvider>
      </AuthProvider>
    </StaticRouter>,
    {
      // One piece of HTML, in order: never a large boundary sent as a fallback plus an inline script that swaps
      // its content in (React's progressive chunks), which the CSP (no inline script) would block.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      // A failure must not ship a half page: the server falls back to the app shell.
      onError(error) {
        throw error;
      },
    },
  );
  return new Response(prelude).text();
}

async function page(status: RenderedPage['status'], title: string, url: string, seed: PageSeed, config: PublicConfig): Promise<RenderedPage> {
  const root = await renderApp(url, seed, config);
  return {
    status,
    title: t('title.page', { page: title }),
    root,
    extras: `<script type="application/json" id="${PAGE_SEED_ID}">${scriptJson({ seed, config })}</script>`,
  };
}

export const renderer = {
  planListing(pathCity: string, query: string): ListingPlan {
    const params = new URLSearchParams(query);
    const filters = filtersFromQuery(params);
    // The filter bar sent as a plain GET form (no script yet): its city select names the page to go to.
    const formCity = params.get('city');
    if (formCity !== null) {
      const city = isCity(formCity.toLowerCase()) ? formCity.toLowerCase() : pathCity.toLowerCase();
      const search = queryFromFilters({ ...filters, page: 1 });
      return { kind: 'redirect', location: `${listingPath(city)}${search ? `?${search}` : ''}` };
    }
    const city = pathCity.toLowerCase();
    if (!isCity(city)) return { kind: 'unknown-city' };
    // The page's own call (PropertyListingPage): the same query string, so the app finds its seed.
    return { kind: 'search', city, apiQuery: apiQuery(city, filters) };
  },

  renderListing({ url, search, config }) {
    const city = decodeURIComponent(url.split('?')[0]!.split('/')[2] ?? '').toLowerCase();
    const title = t('listing.title', { city: cityName(city) });
    if (!search) return page(404, title, url, { kind: 'none' }, config);
    const answer = listAnswer({ success: true, message: 'OK', ...search.answer } as Envelope<Listing[]>);
    return page(200, title, url, { kind: 'listing', apiQuery: search.apiQuery, answer }, config);
  },

  renderDetails({ url, id, listing, config }) {
    if (!listing) return page(404, t('details.title'), url, { kind: 'details-missing', id }, config);
    return page(200, listing.title, url, { kind: 'details', listing: listing as Listing }, config);
  },
} satisfies PageRenderer;
