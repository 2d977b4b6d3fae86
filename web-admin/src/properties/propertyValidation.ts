/**
 * Rules of the listing form (docs/contexts/properties.md), checked in the browser with the
 * server's own messages. The server checks again and its 400 `errors.<field>` land under the fields.
 * Each validator has react-admin's shape `(value, allValues) => message | undefined`.
 */
import {
  atMostCharsMessage,
  checkFloorWithinTotal,
  checkIsoDate,
  checkLink,
  checkNumber,
  checkPincode,
  checkText,
  maxCharsMessage,
  Messages,
  numberOf as sharedNumberOf,
  PropertyMessages,
  PropertyNumberRules,
  PropertyTextRules,
  type NumberRule,
  type TextRule,
} from '../../../adapters/http/contract/rules';
import { REQUIRED_MESSAGE } from '../validation/validators';

export { maxCharsMessage, REQUIRED_MESSAGE };
export const NUMBER_MESSAGE = Messages.number;
export const LINK_MESSAGE = Messages.link;
export const PINCODE_MESSAGE = PropertyMessages.pincode;
export const WHOLE_NUMBER_MESSAGE = Messages.wholeNumber;
export const COORDINATES_PAIR_MESSAGE = PropertyMessages.coordinatesPair;
export const FLOOR_ABOVE_TOTAL_MESSAGE = PropertyMessages.floorAboveTotal;
/** The API's own words (domain/shared/iso-date.ts; properties.errors.ts ownerRequired). */
export const DATE_MESSAGE = Messages.date;
export const OWNER_REQUIRED_MESSAGE = 'Choose the owner this property is posted for.';

export type Validator = (value: unknown, allValues?: Record<string, unknown>) => string | undefined;

export const isBlank = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** A form value as the rules read it: text trimmed (so blank is empty). */
const formValue = (value: unknown): unknown => (typeof value === 'string' ? value.trim() : value);
const orUndefined = (message: string | null): string | undefined => message ?? undefined;

/** A form value as a number when it follows the spec's rule, else null (blank) or NaN (not a number). */
export function numberOf(value: unknown): number | null {
  return sharedNumberOf(formValue(value));
}

export function requiredValue(value: unknown): string | undefined {
  if (Array.isArray(value)) return value.length ? undefined : REQUIRED_MESSAGE;
  return isBlank(value) ? REQUIRED_MESSAGE : undefined;
}

/** A free text by the shared rule (the server's words). */
export function textRule(rule: TextRule): Validator {
  return (value) => orUndefined(checkText(value, rule));
}

/** A number by the shared rule (the server's words). */
export function numberRule(rule: NumberRule): Validator {
  return (value) => orUndefined(checkNumber(formValue(value), rule));
}

export function validatePincode(value: unknown): string | undefined {
  return orUndefined(checkPincode(formValue(value)));
}

/** Optional http(s) link of at most 500 characters. */
export function validateLink(value: unknown): string | undefined {
  return orUndefined(checkLink(formValue(value)));
}

/** Required calendar date, YYYY-MM-DD between 1900 and 2100 (impossible dates such as 2025-02-30 refused), as the API checks it. */
export function validateDate(value: unknown): string | undefined {
  return orUndefined(checkIsoDate(formValue(value), true));
}

/** The owner a listing is posted for (create form): the API's own message when missing. */
export function validateOwner(value: unknown): string | undefined {
  return requiredValue(value) ? OWNER_REQUIRED_MESSAGE : undefined;
}

const latitudeRange = numberRule(PropertyNumberRules.latitude);
const longitudeRange = numberRule(PropertyNumberRules.longitude);

/** Latitude and longitude: Indian coordinates, both or neither (the missing one gets the message). */
const coordinate =
  (range: Validator, other: 'latitude' | 'longitude'): Validator =>
  (value, allValues) => {
    const own = range(value);
    if (own) return own;
    if (isBlank(value) && allValues && !isBlank(allValues[other])) return COORDINATES_PAIR_MESSAGE;
    return undefined;
  };

const floorRange = numberRule(PropertyNumberRules.floor);

/** Floor 0-200, not above the total floors. */
const validateFloor: Validator = (value, allValues) => {
  const own = floorRange(value);
  if (own) return own;
  return orUndefined(checkFloorWithinTotal(numberOf(value), numberOf(allValues?.total_floors)));
};

/** One validator per form field, under the API's field names. */
export const PROPERTY_FIELD_RULES = {
  owner_id: validateOwner,
  title: textRule(PropertyTextRules.title),
  description: textRule(PropertyTextRules.description),
  property_type: requiredValue,
  bhk: numberRule(PropertyNumberRules.bhk),
  bathrooms: numberRule(PropertyNumberRules.bathrooms),
  furnishing: requiredValue,
  preferred_tenants: requiredValue,
  rent: numberRule(PropertyNumberRules.rent),
  deposit: numberRule(PropertyNumberRules.deposit),
  maintenance: numberRule(PropertyNumberRules.maintenance),
  built_up_area: numberRule(PropertyNumberRules.built_up_area),
  floor: validateFloor,
  total_floors: numberRule(PropertyNumberRules.total_floors),
  available_from: validateDate,
  city: requiredValue,
  locality: textRule(PropertyTextRules.locality),
  address: textRule(PropertyTextRules.address),
  pincode: validatePincode,
  latitude: coordinate(latitudeRange, 'longitude'),
  longitude: coordinate(longitudeRange, 'latitude'),
  virtual_tour_url: validateLink,
} satisfies Record<string, Validator>;

export type RuledField = keyof typeof PROPERTY_FIELD_RULES;

/** The fields a listing cannot be saved without (the form puts the asterisk on their labels). */
export const PROPERTY_REQUIRED_FIELDS: ReadonlySet<RuledField> = new Set([
  'owner_id',
  'title',
  'property_type',
  'bhk',
  'bathrooms',
  'furnishing',
  'preferred_tenants',
  'rent',
  'available_from',
  'city',
  'locality',
  'address',
  'pincode',
]);

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

/** The hint under a text field: its length limit in the API's words ('At most 120 characters.'). */
export const lengthHint = (field: keyof typeof PropertyTextRules): string => atMostCharsMessage(PropertyTextRules[field].max);
