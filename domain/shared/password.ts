import { Messages } from './messages.js';
import { ValidationError } from './domain-error.js';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
/** Spec section 5: the special characters that count for the password rule. */
export const PASSWORD_SPECIAL_CHARACTERS = '!@#$%^&*()_+';

/** At least 8 (at most 128) characters with a capital, a small letter, a digit and one of the special characters. */
export function isStrongPassword(value: string): boolean {
  return (
    value.length >= PASSWORD_MIN_LENGTH &&
    value.length <= PASSWORD_MAX_LENGTH &&
    /[A-Z]/.test(value) &&
    /[a-z]/.test(value) &&
    /\d/.test(value) &&
    [...value].some((ch) => PASSWORD_SPECIAL_CHARACTERS.includes(ch))
  );
}

/** The spec's rule for a new password: its message, or null when it passes. */
export function checkNewPassword(input: unknown): string | null {
  if (typeof input !== 'string' || input === '') return Messages.required;
  return isStrongPassword(input) ? null : Messages.password;
}

/** The confirmation field: required, then equal to the new password. */
export function checkPasswordConfirmation(confirm: unknown, password: unknown): string | null {
  if (typeof confirm !== 'string' || confirm === '') return Messages.required;
  return confirm === password ? null : Messages.passwordsDiffer;
}

/** A new password that meets the spec's rule. Only used when setting one; login takes any string. */
export class Password {
  private constructor(readonly value: string) {}

  static create(input: unknown, field = 'password'): Password {
    const problem = checkNewPassword(input);
    if (problem) throw ValidationError.field(field, problem);
    return new Password(input as string);
  }
}
