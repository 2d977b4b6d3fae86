import { fillTemplate } from '../render.js';
import type { Language } from '../../language.js';

/**
 * The console's words about people's requests (callback requests, property requests, listing reports): the mark of
 * one past the 48-hour reply promise and the record page's history with the person's notes (a report's: who on the
 * team dismissed it or took the listing down or put it back). The console reads
 * English today; the Hindi object must have every English key (the type says so) and the same `{placeholders}`
 * (web-admin/src/status/replyPromise.test.ts checks).
 */
const en = {
  late: 'Late',
  lateTitle: 'No reply within the promised 48 hours: due by {due}',
  historyTitle: 'History and notes',
  historyCreated: 'Request made',
  historyStatus: 'Status moved to {status}',
  historyNote: 'Note from the person',
  historyWithdrawn: 'Withdrawn by the person',
  historyFailed: 'The history could not be loaded.',
  reportFiled: 'Report filed',
  reportDismissed: 'Reports dismissed by {by}',
  reportTakenDown: 'Listing taken down by {by}',
  reportRestored: 'Listing back on the site, by {by}',
  reportClosed: 'Closed: the listing left the site',
  anAdmin: 'an admin',
} as const;

export type ConsoleRequestKey = keyof typeof en;

const hi: Record<ConsoleRequestKey, string> = {
  late: 'देर हो गई',
  lateTitle: 'वादे के 48 घंटों में जवाब नहीं दिया गया: जवाब {due} तक देना था',
  historyTitle: 'इतिहास और नोट',
  historyCreated: 'अनुरोध किया गया',
  historyStatus: 'स्थिति बदलकर {status} हुई',
  historyNote: 'व्यक्ति का नोट',
  historyWithdrawn: 'व्यक्ति ने वापस ले लिया',
  historyFailed: 'इतिहास लोड नहीं हो सका।',
  reportFiled: 'रिपोर्ट दर्ज की गई',
  reportDismissed: '{by} ने रिपोर्टें खारिज कीं',
  reportTakenDown: '{by} ने लिस्टिंग हटा दी',
  reportRestored: '{by} ने लिस्टिंग फिर से साइट पर डाली',
  reportClosed: 'बंद: लिस्टिंग साइट से हट गई',
  anAdmin: 'एक एडमिन',
};

export const CONSOLE_REQUEST_TEXTS: Record<Language, Record<ConsoleRequestKey, string>> = { en, hi };

/** The text of `key` in `language` (English by default), `{name}` filled from `params`. */
export function consoleRequestText(key: ConsoleRequestKey, params: Record<string, string> = {}, language: Language = 'en'): string {
  return fillTemplate(CONSOLE_REQUEST_TEXTS[language][key], params);
}
