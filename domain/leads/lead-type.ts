import { Messages } from '../shared/messages.js';
import { checkText, parseText } from '../shared/text.js';
import { english } from '../shared/catalogue/index.js';

/** Plain data and pure checks (no imports beyond the shared rules), read by the server and both front ends. */
export const LeadTypes = ['TENANT', 'OWNER', 'PROPERTY'] as const;
export type LeadType = (typeof LeadTypes)[number];
/** Queries are leads raised without a property, so PROPERTY is not a query type. */
export const QueryLeadTypes: readonly LeadType[] = LeadTypes.filter((type) => type !== 'PROPERTY');

export const LEAD_DESCRIPTION_MAX_LENGTH = 1000;
export const LEAD_TYPE_MESSAGE = english('LEAD_TYPE');
/** property_id read against type (LeadMessages repeats these under its own names). */
export const LeadPropertyMessages = {
  required: english('LEAD_PROPERTY_REQUIRED'),
  notAllowed: english('LEAD_PROPERTY_NOT_ALLOWED'),
  invalid: english('PROPERTY_MISSING'),} as const;
/** A listing's id as the server issues it (a UUID, any case). */
export const PROPERTY_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isLeadType = (value: unknown): value is LeadType => typeof value === 'string' && (LeadTypes as readonly string[]).includes(value);

/** Required, then one of the lead types ('Type must be TENANT, OWNER or PROPERTY.'). */
export function checkLeadType(input: unknown): string | null {
  if (input === undefined || input === null || input === '') return Messages.required;
  return isLeadType(input) ? null : LEAD_TYPE_MESSAGE;
}

/** What the person wants, optional: at most 1000 characters once trimmed ('Must be at most 1000 characters.'). */
export function checkLeadDescription(input: unknown): string | null {
  return checkText(input, { max: LEAD_DESCRIPTION_MAX_LENGTH });
}

/**
 * The description as stored: checkLeadDescription's problem thrown under `description`; without the invisible
 * controls a listing's texts lose too (bidi overrides, zero-width spaces...), trimmed; null when blank.
 */
export function parseLeadDescription(input: string | null | undefined): string | null {
  return parseText(input, 'description', { max: LEAD_DESCRIPTION_MAX_LENGTH });
}

/**
 * property_id read against the request's type: required for PROPERTY, refused with any other type (or none),
 * and a UUID. Its message, or null. Whether the listing exists and is live is the use case's question.
 */
export function checkLeadPropertyId(propertyId: unknown, type: unknown): string | null {
  const given = !(propertyId === undefined || propertyId === null || propertyId === '');
  if (type === 'PROPERTY' && !given) return LeadPropertyMessages.required;
  if (type !== 'PROPERTY' && given) return LeadPropertyMessages.notAllowed;
  if (!given) return null;
  return typeof propertyId === 'string' && PROPERTY_ID_PATTERN.test(propertyId) ? null : LeadPropertyMessages.invalid;
}
