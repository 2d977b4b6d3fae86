import { Messages } from './messages.js';
import { ValidationError } from './domain-error.js';

/** A calendar date as YYYY-MM-DD that really exists (no 2026-02-30), between 1900 and 2100. */
export function parseIsoDate(input: unknown, field: string, required = false): string | null {
  if (input === undefined || input === null || input === '') {
    if (required) throw ValidationError.field(field, Messages.required);
    return null;
  }
  const invalid = () => ValidationError.field(field, 'Enter a date as YYYY-MM-DD.');
  if (typeof input !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(input)) throw invalid();
  const year = Number(input.slice(0, 4));
  if (year < 1900 || year > 2100) throw invalid();
  const date = new Date(`${input}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== input) throw invalid();
  return input;
}
