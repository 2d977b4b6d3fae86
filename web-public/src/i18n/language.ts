/**
 * The app's language: which one a page is drawn in, loading the Hindi catalogue (its own chunk,
 * downloaded only when Hindi is chosen: the English one is built in), and the switch (navbar, footer) and the
 * sign-in changing it in place, without a page load.
 */
import { isLanguage, pageLanguage, type Language } from '../../../adapters/http/contract/language-cookie';
import { rememberLanguage, saveAccountLanguage } from './choice';
import { languageOfTag } from './locale';
import { activateLanguage, activeLanguage } from './t';

/** The Hindi catalogue's chunk (the islands start it alongside the app on a Hindi page). */
export const loadHindi = () => import('../../../domain/shared/catalogue/site/hi');

/**
 * The language a page starts in: the one the server drew it in (`<html lang>`) when the app starts over a
 * server-rendered or prerendered page; else the server's own rule (the address's `?lang=`, else the `lang`
 * cookie, else English: language-cookie.ts `pageLanguage`).
 */
export function startingLanguage(overServerPage: boolean): Language {
  if (overServerPage) return languageOfTag(document.documentElement.getAttribute('lang'));
  return pageLanguage(location.search, document.cookie).language;
}

/**
 * Makes `language` the active one: its catalogue (downloaded if needed), its formats and `<html lang>`. A download
 * that finishes after another language was asked for (`wanted`) changes nothing.
 */
export async function prepareLanguage(language: Language): Promise<void> {
  const hindi = language === 'hi' ? await loadHindi() : undefined;
  if (wanted !== null && wanted !== language) return;
  activateLanguage(language, hindi?.hi, hindi?.hiMessages);
  document.documentElement.lang = language;
}

let redraw: () => void = () => undefined;

/** The language last asked for (the switch, a sign-in): a slower download of an earlier choice never draws over it. */
let wanted: Language | null = null;

/** Draws the site in `language` unless another one was asked for while its catalogue downloaded. */
async function switchTo(language: Language): Promise<void> {
  wanted = language;
  if (language === activeLanguage()) return;
  await prepareLanguage(language);
  if (wanted !== language) return;
  redraw();
}

/** The app (boot.tsx) draws itself again from the top when the language changes. */
export function onLanguageChange(draw: () => void): void {
  redraw = draw;
}

/**
 * The switch in the app: remembered in this browser and, signed in, on the account; the page is drawn again in
 * the new language where it stands (what is typed in a form stays). Resolves once drawn. The latest choice wins:
 * a tap on "English" while the Hindi catalogue is still downloading leaves the page, the cookie and the account
 * in English. Rejects when the catalogue cannot be downloaded (the cookie and the account keep the choice).
 */
export async function chooseLanguage(language: Language, options: { signedIn: boolean }): Promise<void> {
  rememberLanguage(language);
  if (options.signedIn) saveAccountLanguage(language);
  await switchTo(language);
}

/**
 * Signing in: the account's language as the server answered it (the person's own choice, maybe made on another
 * device; or, when they never made one, the one this browser sent and the server saved: application/auth VerifyOtp).
 * Remembered in this browser and applied in place. Anything but 'en' / 'hi' (an older server without the field)
 * changes nothing. Never rejects: a catalogue that does not arrive leaves the page as it is.
 */
export async function adoptAccountLanguage(language: unknown): Promise<void> {
  if (!isLanguage(language)) return;
  rememberLanguage(language);
  await switchTo(language).catch(() => undefined);
}
