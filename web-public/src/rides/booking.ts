/**
 * Booking a rider-assisted visit: which days and 1-hour windows the picker offers at a given moment, in India
 * time, with the server's rules (docs/api.md "Riders, rides and people"): windows start on the hour from 9:00 to
 * 18:00, at least 3 hours ahead, at most 14 days ahead; the server's refusals as the modal shows them. (Who may
 * book is a role rule: auth/roles.ts `visitBookingDecision`.) Pure (no React, no DOM), tested in booking.test.ts.
 */

import { SLOT_RULES as SERVER_SLOT_RULES } from '../../../adapters/http/contract/rules';
import { formatWeekdayDate } from '../i18n/format';

/** The server's slot rules (one source: domain/rides/slot-rules.ts, through the shared contract); the picker shows `daysAhead` days, today first. */
export const SLOT_RULES = {
  firstHour: SERVER_SLOT_RULES.firstHour,
  lastHour: SERVER_SLOT_RULES.lastHour,
  minLeadHours: SERVER_SLOT_RULES.minLeadHours,
  daysAhead: SERVER_SLOT_RULES.maxAheadDays,
} as const;

/** India Standard Time is UTC+05:30 all year (no daylight saving). */
const IST_OFFSET_MS = 330 * 60_000;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

const pad = (n: number) => String(n).padStart(2, '0');

/** The calendar date in India (YYYY-MM-DD) at instant `at`. */
export function indiaDate(at: Date): string {
  return new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** `date` plus `days` calendar days. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The instant a window starts: `hour`:00 India time on `date`. */
export function windowStart(date: string, hour: number): Date {
  return new Date(Date.parse(`${date}T${pad(hour)}:00:00Z`) - IST_OFFSET_MS);
}

/** 10 → "10:00" (the API's `slot_start`). */
export const slotStartValue = (hour: number) => `${pad(hour)}:00`;

/** 10 → "10:00-11:00" (the API's `slot_window`). */
export const windowLabel = (hour: number) => `${pad(hour)}:00-${pad(hour + 1)}:00`;

/** "10:00" (or "10") → 10; anything else → null. */
export function hourOf(slotStart: string): number | null {
  const match = /^(\d{1,2})(?::00)?$/.exec(slotStart.trim());
  return match ? Number(match[1]) : null;
}

export type WindowState = 'open' | 'too-soon' | 'too-far';

export interface SlotWindow {
  hour: number;
  /** "HH:00", sent as `slot_start`. */
  start: string;
  /** "10:00-11:00". */
  label: string;
  state: WindowState;
}

export interface SlotDay {
  /** YYYY-MM-DD (India), sent as `slot_date`. */
  date: string;
  windows: SlotWindow[];
  /** At least one window can be booked. */
  open: boolean;
}

/** Whether a window starting at `start` can be booked at `now`. */
export function windowState(start: Date, now: Date): WindowState {
  if (start.getTime() < now.getTime() + SLOT_RULES.minLeadHours * HOUR_MS) return 'too-soon';
  if (start.getTime() > now.getTime() + SLOT_RULES.daysAhead * DAY_MS) return 'too-far';
  return 'open';
}

/** The picker's days: today in India and the 13 after it, each with its ten windows and whether each is open. */
export function slotDays(now: Date): SlotDay[] {
  const today = indiaDate(now);
  return Array.from({ length: SLOT_RULES.daysAhead }, (_, i) => {
    const date = addDays(today, i);
    const windows: SlotWindow[] = [];
    for (let hour = SLOT_RULES.firstHour; hour <= SLOT_RULES.lastHour; hour += 1) {
      windows.push({ hour, start: slotStartValue(hour), label: windowLabel(hour), state: windowState(windowStart(date, hour), now) });
    }
    return { date, windows, open: windows.some((w) => w.state === 'open') };
  });
}

/** The first day with an open window (the picker's starting choice), or null. */
export function firstOpenDay(days: SlotDay[]): string | null {
  return days.find((day) => day.open)?.date ?? null;
}

/** Whether `date` + `start` is still a window the picker offers at `now` (a choice made a while ago may have closed). */
export function isOpenChoice(date: string, start: string, now: Date): boolean {
  const hour = hourOf(start);
  if (hour === null || hour < SLOT_RULES.firstHour || hour > SLOT_RULES.lastHour) return false;
  const day = slotDays(now).find((d) => d.date === date);
  return day?.windows.find((w) => w.hour === hour)?.state === 'open';
}

/** "2026-11-25" → "Wed, 25 Nov" / "बुध, 25 नवंबर" (a calendar date: no time zone shift; i18n/format.ts). */
export function formatSlotDay(date: string): string {
  return formatWeekdayDate(date);
}

/** "Wed, 25 Nov · 10:00-11:00". */
export function formatSlot(date: string, window: string): string {
  return `${formatSlotDay(date)} · ${window}`;
}

export interface BookingFailure {
  /** Under the picker: the server's `slot_date` / `slot_start` messages (too soon, too far, outside 9-19). */
  slot_date?: string;
  slot_start?: string;
  note?: string;
  /** In the modal, above the button: a 409 (already booked, not live) or a 404 (the listing is gone). */
  alert?: string;
  /** The 409 "You already have a visit booked for this home…": offer a link to the visits. */
  alreadyBooked?: boolean;
}

/**
 * Where the modal shows a refused booking: the API's status, message and field errors (already in the reader's
 * language, api/client.ts) and the message's code.
 */
export function bookingFailure(status: number, message: string, errors: Record<string, string> = {}, code?: string): BookingFailure {
  const fields: BookingFailure = {};
  if (errors.slot_date) fields.slot_date = errors.slot_date;
  if (errors.slot_start) fields.slot_start = errors.slot_start;
  if (errors.note) fields.note = errors.note;
  if (fields.slot_date || fields.slot_start || fields.note) return fields;
  if (status === 409) return { alert: message, alreadyBooked: code === 'OPEN_BOOKING' };
  if (status === 404) return { alert: message };
  return {};
}
