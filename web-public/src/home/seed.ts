/**
 * What the prerendered home's island hands to the React home when it boots the app over the static page:
 * the city and search text the visitor chose and the strip it already loaded, so the page does not change
 * under them (no skeleton, no second request). Read once, by the first HomePage.
 */
import type { Listing } from '../api/properties';
import type { City } from '../property/cities';

export type Newest = { city: City; listings: Listing[] } | { city: City; failed: true };

export interface HomeSeed {
  city: City;
  text: string;
  newest: Newest | null;
}

let seed: HomeSeed | null = null;

export function seedHome(value: HomeSeed): void {
  seed = value;
}

/** The seed, if the app was booted from the prerendered home and no HomePage has used it yet. */
export function readHomeSeed(): HomeSeed | null {
  return seed;
}

export function clearHomeSeed(): void {
  seed = null;
}
