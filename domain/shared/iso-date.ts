import { Messages } from './messages.js';
import { ValidationError } from './domain-error.js';
import { ISO_DATE_PATTERN } from './formats.js';

export { ISO_DATE_PATTERN } from './formats.js';

/**
 * A calendar date as YYYY-MM-DD that really exists (no 2026-02-30), between 1900 and 2100: the message of the
 * first broken part, or null when it passes. Empty (undefined, null, '') passes unless `required`.
 */
export function checkIsoDate(input: unknown, required = false): string | null {
  if (input === undefined || input === null || input === '') return required ? Messages.required : null;
  if (typeof input !== 'string' || !ISO_DATE_PATTERN.test(input)) return Messages.date;
  const year = Number(input.slice(0, 4));
  if (year < 1900 || year > 2100) return Messages.date;
  const date = new Date(`${input}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== input) return Messages.date;
  return null;
}

/** A calendar date as YYYY-MM-DD that really exists (no 2026-02-30), between 1900 and 2100. */
export function parseIsoDate(input: unknown, field: string, required = false): string | null {
  const problem = checkIsoDate(input, required);
  if (problem) throw ValidationError.field(field, problem);
  return input === undefined || input === null || input === '' ? null : (input as string);
}
