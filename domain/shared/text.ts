import { ValidationError } from './domain-error.js';
import { maxCharsMessage, Messages } from './messages.js';

export interface TextRule {
  required?: boolean;
  max: number;
  /** Fold runs of spaces and tabs to one space before counting (listing texts). */
  foldSpaces?: boolean;
}

/** A free text as the server reads it: trimmed (and folded when the rule says so); null when blank. */
export function normaliseText(input: string, rule: Pick<TextRule, 'foldSpaces'>): string {
  const trimmed = input.trim();
  return rule.foldSpaces ? trimmed.replace(/[ \t]+/g, ' ') : trimmed;
}

/**
 * A free text field: blank is missing ('This field is required' when required), a non-text value is refused
 * with the same words, and the trimmed text is at most `max` characters. Its message, or null when it passes.
 */
export function checkText(input: unknown, rule: TextRule): string | null {
  if (input === undefined || input === null || (typeof input === 'string' && input.trim() === '')) return rule.required ? Messages.required : null;
  if (typeof input !== 'string') return Messages.required;
  return normaliseText(input, rule).length > rule.max ? maxCharsMessage(rule.max) : null;
}

/** A free text field read for storing: checkText's problem thrown under `field`; the normalised text, or null when blank. */
export function parseText(input: unknown, field: string, rule: TextRule): string | null {
  const problem = checkText(input, rule);
  if (problem) throw ValidationError.field(field, problem);
  return typeof input === 'string' && input.trim() !== '' ? normaliseText(input, rule) : null;
}
