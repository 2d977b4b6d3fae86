/** A server-rendered page's data (see page-seed.tsx), without React: the island reads it too. */
import type { Listing, ListAnswer } from '../api/properties';
import type { FairRentWire } from '../../../adapters/http/contract/wire/rent-trends';

/** The fair-rent marks of the listings a page shows, by listing id (only those with enough comparables). */
export type FairRents = Record<string, FairRentWire>;

export type PageSeed =
  /** `apiQuery`: GET /properties/list's query string the page was rendered for. */
  | { kind: 'listing'; apiQuery: string; answer: ListAnswer; fairRents?: FairRents }
  /**
   * The details page of a public listing, as a visitor sees it. The server counted the view unless the
   * request carried a session (the userData cookie): then the app counts it (as that user) when it loads.
   * `viewCounted: false`: a visitor's request that was not a browser's navigation (no Sec-Fetch headers: an old
   * browser, or a bot; or a prefetch): the island counts the view (GET /properties/{id}?view=1) if the page runs.
   */
  | { kind: 'details'; listing: Listing; viewCounted?: false; fairRents?: FairRents }
  /** No public listing with this id: the page says so (404) without asking. */
  | { kind: 'details-missing'; id: string }
  /** A listing under review (reported by three people): the page says so (200) without asking. */
  | { kind: 'details-under-review'; id: string; city?: string }
  /** A page that needs no data (a city the site does not serve). */
  | { kind: 'none' };

/** The id of the `<script type="application/json">` holding `{ seed, config }` on a server-rendered page. */
export const PAGE_SEED_ID = 'page-seed';
