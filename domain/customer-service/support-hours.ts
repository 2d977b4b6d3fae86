import { addDays, indiaDate } from '../shared/india-date.js';

/**
 * The support line's hours (specification, section 9): 9:30 AM to 6:30 PM India time, Monday to Friday.
 * Minutes after India's midnight; days as JavaScript numbers them (0 Sunday ... 6 Saturday).
 */
export const SUPPORT_HOURS = { opensAt: 9 * 60 + 30, closesAt: 18 * 60 + 30, days: [1, 2, 3, 4, 5] } as const;

const IST_OFFSET_MS = 330 * 60_000;
const MINUTE_MS = 60_000;

/** Whether support answers now; when closed, when it next opens and on which day relative to today. */
export type SupportStatus =
  | { open: true; closesAt: Date }
  | { open: false; opensAt: Date; /** 0: later today, 1: tomorrow, more: that many days on */ inDays: number; /** 0 Sunday ... 6 Saturday (India) */ weekday: number };

/** The instant `minutes` after midnight in India on `date` (YYYY-MM-DD). */
function indiaMinute(date: string, minutes: number): Date {
  return new Date(Date.parse(`${date}T00:00:00Z`) - IST_OFFSET_MS + minutes * MINUTE_MS);
}

const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();
const isSupportDay = (date: string) => (SUPPORT_HOURS.days as readonly number[]).includes(weekdayOf(date));

/** The support line's state at `now` (pure: the caller's Clock gives `now`). */
export function supportStatusAt(now: Date): SupportStatus {
  const today = indiaDate(now);
  const minute = Math.floor((now.getTime() - indiaMinute(today, 0).getTime()) / MINUTE_MS);
  if (isSupportDay(today) && minute >= SUPPORT_HOURS.opensAt && minute < SUPPORT_HOURS.closesAt) {
    return { open: true, closesAt: indiaMinute(today, SUPPORT_HOURS.closesAt) };
  }
  let inDays = isSupportDay(today) && minute < SUPPORT_HOURS.opensAt ? 0 : 1;
  while (!isSupportDay(addDays(today, inDays))) inDays += 1;
  const day = addDays(today, inDays);
  return { open: false, opensAt: indiaMinute(day, SUPPORT_HOURS.opensAt), inDays, weekday: weekdayOf(day) };
}
