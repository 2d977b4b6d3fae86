/** India Standard Time is UTC+05:30 all year (no daylight saving): a day starts at midnight in Patna. */
const IST_OFFSET_MS = 330 * 60 * 1000;

/** The calendar date (YYYY-MM-DD) in India at `now`. */
export function indiaDate(now: Date): string {
  return new Date(now.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant India's calendar day of `now` began (midnight in India). */
export function startOfIndiaDay(now: Date): Date {
  const DAY_MS = 86_400_000;
  return new Date(Math.floor((now.getTime() + IST_OFFSET_MS) / DAY_MS) * DAY_MS - IST_OFFSET_MS);
}

/** The hour (0-23) in India at `now`. */
export function indiaHour(now: Date): number {
  return new Date(now.getTime() + IST_OFFSET_MS).getUTCHours();
}
