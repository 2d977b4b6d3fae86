import { ValidationError } from './domain-error.js';
import { isLanguage, type Language } from './language.js';
import { english } from './catalogue/index.js';

export const LanguageMessages = {
  choice: english('CHOOSE_LANGUAGE'),} as const;

/** A language sent by a client: exactly one of LANGUAGES ('en', 'hi'), else a 400 on `field` saying so. */
export function parseLanguage(value: unknown, field = 'language'): Language {
  if (isLanguage(value)) return value;
  throw ValidationError.field(field, LanguageMessages.choice);
}

/** As parseLanguage, but absent (undefined) stays absent. */
export function parseOptionalLanguage(value: unknown, field = 'language'): Language | undefined {
  return value === undefined ? undefined : parseLanguage(value, field);
}

/** The language rule of a client's optional choice: absent (undefined) passes; else one of LANGUAGES. Its message, or null. */
export function checkOptionalLanguage(value: unknown): string | null {
  return value === undefined || isLanguage(value) ? null : LanguageMessages.choice;
}
