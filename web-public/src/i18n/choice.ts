/**
 * Remembering the visitor's language: the `lang` cookie in this browser (so the server renders the
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

/** The language this browser chose (the `lang` cookie); null when it has not chosen one. */
export const browserLanguage = (): Language | null => readLanguageCookie(document.cookie);

/**
 * A page opened at an address that names its language (a Hindi search result, a shared `?lang=hi` link): in a
 * browser that has not chosen a language, that one becomes its choice, so the next pages come in it too; a choice
 * made before is kept. Returns the address's language (null when it names none): the page's links keep it
 * (`keepLanguageInLinks`).
 */
export function rememberAddressLanguage(): Language | null {
  const named = readLanguageParam(location.search.slice(1));
  if (named && !browserLanguage()) rememberLanguage(named);
  return named;
}

/**
 * The links to this site's pages under `root` carry `?lang=language` (a page whose address names its language:
 * page 2, a card, the home are in it too, whatever the cookie says). Links that name a language themselves (the
 * switch), point elsewhere, or only move within the page stay as they are.
 */
export function keepLanguageInLinks(language: Language, root: ParentNode = document): void {
  for (const link of root.querySelectorAll<HTMLAnchorElement>('a[href]')) {
    const url = new URL(link.href, location.href);
    if (url.origin !== location.origin || url.pathname.startsWith('/api/') || readLanguageParam(url.searchParams)) continue;
    if (url.pathname === location.pathname && url.search === location.search && url.hash) continue;
    link.setAttribute('href', `${withLanguageParam(`${url.pathname}${url.search}`, language)}${url.hash}`);
  }
}

/** A plain left click (no modifier key: those open a new tab or window, where the link does its own job). */
export const isPlainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/** The account's saves, one after the other: two quick taps reach the server in the order they were made. */
let saving: Promise<unknown> = Promise.resolve();

/**
 * Saves the choice on the signed-in person's account; nothing for a visitor. Fire and forget, with `keepalive`:
 * it outlives the page change the switch makes on a server-rendered page; a failure changes nothing here (the
 * browser keeps its cookie). Each save waits for the one before, so the last choice is the one the account keeps.
 */
export function saveAccountLanguage(language: Language): void {
  const user = readStoredUser();
  if (!user) return;
  const send = () =>
    fetch('/api/v1/users/me', {
      method: 'PATCH',
      keepalive: true,
      credentials: 'same-origin',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json', Authorization: `Bearer ${user.token}` },
      body: JSON.stringify({ language }),
    }).catch(() => undefined);
  saving = saving.then(send);
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
      if (!isPlainClick(event)) return;
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
