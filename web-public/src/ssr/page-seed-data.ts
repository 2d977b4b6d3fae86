/** A server-rendered page's data (see page-seed.tsx), without React: the island reads it too. */
import type { Listing, ListAnswer } from '../api/properties';

export type PageSeed =
  /** `apiQuery`: GET /properties/list's query string the page was rendered for. */
  | { kind: 'listing'; apiQuery: string; answer: ListAnswer }
  /**
   * The details page of a public listing, as a visitor sees it. The server counted the view unless the
   * request carried a session (the userData cookie): then the app counts it (as that user) when it loads.
   */
  | { kind: 'details'; listing: Listing }
  /** No public listing with this id: the page says so (404) without asking. */
  | { kind: 'details-missing'; id: string }
  /** A page that needs no data (a city the site does not serve). */
  | { kind: 'none' };

/** The id of the `<script type="application/json">` holding `{ seed, config }` on a server-rendered page. */
export const PAGE_SEED_ID = 'page-seed';
