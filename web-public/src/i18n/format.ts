/**
 * The one module that writes numbers, rupees and dates on the public site, in India's style:
 * - numbers and rupees with Indian digit grouping (lakh, crore): ₹12,500, 1,00,000, ₹12,50,000; the same Latin
 *   digits in Hindi (what Hindi sites, bank SMS and price tags in Bihar use; Devanagari digits would be read
 *   slower by most people and do not sort with the rupee amounts people type);
 * - dates day first: "24 Nov 2026" in English, "24 नवंबर 2026" in Hindi (the month written out: the short
 *   Hindi month "नव॰" is not how people write it); as digits dd/mm/yyyy ("24/11/2026"), never mm/dd/yyyy;
 * - typed dates read day first (24/11/2026, 24-11-2026, 24.11.2026, 24112026; an ISO date too);
 * - typed rupees grouped as they are typed (12,500 in the rent filters and the owner's form).
 * Pure (no React, no DOM, no catalogue): the islands use it without the string catalogue. The language is the
 * page's (i18n/locale.ts) unless one is given.
 */
import { INDIA_TIME_ZONE } from '../../../adapters/http/contract/island-rules';
import { activeLanguage, type Language } from './locale';

const grouping = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

/** 12500 → "₹12,500"; 1250000 → "₹12,50,000" (lakh grouping, whole rupees). */
export function formatRupees(amount: number): string {
  return `₹${grouping.format(Math.round(amount))}`;
}

/** 1050 → "1,050"; 100000 → "1,00,000". */
export function formatCount(value: number): string {
  return grouping.format(value);
}

/**
 * Digits with the Indian grouping formatCount writes ("12500" → "12,500", "100000" → "1,00,000"), on the text
 * itself: any length, and leading zeros kept as typed ("0500" → "0,500"), which a number would lose.
 */
const groupDigits = (digits: string) => digits.replace(/(\d)(?=(\d\d)*\d{3}$)/g, '$1,');

/** What a rupee field shows for its value: digits grouped ("12500" → "12,500"); anything else as it is. */
export function groupedRupees(value: string): string {
  return /^\d+$/.test(value) ? groupDigits(value) : value;
}

/**
 * A rupee field as the person types (the rent filters, the owner's rent and deposit): the digits grouped the Indian
 * way at every key ("12500" → "12,500", "100000" → "1,00,000"), with the caret kept after the same digit it was
 * after, so typing or deleting in the middle works. Commas, spaces and "₹" typed or pasted are taken as grouping;
 * leading zeros typed go ("05" → "5"; a deletion that leaves "000" keeps them, so "1,000" can become "2,000" by
 * deleting the 1 and typing 2). Deleting a comma (Backspace or Delete on it, as `inputType` says) deletes the digit
 * beside it, which is what the person meant. Text that is not an amount ("12abc") is left as typed, so a form can
 * say what is wrong. `value`: the digits ("12500"), '' for nothing, or the text as typed when it is not an amount.
 */
export function rupeesAsTyped(previous: string, next: string, caret: number, inputType = ''): { text: string; caret: number; value: string } {
  const plain = (text: string) => text.replace(/[\s,₹]/g, '');
  let digits = plain(next);
  if (!/^\d*$/.test(digits)) return { text: next, caret, value: next };
  let before = next.slice(0, caret).replace(/\D/g, '').length;
  const deleting = inputType ? inputType.startsWith('delete') : next.length < previous.length;
  if (deleting && next.length < previous.length && digits === plain(previous)) {
    // Only grouping was deleted: the digit beside it goes.
    if (inputType === 'deleteContentForward') digits = digits.slice(0, before) + digits.slice(before + 1);
    else if (before > 0) {
      digits = digits.slice(0, before - 1) + digits.slice(before);
      before -= 1;
    }
  } else if (!deleting) {
    const zeros = /^0+(?=\d)/.exec(digits)?.[0].length ?? 0;
    digits = digits.slice(zeros);
    before = Math.max(0, before - zeros);
  }
  const text = groupDigits(digits);
  let at = 0;
  for (let seen = 0; seen < before && at < text.length; at++) if (text[at] !== ',') seen++;
  return { text, caret: at, value: digits };
}

/** Hindi in Devanagari words with Latin digits (`nu-latn`, so no browser switches to Devanagari digits). */
const LOCALES: Record<Language, string> = { en: 'en-IN', hi: 'hi-IN-u-nu-latn' };

type Shape = 'date' | 'dateTime' | 'time' | 'weekdayDate';
const formats = new Map<string, Intl.DateTimeFormat>();

function dateFormat(shape: Shape, timeZone: 'UTC' | typeof INDIA_TIME_ZONE, language: Language): Intl.DateTimeFormat {
  const key = `${shape}|${timeZone}|${language}`;
  let format = formats.get(key);
  if (!format) {
    const month = language === 'hi' ? 'long' : 'short';
    const options: Intl.DateTimeFormatOptions =
      shape === 'date' ? { day: 'numeric', month, year: 'numeric' }
      // Hindi says the part of the day ("शाम 4:02 बजे"): without it ICU puts a Latin "pm" before "बजे".
      : shape === 'dateTime' ? { day: 'numeric', month, hour: 'numeric', minute: '2-digit', ...(language === 'hi' ? { dayPeriod: 'short' as const } : {}) }
      : shape === 'time' ? { hour: 'numeric', minute: '2-digit', ...(language === 'hi' ? { dayPeriod: 'short' as const } : {}) }
      : { weekday: 'short', day: 'numeric', month };
    format = new Intl.DateTimeFormat(LOCALES[language], { ...options, timeZone });
    formats.set(key, format);
  }
  return format;
}

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A YYYY-MM-DD calendar date as a Date at midnight UTC; null when it is not a real date (2026-02-30). */
function calendarDay(value: string): Date | null {
  const match = CALENDAR_DATE.exec(value);
  if (!match) return null;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d ? date : null;
}

/**
 * "2026-11-22" → "22 Nov 2026" / "22 नवंबर 2026" (a calendar date: no time zone shift); an ISO timestamp is shown
 * as the date in India. Unreadable input comes back as written; empty as ''.
 */
export function formatDate(value: string | null | undefined, language: Language = activeLanguage()): string {
  if (!value) return '';
  if (CALENDAR_DATE.test(value)) {
    const day = calendarDay(value);
    return day ? dateFormat('date', 'UTC', language).format(day) : value;
  }
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : dateFormat('date', INDIA_TIME_ZONE, language).format(date);
}

/** An instant as the day and time in India: "25 Nov, 10:02 am" / "25 नवंबर को सुबह 10:02 बजे". */
export function formatDateTime(iso: string, language: Language = activeLanguage()): string {
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? iso : dateFormat('dateTime', INDIA_TIME_ZONE, language).format(at);
}

/**
 * An instant as the time in India: "3:30 pm" / "दोपहर 3:30 बजे" (the part of the day in words, as formatDateTime;
 * ICU leaves "बजे" out of a time alone in some versions, so it is added when missing). Unreadable input as written.
 */
export function formatTime(value: string | Date, language: Language = activeLanguage()): string {
  const at = new Date(value);
  if (Number.isNaN(at.getTime())) return String(value);
  const time = dateFormat('time', INDIA_TIME_ZONE, language).format(at);
  return language === 'hi' && !time.endsWith('बजे') ? `${time} बजे` : time;
}

/** "2026-11-25" → "Wed, 25 Nov" / "बुध, 25 नवंबर" (a calendar date). Unreadable input as written. */
export function formatWeekdayDate(value: string, language: Language = activeLanguage()): string {
  const day = calendarDay(value);
  return day ? dateFormat('weekdayDate', 'UTC', language).format(day) : value;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** "2026-11-24" → "24/11/2026" (day first, as India writes it; both languages); '' for no or an unreadable date. */
export function formatDateNumeric(value: string | null | undefined): string {
  const day = value ? calendarDay(value) : null;
  return day ? `${pad(day.getUTCDate())}/${pad(day.getUTCMonth() + 1)}/${day.getUTCFullYear()}` : '';
}

/**
 * A typed date, day first, as YYYY-MM-DD: "24/11/2026", "24-11-2026", "24.11.2026", "24 11 2026", "24112026",
 * "4/1/2027"; an ISO date ("2026-11-24") as it is. '' for nothing typed; null when it is not a real date
 * (31/02/2027), has no four-digit year (so "24/11/20", typed on the way to 2026, is not taken for 2020), or is
 * not a date at all. Never month first.
 */
export function parseDateText(text: string): string | null {
  const value = text.trim();
  if (!value) return '';
  let day: number;
  let month: number;
  let year: number;
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(value);
  const dayFirst = /^(\d{1,2})\s*[/.\-\s]\s*(\d{1,2})\s*[/.\-\s]\s*(\d{4})$/.exec(value);
  const digits = /^(\d{2})(\d{2})(\d{4})$/.exec(value);
  if (iso) [year, month, day] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else if (dayFirst) [day, month, year] = [Number(dayFirst[1]), Number(dayFirst[2]), Number(dayFirst[3])];
  else if (digits) [day, month, year] = [Number(digits[1]), Number(digits[2]), Number(digits[3])];
  else return null;
  const candidate = `${year}-${pad(month)}-${pad(day)}`;
  return calendarDay(candidate) ? candidate : null;
}

/**
 * What a date field shows while the person types digits: the slashes come by themselves ("24" → "24/",
 * "24/11" → "24/11/"), so a phone's number pad (which has no "/") is enough. A separator typed right after a
 * slash that came by itself ("/", "-", ".", a space: the person writes 24/11/2026 or 24-11-2026 key by key) is
 * that slash, not a second one. Only when something was added at the end; deleting is left alone.
 */
export function slashAsTyped(previous: string, next: string): string {
  if (next.length <= previous.length || !next.startsWith(previous)) return next;
  if (previous.endsWith('/') && /^[/.\-\s]$/.test(next.slice(previous.length))) return previous;
  return /^\d{2}$|^\d{1,2}\/\d{2}$/.test(next) ? `${next}/` : next;
}
