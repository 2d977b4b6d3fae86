/**
 * Form rules of the spec (section 5), messages word for word.
 * Each validator has react-admin's shape `(value, allValues) => message | undefined`.
 */
import { Messages } from '../../../domain/shared/messages';

export const REQUIRED_MESSAGE = 'This field is required';
export const EMAIL_REQUIRED_MESSAGE = 'You must enter your email.';
export const EMAIL_TOO_LONG_MESSAGE = 'Length of email must be less than 80 characters.';
export const EMAIL_INVALID_MESSAGE = 'Please enter a valid email';
export const PASSWORD_RULE_MESSAGE =
  'The password must contain At least 8 Characters, 1 Capital, 1 small, 1 numeric, and 1 special character';
export const PASSWORDS_DO_NOT_MATCH_MESSAGE = 'Passwords do not match';

/** Spec section 9: email at most 80 characters; password minimum 8 characters. */
export const EMAIL_MAX_LENGTH = 80;
export const PASSWORD_MIN_LENGTH = 8;
/** Spec section 5: the special characters that count for the password rule. */
export const PASSWORD_SPECIAL_CHARACTERS = '!@#$%^&*()_+';

// Standard pattern (the HTML email shape with a dotted domain ending in a 2+ letter TLD).
const EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/;

const asText = (value: unknown): string => (typeof value === 'string' ? value : value == null ? '' : String(value));

export function validateRequired(value: unknown): string | undefined {
  return asText(value).trim() === '' ? REQUIRED_MESSAGE : undefined;
}

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}

/** Login rule: required, at most 80 characters, standard pattern. */
export function validateLoginEmail(value: unknown): string | undefined {
  const email = asText(value).trim();
  if (email === '') return EMAIL_REQUIRED_MESSAGE;
  if (email.length > EMAIL_MAX_LENGTH) return EMAIL_TOO_LONG_MESSAGE;
  if (!isValidEmail(email)) return EMAIL_INVALID_MESSAGE;
  return undefined;
}

export function isStrongPassword(value: string): boolean {
  return (
    value.length >= PASSWORD_MIN_LENGTH &&
    /[A-Z]/.test(value) &&
    /[a-z]/.test(value) &&
    /[0-9]/.test(value) &&
    [...value].some((ch) => PASSWORD_SPECIAL_CHARACTERS.includes(ch))
  );
}

/** New password: required, then the strength rule. */
export function validateNewPassword(value: unknown): string | undefined {
  const password = asText(value);
  if (password === '') return REQUIRED_MESSAGE;
  return isStrongPassword(password) ? undefined : PASSWORD_RULE_MESSAGE;
}

/** Confirmation: required, then equal to `allValues.password`. */
export function validateConfirmPassword(value: unknown, allValues?: { password?: unknown }): string | undefined {
  const confirm = asText(value);
  if (confirm === '') return REQUIRED_MESSAGE;
  return confirm === asText(allValues?.password) ? undefined : PASSWORDS_DO_NOT_MATCH_MESSAGE;
}

/*
 * People forms (issue 7: add / edit a tenant, owner or rider). The messages come from the domain's own table
 * (domain/shared/messages.ts), so the console and the API say the same words.
 */
export const NAME_CHARS_MESSAGE = Messages.nameChars;
export const NAME_TOO_LONG_MESSAGE = Messages.nameTooLong;
export const PHONE_REQUIRED_MESSAGE = Messages.phoneRequired;
export const PHONE_DIGITS_MESSAGE = Messages.phoneDigits;
/** domain/shared/person-name.ts. */
export const NAME_MAX_LENGTH = 50;

/** A first or last name: required, letters and spaces only, at most 50 characters. */
export function validatePersonName(value: unknown): string | undefined {
  const name = asText(value).trim().replace(/\s+/g, ' ');
  if (name === '') return REQUIRED_MESSAGE;
  if (!/^[A-Za-z ]+$/.test(name)) return NAME_CHARS_MESSAGE;
  return name.length > NAME_MAX_LENGTH ? NAME_TOO_LONG_MESSAGE : undefined;
}

/** A 10-digit Indian mobile number (the +91 is implied). */
export function validateMobileNo(value: unknown): string | undefined {
  const mobile = asText(value).trim();
  if (mobile === '') return PHONE_REQUIRED_MESSAGE;
  return /^\d{10}$/.test(mobile) ? undefined : PHONE_DIGITS_MESSAGE;
}

/** An email that may be left empty; otherwise at most 80 characters and the standard pattern. */
export function validateOptionalEmail(value: unknown): string | undefined {
  const email = asText(value).trim();
  if (email === '') return undefined;
  if (email.length > EMAIL_MAX_LENGTH) return EMAIL_TOO_LONG_MESSAGE;
  return isValidEmail(email) ? undefined : EMAIL_INVALID_MESSAGE;
}
