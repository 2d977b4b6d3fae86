import { ValidationError } from '../shared/domain-error.js';
import { checkIsoDate } from '../shared/iso-date.js';
import { english } from '../shared/catalogue/index.js';
import { indiaDate, indiaHour, indiaTime } from '../shared/india-date.js';
import { isSlotHour, SLOT_RULES, slotHourOf, slotState, slotWindowLabel } from './slot-rules.js';

const HOUR_MS = 3_600_000;

export { SLOT_RULES, isSlotHour };

export const SlotMessages = {
  date: english('SLOT_DATE'),
  window: english('SLOT_WINDOW'),
  tooSoon: english('SLOT_TOO_SOON', { hours: SLOT_RULES.minLeadHours }),
  tooFar: english('SLOT_TOO_FAR', { days: SLOT_RULES.maxAheadDays }),
} as const;

/**
 * A visit slot: one whole hour between 9:00 and 19:00 India time. Slots start on the hour, so two slots
 * overlap exactly when they start at the same instant; the database's unique index on (rider, slot start)
 * is therefore a true no-overlap rule, not an approximation.
 */
export class RideSlot {
  /** Every slot lasts one hour. */
  static readonly LENGTH_MS = HOUR_MS;

  private constructor(
    readonly startsAt: Date,
    readonly endsAt: Date,
  ) {}

  /** `date` YYYY-MM-DD and `start` "HH:00" (or the hour as a number), checked against `now`. */
  static book(date: unknown, start: unknown, now: Date): RideSlot {
    return RideSlot.bookAt(typeof date === 'string' ? date : '', parseSlotHour(start) ?? Number.NaN, now);
  }

  /** The slot of a day (YYYY-MM-DD) and start hour (9-18 India time), checked against `now` by the one slot rule. */
  static bookAt(day: string, hour: number, now: Date): RideSlot {
    if (checkIsoDate(day, true) !== null) throw ValidationError.field('slot_date', SlotMessages.date);
    const state = slotState(day, hour, now);
    if (state === 'hours') throw ValidationError.field('slot_start', SlotMessages.window);
    if (state === 'too-soon') throw ValidationError.field('slot_start', SlotMessages.tooSoon);
    if (state === 'too-far') throw ValidationError.field('slot_date', SlotMessages.tooFar);
    return RideSlot.at(day, hour);
  }

  /** The slot of a day and start hour, India time (no checks against the clock). */
  static at(date: string, hour: number): RideSlot {
    const startsAt = indiaTime(date, hour);
    return new RideSlot(startsAt, new Date(startsAt.getTime() + HOUR_MS));
  }

  static fromStart(startsAt: Date): RideSlot {
    return new RideSlot(startsAt, new Date(startsAt.getTime() + HOUR_MS));
  }

  /** YYYY-MM-DD in India. */
  get date(): string {
    return indiaDate(this.startsAt);
  }

  /** Start hour in India (9-18). */
  get hour(): number {
    return indiaHour(this.startsAt);
  }

  /** "10:00-11:00". */
  get window(): string {
    return slotWindowLabel(this.hour);
  }
}

/** `slot_start` as the hour it names: "HH:00", "H", or the hour as a number; null when it names none. */
export function parseSlotHour(value: unknown): number | null {
  if (typeof value === 'number') return Number.isInteger(value) ? value : null;
  return typeof value === 'string' ? slotHourOf(value) : null;
}
