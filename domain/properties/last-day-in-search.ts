import { indiaDate, startOfIndiaDay } from '../shared/india-date.js';

/**
 * The day to name in "shows in search until {day}" for a listing whose window ends at `listedUntil` (it is in
 * search while now < listedUntil, Property.isStale): the last India calendar day it is in search from start to
 * end, YYYY-MM-DD. That is the day before the India day on which the window ends, whatever the hour: a window
 * ending on 20 Dec at 01:00 India time (2026-12-19T19:30Z) is "until 19 Dec", as is one ending at 00:00 or at
 * 23:00 that day. An owner who acts on the named day or before is always in time; the price is up to a day named
 * early. Pure and import-light: the server's texts and pages (application/shared/day-in.ts) and the public site
 * (through the contract's rules.ts) name the same day. docs/contexts/reconfirmation.md.
 */
export function lastDayInSearch(listedUntil: Date): string {
  return indiaDate(new Date(startOfIndiaDay(listedUntil).getTime() - 1));
}

/** A day (YYYY-MM-DD, India's calendar), or the instant a window ends later today. */
export type SearchUntil = { day: string } | { todayUntil: Date };

/**
 * What "shows in search until …" says at `now`: `{ day }`, the last day in search all day (lastDayInSearch), or,
 * on the window's last India day itself before it ends, `{ todayUntil }`, the instant it ends (to be said as
 * "until today, 3:30 pm"). On that day the named day would be yesterday ("until 21 Dec" on 22 Dec while the
 * listing shows until 15:30), and today alone would be too much (acting after 15:30 is too late), so the time is
 * said. One decision for every reader: the `/o/` page, the owner's list on the public site, and the reminder SMS
 * (which has no room for a time: it is not sent on that day). Before the window's last day, and once it has ended,
 * `{ day }`.
 */
export function searchUntil(listedUntil: Date, now: Date): SearchUntil {
  return now.getTime() < listedUntil.getTime() && indiaDate(now) === indiaDate(listedUntil)
    ? { todayUntil: new Date(listedUntil.getTime()) }
    : { day: lastDayInSearch(listedUntil) };
}
