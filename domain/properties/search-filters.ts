import { ValidationError } from '../shared/domain-error.js';
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
 * Each filter read by the search's rule: the typed value (`null` for "any"), or a ValidationError with the field's
 * message under its query name. GET /properties/list (adapters/http/properties/property-search-params.ts) and a
 * saved search's request DTO read the filters with these, so the two cannot drift apart.
 */
export const SearchFilterReaders = {
  city: (input: unknown): City => {
    const value = typeof input === 'string' ? input.toLowerCase() : input;
    if (!value) throw ValidationError.field('city', SearchFilterMessages.city);
    return optionalChoice(value, Cities, 'city')!;
  },
  text: (input: unknown): string | null => {
    if (input !== undefined && input !== null && typeof input !== 'string') throw ValidationError.field('search', SearchFilterMessages.text);
    return typeof input === 'string' && input.trim() ? input.trim().slice(0, PROPERTY_SEARCH_MAX_LENGTH) : null;
  },
  propertyType: (input: unknown): PropertyType | null => optionalChoice(input, PropertyTypes, 'property_type'),
  bhk: (input: unknown): number | null => parseNumber(input, 'bhk', { min: 0, max: 10, integer: true }),
  minRent: (input: unknown): number | null => parseNumber(input, 'min_rent', { min: 0, max: MAX_RENT_FILTER, integer: true }),
  maxRent: (input: unknown): number | null => parseNumber(input, 'max_rent', { min: 0, max: MAX_RENT_FILTER, integer: true }),
  furnishing: (input: unknown): Furnishing | null => optionalChoice(input, Furnishings, 'furnishing'),
  preferredTenants: (input: unknown): PreferredTenants | null => optionalChoice(input, PreferredTenantOptions, 'preferred_tenants'),
  availableBy: (input: unknown): string | null => parseIsoDate(input, 'available_by'),
  verifiedOnly: (input: unknown): boolean => optionalYesNo(input, 'verified_only') ?? false,
} as const satisfies { [K in keyof SearchFilters]: (input: unknown) => SearchFilters[K] };
