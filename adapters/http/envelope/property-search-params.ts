import { SEARCH_COUNT_CAP, type PropertySearch } from '../../../application/properties/ports/property.repository.port.js';
import { parseIsoDate } from '../../../domain/shared/iso-date.js';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../../application/shared/list-query.js';
import { FieldErrorCollector, ValidationError } from '../../../domain/shared/domain-error.js';
import { parseNumber } from '../../../domain/shared/number-and-link.js';
import { Cities, Furnishings, PreferredTenantOptions, PropertySorts, PropertyTypes } from '../../../domain/properties/property-options.js';
import { PROPERTY_SEARCH_MAX_LENGTH } from '../../../domain/properties/property-rules.js';
import { optionalBoolean, optionalEnum } from '../list-params.js';

/**
 * The public search's parameters, from a query string (shareable URLs) or from the spec's list body
 * `{ limit, page, search, filter: {...}, sort }`, flattened by the caller.
 */
export function parsePropertySearch(input: Record<string, unknown>): Omit<PropertySearch, 'now'> & { page: number } {
  const e = new FieldErrorCollector();
  const city = e.attempt('city', () => {
    const value = typeof input.city === 'string' ? input.city.toLowerCase() : input.city;
    if (!value) throw ValidationError.field('city', 'Choose a city.');
    return optionalEnum(value, Cities, 'city');
  });
  const int = (field: string, min: number, max: number) => e.attempt(field, () => parseNumber(input[field], field, { min, max, integer: true }) ?? undefined);
  const limit = int('limit', 1, MAX_PAGE_SIZE) ?? DEFAULT_PAGE_SIZE;
  const page = int('page', 1, 100_000) ?? 1;
  const text = input.search ?? input.q;
  if (text !== undefined && typeof text !== 'string') e.add('search', 'search must be text.');
  const availableBy = e.attempt('available_by', () => parseIsoDate(input.available_by, 'available_by'));
  const result = {
    city: city!,
    text: typeof text === 'string' && text.trim() ? text.trim().slice(0, PROPERTY_SEARCH_MAX_LENGTH) : undefined,
    propertyType: e.attempt('property_type', () => optionalEnum(input.property_type, PropertyTypes, 'property_type')),
    bhk: int('bhk', 0, 10),
    minRent: int('min_rent', 0, 10_000_000),
    maxRent: int('max_rent', 0, 10_000_000),
    furnishing: e.attempt('furnishing', () => optionalEnum(input.furnishing, Furnishings, 'furnishing')),
    preferredTenants: e.attempt('preferred_tenants', () => optionalEnum(input.preferred_tenants, PreferredTenantOptions, 'preferred_tenants')),
    availableBy: availableBy ?? undefined,
    verifiedOnly: e.attempt('verified_only', () => optionalBoolean(input.verified_only, 'verified_only')) ?? false,
    sort: e.attempt('sort', () => optionalEnum(input.sort, PropertySorts, 'sort')) ?? 'newest',
    offset: (page - 1) * limit,
    limit,
    page,
  };
  // Counts stop at SEARCH_COUNT_CAP, and so do pages: past it, refine the search (keeps deep offsets cheap).
  if (result.offset + result.limit > SEARCH_COUNT_CAP + result.limit) e.add('page', `Only the first ${SEARCH_COUNT_CAP} results can be paged through. Narrow the search to see more.`);
  e.throwIfAny();
  return result;
}
