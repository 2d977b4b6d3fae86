import { Messages } from './messages.js';
import { ValidationError } from './domain-error.js';

export const INDIA_COUNTRY_CODE = '+91';

/** A 10-digit Indian mobile number; only +91 is accepted (spec section 5). */
export class PhoneNumber {
  private constructor(readonly value: string) {}

  static create(mobileNo: unknown, countryCode: unknown = INDIA_COUNTRY_CODE): PhoneNumber {
    const raw = typeof mobileNo === 'number' ? String(mobileNo) : mobileNo;
    if (typeof raw !== 'string' || raw.trim() === '') throw ValidationError.field('mobile_no', Messages.phoneRequired);
    const digits = raw.trim();
    if (!/^\d{10}$/.test(digits)) throw ValidationError.field('mobile_no', Messages.phoneDigits);
    if (countryCode !== INDIA_COUNTRY_CODE) throw ValidationError.field('country_code', Messages.countryCode);
    return new PhoneNumber(digits);
  }
}
