/**
 * The language the page is drawn in, for the formatting (i18n/format.ts) and the catalogue (t.ts). Tiny and
 * free of any catalogue, so the islands (home/island.ts, ssr/island.ts) can set it from `<html lang>` and format
 * dates in Hindi without downloading a string catalogue.
 */
import type { Language } from '../../../adapters/http/contract/language-cookie';

export type { Language };

let active: Language = 'en';

export const activeLanguage = (): Language => active;

export function setActiveLanguage(language: Language): void {
  active = language;
}

/** A `lang` attribute ("hi", "hi-IN", "en") as one of the site's languages; English for anything else. */
export function languageOfTag(tag: string | null | undefined): Language {
  return tag?.toLowerCase().split('-')[0] === 'hi' ? 'hi' : 'en';
}
