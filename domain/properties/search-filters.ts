import { FieldErrorCollector, ValidationError } from '../shared/domain-error.js';
import { optionalChoice, optionalYesNo } from '../shared/optional-values.js';
import { parseIsoDate } from '../shared/iso-date.js';
import { parseNumber } from '../shared/number-and-link.js';
import { Cities, Furnishings, PreferredTenantOptions, PropertyTypes, type City, type Furnishing, type PreferredTenants, type PropertyType } from './property-options.js';
import { PROPERTY_SEARCH_MAX_LENGTH } from './property-rules.js';
import { english } from '../shared/catalogue/index.js';

/**
 * The public search's city and filters, as GET /properties/list reads them. `null` is "any". One reading for the
 * search itself (adapters/http/properties/property-search-params.ts adds its sort and page) and for a saved search
 * (a search alert), so the two cannot drift apart.
 */
export interface SearchFilters {
  city: City;
  /** The search box (locality or title contains it, any case), trimmed and cut at PROPERTY_SEARCH_MAX_LENGTH characters. */
  text: string | null;
  propertyType: PropertyType | null;
  /** 0 = 1 RK. */
  bhk: number | null;
  minRent: number | null;
  maxRent: number | null;
  furnishing: Furnishing | null;
  /** A listing for this kind of tenant or for anyone ('ANY'). */
  preferredTenants: PreferredTenants | null;
  /** Available on or before this date (YYYY-MM-DD). */
  availableBy: string | null;
  verifiedOnly: boolean;
}

/** The highest rent a filter takes (rupees a month). */
export const MAX_RENT_FILTER = 10_000_000;

export const SearchFilterMessages = { city: english('CHOOSE_CITY'), text: english('SEARCH_TEXT') } as const;

/**
 * The filters under GET /properties/list's names (city, search or q, property_type, bhk, min_rent, max_rent,
 * furnishing, preferred_tenants, available_by, verified_only); the errors go to `e`, field by field.
 */
export function parseSearchFilters(input: Record<string, unknown>, e: FieldErrorCollector): SearchFilters {
  const city = e.attempt('city', () => {
    const value = typeof input.city === 'string' ? input.city.toLowerCase() : input.city;
    if (!value) throw ValidationError.field('city', SearchFilterMessages.city);
    return optionalChoice(value, Cities, 'city')!;
  });
  const rawText = input.search ?? input.q;
  if (rawText !== undefined && rawText !== null && typeof rawText !== 'string') e.add('search', SearchFilterMessages.text);
  const int = (field: string, min: number, max: number) => e.attempt(field, () => parseNumber(input[field], field, { min, max, integer: true })) ?? null;
  return {
    city: city!,
    text: typeof rawText === 'string' && rawText.trim() ? rawText.trim().slice(0, PROPERTY_SEARCH_MAX_LENGTH) : null,
    propertyType: e.attempt('property_type', () => optionalChoice(input.property_type, PropertyTypes, 'property_type')) ?? null,
    bhk: int('bhk', 0, 10),
    minRent: int('min_rent', 0, MAX_RENT_FILTER),
    maxRent: int('max_rent', 0, MAX_RENT_FILTER),
    furnishing: e.attempt('furnishing', () => optionalChoice(input.furnishing, Furnishings, 'furnishing')) ?? null,
    preferredTenants: e.attempt('preferred_tenants', () => optionalChoice(input.preferred_tenants, PreferredTenantOptions, 'preferred_tenants')) ?? null,
    availableBy: e.attempt('available_by', () => parseIsoDate(input.available_by, 'available_by')) ?? null,
    verifiedOnly: e.attempt('verified_only', () => optionalYesNo(input.verified_only, 'verified_only')) ?? false,
  };}
