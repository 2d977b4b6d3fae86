/**
 * The home page's addresses and its one API call, shared by the React home (HomePage) and the prerendered
 * home's island (island.ts), so both build exactly the same URLs. Pure: no React, no DOM.
 */
import { PROPERTY_SEARCH_MAX_LENGTH } from '../../../adapters/http/contract/island-rules';
import type { City } from '../property/cities';

/** How many homes the "newest verified homes" strip shows. */
export const NEWEST_COUNT = 6;

/** The listing page of a city, with the search text when there is one. */
export function listingUrl(city: City, text: string): string {
  const search = text.trim() ? `?${new URLSearchParams({ search: text.trim().slice(0, PROPERTY_SEARCH_MAX_LENGTH) })}` : '';
  return `/tenant/${city}/property-listing${search}`;
}

/** "See all": the city's verified homes. */
export const seeAllUrl = (city: City) => `/tenant/${city}/property-listing?verified_only=true`;

/** GET /properties/list (under /api/v1) for the newest verified homes of `city`. */
export function newestPath(city: City): string {
  const query = new URLSearchParams({ city, verified_only: 'true', sort: 'newest', limit: String(NEWEST_COUNT), page: '1' });
  return `/properties/list?${query}`;
}
