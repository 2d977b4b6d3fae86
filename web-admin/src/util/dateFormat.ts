/** Props for react-admin's DateField: Indian date format with time, e.g. "5 Jan 2025, 3:30 pm". */
export const DATE_TIME = {
  showTime: true,
  locales: 'en-IN',
  options: { dateStyle: 'medium', timeStyle: 'short' },
} as const satisfies { showTime: boolean; locales: string; options: Intl.DateTimeFormatOptions };

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
