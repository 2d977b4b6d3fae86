import { lastDayInSearch } from '../../domain/properties/last-day-in-search.js';
import { INDIA_TIME_ZONE } from '../../domain/shared/india-date.js';
import type { Language } from '../../domain/shared/language.js';

const LOCALES: Record<Language, string> = { en: 'en-IN', hi: 'hi-IN' };
const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * A date as a reader of `language` writes it, in India's time unless `options.timeZone` says otherwise:
 * `dayIn('en', d, { day: 'numeric', month: 'short' })` "22 Dec", in Hindi "22 दिस॰". One formatter per language
 * and options, made on first use (SMS texts, the server's small pages).
 */
export function dayIn(language: Language, date: Date, options: Intl.DateTimeFormatOptions): string {
  const key = `${language} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALES[language], { timeZone: INDIA_TIME_ZONE, ...options });
    formats.set(key, format);
  }
  return format.format(date);
}

/**
 * The last day a listing whose window ends at `listedUntil` is in search all day (lastDayInSearch: the day before
 * the India day the window ends on), as a reader of `language` writes it: the `{date}` of "in search until {date}"
 * in the reconfirmation SMS and on its page. `dayIn`'s options; the day is a calendar day, so no time zone applies.
 */
export function lastDayInSearchIn(language: Language, listedUntil: Date, options: Intl.DateTimeFormatOptions): string {
  return calendarDayIn(language, lastDayInSearch(listedUntil), options);
}

/** A calendar day (YYYY-MM-DD, e.g. searchUntil's `day`) as a reader of `language` writes it: no time zone applies. */
export function calendarDayIn(language: Language, isoDay: string, options: Intl.DateTimeFormatOptions): string {
  return dayIn(language, new Date(`${isoDay}T00:00:00Z`), { ...options, timeZone: 'UTC' });
}

/**
 * The time of `at` in India as a reader of `language` says it: "3:30 pm"; in Hindi with the part of the day in
 * words and "बजे", "दोपहर 3:30 बजे" (as the public site's formatDateTime writes it; ICU leaves "बजे" out of a time
 * alone in some versions and not in others, so it is added only when missing).
 */
export function timeIn(language: Language, at: Date): string {
  if (language === 'en') return dayIn(language, at, { hour: 'numeric', minute: '2-digit' });
  const time = dayIn(language, at, { hour: 'numeric', minute: '2-digit', dayPeriod: 'short' });
  return time.endsWith('बजे') ? time : `${time} बजे`;
}
