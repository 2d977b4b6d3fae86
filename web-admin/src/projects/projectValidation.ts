/**
 * Rules of the project form, checked in the browser with the server's own messages (domain/projects/project.ts,
 * parseProjectDetails). The server checks again and its 400 `errors.<field>` land under the fields.
 * Each validator has react-admin's shape `(value, allValues) => message | undefined`.
 */
import { isBlank, LINK_MESSAGE, maxCharsMessage, numberOf, numberRule, REQUIRED_MESSAGE, requiredValue, validateLink, type Validator } from '../properties/propertyValidation';
import { MAX_IMAGE_URLS, MAX_PRICE, MAX_UNIT_TYPE_LENGTH, MAX_UNIT_TYPES, PROJECT_STATUSES } from './projectOptions';

export { LINK_MESSAGE, REQUIRED_MESSAGE };
export const PRICE_ORDER_MESSAGE = 'The highest price cannot be below the lowest.';
export const UNIT_TYPES_MESSAGE = 'Unit types must be a list of short labels, such as "2 BHK".';
export const RERA_MESSAGE = 'Enter the RERA registration number as issued (letters, digits, / and -).';
export const ISO_DATE_MESSAGE = 'Enter a date as YYYY-MM-DD.';
/** The API answers 'Enter a valid link' past 20 links; the form says what is wrong (and stops adding at 20). */
export const TOO_MANY_IMAGES_MESSAGE = `At most ${MAX_IMAGE_URLS} image links.`;
export const statusChoiceMessage = () => `Choose one of ${PROJECT_STATUSES.join(', ')}.`;

/** RERA registration numbers differ by state (e.g. BRERAP00123-1/456/R-789/2023): letters, digits, / and -. */
const RERA = /^[A-Z0-9][A-Z0-9/-]{4,59}$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Text as the server reads it: trimmed, blank = missing, at most `max` characters. */
export function trimmedText({ required = false, max }: { required?: boolean; max: number }): Validator {
  return (value) => {
    if (isBlank(value)) return required ? REQUIRED_MESSAGE : undefined;
    if (typeof value !== 'string') return REQUIRED_MESSAGE;
    return value.trim().length > max ? maxCharsMessage(max) : undefined;
  };
}

const price = numberRule({ required: true, min: 0, max: MAX_PRICE, integer: true });

/** Highest price: its own rule, then not below the lowest. */
export const validateMaxPrice: Validator = (value, allValues) => {
  const own = price(value);
  if (own) return own;
  const low = numberOf(allValues?.min_price);
  const high = numberOf(value);
  if (low !== null && high !== null && Number.isFinite(low) && Number.isFinite(high) && low > high) return PRICE_ORDER_MESSAGE;
  return undefined;
};

/** Up to 12 labels, each non-blank and at most 40 characters. */
export function validateUnitTypes(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (!Array.isArray(value) || value.length > MAX_UNIT_TYPES) return UNIT_TYPES_MESSAGE;
  return value.some((u) => typeof u !== 'string' || u.trim() === '' || u.length > MAX_UNIT_TYPE_LENGTH) ? UNIT_TYPES_MESSAGE : undefined;
}

/** Optional calendar date, YYYY-MM-DD, between 1900 and 2100, that exists (no 2026-02-30). */
export function validateIsoDate(value: unknown): string | undefined {
  if (isBlank(value)) return undefined;
  if (typeof value !== 'string' || !ISO_DATE.test(value)) return ISO_DATE_MESSAGE;
  const year = Number(value.slice(0, 4));
  if (year < 1900 || year > 2100) return ISO_DATE_MESSAGE;
  const date = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value ? ISO_DATE_MESSAGE : undefined;
}

/** Optional; at most 60 characters; letters, digits, / and - (any case: the server stores it upper-case). */
export function validateRera(value: unknown): string | undefined {
  const length = trimmedText({ max: 60 })(value);
  if (length || isBlank(value)) return length;
  return RERA.test(String(value).trim().toUpperCase()) ? undefined : RERA_MESSAGE;
}

/** The list of image links: at most 20 (each link is checked by `validateImageUrl`). */
export function validateImageUrls(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (!Array.isArray(value)) return LINK_MESSAGE;
  return value.filter((u) => !isBlank(u)).length > MAX_IMAGE_URLS ? TOO_MANY_IMAGES_MESSAGE : undefined;
}

/** One image link: an http(s) address of at most 500 characters (a blank row is dropped on save). */
export const validateImageUrl: Validator = (value) => validateLink(value);

export function validateStatus(value: unknown): string | undefined {
  const missing = requiredValue(value);
  if (missing) return missing;
  return (PROJECT_STATUSES as readonly unknown[]).includes(value) ? undefined : statusChoiceMessage();
}

/** One validator per form field, under the API's field names. */
export const PROJECT_FIELD_RULES = {
  name: trimmedText({ required: true, max: 120 }),
  builder: trimmedText({ required: true, max: 120 }),
  city: requiredValue,
  locality: trimmedText({ required: true, max: 80 }),
  description: trimmedText({ max: 4000 }),
  min_price: price,
  max_price: validateMaxPrice,
  unit_types: validateUnitTypes,
  possession_date: validateIsoDate,
  rera_number: validateRera,
  image_urls: validateImageUrls,
  status: validateStatus,
} satisfies Record<string, Validator>;

export type ProjectField = keyof typeof PROJECT_FIELD_RULES;

/** Every field error of a whole form (links one by one under `image_urls.<i>`), e.g. for tests. */
export function validateProjectValues(values: Record<string, unknown>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [field, rule] of Object.entries(PROJECT_FIELD_RULES) as Array<[ProjectField, Validator]>) {
    const message = rule(values[field], values);
    if (message) errors[field] = message;
  }
  if (Array.isArray(values.image_urls)) {
    values.image_urls.forEach((url, index) => {
      const message = validateImageUrl(url, values);
      if (message) errors[`image_urls.${index}`] = message;
    });
  }
  return errors;
}
