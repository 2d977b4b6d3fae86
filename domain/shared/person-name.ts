import { Messages } from './messages.js';
import { ValidationError } from './domain-error.js';

export const NAME_MAX_LENGTH = 50;
/**
 * Letters and spaces only (spec section 5): letters of any script a person here writes their name in (Latin,
 * Devanagari, …) with their vowel signs and other combining marks; no digits of any script, no punctuation.
 */
export const NAME_PATTERN = /^[\p{L}\p{M} ]+$/u;

/** Trimmed, inner runs of white space folded to one space. */
export function foldName(value: string): string {
  return value.trim().replace(/\s+/g, ' ');
}

/**
 * The spec's name rule, for the server and both front ends: the message of the first broken part, or null
 * when the value passes (required, letters and spaces only, at most 50 characters once folded).
 */
export function checkPersonName(input: unknown): string | null {
  if (typeof input !== 'string' || input.trim() === '') return Messages.required;
  const folded = foldName(input);
  if (!NAME_PATTERN.test(folded)) return Messages.nameChars;
  if (folded.length > NAME_MAX_LENGTH) return Messages.nameTooLong;
  return null;
}

/** "  rAVI   kumar " → "Ravi Kumar": each word with an initial capital and the rest lowercase (scripts without case, such as Devanagari, stay as typed). */
export function normalisePersonName(value: string): string {
  return foldName(value)
    .split(' ')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join(' ');
}

/**
 * A first or last name: letters and spaces only, trimmed, inner runs of spaces folded, each word with an
 * initial capital and the rest lowercase (spec section 5: "initial capital, rest lowercase").
 */
export class PersonName {
  private constructor(readonly value: string) {}

  static create(input: unknown, field: string): PersonName {
    const problem = checkPersonName(input);
    if (problem) throw ValidationError.field(field, problem);
    return new PersonName(normalisePersonName(input as string));
  }
}
