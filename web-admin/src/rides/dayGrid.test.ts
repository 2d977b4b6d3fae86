import { describe, expect, it } from 'vitest';
import { buildDayGrid, DAY_HOURS, hourHeading } from './dayGrid';
import type { Ride } from './types';

const ride = (id: string, window: string, rider: Ride['rider'], date = '2026-11-25') =>
  ({ id, slot_date: date, slot_window: window, rider, status: rider ? 'ASSIGNED' : 'REQUESTED' }) as Ride;

describe('buildDayGrid', () => {
  const sunil = { id: 'r-1', first_name: 'Sunil', last_name: 'Yadav' };
  const amit = { id: 'r-2', first_name: 'Amit', last_name: 'Singh' };

  it('puts each visit in its rider row and hour column, unassigned ones on top', () => {
    const rows = buildDayGrid(
      '2026-11-25',
      [ride('a', '10:00-11:00', sunil), ride('b', '18:00-19:00', sunil), ride('c', '10:00-11:00', null), ride('d', '09:00-10:00', amit)],
      [amit, sunil, { id: 'r-3', first_name: 'Zoya' }],
    );
    expect(rows.map((r) => [r.label, r.count])).toEqual([
      ['Unassigned', 1],
      ['Sunil Yadav', 2],
      ['Amit Singh', 1],
      ['Zoya', 0],
    ]);
    expect(rows[1].cells[10].map((r) => r.id)).toEqual(['a']);
    expect(rows[1].cells[18].map((r) => r.id)).toEqual(['b']);
    expect(rows[0].cells[10].map((r) => r.id)).toEqual(['c']);
    expect(rows[0].riderId).toBeNull();
  });

  it('adds a rider found only on a visit and leaves out other days and hours', () => {
    const rows = buildDayGrid('2026-11-25', [ride('a', '11:00-12:00', sunil), ride('x', '11:00-12:00', amit, '2026-11-26'), ride('y', '19:00-20:00', amit)], []);
    expect(rows.map((r) => r.key)).toEqual(['r-1']);
  });

  it('has no unassigned row when every visit has a rider', () => {
    expect(buildDayGrid('2026-11-25', [], [sunil]).map((r) => r.key)).toEqual(['r-1']);
  });
});

describe('hours', () => {
  it('covers the visiting day 9 to 19 in one-hour slots', () => {
    expect(DAY_HOURS).toEqual([9, 10, 11, 12, 13, 14, 15, 16, 17, 18]);
    expect(DAY_HOURS.map(hourHeading)).toEqual(['9 AM', '10 AM', '11 AM', '12 PM', '1 PM', '2 PM', '3 PM', '4 PM', '5 PM', '6 PM']);
  });
});
