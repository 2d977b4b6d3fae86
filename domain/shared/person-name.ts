import { Messages } from './messages.js';
import { ValidationError } from './domain-error.js';

export const NAME_MAX_LENGTH = 50;

/**
 * A first or last name: letters and spaces only, trimmed, inner runs of spaces folded, each word with an
 * initial capital and the rest lowercase (spec section 5: "initial capital, rest lowercase").
 */
export class PersonName {
  private constructor(readonly value: string) {}

  static create(input: unknown, field: string): PersonName {
    if (typeof input !== 'string' || input.trim() === '') throw ValidationError.field(field, Messages.required);
    const folded = input.trim().replace(/\s+/g, ' ');
    if (!/^[A-Za-z ]+$/.test(folded)) throw ValidationError.field(field, Messages.nameChars);
    if (folded.length > NAME_MAX_LENGTH) throw ValidationError.field(field, Messages.nameTooLong);
    return new PersonName(PersonName.normalise(folded));
  }

  static normalise(value: string): string {
    return value
      .split(' ')
      .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
      .join(' ');
  }
}
