/**
 * What the Create / Edit forms send (docs/contexts/properties.md): only the form fields,
 * text trimmed, blanks as null, numbers as numbers. A value that is not a number is sent as typed,
 * so the server answers with its own field message.
 */
import { isBlank, numberOf } from './propertyValidation';

export const TEXT_FIELDS = ['title', 'description', 'locality', 'address', 'pincode', 'virtual_tour_url', 'available_from'] as const;
export const CHOICE_FIELDS = ['property_type', 'furnishing', 'preferred_tenants', 'city'] as const;
export const NUMBER_FIELDS = [
  'bhk',
  'bathrooms',
  'rent',
  'deposit',
  'maintenance',
  'built_up_area',
  'floor',
  'total_floors',
  'latitude',
  'longitude',
] as const;
export const FORM_FIELDS = [...TEXT_FIELDS, ...CHOICE_FIELDS, ...NUMBER_FIELDS, 'amenities'] as const;

export type PropertyPayload = Record<string, unknown>;

export function toPropertyPayload(
  values: Record<string, unknown>,
  { withOwner = false }: { withOwner?: boolean } = {},
): PropertyPayload {
  const out: PropertyPayload = {};
  for (const field of TEXT_FIELDS) {
    const value = values[field];
    out[field] = isBlank(value) ? null : typeof value === 'string' ? value.trim() : value;
  }
  for (const field of CHOICE_FIELDS) out[field] = isBlank(values[field]) ? null : values[field];
  if (typeof out.city === 'string') out.city = out.city.toLowerCase();
  for (const field of NUMBER_FIELDS) {
    const value = values[field];
    const n = numberOf(value);
    out[field] = n === null ? null : Number.isFinite(n) ? n : typeof value === 'string' ? value.trim() : value;
  }
  out.amenities = Array.isArray(values.amenities) ? [...new Set(values.amenities)] : [];
  if (withOwner) {
    out.owner_id = values.owner_id ?? null;
    if (values.submit === true) out.submit = true;
  }
  return out;
}

/** Create-form starting values. */
export const NEW_PROPERTY_DEFAULTS = { amenities: [], submit: false } as const;
