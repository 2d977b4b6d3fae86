/**
 * The public site's listing page of a city and its search: `/tenant/{city}/property-listing?...`, the filters under
 * the query names GET /properties/list reads (parseSearchFilters, search-filters.ts), always in the same order, and
 * whatever is "any" or a default left out, so one search has one address (shareable, cacheable). Written once for
 * the public site, which keeps its filters in the address (web-public/src/property/listing-query.ts, through the
 * contract's island-rules.ts), and for the server, whose search-alert SMS links to it (application/search-alerts/alert-links.ts).
 * Pure and import-free: it goes into the public site's bundle.
 */

/** A filter's value: null, undefined and '' are "any" and left out; a number is written as it is (bhk 0 is 1 RK). */
type Value = string | number | null | undefined;

/** The listing page's filters under their query names (a saved search on the wire has exactly these). */
export interface ListingAddressQuery {
  /** The search box; trimmed, left out when blank. */
  search?: Value;
  property_type?: Value;
  bhk?: Value;
  min_rent?: Value;
  max_rent?: Value;
  furnishing?: Value;
  preferred_tenants?: Value;
  /** YYYY-MM-DD. */
  available_by?: Value;
  /** Written only when true (`verified_only=true`). */
  verified_only?: boolean;
  /** Left out when 'newest', the listing page's own order. */
  sort?: string;
  /** Left out on page 1. */
  page?: number;
}

/** The listing page's query string for `filters` (no leading '?'; '' for a plain listing). */
export function listingQuery(filters: ListingAddressQuery): string {
  const params = new URLSearchParams();
  const put = (name: string, value: Value) => {
    if (value !== null && value !== undefined && value !== '') params.set(name, String(value));
  };
  put('search', typeof filters.search === 'string' ? filters.search.trim() : filters.search);
  put('property_type', filters.property_type);
  put('bhk', filters.bhk);
  put('min_rent', filters.min_rent);
  put('max_rent', filters.max_rent);
  put('furnishing', filters.furnishing);
  put('preferred_tenants', filters.preferred_tenants);
  put('available_by', filters.available_by);
  if (filters.verified_only) params.set('verified_only', 'true');
  if (filters.sort && filters.sort !== 'newest') params.set('sort', filters.sort);
  if (filters.page !== undefined && filters.page > 1) params.set('page', String(filters.page));
  return params.toString();
}

/** The listing page of `city` (a city slug), with `filters` when there are any: `/tenant/patna/property-listing?bhk=2`. */
export function listingAddress(city: string, filters: ListingAddressQuery = {}): string {
  const query = listingQuery(filters);
  return `/tenant/${encodeURIComponent(city)}/property-listing${query ? `?${query}` : ''}`;
}
