import { Messages } from './messages.js';
import { ValidationError } from './domain-error.js';

/** The spec's number rule: digits with an optional decimal part or exponent. */
const NUMBER = /^\d+(\.\d+)?([eE][+-]?\d+)?$/;

export function parseNumber(input: unknown, field: string, options: { required?: boolean; min?: number; max?: number; integer?: boolean } = {}): number | null {
  if (input === undefined || input === null || input === '') {
    if (options.required) throw ValidationError.field(field, Messages.required);
    return null;
  }
  const text = typeof input === 'number' ? (Number.isFinite(input) ? String(input) : '') : typeof input === 'string' ? input.trim() : '';
  if (!NUMBER.test(text)) throw ValidationError.field(field, Messages.number);
  const value = Number(text);
  if (!Number.isFinite(value)) throw ValidationError.field(field, Messages.number);
  if (options.integer && !Number.isInteger(value)) throw ValidationError.field(field, 'Enter a whole number');
  if (options.min !== undefined && value < options.min) throw ValidationError.field(field, `Must be at least ${options.min}`);
  if (options.max !== undefined && value > options.max) throw ValidationError.field(field, `Must be at most ${options.max}`);
  return value;
}

/** The spec's link rule: a valid http(s) URL. */
export function parseLink(input: unknown, field: string): string | null {
  if (input === undefined || input === null || input === '') return null;
  if (typeof input !== 'string' || input.length > 500) throw ValidationError.field(field, Messages.link);
  try {
    const url = new URL(input.trim());
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error('scheme');
    return url.toString();
  } catch {
    throw ValidationError.field(field, Messages.link);
  }
}
