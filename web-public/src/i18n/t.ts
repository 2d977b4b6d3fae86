import { AuthMessages, ListingMessages, RideMessages, RideNoteMessages } from '../../../adapters/http/contract/messages';
import {
  PropertyStatuses,
  RideActions,
  RideStatuses,
  atLeastMessage,
  atMostCharsMessage,
  atMostMessage,
  maxCharsMessage,
} from '../../../adapters/http/contract/rules';
import { en, type Catalogue, type MessageKey } from './en';
import { activeLanguage, setActiveLanguage, type Language } from './locale';

export type { MessageKey };
export type MessageParams = Record<string, string | number>;
export { activeLanguage } from './locale';

let catalogue: Catalogue = en;

/** Replace texts of the active catalogue (tests); missing keys fall back to English. The language stays. */
export function setCatalogue(next: Partial<Catalogue>): void {
  catalogue = { ...en, ...next };
}

/**
 * Draw the site in `language`: its catalogue (English is built in; the Hindi one is loaded on demand by
 * i18n/language.ts and handed in) and its formats (i18n/format.ts through i18n/locale.ts).
 */
export function activateLanguage(language: Language, messages?: Catalogue): void {
  catalogue = language === 'en' || !messages ? en : messages;
  setActiveLanguage(language === 'en' || !messages ? 'en' : language);
}

/** The text for `key`, with `{name}` placeholders filled from `params` (unknown placeholders stay as written). */
export function t(key: MessageKey, params?: MessageParams): string {
  const template = catalogue[key];
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/**
 * The shared rules' messages that carry a number (the domain's message builders), each with the catalogue key
 * whose template says the same with its placeholder.
 */
export const BUILT_MESSAGES: ReadonlyArray<{ key: MessageKey; param: string; build: (value: number) => string }> = [
  { key: 'validation.min', param: 'min', build: atLeastMessage },
  { key: 'validation.max', param: 'max', build: atMostMessage },
  { key: 'validation.maxLength', param: 'max', build: maxCharsMessage },
  { key: 'validation.atMostChars', param: 'max', build: atMostCharsMessage },
  { key: 'server.otpWait', param: 'seconds', build: AuthMessages.resendWait },
];
/** The server's messages built around a name (the product's), each with its key. */
export const BUILT_NAME_MESSAGES: ReadonlyArray<{ key: MessageKey; param: string; build: (value: string) => string }> = [
  { key: 'toast.differentRole', param: 'product', build: ListingMessages.differentRole },
  { key: 'server.rideDifferences', param: 'differences', build: RideNoteMessages.differences },
];
const SAMPLE = 987654321;

/** Each builder's words around its sample, written once (they do not depend on the language). */
const numberTemplates = BUILT_MESSAGES.map((builder) => ({ ...builder, template: builder.build(SAMPLE) }));
const nameTemplates = BUILT_NAME_MESSAGES.map((builder) => ({ ...builder, template: builder.build(String(SAMPLE)) }));

/** A builder's message ('Must be at least 500') in the active catalogue; null when no builder made it. */
function localiseBuilt(english: string): string | null {
  for (const { key, param, build, template } of numberTemplates) {
    const filled = between(english, template, String(SAMPLE));
    if (filled === null) continue;
    const value = Number(filled);
    // The round trip refuses anything the builder would not have written ('50 characters.', '1e3', ' 5').
    if (Number.isFinite(value) && build(value) === english) return t(key, { [param]: value });
  }
  for (const { key, param, build, template } of nameTemplates) {
    const value = between(english, template, String(SAMPLE));
    if (value !== null && build(value) === english) return t(key, { [param]: value });
  }
  return closedListMessage(english);
}

/** What `english` holds where `sample` sits in the builder's `template`; null when the rest differs or it is empty. */
function between(english: string, template: string, sample: string): string | null {
  const [before, after] = template.split(sample) as [string, string];
  if (!english.startsWith(before) || !english.endsWith(after) || english.length <= before.length + after.length) return null;
  return english.slice(before.length, english.length - after.length);
}

let closedLists: Map<string, () => string> | null = null;

/**
 * The server's messages built from closed lists (a visit's or a listing's status), every one they can make, each
 * with its text in the active catalogue (the statuses as the site names them). Made once, on the first need.
 */
function closedListMessage(english: string): string | null {
  if (activeLanguage() === 'en') return null;
  if (!closedLists) {
    closedLists = new Map();
    for (const action of RideActions) {
      // Only an admin assigns riders, in the console.
      if (action === 'assign') continue;
      for (const status of RideStatuses) {
        // The action as a verb of the sentence (ride.act.*: “… इसलिए इसे शुरू नहीं किया जा सकता।”), not its button's label.
        closedLists.set(RideMessages.cannot(action, status), () => t('server.rideCannot', { action: t(`ride.act.${action}`), status: t(`ride.status.${status}`) }));
      }
    }
    for (const from of PropertyStatuses) {
      for (const to of PropertyStatuses) {
        closedLists.set(ListingMessages.cannotMove(from, to), () => t('server.listingCannotMove', { from: t(`status.${from}`), to: t(`status.${to}`) }));
      }
    }
  }
  return closedLists.get(english)?.() ?? null;
}

/**
 * A message of the server or of the shared rules (the API's English words) in the active catalogue, as gettext does
 * with its message ids: the key whose English text it is, or whose template a message builder filled in ('Must be at
 * most 50 characters.' is validation.maxLength with max 50; 'Cannot start a visit that is cancelled.' is
 * server.rideCannot with the site's words for the action and status); otherwise the English as it came.
 * test/adapters/server-messages.test.ts holds every message the server can send to the site to this.
 */
export function localise(english: string): string;
export function localise(english: string | null): string | null;
export function localise(english: string | null): string | null {
  if (english === null) return null;
  const key = keyOf(english);
  return key ? t(key) : (localiseBuilt(english) ?? english);
}

let englishKeys: Map<string, MessageKey> | null = null;

/** The key whose English is `english`: the first one, as keys sharing their English may differ in Hindi. */
function keyOf(english: string): MessageKey | undefined {
  if (!englishKeys) {
    englishKeys = new Map();
    for (const key of Object.keys(en) as MessageKey[]) if (!englishKeys.has(en[key])) englishKeys.set(en[key], key);
  }
  return englishKeys.get(english);
}
