import { INDIA_TIME_ZONE } from '../../../adapters/http/contract/rules';

const DATE_TIME_PARTS = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
  timeZone: INDIA_TIME_ZONE,
});

/**
 * The console's one way of writing a moment: India time, "28 Nov 2026, 6:00 PM" (every grid, record page, history
 * line and CSV-free text uses it). '' for a missing or unreadable value.
 */
export function formatDateTime(value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  const date = value instanceof Date ? value : new Date(typeof value === 'number' ? value : String(value));
  if (Number.isNaN(date.getTime())) return '';
  const part = (type: Intl.DateTimeFormatPartTypes) => DATE_TIME_PARTS.formatToParts(date).find((p) => p.type === type)?.value ?? '';
  return `${part('day')} ${part('month')} ${part('year')}, ${part('hour')}:${part('minute')} ${part('dayPeriod').toUpperCase()}`;
}

/** The date part of formatDateTime ("28 Nov 2026", India time). */
export function formatDateOnly(value: unknown): string {
  const full = formatDateTime(value);
  return full.slice(0, full.indexOf(',') === -1 ? undefined : full.indexOf(','));
}

const CALENDAR_DATE = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar date of the API (YYYY-MM-DD) as "5 Jan 2025"; '' when missing, the text as it came when it is not such a date. */
export function formatCalendarDate(value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  const text = String(value);
  const match = ISO_DATE.exec(text);
  if (!match) return text;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return Number.isNaN(date.getTime()) ? text : CALENDAR_DATE.format(date);
}
