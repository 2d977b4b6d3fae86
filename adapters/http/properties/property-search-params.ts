import { SEARCH_COUNT_CAP, type PropertySearch } from '../../../application/properties/ports/property.repository.port.js';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../../application/shared/list-query.js';
import { coded, FieldErrorCollector } from '../../../domain/shared/domain-error.js';
import { parseNumber } from '../../../domain/shared/number-and-link.js';
import { PropertySorts } from '../../../domain/properties/property-options.js';
import { SearchFilterReaders, type SearchFilters } from '../../../domain/properties/search-filters.js';
import { optionalEnum } from '../list-params.js';

/** The query names of the search's filters (the search box also as `q`). */
const FILTER_NAMES = {
  city: 'city',
  text: 'search',
  propertyType: 'property_type',
  bhk: 'bhk',
  minRent: 'min_rent',
  maxRent: 'max_rent',
  furnishing: 'furnishing',
  preferredTenants: 'preferred_tenants',
  availableBy: 'available_by',
  verifiedOnly: 'verified_only',
} as const satisfies { [K in keyof SearchFilters]: string };

/**
 * The filters under GET /properties/list's names, each read by the domain's SearchFilterReaders; the errors go to
 * `e`, field by field.
 */
export function parseSearchFilters(input: Record<string, unknown>, e: FieldErrorCollector): SearchFilters {
  const read = <K extends keyof SearchFilters>(key: K, value: unknown = input[FILTER_NAMES[key]]) =>
    e.attempt(FILTER_NAMES[key], () => SearchFilterReaders[key](value)) as SearchFilters[K];
  return {
    city: read('city'),
    text: read('text', input.search ?? input.q) ?? null,
    propertyType: read('propertyType') ?? null,
    bhk: read('bhk') ?? null,
    minRent: read('minRent') ?? null,
    maxRent: read('maxRent') ?? null,
    furnishing: read('furnishing') ?? null,
    preferredTenants: read('preferredTenants') ?? null,
    availableBy: read('availableBy') ?? null,
    verifiedOnly: read('verifiedOnly') ?? false,
  };
}

/**
 * The public search's parameters, from a query string (shareable URLs) or from the spec's list body
 * `{ limit, page, search, filter: {...}, sort }`, flattened by the caller: the filters as the domain reads them
 * (parseSearchFilters, over the readers a search alert's DTO uses too), then the sort and the page.
 */
export function parsePropertySearch(input: Record<string, unknown>): Omit<PropertySearch, 'now'> & { page: number } {
  const e = new FieldErrorCollector();
  const filters = parseSearchFilters(input, e);
  const int = (field: string, min: number, max: number) => e.attempt(field, () => parseNumber(input[field], field, { min, max, integer: true }) ?? undefined);
  const limit = int('limit', 1, MAX_PAGE_SIZE) ?? DEFAULT_PAGE_SIZE;
  const page = int('page', 1, 100_000) ?? 1;
  const result = {
    city: filters.city,
    text: filters.text ?? undefined,
    propertyType: filters.propertyType ?? undefined,
    bhk: filters.bhk ?? undefined,
    minRent: filters.minRent ?? undefined,
    maxRent: filters.maxRent ?? undefined,
    furnishing: filters.furnishing ?? undefined,
    preferredTenants: filters.preferredTenants ?? undefined,
    availableBy: filters.availableBy ?? undefined,
    verifiedOnly: filters.verifiedOnly,
    sort: e.attempt('sort', () => optionalEnum(input.sort, PropertySorts, 'sort')) ?? 'newest',
    offset: (page - 1) * limit,
    limit,
    page,
  };
  // Counts stop at SEARCH_COUNT_CAP, and so do pages: past it, refine the search (keeps deep offsets cheap).
  if (result.offset + result.limit > SEARCH_COUNT_CAP + result.limit) e.add('page', coded('SEARCH_PAGE_CAP', { max: SEARCH_COUNT_CAP }));
  e.throwIfAny();
  return result;
}

/** The spec's list body `{ limit, page, search, sort, filter: {...} }` as the query string names it (a `filter` that is not an object reads as none). */
export function flattenSearchBody(body: { limit?: unknown; page?: unknown; search?: unknown; sort?: unknown; filter?: unknown }): Record<string, unknown> {
  const filter = body.filter && typeof body.filter === 'object' ? (body.filter as Record<string, unknown>) : {};
  return { ...filter, limit: body.limit, page: body.page, search: body.search, sort: body.sort ?? filter.sort };
}
