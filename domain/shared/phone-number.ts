import { Messages } from './messages.js';
import { ValidationError } from './domain-error.js';
import { MOBILE_FIRST_DIGIT, PHONE_PATTERN } from './formats.js';

export const INDIA_COUNTRY_CODE = '+91';
export { PHONE_LENGTH, PHONE_PATTERN } from './formats.js';

/**
 * The spec's phone rule (a 10-digit Indian mobile number, +91 implied), and India's numbering plan (a mobile
 * number starts with 6-9: no code is texted to 0000000000): its message, or null when it passes.
 */
export function checkMobileNo(input: unknown): string | null {
  const raw = typeof input === 'number' ? String(input) : input;
  if (typeof raw !== 'string' || raw.trim() === '') return Messages.phoneRequired;
  if (!PHONE_PATTERN.test(raw.trim())) return Messages.phoneDigits;
  return MOBILE_FIRST_DIGIT.test(raw.trim()) ? null : Messages.mobileFirstDigit;
}

/** Only India's +91 (absent means +91). Its message, or null. */
export function checkCountryCode(input: unknown): string | null {
  return input === undefined || input === INDIA_COUNTRY_CODE ? null : Messages.countryCode;
}

/** A 10-digit Indian mobile number; only +91 is accepted (spec section 5). */
export class PhoneNumber {
  private constructor(readonly value: string) {}

  static create(mobileNo: unknown, countryCode: unknown = INDIA_COUNTRY_CODE): PhoneNumber {
    const problem = checkMobileNo(mobileNo);
    if (problem) throw ValidationError.field('mobile_no', problem);
    if (checkCountryCode(countryCode)) throw ValidationError.field('country_code', Messages.countryCode);
    return new PhoneNumber(String(mobileNo).trim());
  }
}
