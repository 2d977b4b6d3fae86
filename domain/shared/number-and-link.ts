import { atLeastMessage, atMostMessage, Messages } from './messages.js';
import { ValidationError } from './domain-error.js';

/** The spec's number rule: digits with an optional decimal part or exponent (no sign, no separators). */
export const NUMBER_PATTERN = /^\d+(\.\d+)?([eE][+-]?\d+)?$/;
/** The longest link we take. */
export const LINK_MAX_LENGTH = 500;

export interface NumberRule {
  required?: boolean;
  min?: number;
  max?: number;
  integer?: boolean;
}

const isEmpty = (input: unknown) => input === undefined || input === null || input === '';

/** A value as a number when it follows the spec's rule; null when empty (undefined, null, ''), NaN when it is not a number. */
export function numberOf(input: unknown): number | null {
  if (isEmpty(input)) return null;
  const text = typeof input === 'number' ? (Number.isFinite(input) ? String(input) : '') : typeof input === 'string' ? input.trim() : '';
  return NUMBER_PATTERN.test(text) ? Number(text) : NaN;
}

/**
 * The number rule with the field's range, for the server and both front ends: the message of the first broken
 * part ('This field is required', 'Enter a valid number', 'Enter a whole number', 'Must be at least {min}',
 * 'Must be at most {max}'), or null when it passes. Empty (undefined, null, '') passes unless `required`; forms
 * pass their text trimmed, so blank counts as empty.
 */
export function checkNumber(input: unknown, rule: NumberRule = {}): string | null {
  const value = numberOf(input);
  if (value === null) return rule.required ? Messages.required : null;
  if (!Number.isFinite(value)) return Messages.number;
  if (rule.integer && !Number.isInteger(value)) return Messages.wholeNumber;
  if (rule.min !== undefined && value < rule.min) return atLeastMessage(rule.min);
  if (rule.max !== undefined && value > rule.max) return atMostMessage(rule.max);
  return null;
}

export function parseNumber(input: unknown, field: string, options: NumberRule = {}): number | null {
  const problem = checkNumber(input, options);
  if (problem) throw ValidationError.field(field, problem);
  return numberOf(input);
}

/** The spec's link rule: an http(s) URL of at most 500 characters. Its message, or null (an empty value passes). */
export function checkLink(input: unknown): string | null {
  if (isEmpty(input)) return null;
  return normaliseLink(input) === null ? Messages.link : null;
}

function normaliseLink(input: unknown): string | null {
  if (typeof input !== 'string' || input.length > LINK_MAX_LENGTH) return null;
  try {
    const url = new URL(input.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/** The spec's link rule: a valid http(s) URL. */
export function parseLink(input: unknown, field: string): string | null {
  if (isEmpty(input)) return null;
  const url = normaliseLink(input);
  if (url === null) throw ValidationError.field(field, Messages.link);
  return url;
}
