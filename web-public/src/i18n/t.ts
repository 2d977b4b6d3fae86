import { codeOfEnglish, say, type CodedText, type MessageCatalogue } from '../../../adapters/http/contract/catalogue';
import { en, type Catalogue, type MessageKey } from '../../../domain/shared/catalogue/site/en';
import { setActiveLanguage, type Language } from './locale';

export type { MessageKey };
export type MessageParams = Record<string, string | number>;
export { activeLanguage } from './locale';

let catalogue: Catalogue = en;
/** The server's texts in the active language; null in English (the server's own words are shown). */
let answerTexts: MessageCatalogue | null = null;

/** Replace texts of the active catalogue (tests); missing keys fall back to English. The language stays. */
export function setCatalogue(next: Partial<Catalogue>): void {
  catalogue = { ...en, ...next };
}

/**
 * Draw the site in `language`: its catalogue and the server's texts in it (English is built in; the Hindi ones are
 * loaded on demand by i18n/language.ts and handed in) and its formats (i18n/format.ts through i18n/locale.ts).
 */
export function activateLanguage(language: Language, messages?: Catalogue, serverTexts?: MessageCatalogue): void {
  catalogue = language === 'en' || !messages ? en : messages;
  answerTexts = language === 'en' || !messages ? null : (serverTexts ?? null);
  setActiveLanguage(language === 'en' || !messages ? 'en' : language);
}

/** The text for `key`, with `{name}` placeholders filled from `params` (unknown placeholders stay as written). */
export function t(key: MessageKey, params?: MessageParams): string {
  const template = catalogue[key];
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/**
 * A text of the server (an answer's `code` and `params`, a field's entry of `field_codes`) in the active language:
 * its words in the server's catalogue of that language (domain/shared/catalogue/, loaded with the Hindi chunk);
 * in English, or for a code it has no words for, the server's English as it came.
 */
export function sayCoded(text: Partial<CodedText> | null | undefined, english: string): string {
  if (!answerTexts || !text?.code || text.code === 'UNCODED' || !(text.code in answerTexts.messages)) return english;
  return say(answerTexts, text.code, text.params ?? {});
}

/**
 * A message of the shared rules (the site runs the server's checks before sending a form) or a visit note the
 * server stored, in the active language: by the code the catalogue made it from (`codeOfEnglish`), else as it came.
 */
export function localise(english: string): string;
export function localise(english: string | null): string | null;
export function localise(english: string | null): string | null {
  if (english === null) return null;
  return sayCoded(codeOfEnglish(english), english);
}
