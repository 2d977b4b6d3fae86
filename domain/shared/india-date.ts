/**
 * India time, the product's one time zone: India Standard Time is UTC+05:30 all year (no daylight saving), so a day
 * starts at midnight in Patna. The only place the offset is written; the server, the console and the public site
 * read India's dates and hours through these functions (the site and the console through the shared contract).
 * Pure and import-free.
 */
const IST_OFFSET_MS = 330 * 60 * 1000;

/** India's time zone by its IANA name, for Intl date formats and schedules read in India time. */
export const INDIA_TIME_ZONE = 'Asia/Kolkata';
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** The calendar date (YYYY-MM-DD) in India at `now`. */
export function indiaDate(now: Date): string {
  return new Date(now.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant India's calendar day of `now` began (midnight in India). */
export function startOfIndiaDay(now: Date): Date {
  return new Date(Math.floor((now.getTime() + IST_OFFSET_MS) / DAY_MS) * DAY_MS - IST_OFFSET_MS);
}

/** The hour (0-23) in India at `now`. */
export function indiaHour(now: Date): number {
  return new Date(now.getTime() + IST_OFFSET_MS).getUTCHours();
}

/** The instant it is `hour`:00 in India on `date` (YYYY-MM-DD). */
export function indiaTime(date: string, hour: number): Date {
  return new Date(Date.parse(`${date}T00:00:00Z`) + hour * HOUR_MS - IST_OFFSET_MS);
}

/** The calendar date (YYYY-MM-DD) `days` days after `date` (before it when negative). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}
