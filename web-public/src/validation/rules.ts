/**
 * Field validators of spec section 5. Each returns the spec's message, or null when the value passes.
 * Pure: no React, no DOM, so forms, tests and (later) other front ends share them.
 */
import { t } from '../i18n/t';

export type Validator = (value: string) => string | null;

const NAME = /^[A-Za-z ]+$/;
const PHONE = /^\d{10}$/;
const OTP = /^\d{6}$/;
const EMAIL = /^[A-Za-z0-9._%+'-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;
const NUMBER = /^\d+(\.\d+)?([eE][+-]?\d+)?$/;
const PASSWORD_SPECIALS = /[!@#$%^&*()_+]/;

export const EMAIL_MAX_LENGTH = 80;
export const PASSWORD_MIN_LENGTH = 8;
export const PHONE_LENGTH = 10;
export const OTP_LENGTH = 6;

export const required: Validator = (value) => (value.trim() ? null : t('validation.required'));

/** First or last name: required, letters and spaces only. */
export const personName: Validator = (value) =>
  required(value) ?? (NAME.test(value.trim()) ? null : t('validation.name'));

/** Indian mobile number without the +91 prefix. */
export const phone: Validator = (value) => {
  const digits = value.trim();
  if (!digits) return t('validation.phoneRequired');
  return PHONE.test(digits) ? null : t('validation.phoneDigits');
};

/** Email: required on the login form, optional elsewhere (an empty optional email passes). */
export function email(value: string, options: { required?: boolean } = {}): string | null {
  const text = value.trim();
  if (!text) return options.required ? t('validation.emailRequired') : null;
  if (text.length > EMAIL_MAX_LENGTH) return t('validation.emailLength');
  return EMAIL.test(text) ? null : t('validation.emailPattern');
}

export const optionalEmail: Validator = (value) => email(value);

export const otp: Validator = (value) => (OTP.test(value.trim()) ? null : t('validation.otp'));

export const password: Validator = (value) => {
  if (!value) return t('validation.required');
  const strong =
    value.length >= PASSWORD_MIN_LENGTH &&
    /[A-Z]/.test(value) &&
    /[a-z]/.test(value) &&
    /\d/.test(value) &&
    PASSWORD_SPECIALS.test(value);
  return strong ? null : t('validation.password');
};

/** An absolute http(s) address with a dotted host name (an empty value passes: combine with `required`). */
export const link: Validator = (value) => {
  const text = value.trim();
  if (!text) return null;
  try {
    const url = new URL(text);
    const ok = (url.protocol === 'http:' || url.protocol === 'https:') && /\.[a-z]{2,}$/i.test(url.hostname);
    return ok ? null : t('validation.link');
  } catch {
    return t('validation.link');
  }
};

/** Digits with an optional decimal part or exponent (an empty value passes: combine with `required`). */
export const numeric: Validator = (value) => {
  const text = value.trim();
  if (!text) return null;
  return NUMBER.test(text) ? null : t('validation.number');
};

/** "  rAVI   kumar " → "Ravi Kumar": trimmed, single spaces, each word initial capital and the rest lowercase. */
export function normaliseName(value: string): string {
  return value
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join(' ');
}

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
