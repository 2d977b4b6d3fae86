/**
 * Rules of the project form, checked in the browser with the server's own messages (domain/projects/project.ts,
 * parseProjectDetails). The server checks again and its 400 `errors.<field>` land under the fields.
 * Each validator has react-admin's shape `(value, allValues) => message | undefined`.
 */
import {
  atMostCharsMessage,
  checkIsoDate,
  checkPriceOrder,
  checkReraPattern,
  checkText,
  checkUnitTypes,
  MAX_PROJECT_IMAGES,
  Messages,
  PROJECT_PRICE_RULE,
  ProjectMessages,
  ProjectStatuses,
  ProjectTextRules,
  type TextRule,
} from '../../../adapters/http/contract/rules';
import { isBlank, LINK_MESSAGE, numberOf, numberRule, REQUIRED_MESSAGE, requiredValue, validateLink, type Validator } from '../properties/propertyValidation';

export { LINK_MESSAGE, REQUIRED_MESSAGE };
export const PRICE_ORDER_MESSAGE = ProjectMessages.priceOrder;
export const UNIT_TYPES_MESSAGE = ProjectMessages.unitTypes;
export const RERA_MESSAGE = ProjectMessages.rera;
export const ISO_DATE_MESSAGE = Messages.date;
/** The API answers 'Enter a valid link' past 20 links; the form says what is wrong (and stops adding at 20). */
export const TOO_MANY_IMAGES_MESSAGE = ProjectMessages.tooManyImages;
export const statusChoiceMessage = () => ProjectMessages.status;

const orUndefined = (message: string | null): string | undefined => message ?? undefined;

/** Text as the server reads it: trimmed, blank = missing, at most `max` characters. */
export function trimmedText(rule: TextRule): Validator {
  return (value) => orUndefined(checkText(value, rule));
}

const price = numberRule(PROJECT_PRICE_RULE);

/** Highest price: its own rule, then not below the lowest. */
export const validateMaxPrice: Validator = (value, allValues) => {
  const own = price(value);
  if (own) return own;
  return orUndefined(checkPriceOrder(numberOf(allValues?.min_price), numberOf(value)));
};

/** Up to 12 labels, each non-blank and at most 40 characters. */
export function validateUnitTypes(value: unknown): string | undefined {
  return orUndefined(checkUnitTypes(value));
}

/** Optional calendar date, YYYY-MM-DD, between 1900 and 2100, that exists (no 2026-02-30). */
export function validateIsoDate(value: unknown): string | undefined {
  return isBlank(value) ? undefined : orUndefined(checkIsoDate(value));
}

/** Optional; at most 60 characters; letters, digits, / and - (any case: the server stores it upper-case). */
export function validateRera(value: unknown): string | undefined {
  const length = trimmedText(ProjectTextRules.rera_number)(value);
  if (length || isBlank(value)) return length;
  return orUndefined(checkReraPattern(String(value).trim()));
}

/** The list of image links: at most 20 (each link is checked by `validateImageUrl`). */
export function validateImageUrls(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (!Array.isArray(value)) return LINK_MESSAGE;
  return value.filter((u) => !isBlank(u)).length > MAX_PROJECT_IMAGES ? TOO_MANY_IMAGES_MESSAGE : undefined;
}

/** One image link: an http(s) address of at most 500 characters (a blank row is dropped on save). */
export const validateImageUrl: Validator = (value) => validateLink(value);

export function validateStatus(value: unknown): string | undefined {
  const missing = requiredValue(value);
  if (missing) return missing;
  return (ProjectStatuses as readonly unknown[]).includes(value) ? undefined : statusChoiceMessage();
}

/** One validator per form field, under the API's field names. */
export const PROJECT_FIELD_RULES = {
  name: trimmedText(ProjectTextRules.name),
  builder: trimmedText(ProjectTextRules.builder),
  city: requiredValue,
  locality: trimmedText(ProjectTextRules.locality),
  description: trimmedText(ProjectTextRules.description),
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

/** The hint under a text field: its length limit in the API's words ('At most 120 characters.'). */
export const lengthHint = (field: keyof typeof ProjectTextRules): string => atMostCharsMessage(ProjectTextRules[field].max);
