/**
 * Form rules of the spec (section 5), messages word for word: the server's own rules, from the shared contract
 * (adapters/http/contract/rules.ts). Each validator has react-admin's shape `(value, allValues) => message | undefined`.
 */
import {
  checkEmail,
  checkMobileNo,
  checkNewPassword,
  checkPasswordConfirmation,
  checkPersonName,
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  isStrongPassword,
  Messages,
  NAME_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_SPECIAL_CHARACTERS,
} from '../../../adapters/http/contract/rules';

export const REQUIRED_MESSAGE = Messages.required;
export const EMAIL_REQUIRED_MESSAGE = Messages.emailRequired;
export const EMAIL_TOO_LONG_MESSAGE = Messages.emailLength;
export const EMAIL_INVALID_MESSAGE = Messages.emailPattern;
export const PASSWORD_RULE_MESSAGE = Messages.password;
export const PASSWORDS_DO_NOT_MATCH_MESSAGE = Messages.passwordsDiffer;
export const NAME_CHARS_MESSAGE = Messages.nameChars;
export const NAME_TOO_LONG_MESSAGE = Messages.nameTooLong;
export const PHONE_REQUIRED_MESSAGE = Messages.phoneRequired;
export const PHONE_DIGITS_MESSAGE = Messages.phoneDigits;

export { EMAIL_MAX_LENGTH, isStrongPassword, NAME_MAX_LENGTH, PASSWORD_MIN_LENGTH, PASSWORD_SPECIAL_CHARACTERS };

const asText = (value: unknown): string => (typeof value === 'string' ? value : value == null ? '' : String(value));
const orUndefined = (message: string | null): string | undefined => message ?? undefined;

export function validateRequired(value: unknown): string | undefined {
  return asText(value).trim() === '' ? REQUIRED_MESSAGE : undefined;
}

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}

/** Login rule: required, at most 80 characters, standard pattern. */
export function validateLoginEmail(value: unknown): string | undefined {
  return orUndefined(checkEmail(asText(value)));
}

/** New password: required, then the strength rule. */
export function validateNewPassword(value: unknown): string | undefined {
  return orUndefined(checkNewPassword(asText(value)));
}

/** Confirmation: required, then equal to `allValues.password`. */
export function validateConfirmPassword(value: unknown, allValues?: { password?: unknown }): string | undefined {
  return orUndefined(checkPasswordConfirmation(asText(value), asText(allValues?.password)));
}

/** A first or last name: required, letters and spaces only, at most 50 characters. */
export function validatePersonName(value: unknown): string | undefined {
  return orUndefined(checkPersonName(asText(value)));
}

/** A 10-digit Indian mobile number (the +91 is implied). */
export function validateMobileNo(value: unknown): string | undefined {
  return orUndefined(checkMobileNo(asText(value)));
}

/** An email that may be left empty; otherwise at most 80 characters and the standard pattern. */
export function validateOptionalEmail(value: unknown): string | undefined {
  return orUndefined(checkEmail(asText(value), { required: false }));
}
