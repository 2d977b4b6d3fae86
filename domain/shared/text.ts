import { ValidationError } from './domain-error.js';
import { maxCharsMessage, Messages } from './messages.js';

export interface TextRule {
  required?: boolean;
  max: number;
  /** Fold runs of spaces and tabs to one space before counting (listing texts). */
  foldSpaces?: boolean;
}

/**
 * Characters that change how a text reads without being seen: bidirectional embeddings, overrides and isolates
 * (U+202A-U+202E, U+2066-U+2069: "\u202Egnp.exe" shows as "exe.png"), directional marks, zero-width space, word
 * joiner and byte-order mark. The zero-width joiner and non-joiner (U+200C, U+200D) stay: Hindi and other Indian
 * scripts use them to choose a conjunct's form.
 */
const INVISIBLE = /[\u200B\u200E\u200F\u202A-\u202E\u2060\u2066-\u2069\uFEFF]/g;

/** The text without the invisible controls above (the zero-width joiner and non-joiner kept). */
export function withoutInvisibles(input: string): string {
  return input.replace(INVISIBLE, '');
}

/** A free text as the server reads it: invisible controls removed, trimmed (and folded when the rule says so); null when blank. */
export function normaliseText(input: string, rule: Pick<TextRule, 'foldSpaces'>): string {
  const trimmed = withoutInvisibles(input).trim();
  return rule.foldSpaces ? trimmed.replace(/[ \t]+/g, ' ') : trimmed;
}

/**
 * A free text field: blank is missing ('This field is required' when required), a non-text value is refused
 * with the same words, and the trimmed text is at most `max` characters. Its message, or null when it passes.
 */
export function checkText(input: unknown, rule: TextRule): string | null {
  if (input === undefined || input === null || (typeof input === 'string' && normaliseText(input, rule) === '')) return rule.required ? Messages.required : null;
  if (typeof input !== 'string') return Messages.required;
  return normaliseText(input, rule).length > rule.max ? maxCharsMessage(rule.max) : null;
}

/** A free text field read for storing: checkText's problem thrown under `field`; the normalised text, or null when blank. */
export function parseText(input: unknown, field: string, rule: TextRule): string | null {
  const problem = checkText(input, rule);
  if (problem) throw ValidationError.field(field, problem);
  return typeof input === 'string' && normaliseText(input, rule) !== '' ? normaliseText(input, rule) : null;
}

/**
 * A reason as kept and texted (a void's, a block's, an erasure's): without the invisible controls (withoutInvisibles),
 * trimmed, every run of white space one space; '' when not text.
 */
export function reasonText(input: unknown): string {
  return typeof input === 'string' ? withoutInvisibles(input).trim().replace(/\s+/g, ' ') : '';
}

/** A reason of `rule.min` to `rule.max` characters once folded (reasonText): `message` when it is not, else null. */
export function checkReason(input: unknown, rule: { min: number; max: number }, message: string): string | null {
  const { length } = reasonText(input);
  return length < rule.min || length > rule.max ? message : null;
}
