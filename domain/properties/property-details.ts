import { coded, FieldErrorCollector, ValidationError } from '../shared/domain-error.js';
import { Messages } from '../shared/messages.js';
import { parseLink, parseNumber } from '../shared/number-and-link.js';
import { parseIsoDate } from '../shared/iso-date.js';
import { parseText } from '../shared/text.js';
import type { PropertyDetails } from './property.js';
import { Amenities, Cities, Furnishings, PreferredTenantOptions, PropertyTypes, type Amenity } from './property-options.js';
import { checkFloorWithinTotal, checkPincode, PropertyMessages, PropertyNumberRules, PropertyTextRules } from './property-rules.js';

function oneOf<T extends string>(input: unknown, field: string, allowed: readonly T[]): T {
  if (input === undefined || input === null || input === '') throw ValidationError.field(field, Messages.required);
  if (!(allowed as readonly unknown[]).includes(input)) throw ValidationError.field(field, coded('CHOOSE_ONE_OF', { options: allowed.join(', ') }));
  return input as T;
}


/**
 * Validates everything an owner describes about a home and returns it normalised. Every bad field is
 * reported at once, under the API's field names.
 */
export function parsePropertyDetails(input: Record<string, unknown>): PropertyDetails {
  const e = new FieldErrorCollector();
  const int = (field: keyof typeof PropertyNumberRules) => e.attempt(field, () => parseNumber(input[field], field, PropertyNumberRules[field]));

  const details = {
    title: e.attempt('title', () => parseText(input.title, 'title', PropertyTextRules.title)),
    description: e.attempt('description', () => parseText(input.description, 'description', PropertyTextRules.description)),
    propertyType: e.attempt('property_type', () => oneOf(input.property_type, 'property_type', PropertyTypes)),
    bhk: int('bhk'),
    bathrooms: int('bathrooms'),
    furnishing: e.attempt('furnishing', () => oneOf(input.furnishing, 'furnishing', Furnishings)),
    preferredTenants: e.attempt('preferred_tenants', () => oneOf(input.preferred_tenants, 'preferred_tenants', PreferredTenantOptions)),
    rent: int('rent'),
    deposit: int('deposit') ?? 0,
    maintenance: int('maintenance') ?? 0,
    builtUpArea: int('built_up_area'),
    floor: int('floor'),
    totalFloors: int('total_floors'),
    availableFrom: e.attempt('available_from', () => parseIsoDate(input.available_from, 'available_from', true)!),
    amenities: e.attempt('amenities', () => amenities(input.amenities)),
    city: e.attempt('city', () => oneOf(typeof input.city === 'string' ? input.city.toLowerCase() : input.city, 'city', Cities)),
    locality: e.attempt('locality', () => parseText(input.locality, 'locality', PropertyTextRules.locality)),
    address: e.attempt('address', () => parseText(input.address, 'address', PropertyTextRules.address)),
    pincode: e.attempt('pincode', () => pincode(input.pincode)),
    latitude: e.attempt('latitude', () => coordinate(input.latitude, 'latitude')),
    longitude: e.attempt('longitude', () => coordinate(input.longitude, 'longitude')),
    virtualTourUrl: e.attempt('virtual_tour_url', () => parseLink(input.virtual_tour_url, 'virtual_tour_url')),
  };
  const floorProblem = checkFloorWithinTotal(details.floor ?? null, details.totalFloors ?? null);
  if (floorProblem) e.add('floor', floorProblem);
  if ((details.latitude == null) !== (details.longitude == null)) e.add('longitude', PropertyMessages.coordinatesPair);
  e.throwIfAny();
  return details as PropertyDetails;
}

function amenities(input: unknown): Amenity[] {
  if (input === undefined || input === null) return [];
  if (!Array.isArray(input) || input.some((a) => !(Amenities as readonly unknown[]).includes(a))) {
    throw ValidationError.field('amenities', coded('AMENITIES', { options: Amenities.join(', ') }));
  }
  return [...new Set(input as Amenity[])];
}

function pincode(input: unknown): string {
  const problem = checkPincode(input);
  if (problem) throw ValidationError.field('pincode', problem);
  return String(input).trim();
}

/** Indian coordinates only (a rough box around the country). Decimal degrees; negative values are refused. */
function coordinate(input: unknown, field: 'latitude' | 'longitude'): number | null {
  const value = parseNumber(input, field, PropertyNumberRules[field]);
  return value === null ? null : Math.round(value * 1e6) / 1e6;
}
