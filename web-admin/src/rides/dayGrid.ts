/**
 * The day view (/admin/rides/day?date=): riders as rows, the visiting day's hours (9 to 18, each a one-hour slot,
 * India time) as columns, each cell holding that rider's visits of the hour. Visits nobody took yet get their own
 * row at the top.
 */
import { fullName } from '../util/format';
import type { Person } from '../../../adapters/http/contract/wire/users';
import { rideSlotParts } from './rideFormat';
import type { Ride } from './types';

/** Start hours of the slots: 9:00 … 18:00 (the last one ends at 19:00). */
export const DAY_HOURS: readonly number[] = Array.from({ length: 10 }, (_, i) => 9 + i);

/** A rider of the day's grid: the console's rider records (the contract's Person), as far as the grid reads them. */
export type DayRider = Pick<Person, 'id'> & Partial<Pick<Person, 'first_name' | 'last_name'>>;

export interface DayRow {
  /** Rider id, or `unassigned`. */
  key: string;
  label: string;
  riderId: string | null;
  /** Visits by start hour. */
  cells: Record<number, Ride[]>;
  count: number;
}

export const UNASSIGNED_ROW = 'unassigned';

const emptyCells = (): Record<number, Ride[]> => Object.fromEntries(DAY_HOURS.map((h) => [h, [] as Ride[]]));

/**
 * Rows for one day: an "Unassigned" row when some visit has no rider, then one row per rider (the riders given,
 * plus any rider found only on a visit), busiest first, then by name. Visits of another day or outside the hours
 * are left out.
 */
export function buildDayGrid(date: string, rides: readonly Ride[], riders: readonly DayRider[]): DayRow[] {
  const rows = new Map<string, DayRow>();
  const rowFor = (key: string, label: string, riderId: string | null) => {
    let row = rows.get(key);
    if (!row) {
      row = { key, label, riderId, cells: emptyCells(), count: 0 };
      rows.set(key, row);
    }
    return row;
  };
  for (const rider of riders) rowFor(String(rider.id), fullName(rider.first_name, rider.last_name) || `#${rider.id}`, String(rider.id));
  for (const ride of rides) {
    const slot = rideSlotParts(ride);
    if (!slot || slot.date !== date || !DAY_HOURS.includes(slot.startHour)) continue;
    const row = ride.rider
      ? rowFor(String(ride.rider.id), fullName(ride.rider.first_name, ride.rider.last_name) || `#${ride.rider.id}`, String(ride.rider.id))
      : rowFor(UNASSIGNED_ROW, 'Unassigned', null);
    row.cells[slot.startHour].push(ride);
    row.count += 1;
  }
  const unassigned = rows.get(UNASSIGNED_ROW);
  rows.delete(UNASSIGNED_ROW);
  const riderRows = [...rows.values()].sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
  return unassigned ? [unassigned, ...riderRows] : riderRows;
}

/** "9 AM" … "6 PM": a column heading. */
export function hourHeading(hour: number): string {
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return `${twelve} ${hour < 12 ? 'AM' : 'PM'}`;
}
