import type { Language } from '../../language.js';

/**
 * One SMS the product sends, in every language, as templates with `{placeholders}`. English keeps the texts the
 * spec and the registered DLT templates have, word for word; Hindi says the same thing naturally (not word for
 * word), in Devanagari. A Hindi SMS is UCS-2: 70 characters fill one part (67 per part once it is split), so Hindi
 * texts are kept tight. Every language names the same placeholders (a test checks); a text without Hindi fails the
 * type-check. `kind` is the notice kind (the provider's DLT template family); application/shared/sms-texts checks
 * it against the SMS port's kinds.
 */
export interface SmsTextEntry extends Record<Language, string> {
  kind: string;
}

/** An area's texts: `defineSmsTexts({ KEY: { kind, en: '...', hi: '...' } })` keeps the literal types (for the params). */
export function defineSmsTexts<const T extends Record<string, SmsTextEntry>>(texts: T): T {
  return texts;
}
