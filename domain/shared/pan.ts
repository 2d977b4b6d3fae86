import { english } from './catalogue/index.js';

/**
 * A Permanent Account Number (the income-tax department's): five letters, four digits, a letter (ABCDE1234F), typed
 * with any case and spaces. The same shape as a rider's PAN (domain/riders/id-documents.ts), in its own file so a
 * receipt's landlord PAN needs nothing of the riders' context.
 */
export const PAN_PATTERN = /^[A-Z]{5}\d{4}[A-Z]$/;

/** Upper-cased, spaces and dashes dropped. */
export function normalisePan(value: string): string {
  return value.replace(/[\s-]/g, '').toUpperCase();
}

/** A PAN's message ("A PAN looks like ABCDE1234F."), or null when it has the shape of one (blank is the caller's to judge). */
export function checkPan(input: unknown): string | null {
  return typeof input === 'string' && PAN_PATTERN.test(normalisePan(input)) ? null : english('ID_PAN');
}

/** Only the last four characters shown ("******234F"): what a public page may say of a PAN. */
export function maskPan(pan: string): string {
  return `${'*'.repeat(Math.max(0, pan.length - 4))}${pan.slice(-4)}`;
}
