/**
 * Booking a rider-assisted visit: which days and 1-hour windows the picker offers at a given moment, in India
 * time, by the server's own slot rule (the contract's slotState, docs/contexts/rides.md: windows from 9:00 to 18:00,
 * at least SLOT_RULES.minLeadHours ahead, at most SLOT_RULES.maxAheadDays days ahead); the server's refusals as the
 * modal shows them. (Who may book is a role rule: auth/roles.ts `visitBookingDecision`.) Pure (no React, no DOM),
 * tested in booking.test.ts.
 */

import {
  SLOT_HOURS,
  SLOT_RULES,
  addDays,
  indiaDate,
  indiaTime,
  slotHourOf,
  slotStartLabel,
  slotState,
  slotWindowText,
  type SlotState,
} from '../../../adapters/http/contract/rules';
import { formatWeekdayDate } from '../i18n/format';

/** India time and the slot rules are the shared contract's (the server checks a booking with the same functions). */
export { addDays, indiaDate };

/** The instant a window starts: `hour`:00 India time on `date`. */
export const windowStart = indiaTime;

/** "10:00" (or "10") → 10; anything else → null. */
export const hourOf = slotHourOf;

/** Whether a window of the picker can be booked (its hour is always a window's). */
export type WindowState = Exclude<SlotState, 'hours'>;

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

/** The picker's days: today in India and the 13 after it, each with its ten windows and whether each is open. */
export function slotDays(now: Date): SlotDay[] {
  const today = indiaDate(now);
  return Array.from({ length: SLOT_RULES.maxAheadDays }, (_, i) => {
    const date = addDays(today, i);
    const windows: SlotWindow[] = SLOT_HOURS.map((hour) => ({
      hour,
      start: slotStartLabel(hour),
      label: slotWindowText(hour),
      state: slotState(date, hour, now) as WindowState,
    }));
    return { date, windows, open: windows.some((w) => w.state === 'open') };
  });
}

/** The first day with an open window (the picker's starting choice), or null. */
export function firstOpenDay(days: SlotDay[]): string | null {
  return days.find((day) => day.open)?.date ?? null;
}

/** Whether `date` + `start` is still a window the picker offers at `now` (a choice made a while ago may have closed). */
export function isOpenChoice(date: string, start: string, now: Date): boolean {
  const hour = slotHourOf(start);
  return hour !== null && slotDays(now).some((day) => day.date === date) && slotState(date, hour, now) === 'open';
}

/** "2026-11-25" → "Wed, 25 Nov" / "बुध, 25 नवंबर" (a calendar date: no time zone shift; i18n/format.ts). */
export function formatSlotDay(date: string): string {
  return formatWeekdayDate(date);
}

/** "Wed, 25 Nov · 10-11 AM". */
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
