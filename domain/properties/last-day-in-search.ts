import { indiaDate, startOfIndiaDay } from '../shared/india-date.js';

/**
 * The day to name in "shows in search until {day}" for a listing whose window ends at `listedUntil` (it is in
 * search while now < listedUntil, Property.isStale): the last India calendar day it is in search from start to
 * end, YYYY-MM-DD. That is the day before the India day on which the window ends, whatever the hour: a window
 * ending on 20 Dec at 01:00 India time (2026-12-19T19:30Z) is "until 19 Dec", as is one ending at 00:00 or at
 * 23:00 that day. An owner who acts on the named day or before is always in time; the price is up to a day named
 * early. Pure and import-light: the server's texts and pages (application/shared/day-in.ts) and the public site
 * (through the contract's rules.ts) name the same day. docs/reach.md, "Owner reconfirmation in one tap".
 */
export function lastDayInSearch(listedUntil: Date): string {
  return indiaDate(new Date(startOfIndiaDay(listedUntil).getTime() - 1));
}
