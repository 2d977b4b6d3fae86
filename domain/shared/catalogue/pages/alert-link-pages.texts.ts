import { fillTemplate } from '../render.js';
import type { Language } from '../../language.js';
import { en as siteEn, type MessageKey as SiteKey } from '../site/en.js';
import { hi as siteHi } from '../site/hi.js';

/**
 * The words of a search-alert SMS's pages (GET /s/{code} when the link is not valid, GET/POST /s/stop/{token}), in
 * both languages. The pages are drawn by the server (no script, a few kB: they open from an SMS on a cheap phone
 * over a slow network), so their strings live in the catalogue (domain/shared/catalogue/pages/), not in the site's bundle; the Hindi object
 * must have every English key (the type says so) and the same `{placeholders}` (the HTTP test checks). The
 * filters' names are the public site's own (propertyType.*, furnishing.*, tenants.*, taken from site/en.ts and hi.ts); the cities'
 * names come from domain/properties/city-names.ts (the SMS says the same). alertLabel (alert-link-pages.ts) draws
 * an alert as the public site's alertTitle / alertFilters do (web-public/src/search-alerts/alert-label.ts).
 */
const en = {
  title: 'Search alerts | {product}',
  headingStopped: 'SMS alerts stopped',
  headingActive: 'Your SMS alerts',
  stoppedNow: 'Done: we will not send you SMS for these searches. Changed your mind?',
  stoppedAlready: 'These alerts are stopped: we send no SMS for them.',
  resumedNow: 'Alerts are on again: at most one SMS a day when a new home matches.',
  activePreview: 'These alerts send you an SMS when a new home matches (at most one a day). Tap Stop to end them.',
  noneLeft: 'You have deleted these alerts already: no SMS will come for them.',
  undo: 'Undo: keep sending',
  stop: 'Stop these alerts',
  statusActive: 'On',
  statusStopped: 'Stopped',
  manage: 'Manage your alerts',
  seeHomes: 'See homes for this search',
  notFound: 'This link is not valid. Open the whole link from the SMS, or sign in to manage your alerts.',
  home: 'Go to the home page',
  language: 'Language',
  anyHome: 'Any home',
  rentUpTo: 'up to ₹{max}',
  rentFrom: 'from ₹{min}',
  rentBetween: '₹{min} to ₹{max}',
  availableBy: 'available by {date}',
  verifiedOnly: 'verified only',
  text: '“{text}”',
  inCity: '{what} in {city}',
} as const;

/** The filters' option names, as the public site's catalogue says them (taken from it, not copied). */
const OPTION_KEYS = [
  'propertyType.APARTMENT',
  'propertyType.INDEPENDENT_HOUSE',
  'propertyType.BUILDER_FLOOR',
  'propertyType.ROOM',
  'propertyType.PG',
  'furnishing.UNFURNISHED',
  'furnishing.SEMI_FURNISHED',
  'furnishing.FULLY_FURNISHED',
  'tenants.FAMILY',
  'tenants.BACHELOR_MALE',
  'tenants.BACHELOR_FEMALE',
  'tenants.ANY',
] as const satisfies readonly SiteKey[];
type OptionKey = (typeof OPTION_KEYS)[number];
const optionsIn = (site: Record<SiteKey, string>) => Object.fromEntries(OPTION_KEYS.map((key) => [key, site[key]])) as Record<OptionKey, string>;

export type AlertPageKey = keyof typeof en | OptionKey;

const hi: Record<Exclude<AlertPageKey, OptionKey>, string> = {
  title: 'SMS अलर्ट | {product}',
  headingStopped: 'SMS अलर्ट बंद हो गए',
  headingActive: 'आपके SMS अलर्ट',
  stoppedNow: 'हो गया: इन खोजों के लिए अब आपको SMS नहीं भेजेंगे। मन बदल गया?',
  stoppedAlready: 'ये अलर्ट बंद हैं: इनके लिए कोई SMS नहीं आएगा।',
  resumedNow: 'अलर्ट फिर से चालू हैं: नया घर मिलने पर दिन में ज़्यादा से ज़्यादा एक SMS।',
  activePreview: 'नया घर मिलने पर ये अलर्ट आपको SMS भेजते हैं (दिन में ज़्यादा से ज़्यादा एक)। बंद करने के लिए नीचे टैप करें।',
  noneLeft: 'आप ये अलर्ट पहले ही हटा चुके हैं: इनके लिए कोई SMS नहीं आएगा।',
  undo: 'वापस चालू करें',
  stop: 'ये अलर्ट बंद करें',
  statusActive: 'चालू',
  statusStopped: 'बंद',
  manage: 'अपने अलर्ट देखें',
  seeHomes: 'इस खोज के घर देखें',
  notFound: 'यह लिंक सही नहीं है। SMS से पूरा लिंक खोलें, या लॉग इन करके अपने अलर्ट देखें।',
  home: 'होम पेज पर जाएँ',
  language: 'भाषा',
  anyHome: 'कोई भी घर',
  rentUpTo: '₹{max} तक',
  rentFrom: '₹{min} से ऊपर',
  rentBetween: '₹{min} से ₹{max}',
  availableBy: '{date} तक खाली',
  verifiedOnly: 'सिर्फ़ वेरिफ़ाइड',
  text: '“{text}”',
  inCity: '{city} में {what}',
};

export const ALERT_PAGE_TEXTS: Record<Language, Record<AlertPageKey, string>> = { en: { ...en, ...optionsIn(siteEn) }, hi: { ...hi, ...optionsIn(siteHi) } };

/** The text of `key` in `language`, `{name}` filled from `params` (a placeholder without a value throws, as in the SMS texts). */
export function alertPageText(language: Language, key: AlertPageKey, params: Record<string, string> = {}): string {
  return fillTemplate(ALERT_PAGE_TEXTS[language][key], params);
}
