import { fillTemplate } from '../render.js';
import type { Language } from '../../language.js';

/**
 * The words of the one-tap reconfirmation page (GET/POST /o/{token}), in both languages. The page is drawn by
 * the server (no script, a few kB: it opens from an SMS on a cheap phone over a slow network), so its strings
 * live in the catalogue (domain/shared/catalogue/pages/), not in the site's bundle; the Hindi object must have every English key (the
 * type says so) and the same `{placeholders}` (test/http/reconfirm-links.http.test.ts checks).
 */
const en = {
  title: 'Your listing | {product}',
  heading: 'Is your home still available?',
  headingOther: 'Your listing',
  intro: 'Tell us in one tap, no sign-in needed. This link works once.',
  still: 'Still available',
  rented: 'Rented out',
  inSearchUntil: 'Shows in search until {date}.',
  inSearchUntilToday: 'Shows in search until today, {time}.',
  outOfSearchSince: 'Out of search since {date}.',
  rentedState: 'Marked rented: it does not show in search.',
  notLiveState: 'Not live: it does not show in search.',
  doneReconfirmed: 'Thank you! Your listing stays in search until {date}.',
  doneRented: 'Thank you! Your listing is marked rented and no longer shows in search.',
  used: 'This link was already used on {date} ({action}).',
  usedStill: 'still available',
  usedRented: 'rented out',
  windowChanged: "This listing's dates changed after this link was sent, so this link cannot change it.",
  notLive: 'This listing is no longer live, so this link cannot change it.',
  notFound: 'This link is not valid. Open the whole link from the SMS, or sign in to manage your listing.',
  expired: 'This link has expired. Sign in to reconfirm your listing or mark it rented.',
  blocked: 'Your account is blocked. Please contact customer support.',
  badAction: 'Choose Still available or Rented out.',
  failed: 'Something went wrong, please try again later.',
  changedMeanwhile: 'Your listing changed just as you tapped, so nothing was saved. Please tap again.',
  manage: 'Manage your listings',
  signIn: 'Sign in as owner',
  language: 'Language',
} as const;

export type ReconfirmPageKey = keyof typeof en;

const hi: Record<ReconfirmPageKey, string> = {
  title: 'आपकी प्रॉपर्टी | {product}',
  heading: 'क्या आपका घर अभी भी किराए के लिए खाली है?',
  headingOther: 'आपकी प्रॉपर्टी',
  intro: 'एक टैप में बताएँ, लॉग इन की ज़रूरत नहीं। यह लिंक एक ही बार काम करता है।',
  still: 'अब भी खाली है',
  rented: 'किराए पर चला गया',
  inSearchUntil: '{date} तक खोज में दिखेगा।',
  inSearchUntilToday: 'आज {time} तक खोज में दिखेगा।',
  outOfSearchSince: '{date} से खोज में नहीं दिख रहा।',
  rentedState: 'किराए पर दिया गया: खोज में नहीं दिखता।',
  notLiveState: 'अभी लाइव नहीं है: खोज में नहीं दिखता।',
  doneReconfirmed: 'धन्यवाद! आपका घर {date} तक खोज में दिखेगा।',
  doneRented: 'धन्यवाद! दर्ज कर लिया कि घर किराए पर चला गया; अब यह खोज में नहीं दिखेगा।',
  used: 'यह लिंक {date} को पहले ही इस्तेमाल हो चुका है ({action})।',
  usedStill: 'अब भी खाली है',
  usedRented: 'किराए पर चला गया',
  windowChanged: 'यह लिंक भेजे जाने के बाद इस प्रॉपर्टी की तारीख़ें बदल गईं, इसलिए यह लिंक इसमें बदलाव नहीं कर सकता।',
  notLive: 'यह प्रॉपर्टी अब लाइव नहीं है, इसलिए इस लिंक से इसमें बदलाव नहीं हो सकता।',
  notFound: 'यह लिंक सही नहीं है। SMS से पूरा लिंक खोलें, या लॉग इन करके अपनी प्रॉपर्टी देखें।',
  expired: 'इस लिंक की अवधि ख़त्म हो गई है। घर की पुष्टि करने या किराए पर चला गया बताने के लिए लॉग इन करें।',
  blocked: 'आपका खाता रोक दिया गया है। कृपया ग्राहक सेवा से संपर्क करें।',
  badAction: '"अब भी खाली है" या "किराए पर चला गया" में से एक चुनें।',
  failed: 'कुछ गड़बड़ हो गई, कृपया थोड़ी देर बाद फिर कोशिश करें।',
  changedMeanwhile: 'आपके टैप करते समय ही प्रॉपर्टी में बदलाव हुआ, इसलिए कुछ सेव नहीं हुआ। कृपया फिर से टैप करें।',
  manage: 'अपनी प्रॉपर्टी देखें',
  signIn: 'मकान मालिक लॉग इन',
  language: 'भाषा',
};

export const RECONFIRM_PAGE_TEXTS: Record<Language, Record<ReconfirmPageKey, string>> = { en, hi };

/** The text of `key` in `language`, `{name}` filled from `params` (a placeholder without a value throws, as in the SMS texts). */
export function pageText(language: Language, key: ReconfirmPageKey, params: Record<string, string> = {}): string {
  return fillTemplate(RECONFIRM_PAGE_TEXTS[language][key], params);
}
