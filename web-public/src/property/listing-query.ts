/**
 * The listing page's filters live in the URL query string (shareable; Back works), under the API's own
 * names. Reading is forgiving: an unknown value is dropped, never sent to the server. Pure, tested.
 */
// From the contract's island-rules.ts, not through api/properties nor rules.ts: the server-rendered pages' island
// reads the URL with this module and must not pull in the API client or the app's rules (ssr/island.ts).
import {
  Furnishings as FURNISHINGS,
  ISO_DATE_PATTERN,
  listingQuery,
  PROPERTY_SEARCH_MAX_LENGTH,
  PreferredTenantOptions as PREFERRED_TENANTS,
  PropertySorts as SORTS,
  PropertyTypes as PROPERTY_TYPES,
  type Furnishing,
  type PreferredTenants,
  type PropertySort as Sort,
  type PropertyType,
} from '../../../adapters/http/contract/island-rules';
import { parseDateText } from '../i18n/format';

/** Homes a page of the listing (and of the other lists of homes). */
export const LIST_PAGE_SIZE = 10;

export interface ListingFilters {
  search: string;
  property_type: PropertyType | '';
  /** '' or "0".."10" (0 = 1 RK). */
  bhk: string;
  min_rent: string;
  max_rent: string;
  furnishing: Furnishing | '';
  preferred_tenants: PreferredTenants | '';
  /** YYYY-MM-DD or ''. */
  available_by: string;
  verified_only: boolean;
  sort: Sort;
  page: number;
}

export const NO_FILTERS: ListingFilters = {
  search: '',
  property_type: '',
  bhk: '',
  min_rent: '',
  max_rent: '',
  furnishing: '',
  preferred_tenants: '',
  available_by: '',
  verified_only: false,
  sort: 'newest',
  page: 1,
};

/** The BHK choices of the filter: 1 RK, 1 to 5 BHK (the API takes 0 to 10). */
export const BHK_CHOICES = ['0', '1', '2', '3', '4', '5'] as const;

const MAX_RENT = 10_000_000;
const MAX_PAGE = 100_000;
/** The search counts and pages through the first 1000 matches only (docs/api.md): a deeper page is a 400. */
const SEARCH_CAP = 1000;

/** The last page the search answers for `limit` a page (past it the server refuses the call). */
export const lastSearchPage = (limit = LIST_PAGE_SIZE) => Math.floor(SEARCH_CAP / limit) + 1;

function oneOf<T extends string>(value: string | null, allowed: readonly T[]): T | '' {
  return value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : '';
}

/** Whole rupees as typed ("12,000" and " 12000 " both read 12000); anything else is ''. */
export function rupeesText(value: string | null): string {
  const digits = (value ?? '').replace(/[\s,₹]/g, '');
  if (!/^\d{1,8}$/.test(digits)) return '';
  const amount = Number(digits);
  return amount <= MAX_RENT ? String(amount) : '';
}

/**
 * A real calendar date as YYYY-MM-DD, or ''. The address holds ISO; the filter's own field sends dd/mm/yyyy in a
 * plain GET form (before the page's script runs), read day first (i18n/format.ts), never month first.
 */
function calendarDate(value: string | null): string {
  if (!value) return '';
  return ISO_DATE_PATTERN.test(value) || !/^\d{4}-/.test(value) ? (parseDateText(value) ?? '') : '';
}

/** The filters a URL query string asks for. */
export function filtersFromQuery(params: URLSearchParams): ListingFilters {
  const page = Number(params.get('page'));
  const bhk = params.get('bhk') ?? '';
  let min = rupeesText(params.get('min_rent'));
  let max = rupeesText(params.get('max_rent'));
  if (min && max && Number(min) > Number(max)) [min, max] = [max, min];
  const verified = params.get('verified_only');
  return {
    search: (params.get('search') ?? '').trim().slice(0, PROPERTY_SEARCH_MAX_LENGTH),
    property_type: oneOf(params.get('property_type'), PROPERTY_TYPES),
    // Only the filter's own choices: a value it cannot show (bhk=7) would filter while the select says "Any".
    bhk: (BHK_CHOICES as readonly string[]).includes(bhk) ? bhk : '',
    min_rent: min,
    max_rent: max,
    furnishing: oneOf(params.get('furnishing'), FURNISHINGS),
    preferred_tenants: oneOf(params.get('preferred_tenants'), PREFERRED_TENANTS),
    available_by: calendarDate(params.get('available_by')),
    verified_only: verified === 'true' || verified === '1',
    sort: oneOf(params.get('sort'), SORTS) || 'newest',
    page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
  };
}

/**
 * The URL query string for `filters` (defaults left out, so a plain listing has a plain URL): the contract's
 * listingQuery, the one the server's search-alert links are made with too.
 */
export const queryFromFilters = (filters: ListingFilters): string => listingQuery(filters);

/** GET /properties/list's query string for a city and the filters (10 a page). */
export function apiQuery(city: string, filters: ListingFilters, limit = LIST_PAGE_SIZE): string {
  // One order for one search, so the browser's HTTP cache (public answers live 30 s) can serve a repeat.
  const params = new URLSearchParams({ city });
  for (const [name, value] of new URLSearchParams(queryFromFilters({ ...filters, sort: 'newest', page: 1 }))) params.set(name, value);
  params.set('sort', filters.sort);
  params.set('limit', String(limit));
  // A link to a page past the cap asks for the last one the server answers (empty for a smaller search),
  // so the page can say "no homes on page N" instead of failing.
  params.set('page', String(Math.min(filters.page, lastSearchPage(limit))));
  return params.toString();
}

/** How many filters narrow the search (search text, sort and page not counted): the mobile "Filters (n)". */
export function activeFilterCount(filters: ListingFilters): number {
  const set = [
    filters.property_type,
    filters.bhk,
    filters.min_rent,
    filters.max_rent,
    filters.furnishing,
    filters.preferred_tenants,
    filters.available_by,
  ].filter(Boolean).length;
  return set + (filters.verified_only ? 1 : 0);
}

/** A change of any filter starts again at page 1. */
export function withFilter(filters: ListingFilters, changes: Partial<ListingFilters>): ListingFilters {
  return { ...filters, ...changes, page: changes.page ?? 1 };
}
