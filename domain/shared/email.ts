import { Messages } from './messages.js';
import { ValidationError } from './domain-error.js';

export const EMAIL_MAX_LENGTH = 80;
// A standard pattern: local part, @, dotted domain with a 2+ letter top level.
const EMAIL_PATTERN = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/;

export class Email {
  private constructor(readonly value: string) {}

  static create(input: unknown, field = 'email'): Email {
    if (typeof input !== 'string' || input.trim() === '') throw ValidationError.field(field, Messages.emailRequired);
    const value = input.trim();
    if (value.length > EMAIL_MAX_LENGTH) throw ValidationError.field(field, Messages.emailLength);
    if (!EMAIL_PATTERN.test(value)) throw ValidationError.field(field, Messages.emailPattern);
    return new Email(value.toLowerCase());
  }

  /** Optional email (callback form, profile): empty means none; otherwise the same rules. */
  static optional(input: unknown, field = 'email'): Email | null {
    if (input === undefined || input === null || (typeof input === 'string' && input.trim() === '')) return null;
    return Email.create(input, field);
  }
}
