/**
 * Remembering the visitor's language (issue 11): the `lang` cookie in this browser (so the server renders the
 * next page in it: adapters/http/contract/language-cookie.ts) and, when signed in, the account's language
 * (PATCH /users/me { language }: their SMS texts follow it, and it is the site's language wherever they sign in
 * next). Tiny and free of the catalogue: the islands (home/island.ts, ssr/island.ts) use it before the app runs.
 */
import {
  LANGUAGE_COOKIE,
  readLanguageCookie,
  readLanguageParam,
  serializeLanguageCookie,
  withLanguageParam,
  type Language,
} from '../../../adapters/http/contract/language-cookie';
import { readStoredUser } from '../auth/session';
import { languageOfTag } from './locale';

export { LANGUAGE_COOKIE };

/** Names of the languages in their own script: the switch's labels (never translated). */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', hi: 'हिन्दी' };

export function rememberLanguage(language: Language): void {
  document.cookie = serializeLanguageCookie(language, { secure: location.protocol === 'https:' });
}

/**
 * Saves the choice on the signed-in person's account; nothing for a visitor. Fire and forget, with `keepalive`:
 * it outlives the page change the switch makes on a server-rendered page; a failure changes nothing here (the
 * browser keeps its cookie).
 */
export function saveAccountLanguage(language: Language): void {
  const user = readStoredUser();
  if (!user) return;
  void fetch('/api/v1/users/me', {
    method: 'PATCH',
    keepalive: true,
    credentials: 'same-origin',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json', Authorization: `Bearer ${user.token}` },
    body: JSON.stringify({ language }),
  }).catch(() => undefined);
}

/**
 * The islands' half of the switch: the links (`a[data-language]`, their address the same page with `?lang=`) go
 * to the page in the other language; a click also remembers the choice (cookie, account), so the pages after it
 * come in it too. Until `signal` aborts (the app has taken over the page and does it itself).
 */
export function rememberLanguageOnClick(signal: AbortSignal): void {
  document.addEventListener(
    'click',
    (event) => {
      const link = (event.target as Element).closest?.<HTMLAnchorElement>('a[data-language]');
      const language = link?.getAttribute('data-language');
      if (!link || (language !== 'en' && language !== 'hi')) return;
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      rememberLanguage(language);
      saveAccountLanguage(language);
    },
    { signal },
  );
}

/**
 * A page drawn in another language than the one this browser chose, at an address that names none: a shared
 * cache's copy (a CDN keeps the English page of an address for everyone; the server draws a chosen Hindi page
 * privately). Then the page is loaded again at its address in the chosen language (`?lang=hi`, public and
 * cacheable itself), and true is returned: nothing else should start.
 */
export function reloadInChosenLanguage(): boolean {
  const chosen = readLanguageCookie(document.cookie);
  if (!chosen || readLanguageParam(location.search.slice(1)) || languageOfTag(document.documentElement.getAttribute('lang')) === chosen) return false;
  location.replace(`${withLanguageParam(`${location.pathname}${location.search}`, chosen)}${location.hash}`);
  return true;
}
