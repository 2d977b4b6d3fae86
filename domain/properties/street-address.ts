/**
 * Where a listing is, written out and on a map: its street address with the locality, city and PIN code it does not
 * already name, and the Google Maps link to it. Written once for the server (a ride's `map_url`) and the public site
 * (a ride card's address and map link, through the shared contract), so both give the same link for the same place.
 * Pure and import-free.
 */

/** A listing's place as the wire and the domain both name it (a ride without its listing has only locality and city). */
export interface Place {
  address?: string | null;
  locality?: string | null;
  /** A city slug ("patna"). */
  city?: string | null;
  pincode?: string | null;
}

/** A place with the coordinates of its pin, when the owner set one. */
export interface MapPlace extends Place {
  latitude?: number | null;
  longitude?: number | null;
}

/** A city slug's English name: "patna" → "Patna", "bodh-gaya" → "Bodh Gaya". */
export function englishCityName(slug: string): string {
  return slug
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join(' ');
}

/**
 * "Flat 4B, Shanti Apartments, Boring Road, Patna 800001": the street address, then the locality, the city (named by
 * `cityName`, English by default) and the PIN code, each only when the address does not already hold it (owners
 * often type the locality and city into the address).
 */
export function streetAddress(place: Place, cityName: (slug: string) => string = englishCityName): string {
  const address = place.address?.trim() ?? '';
  const has = (part: string) => address.toLowerCase().includes(part.toLowerCase());
  const parts = [place.locality, place.city ? cityName(place.city) : null].filter((part): part is string => !!part?.trim() && !has(part));
  const line = [address, ...parts].filter(Boolean).join(', ');
  return place.pincode && !has(place.pincode) ? `${line} ${place.pincode}` : line;
}

const MAPS = 'https://www.google.com/maps/search/?api=1&query=';

/** Google Maps at the place's pin when it has one, else searching its street address (in English). */
export function mapLink(place: MapPlace): string {
  const { latitude, longitude } = place;
  if (typeof latitude === 'number' && typeof longitude === 'number' && Number.isFinite(latitude) && Number.isFinite(longitude)) {
    return `${MAPS}${latitude},${longitude}`;
  }
  return `${MAPS}${encodeURIComponent(streetAddress(place))}`;
}
