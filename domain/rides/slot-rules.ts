/**
 * The visit slot rules, written once for the server (RideSlot), the public site's slot picker and the console's
 * check-visit dialog (both through the shared contract): 1-hour windows starting on the hour from 9:00 to 18:00
 * India time, at least `minLeadHours` ahead, at most `maxAheadDays` days ahead. Pure, no messages (the site's
 * bundle takes it whole).
 */
import { indiaTime } from '../shared/india-date.js';

export const SLOT_RULES = {
  /** First and last start hour (India time): windows 9-10 ... 18-19. */
  firstHour: 9,
  lastHour: 18,
  minLeadHours: 3,
  maxAheadDays: 14,
} as const;

const HOUR_MS = 3_600_000;

/** Whether a window can be booked, and if not, which rule it breaks. */
export type SlotState = 'open' | 'hours' | 'too-soon' | 'too-far';

/** Whether a visit may start at this hour (India time). */
export function isSlotHour(hour: number): boolean {
  return Number.isInteger(hour) && hour >= SLOT_RULES.firstHour && hour <= SLOT_RULES.lastHour;
}

/**
 * Whether the window starting at `hour`:00 India time on `date` (YYYY-MM-DD) can be booked at `now`: 'hours' when
 * the hour is not a window's start (9-18), 'too-soon' when it starts less than `minLeadHours` from now, 'too-far'
 * when more than `maxAheadDays` days from now, else 'open'.
 */
export function slotState(date: string, hour: number, now: Date): SlotState {
  if (!isSlotHour(hour)) return 'hours';
  const startsAt = indiaTime(date, hour).getTime();
  if (startsAt < now.getTime() + SLOT_RULES.minLeadHours * HOUR_MS) return 'too-soon';
  if (startsAt > now.getTime() + SLOT_RULES.maxAheadDays * 24 * HOUR_MS) return 'too-far';
  return 'open';
}

/** The windows' start hours, in order: 9 … 18. */
export const SLOT_HOURS: readonly number[] = Array.from({ length: SLOT_RULES.lastHour - SLOT_RULES.firstHour + 1 }, (_, i) => SLOT_RULES.firstHour + i);

const pad = (hour: number) => String(hour).padStart(2, '0');

/** 10 → "10:00" (a window's start on the wire, `slot_start`). */
export const slotStartLabel = (hour: number): string => `${pad(hour)}:00`;

/** 10 → "10:00-11:00" (a window on the wire, `slot_window`). */
export const slotWindowLabel = (hour: number): string => `${pad(hour)}:00-${pad(hour + 1)}:00`;

/** 13 → "1 PM"; 12 → "12 PM"; 9 → "9 AM". */
const clockHour = (hour: number) => `${hour % 12 === 0 ? 12 : hour % 12} ${hour < 12 || hour === 24 ? 'AM' : 'PM'}`;

/**
 * A window as people here say it (pages, not the wire): 9 → "9-10 AM", 11 → "11 AM-12 PM", 12 → "12-1 PM",
 * 18 → "6-7 PM". One AM/PM when both hours share it.
 */
export function slotWindowText(hour: number): string {
  const [from, to] = [clockHour(hour), clockHour(hour + 1)];
  return from.slice(-2) === to.slice(-2) ? `${from.slice(0, -3)}-${to}` : `${from}-${to}`;
}

/** "10:00" or "10" → 10; anything else → null (not checked against the windows). */
export function slotHourOf(start: string): number | null {
  const match = /^(\d{1,2})(?::00)?$/.exec(start.trim());
  return match ? Number(match[1]) : null;
}
