import { describe, expect, it } from 'vitest';
import { lastDayInSearch, searchUntil } from '../../domain/properties/last-day-in-search.js';
import { lastDayInSearchIn, timeIn } from '../../application/shared/day-in.js';

const DAY = 86_400_000;
const IST = 330 * 60 * 1000;
/** The instant India's calendar day `isoDay` ends (midnight after it, India time). */
const endOfIndiaDay = (isoDay: string) => new Date(Date.parse(`${isoDay}T00:00:00Z`) + DAY - IST);

/**
 * "Shows in search until {date}": an owner who acts on the named day must be in time, so the day named is the last
 * one the listing is in search all day (it is in search while now < listed_until).
 */
describe('the day a listing is said to be in search until', () => {
  it('a window ending at 01:00 India time names the day before, when the listing was last in search all day', () => {
    const ends = new Date('2026-12-19T19:30:00Z'); // 20 Dec, 01:00 in India
    expect(lastDayInSearch(ends)).toBe('2026-12-19');
    expect(lastDayInSearchIn('en', ends, { day: 'numeric', month: 'short' })).toBe('19 Dec');
    expect(lastDayInSearchIn('hi', ends, { day: 'numeric', month: 'short', year: 'numeric' })).toBe(
      new Intl.DateTimeFormat('hi-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date('2026-12-19T00:00:00Z')),
    );
  });

  it('a window ending in the afternoon names the day before it too (in search only part of its last day)', () => {
    const ends = new Date('2026-12-22T10:00:00Z'); // 22 Dec, 15:30 in India
    expect(lastDayInSearch(ends)).toBe('2026-12-21');
    expect(lastDayInSearchIn('en', ends, { day: 'numeric', month: 'short', year: 'numeric' })).toBe('21 Dec 2026');
  });

  it('a window ending exactly at midnight in India names the day that just ended', () => {
    expect(lastDayInSearch(new Date('2026-12-19T18:30:00Z'))).toBe('2026-12-19'); // 20 Dec, 00:00 in India
    expect(lastDayInSearch(new Date('2026-12-19T18:30:00.001Z'))).toBe('2026-12-19');
    expect(lastDayInSearch(new Date('2026-12-19T18:29:59.999Z'))).toBe('2026-12-18'); // 19 Dec, 23:59:59.999
  });

  it('for any end, the listing is in search for the whole of the named day and not for the whole of the next', () => {
    for (let end = Date.parse('2026-12-01T00:00:00Z'); end < Date.parse('2026-12-04T00:00:00Z'); end += 7 * 60 * 1000 + 13_000) {
      const named = lastDayInSearch(new Date(end));
      expect(endOfIndiaDay(named).getTime()).toBeLessThanOrEqual(end);
      expect(endOfIndiaDay(named).getTime() + DAY).toBeGreaterThan(end);
    }
  });

  describe('at a given moment (searchUntil): on the window\'s last day, "until today" and the time it ends', () => {
    it('before the window\'s last day, the day before it, whatever the hour it ends (01:00, midnight, afternoon)', () => {
      const onTheDayBefore = new Date('2026-12-19T04:30:00Z'); // 19 Dec, 10:00 in India
      expect(searchUntil(new Date('2026-12-19T19:30:00Z'), onTheDayBefore)).toEqual({ day: '2026-12-19' }); // ends 20 Dec, 01:00
      expect(searchUntil(new Date('2026-12-19T18:30:00Z'), onTheDayBefore)).toEqual({ day: '2026-12-19' }); // ends 20 Dec, 00:00
      expect(searchUntil(new Date('2026-12-22T10:00:00Z'), onTheDayBefore)).toEqual({ day: '2026-12-21' }); // ends 22 Dec, 15:30
      // A minute before its last India day begins, still the day before.
      expect(searchUntil(new Date('2026-12-22T10:00:00Z'), new Date('2026-12-21T18:29:00Z'))).toEqual({ day: '2026-12-21' });
    });

    it('on the window\'s last India day, before it ends: today, until the time it ends (not yesterday)', () => {
      const ends = new Date('2026-12-22T10:00:00Z'); // 22 Dec, 15:30 in India
      for (const now of ['2026-12-21T18:30:00Z', '2026-12-22T04:30:00Z', '2026-12-22T09:59:59.999Z']) {
        expect(searchUntil(ends, new Date(now)), now).toEqual({ todayUntil: ends });
      }
      expect(timeIn('en', ends)).toBe('3:30 pm');
      expect(timeIn('hi', ends)).toBe('दोपहर 3:30 बजे');
      // A window ending at 01:00 is in search on its last day from midnight to 01:00.
      expect(searchUntil(new Date('2026-12-19T19:30:00Z'), new Date('2026-12-19T18:45:00Z'))).toEqual({ todayUntil: new Date('2026-12-19T19:30:00Z') });
    });

    it('once the window has ended, the last day it was in search all day again (readers say "out of search" by then)', () => {
      expect(searchUntil(new Date('2026-12-22T10:00:00Z'), new Date('2026-12-22T10:00:00Z'))).toEqual({ day: '2026-12-21' });
      expect(searchUntil(new Date('2026-12-22T10:00:00Z'), new Date('2026-12-23T04:30:00Z'))).toEqual({ day: '2026-12-21' });
    });
  });
});
