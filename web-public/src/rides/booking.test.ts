import { describe, expect, it } from 'vitest';
import {
  addDays,
  bookingFailure,
  firstOpenDay,
  formatSlot,
  formatSlotDay,
  hourOf,
  indiaDate,
  isOpenChoice,
  slotDays,
  windowStart,
} from './booking';

/** An instant given as India time (UTC+05:30). */
const ist = (local: string) => new Date(`${local}+05:30`);
const open = (day: { windows: { hour: number; state: string }[] }) => day.windows.filter((w) => w.state === 'open').map((w) => w.hour);

describe('India dates and windows', () => {
  it('takes the calendar date in India, not in UTC or the browser', () => {
    expect(indiaDate(new Date('2026-11-24T18:29:00Z'))).toBe('2026-11-24'); // 23:59 IST
    expect(indiaDate(new Date('2026-11-24T18:30:00Z'))).toBe('2026-11-25'); // 00:00 IST
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('starts a window on the hour, India time', () => {
    expect(windowStart('2026-11-25', 10).toISOString()).toBe('2026-11-25T04:30:00.000Z');
    expect(hourOf('09:00')).toBe(9);
    expect(hourOf('9')).toBe(9);
    expect(hourOf('9:30')).toBeNull();
  });
});

describe('slotDays: the windows the picker offers', () => {
  it('shows 14 days, today first, each with the ten windows 9-10 AM … 6-7 PM, said as people here say them', () => {
    const days = slotDays(ist('2026-11-25T06:00:00'));
    expect(days).toHaveLength(14);
    expect(days[0]!.date).toBe('2026-11-25');
    expect(days[13]!.date).toBe('2026-12-08');
    expect(days[0]!.windows.map((w) => w.label)).toEqual([
      '9-10 AM',
      '10-11 AM',
      '11 AM-12 PM',
      '12-1 PM',
      '1-2 PM',
      '2-3 PM',
      '3-4 PM',
      '4-5 PM',
      '5-6 PM',
      '6-7 PM',
    ]);
    expect(days[0]!.windows[0]!.start).toBe('09:00');
  });

  it('closes windows less than 3 hours ahead', () => {
    // 10:15 in Patna: 13:00 is 2 h 45 min away (closed), 14:00 is 3 h 45 min away (open).
    const today = slotDays(ist('2026-11-25T10:15:00'))[0]!;
    expect(open(today)).toEqual([14, 15, 16, 17, 18]);
    expect(today.windows.find((w) => w.hour === 13)!.state).toBe('too-soon');
    // Exactly 3 hours ahead is allowed.
    expect(open(slotDays(ist('2026-11-25T11:00:00'))[0]!)).toEqual([14, 15, 16, 17, 18]);
  });

  it('early in the morning every window of today is open', () => {
    expect(open(slotDays(ist('2026-11-25T05:59:00'))[0]!)).toEqual([9, 10, 11, 12, 13, 14, 15, 16, 17, 18]);
  });

  it('after 15:00 today has nothing left, and tomorrow is the first open day', () => {
    const days = slotDays(ist('2026-11-25T15:01:00'));
    expect(days[0]!.open).toBe(false);
    expect(firstOpenDay(days)).toBe('2026-11-26');
  });

  it('uses India time whatever the instant says in UTC (late evening in India is the next UTC day)', () => {
    // 23:00 IST on the 25th is 17:30 UTC on the 25th; at 01:00 IST on the 26th it is still the 25th in UTC.
    expect(slotDays(ist('2026-11-26T01:00:00'))[0]!.date).toBe('2026-11-26');
    expect(open(slotDays(ist('2026-11-26T01:00:00'))[0]!)).toEqual([9, 10, 11, 12, 13, 14, 15, 16, 17, 18]);
  });

  it('never offers a window more than 14 days ahead', () => {
    const days = slotDays(ist('2026-11-25T12:00:00'));
    expect(days[13]!.windows.every((w) => w.state === 'open')).toBe(true); // 13 days ahead: all within 14 days
    expect(isOpenChoice('2026-12-09', '09:00', ist('2026-11-25T12:00:00'))).toBe(false); // not among the 14 days
  });

  it('checks an earlier choice again (a window closes while the modal is open)', () => {
    expect(isOpenChoice('2026-11-25', '14:00', ist('2026-11-25T10:59:00'))).toBe(true);
    expect(isOpenChoice('2026-11-25', '14:00', ist('2026-11-25T11:01:00'))).toBe(false);
    expect(isOpenChoice('2026-11-25', '19:00', ist('2026-11-25T06:00:00'))).toBe(false);
  });
});

describe('formatting a slot', () => {
  it('writes the day the Indian way', () => {
    expect(formatSlotDay('2026-11-25')).toBe('Wed, 25 Nov');
    expect(formatSlot('2026-11-25', '10:00-11:00')).toBe('Wed, 25 Nov · 10:00-11:00');
  });
});

describe('bookingFailure', () => {
  it('puts slot errors under the picker', () => {
    expect(bookingFailure(400, 'Visits can be booked at least 3 hours ahead.', { slot_start: 'Visits can be booked at least 3 hours ahead.' })).toEqual({
      slot_start: 'Visits can be booked at least 3 hours ahead.',
    });
    expect(bookingFailure(400, 'x', { slot_date: 'Visits can be booked up to 14 days ahead.' })).toEqual({ slot_date: 'Visits can be booked up to 14 days ahead.' });
  });

  it('shows a 409 in the modal, and knows the already-booked one', () => {
    const booked = 'You already have a visit booked for this home. Cancel it first to pick another time.';
    expect(bookingFailure(409, booked, {}, 'OPEN_BOOKING')).toEqual({ alert: booked, alreadyBooked: true });
    expect(bookingFailure(409, 'Visits can be booked for live listings only.', {}, 'NOT_LIVE')).toEqual({ alert: 'Visits can be booked for live listings only.', alreadyBooked: false });
    expect(bookingFailure(500, 'Something went wrong')).toEqual({});
  });
});
