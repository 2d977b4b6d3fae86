/** India Standard Time is UTC+05:30 all year (no daylight saving): a day starts at midnight in Patna. */
const IST_OFFSET_MS = 330 * 60 * 1000;

/** The calendar date (YYYY-MM-DD) in India at `now`. */
export function indiaDate(now: Date): string {
  return new Date(now.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}
