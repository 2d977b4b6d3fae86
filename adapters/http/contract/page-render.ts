/**
 * The server-rendered listing and details pages (docs/adr/0009): what the public site's server
 * renderer (web-public/src/ssr/render.tsx, built by the site's `vite build` into dist/web-public-ssr/render.js)
 * exports, and what the server (adapters/http/public-pages/) hands it. Types only: the server loads the built
 * file by path at run time, the site implements the interface (`satisfies PageRenderer`), so both sides are
 * checked by the compiler against this one file. The data is the API's own JSON (the same presenters), so the
 * pages' components get exactly what they would get from GET /properties/list and GET /properties/{id}.
 */
import type { Language } from './language-cookie.js';
import type { SearchMeta } from './wire/common.js';
import type { PublicListing, PublicListingDetails } from './wire/properties.js';
import type { FairRentWire } from './wire/rent-trends.js';
import type { PublicConfig } from './wire/system.js';

/** GET /properties/list's answer, as its envelope carries it (`data`, `meta`). */
export interface SearchAnswer {
  data: PublicListing[];
  meta: SearchMeta;
}

/** How the server should answer a listing URL (from the site's own reading of its query string). */
export type ListingPlan =
  /** A known city: run GET /properties/list's search with `apiQuery` (its query string) and render. */
  | { kind: 'search'; city: string; apiQuery: string }
  /** A city the site does not serve: render the page (it lists the cities) with 404. */
  | { kind: 'unknown-city' }
  /** The filter form sent without script (it carries `city`): go to the canonical address. */
  | { kind: 'redirect'; location: string };

export interface RenderedPage {
  status: 200 | 404;
  /** The document's <title> text. */
  title: string;
  /** The page's `<meta name="description">` (and og:description): names the city and filters, or the listing. */
  description: string;
  /** Goes inside #root. */
  root: string;
  /** Goes at the end of <body>: the page's data for the island and the app (a JSON <script>, `<` escaped). */
  extras: string;
  /**
   * How a shared link of the page unfurls (Open Graph and Twitter tags the server writes into <head>, with the
   * description) and its canonical address; absent on a 404.
   */
  share?: PageShare;
}

export interface PageShare {
  /** og:title and twitter:title: the listing's title, rent and place; a listing page's own title. */
  title: string;
  /** The page's canonical path and query on the site (`<link rel="canonical">`, og:url, with the site's origin before it). */
  path: string;
  /** og:image:alt of the cover (the details page); the server adds the image itself (the cover's share card). */
  imageAlt?: string;
}

export interface PageRenderer {
  /** `pathCity` as in the path; `query` the URL's query string without `?`. */
  planListing(pathCity: string, query: string): ListingPlan;
  /**
   * `url`: path and query. `city`: the path's city, decoded by the server (the plan's city when searched).
   * `search`: the plan's query string and GET /properties/list's answer to it; null for a city the site does not
   * serve (404). `origin` (both renders): the site's address (adapters/http/site-origin.ts), for the links the
   * share buttons send; '' when the server does not know it (no PUBLIC_BASE_URL and a request without a usable
   * Host: the links are then paths, as in the prerendered home). `language` (both renders): the language to draw the page in; English when absent.
   */
  renderListing(input: {
    url: string;
    city: string;
    search: { apiQuery: string; answer: SearchAnswer } | null;
    config: PublicConfig;
    origin: string;
    language?: Language;
    /** The fair-rent marks of the listings shown, by id (those with enough comparables). */
    fairRents?: Record<string, FairRentWire>;
  }): Promise<RenderedPage>;
  /**
   * `listing` null: no such public listing (the not-found page, 404). `viewCounted`: false when the server counted
   * no view for a visitor without a session (not a browser's navigation): the page's island then counts it.
   */
  renderDetails(input: {
    url: string;
    id: string;
    listing: PublicListingDetails | null;
    viewCounted: boolean;
    config: PublicConfig;
    origin: string;
    language?: Language;
    /** With no `listing`: the listing exists but is under review after reports: the page says so (200). */
    underReview?: boolean;
    /** With `underReview`: the listing's city (the page offers that city's homes instead). */
    city?: string;
    /** The listing's fair-rent mark, by its id (absent with too few comparables). */
    fairRents?: Record<string, FairRentWire>;
  }): Promise<RenderedPage>;
}
