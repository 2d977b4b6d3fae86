import { Messages } from './messages.js';
import { ValidationError } from './domain-error.js';

export const EMAIL_MAX_LENGTH = 80;
// A standard pattern: local part, @, dotted domain with a 2+ letter top level.
export const EMAIL_PATTERN = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/;

const isBlank = (input: unknown) => input === undefined || input === null || (typeof input === 'string' && input.trim() === '');

/**
 * The spec's e-mail rule, for the server and both front ends: the message of the first broken part, or null
 * when it passes. Required by default (login); `{ required: false }` lets an empty value pass (callback, profile).
 */
export function checkEmail(input: unknown, options: { required?: boolean } = {}): string | null {
  if (isBlank(input) || typeof input !== 'string') return options.required === false && isBlank(input) ? null : Messages.emailRequired;
  const value = input.trim();
  if (value.length > EMAIL_MAX_LENGTH) return Messages.emailLength;
  return EMAIL_PATTERN.test(value) ? null : Messages.emailPattern;
}

export class Email {
  private constructor(readonly value: string) {}

  static create(input: unknown, field = 'email'): Email {
    const problem = checkEmail(input);
    if (problem) throw ValidationError.field(field, problem);
    return new Email((input as string).trim().toLowerCase());
  }

  /** Optional email (callback form, profile): empty means none; otherwise the same rules. */
  static optional(input: unknown, field = 'email'): Email | null {
    if (isBlank(input)) return null;
    return Email.create(input, field);
  }
}
