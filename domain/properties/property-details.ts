import { FieldErrorCollector, ValidationError } from '../shared/domain-error.js';
import { Messages } from '../shared/messages.js';
import { parseLink, parseNumber } from '../shared/number-and-link.js';
import { parseIsoDate } from '../shared/iso-date.js';
import type { PropertyDetails } from './property.js';
import { Amenities, Cities, Furnishings, PreferredTenantOptions, PropertyTypes, type Amenity } from './property-options.js';

function text(input: unknown, field: string, max: number, required = true): string | null {
  if (input === undefined || input === null || (typeof input === 'string' && input.trim() === '')) {
    if (required) throw ValidationError.field(field, Messages.required);
    return null;
  }
  if (typeof input !== 'string') throw ValidationError.field(field, Messages.required);
  const value = input.trim().replace(/[ \t]+/g, ' ');
  if (value.length > max) throw ValidationError.field(field, `Must be at most ${max} characters.`);
  return value;
}

function oneOf<T extends string>(input: unknown, field: string, allowed: readonly T[]): T {
  if (input === undefined || input === null || input === '') throw ValidationError.field(field, Messages.required);
  if (!(allowed as readonly unknown[]).includes(input)) throw ValidationError.field(field, `Choose one of ${allowed.join(', ')}.`);
  return input as T;
}


/**
 * Validates everything an owner describes about a home and returns it normalised. Every bad field is
 * reported at once, under the API's field names.
 */
export function parsePropertyDetails(input: Record<string, unknown>): PropertyDetails {
  const e = new FieldErrorCollector();
  const int = (field: string, required: boolean, min: number, max: number) =>
    e.attempt(field, () => parseNumber(input[field], field, { required, min, max, integer: true }));

  const details = {
    title: e.attempt('title', () => text(input.title, 'title', 120)),
    description: e.attempt('description', () => text(input.description, 'description', 4000, false)),
    propertyType: e.attempt('property_type', () => oneOf(input.property_type, 'property_type', PropertyTypes)),
    bhk: int('bhk', true, 0, 10),
    bathrooms: int('bathrooms', true, 0, 10),
    furnishing: e.attempt('furnishing', () => oneOf(input.furnishing, 'furnishing', Furnishings)),
    preferredTenants: e.attempt('preferred_tenants', () => oneOf(input.preferred_tenants, 'preferred_tenants', PreferredTenantOptions)),
    rent: int('rent', true, 500, 10_000_000),
    deposit: int('deposit', false, 0, 100_000_000) ?? 0,
    maintenance: int('maintenance', false, 0, 1_000_000) ?? 0,
    builtUpArea: int('built_up_area', false, 50, 100_000),
    floor: int('floor', false, 0, 200),
    totalFloors: int('total_floors', false, 1, 200),
    availableFrom: e.attempt('available_from', () => parseIsoDate(input.available_from, 'available_from', true)!),
    amenities: e.attempt('amenities', () => amenities(input.amenities)),
    city: e.attempt('city', () => oneOf(typeof input.city === 'string' ? input.city.toLowerCase() : input.city, 'city', Cities)),
    locality: e.attempt('locality', () => text(input.locality, 'locality', 80)),
    address: e.attempt('address', () => text(input.address, 'address', 300)),
    pincode: e.attempt('pincode', () => pincode(input.pincode)),
    latitude: e.attempt('latitude', () => coordinate(input.latitude, 'latitude', 6, 38)),
    longitude: e.attempt('longitude', () => coordinate(input.longitude, 'longitude', 68, 98)),
    virtualTourUrl: e.attempt('virtual_tour_url', () => parseLink(input.virtual_tour_url, 'virtual_tour_url')),
  };
  if (details.floor != null && details.totalFloors != null && details.floor > details.totalFloors) {
    e.add('floor', 'The floor cannot be above the total floors.');
  }
  if ((details.latitude == null) !== (details.longitude == null)) e.add('longitude', 'Give both latitude and longitude, or neither.');
  e.throwIfAny();
  return details as PropertyDetails;
}

function amenities(input: unknown): Amenity[] {
  if (input === undefined || input === null) return [];
  if (!Array.isArray(input) || input.some((a) => !(Amenities as readonly unknown[]).includes(a))) {
    throw ValidationError.field('amenities', `Amenities must be among ${Amenities.join(', ')}.`);
  }
  return [...new Set(input as Amenity[])];
}

function pincode(input: unknown): string {
  const value = typeof input === 'number' ? String(input) : input;
  if (value === undefined || value === null || value === '') throw ValidationError.field('pincode', Messages.required);
  if (typeof value !== 'string' || !/^[1-9]\d{5}$/.test(value.trim())) throw ValidationError.field('pincode', 'Pincode must be 6 digits.');
  return value.trim();
}

/** Indian coordinates only (a rough box around the country). Decimal degrees; negative values are refused. */
function coordinate(input: unknown, field: string, min: number, max: number): number | null {
  const value = parseNumber(input, field, { min, max });
  return value === null ? null : Math.round(value * 1e6) / 1e6;
}
