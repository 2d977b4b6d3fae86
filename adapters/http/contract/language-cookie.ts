/**
 * The public site's language choice: the `lang` cookie, and the `lang` query parameter that names a
 * page's language in its address. Shared by the site (which writes the cookie when the visitor flips the switch
 * or signs in) and the server (which renders the listing and details pages and picks the prerendered home in it),
 * so the format is part of the contract. Pure functions only (no `document`).
 *
 * Why a cookie and not localStorage: the server must render the first HTML in the chosen language. It is a
 * preference, not personal data: readable by the site's script (not HttpOnly), a year, path=/, SameSite=Lax,
 * Secure on https.
 */
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../../domain/shared/language.js';

export { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from '../../../domain/shared/language.js';

export const LANGUAGE_COOKIE = 'lang';
/** The query parameter naming a page's language (`?lang=hi`); absent means the cookie's, else English. */
export const LANGUAGE_PARAM = 'lang';
export const LANGUAGE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/** The `lang` cookie in a Cookie header (or `document.cookie`); null when missing or not a language. */
export function readLanguageCookie(cookieHeader: string | null | undefined): Language | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name !== LANGUAGE_COOKIE) continue;
    const value = rest.join('=').trim();
    return isLanguage(value) ? value : null;
  }
  return null;
}

export function serializeLanguageCookie(language: Language, options: { secure: boolean }): string {
  return `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE}; SameSite=Lax${options.secure ? '; Secure' : ''}`;
}

/** The `lang` parameter of a query string (without `?`, or URLSearchParams); null when absent or not a language. */
export function readLanguageParam(query: string | URLSearchParams): Language | null {
  const value = (typeof query === 'string' ? new URLSearchParams(query) : query).get(LANGUAGE_PARAM);
  return isLanguage(value) ? value : null;
}

/**
 * The language a page is served in, and where that came from: the address (`?lang=`) names it for everyone (a
 * cache may keep that page for everyone asking for that address); otherwise the visitor's cookie (the page then
 * depends on the Cookie header: private, `Vary: Cookie`); otherwise English.
 */
export function pageLanguage(query: string | URLSearchParams, cookieHeader: string | null | undefined): { language: Language; from: 'address' | 'cookie' | 'default' } {
  const inAddress = readLanguageParam(query);
  if (inAddress) return { language: inAddress, from: 'address' };
  const chosen = readLanguageCookie(cookieHeader);
  if (chosen) return { language: chosen, from: 'cookie' };
  return { language: DEFAULT_LANGUAGE, from: 'default' };
}

/** `pathAndQuery` with its `lang` parameter set to `language`, or removed when `language` is null. */
export function withLanguageParam(pathAndQuery: string, language: Language | null): string {
  const at = pathAndQuery.indexOf('?');
  const path = at < 0 ? pathAndQuery : pathAndQuery.slice(0, at);
  const params = new URLSearchParams(at < 0 ? '' : pathAndQuery.slice(at + 1));
  if (language) params.set(LANGUAGE_PARAM, language);
  else params.delete(LANGUAGE_PARAM);
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}
