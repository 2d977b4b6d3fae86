/**
 * Field validators of spec section 5. Each returns the spec's message, or null when the value passes.
 * Pure: no React, no DOM, so forms, tests and (later) other front ends share them.
 */
import {
  checkEmail,
  checkLink,
  checkMobileNo,
  checkNewPassword,
  checkNumber,
  checkOtp,
  checkPersonName,
  EMAIL_MAX_LENGTH,
  normalisePersonName,
  OTP_LENGTH,
  PASSWORD_MIN_LENGTH,
  PHONE_LENGTH,
} from '../../../adapters/http/contract/rules';
import { localise, t } from '../i18n/t';

export type Validator = (value: string) => string | null;

export { EMAIL_MAX_LENGTH, OTP_LENGTH, PASSWORD_MIN_LENGTH, PHONE_LENGTH };

export const required: Validator = (value) => (value.trim() ? null : t('validation.required'));

/** First or last name: required, letters and spaces only, at most 50 characters (the server's rule). */
export const personName: Validator = (value) => localise(checkPersonName(value));

/** Indian mobile number without the +91 prefix. */
export const phone: Validator = (value) => localise(checkMobileNo(value));

/** Email: required on the login form, optional elsewhere (an empty optional email passes). */
export function email(value: string, options: { required?: boolean } = {}): string | null {
  return localise(checkEmail(value, { required: options.required === true }));
}

export const optionalEmail: Validator = (value) => email(value);

/** Six digits (an empty code is not six digits either). */
export const otp: Validator = (value) => (value.trim() ? localise(checkOtp(value)) : t('validation.otp'));

export const password: Validator = (value) => localise(checkNewPassword(value));

/** An absolute http(s) address (an empty value passes: combine with `required`). */
export const link: Validator = (value) => localise(checkLink(value.trim()));

/** Digits with an optional decimal part or exponent (an empty value passes: combine with `required`). */
export const numeric: Validator = (value) => localise(checkNumber(value.trim()));

/** "  rAVI   kumar " → "Ravi Kumar": trimmed, single spaces, each word initial capital and the rest lowercase. */
export const normaliseName = normalisePersonName;

/** Keep only digits, at most `max` of them (for the OTP input). */
export function onlyDigits(value: string, max: number): string {
  return value.replace(/\D/g, '').slice(0, max);
}

/**
 * What a person types or pastes into the +91 phone input, as the 10-digit number:
 * "+91 98765 43210" → "9876543210", "098765 43210" → "9876543210"; anything else is cut at 10 digits
 * (so typing an 11th digit after "9123456789" does not eat the leading 91).
 */
export function phoneDigits(value: string): string {
  let digits = value.replace(/\D/g, '');
  if (digits.length === PHONE_LENGTH + 2 && digits.startsWith('91')) digits = digits.slice(2);
  else if (digits.length === PHONE_LENGTH + 1 && digits.startsWith('0')) digits = digits.slice(1);
  return digits.slice(0, PHONE_LENGTH);
}

export type Rules<F extends string> = Partial<Record<F, Validator>>;
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/** Run each field's validator; the answer holds only the fields that failed. */
export function validateFields<F extends string>(values: Record<F, string>, rules: Rules<F>): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const field of Object.keys(rules) as F[]) {
    const message = rules[field]?.(values[field] ?? '');
    if (message) errors[field] = message;
  }
  return errors;
}

export function hasErrors(errors: object): boolean {
  return Object.keys(errors).length > 0;
}
