import { Messages } from './messages.js';
import { ValidationError } from './domain-error.js';

export const PASSWORD_MIN_LENGTH = 8;
const SPECIALS = /[!@#$%^&*()_+]/;

/** A new password that meets the spec's rule. Only used when setting one; login takes any string. */
export class Password {
  private constructor(readonly value: string) {}

  static create(input: unknown, field = 'password'): Password {
    if (typeof input !== 'string' || input === '') throw ValidationError.field(field, Messages.required);
    const ok =
      input.length >= PASSWORD_MIN_LENGTH &&
      input.length <= 128 &&
      /[A-Z]/.test(input) &&
      /[a-z]/.test(input) &&
      /\d/.test(input) &&
      SPECIALS.test(input);
    if (!ok) throw ValidationError.field(field, Messages.password);
    return new Password(input);
  }
}
