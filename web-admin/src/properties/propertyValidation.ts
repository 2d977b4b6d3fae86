/**
 * Rules of the listing form (docs/api.md "Form fields and rules"), checked in the browser with the
 * server's own messages. The server checks again and its 400 `errors.<field>` land under the fields.
 * Each validator has react-admin's shape `(value, allValues) => message | undefined`.
 */
import { REQUIRED_MESSAGE } from '../validation/validators';

export { REQUIRED_MESSAGE };
export const NUMBER_MESSAGE = 'Enter a valid number';
export const LINK_MESSAGE = 'Enter a valid link';
export const PINCODE_MESSAGE = 'Pincode must be 6 digits.';
export const WHOLE_NUMBER_MESSAGE = 'Enter a whole number';
export const COORDINATES_PAIR_MESSAGE = 'Give both latitude and longitude, or neither.';
export const FLOOR_ABOVE_TOTAL_MESSAGE = 'The floor cannot be above the total floors.';
/** The API's own words (domain/shared/iso-date.ts; properties.errors.ts ownerRequired). */
export const DATE_MESSAGE = 'Enter a date as YYYY-MM-DD.';
export const OWNER_REQUIRED_MESSAGE = 'Choose the owner this property is posted for.';
export const atLeastMessage = (min: number) => `Must be at least ${min}`;
export const atMostMessage = (max: number) => `Must be at most ${max}`;
export const maxCharsMessage = (max: number) => `Must be at most ${max} characters.`;

export type Validator = (value: unknown, allValues?: Record<string, unknown>) => string | undefined;

/** The spec's number rule: digits, an optional decimal part or exponent (no sign, no separators). */
const NUMBER_PATTERN = /^\d+(\.\d+)?([eE][+-]?\d+)?$/;
const PINCODE_PATTERN = /^[1-9]\d{5}$/;
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

export const isBlank = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

const asText = (value: unknown): string => (typeof value === 'string' ? value.trim() : value == null ? '' : String(value));

/** A form value as a number when it follows the spec's rule, else null (blank) or NaN (not a number). */
export function numberOf(value: unknown): number | null {
  if (isBlank(value)) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : NaN;
  const text = asText(value);
  return NUMBER_PATTERN.test(text) ? Number(text) : NaN;
}

export function requiredValue(value: unknown): string | undefined {
  if (Array.isArray(value)) return value.length ? undefined : REQUIRED_MESSAGE;
  return isBlank(value) ? REQUIRED_MESSAGE : undefined;
}

export function textRule({ required = false, max }: { required?: boolean; max: number }): Validator {
  return (value) => {
    if (isBlank(value)) return required ? REQUIRED_MESSAGE : undefined;
    return asText(value).replace(/[ \t]+/g, ' ').length > max ? maxCharsMessage(max) : undefined;
  };
}

export function numberRule({
  required = false,
  min,
  max,
  integer = false,
}: {
  required?: boolean;
  min?: number;
  max?: number;
  integer?: boolean;
}): Validator {
  return (value) => {
    const n = numberOf(value);
    if (n === null) return required ? REQUIRED_MESSAGE : undefined;
    if (!Number.isFinite(n)) return NUMBER_MESSAGE;
    if (integer && !Number.isInteger(n)) return WHOLE_NUMBER_MESSAGE;
    if (min !== undefined && n < min) return atLeastMessage(min);
    if (max !== undefined && n > max) return atMostMessage(max);
    return undefined;
  };
}

export function validatePincode(value: unknown): string | undefined {
  if (isBlank(value)) return REQUIRED_MESSAGE;
  return PINCODE_PATTERN.test(asText(value)) ? undefined : PINCODE_MESSAGE;
}

/** Optional http(s) link of at most 500 characters. */
export function validateLink(value: unknown): string | undefined {
  if (isBlank(value)) return undefined;
  const text = asText(value);
  if (text.length > 500) return LINK_MESSAGE;
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? undefined : LINK_MESSAGE;
  } catch {
    return LINK_MESSAGE;
  }
}

/** Required calendar date, YYYY-MM-DD between 1900 and 2100 (impossible dates such as 2025-02-30 refused), as the API checks it. */
export function validateDate(value: unknown): string | undefined {
  if (isBlank(value)) return REQUIRED_MESSAGE;
  const match = DATE_PATTERN.exec(asText(value));
  if (!match) return DATE_MESSAGE;
  const [, y, m, d] = match.map(Number);
  if (y < 1900 || y > 2100) return DATE_MESSAGE;
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d ? undefined : DATE_MESSAGE;
}

/** The owner a listing is posted for (create form): the API's own message when missing. */
export function validateOwner(value: unknown): string | undefined {
  return requiredValue(value) ? OWNER_REQUIRED_MESSAGE : undefined;
}

const latitudeRange = numberRule({ min: 6, max: 38 });
const longitudeRange = numberRule({ min: 68, max: 98 });

/** Latitude and longitude: Indian coordinates, both or neither (the missing one gets the message). */
const coordinate =
  (range: Validator, other: 'latitude' | 'longitude'): Validator =>
  (value, allValues) => {
    const own = range(value);
    if (own) return own;
    if (isBlank(value) && allValues && !isBlank(allValues[other])) return COORDINATES_PAIR_MESSAGE;
    return undefined;
  };

const floorRange = numberRule({ min: 0, max: 200, integer: true });

/** Floor 0-200, not above the total floors. */
const validateFloor: Validator = (value, allValues) => {
  const own = floorRange(value);
  if (own) return own;
  const floor = numberOf(value);
  const total = numberOf(allValues?.total_floors);
  if (floor !== null && total !== null && Number.isFinite(total) && floor > total) return FLOOR_ABOVE_TOTAL_MESSAGE;
  return undefined;
};

/** One validator per form field, under the API's field names. */
export const PROPERTY_FIELD_RULES = {
  owner_id: validateOwner,
  title: textRule({ required: true, max: 120 }),
  description: textRule({ max: 4000 }),
  property_type: requiredValue,
  bhk: numberRule({ required: true, min: 0, max: 10, integer: true }),
  bathrooms: numberRule({ required: true, min: 0, max: 10, integer: true }),
  furnishing: requiredValue,
  preferred_tenants: requiredValue,
  rent: numberRule({ required: true, min: 500, max: 10_000_000, integer: true }),
  deposit: numberRule({ min: 0, max: 100_000_000, integer: true }),
  maintenance: numberRule({ min: 0, max: 1_000_000, integer: true }),
  built_up_area: numberRule({ min: 50, max: 100_000, integer: true }),
  floor: validateFloor,
  total_floors: numberRule({ min: 1, max: 200, integer: true }),
  available_from: validateDate,
  city: requiredValue,
  locality: textRule({ required: true, max: 80 }),
  address: textRule({ required: true, max: 300 }),
  pincode: validatePincode,
  latitude: coordinate(latitudeRange, 'longitude'),
  longitude: coordinate(longitudeRange, 'latitude'),
  virtual_tour_url: validateLink,
} satisfies Record<string, Validator>;

export type RuledField = keyof typeof PROPERTY_FIELD_RULES;

/** Every field error of a whole form (owner_id only when `withOwner`), e.g. for tests or a form-level check. */
export function validatePropertyValues(values: Record<string, unknown>, { withOwner = false } = {}): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [field, rule] of Object.entries(PROPERTY_FIELD_RULES) as Array<[RuledField, Validator]>) {
    if (field === 'owner_id' && !withOwner) continue;
    const message = rule(values[field], values);
    if (message) errors[field] = message;
  }
  return errors;
}
