/**
 * How a ride reads in the console. Slots are India time whatever the browser's time zone: a slot is one whole hour
 * between 9:00 and 19:00 IST, sent as `slot_date` + `slot_window` (and as UTC instants).
 */
import { ISO_DATE_PATTERN as ISO_DATE, addDays, indiaDate, indiaHour, slotHourOf, slotStartLabel, slotWindowLabel, slotWindowText, variantFor } from '../../../adapters/http/contract/rules';
import { localityCity } from '../properties/propertyFormat';
import { formatCalendarDate, formatDateTime } from '../util/dateFormat';
import { fullName } from '../util/format';
import { rideHistoryActionLabel, rideStatusLabel } from './rideStatus';
import type { Ride, RideHistoryEvent, RidePerson, RidePhoto } from './types';

const WINDOW = /^(\d{2}):00-(\d{2}):00$/;
const WEEKDAY = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

const asInstant = (value: unknown): Date | null => {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value !== 'string' || value === '') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** The calendar date (YYYY-MM-DD) in India of an instant; '' when it is not one. */
export function indiaDateOf(instant: unknown): string {
  const date = asInstant(instant);
  return date ? indiaDate(date) : '';
}

/** The hour (0-23) in India of an instant; null when it is not one. */
export function indiaHourOf(instant: unknown): number | null {
  const date = asInstant(instant);
  return date ? indiaHour(date) : null;
}

/** Today in India (the day view's default). */
export const todayInIndia = (now: Date = new Date()): string => indiaDateOf(now);

/** A YYYY-MM-DD date moved by `days` days. */
export function shiftDate(date: string, days: number): string {
  return ISO_DATE.test(date) ? addDays(date, days) : date;
}

export const isIsoDate = (value: unknown): value is string =>
  typeof value === 'string' && ISO_DATE.test(value) && new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;

/** 9 → "09:00". */
export const hh = slotStartLabel;

export interface SlotParts {
  /** YYYY-MM-DD, India. */
  date: string;
  /** 9-18. */
  startHour: number;
  /** "10:00-11:00". */
  window: string;
}

/** The slot's India date, start hour and window: from `slot_date` + `slot_window` when sent, else from `slot_start_at`. */
export function rideSlotParts(ride: Partial<Pick<Ride, 'slot_date' | 'slot_window' | 'slot_start' | 'slot_start_at'>> | null | undefined): SlotParts | null {
  if (!ride) return null;
  const match = typeof ride.slot_window === 'string' ? WINDOW.exec(ride.slot_window) : null;
  if (isIsoDate(ride.slot_date) && match) return { date: ride.slot_date, startHour: Number(match[1]), window: ride.slot_window! };
  const startMatch = typeof ride.slot_start === 'string' ? /^(\d{1,2}):00$/.exec(ride.slot_start) : null;
  if (isIsoDate(ride.slot_date) && startMatch) {
    const h = Number(startMatch[1]);
    return { date: ride.slot_date, startHour: h, window: slotWindowLabel(h) };
  }
  const hour = indiaHourOf(ride.slot_start_at);
  if (hour === null) return null;
  return { date: indiaDateOf(ride.slot_start_at), startHour: hour, window: slotWindowLabel(hour) };
}

/** "Wed, 25 Nov 2026"; '' for no date. */
export function formatIndiaDay(date: string): string {
  if (!isIsoDate(date)) return formatCalendarDate(date);
  return `${WEEKDAY[new Date(`${date}T00:00:00Z`).getUTCDay()]}, ${formatCalendarDate(date)}`;
}

/** "10:00-11:00" (a wire window) → "10-11 AM", as people say it: the site's and the SMS texts' slotWindowText. */
export const formatWindow = (window: string): string => {
  const hour = slotHourOf(window.split('-')[0] ?? '');
  return hour === null ? window : slotWindowText(hour);
};

/** The slot of a ride, India time: "Wed, 25 Nov 2026, 10-11 AM"; '' when the ride has none. */
export function formatRideSlot(ride: Parameters<typeof rideSlotParts>[0]): string {
  const parts = rideSlotParts(ride);
  return parts ? `${formatIndiaDay(parts.date)}, ${formatWindow(parts.window)}` : '';
}

/** "Ravi Kumar"; '' for nobody. */
export const personName = (person: RidePerson | null | undefined): string => (person ? fullName(person.first_name, person.last_name) : '');

/** "Ravi Kumar · 9876543210". */
export function personLine(person: RidePerson | null | undefined): string {
  if (!person) return '';
  return [personName(person), person.mobile_no].filter(Boolean).join(' · ');
}

/** A check visit: an admin sent a rider to check the listing (a reported one); it has no tenant. */
export const isCheckVisit = (ride: Partial<Pick<Ride, 'purpose'>> | null | undefined): boolean => ride?.purpose === 'CHECK';

/** What stands where a tenant's name would: the tenant, or "Check visit (booked by Asha Singh)" for a check visit. */
export function visitorLabel(ride: Partial<Pick<Ride, 'purpose' | 'tenant' | 'booked_by'>>): string {
  if (!isCheckVisit(ride)) return personName(ride.tenant);
  const by = personName(ride.booked_by);
  return by ? `Check visit (booked by ${by})` : 'Check visit';
}

/** Who gets the reason of a cancellation by SMS: the tenant (a check visit has none) and the rider, if one was assigned. */
export function cancelNotice(ride: Partial<Pick<Ride, 'purpose' | 'rider'>>): string {
  if (isCheckVisit(ride)) return ride.rider ? 'The rider gets an SMS with this reason.' : 'A check visit has no tenant and no rider yet: nobody is texted.';
  return `The tenant${ride.rider ? ' and the rider get' : ' gets'} an SMS with this reason.`;
}

/** The listing visited: its title, else the locality. */
export const listingTitle = (ride: Pick<Ride, 'property' | 'locality'>): string => ride.property?.title || ride.locality || '';

/** "Boring Road, Patna": where the visit is. */
export const listingPlace = (ride: Pick<Ride, 'property' | 'locality' | 'city'>): string =>
  localityCity({ locality: ride.property?.locality || ride.locality, city: ride.property?.city || ride.city });

/** The smallest variant at least `width` wide (else the widest): a thumbnail. */
export function photoUrl(photo: Pick<RidePhoto, 'variants'> | null | undefined, width = 160): string | undefined {
  return variantFor((photo?.variants ?? []).filter((v) => v && typeof v.url === 'string'), width)?.url;
}

/** The widest variant: the photo opened in full. */
export function photoFullUrl(photo: Pick<RidePhoto, 'variants'> | null | undefined): string | undefined {
  return photoUrl(photo, Number.POSITIVE_INFINITY);
}

const ROLE_NAMES: Record<string, string> = { TENANT: 'tenant', RIDER: 'rider', ADMIN: 'admin', SYSTEM: 'system' };

/** Who made a move: the tenant's or rider's name when the event is theirs, the admin's who booked a check, "Admin", "System". */
export function historyActor(event: Pick<RideHistoryEvent, 'by_role' | 'by_id'>, ride: Pick<Ride, 'tenant' | 'rider'> & Partial<Pick<Ride, 'booked_by'>>): string {
  const role = ROLE_NAMES[event.by_role] ?? String(event.by_role ?? '').toLowerCase();
  if (event.by_role === 'ADMIN') return ride.booked_by && event.by_id && ride.booked_by.id === event.by_id ? `${personName(ride.booked_by)} (admin)` : 'Admin';
  if (event.by_role === 'SYSTEM') return 'System';
  const person = event.by_role === 'TENANT' ? ride.tenant : event.by_role === 'RIDER' ? ride.rider : null;
  const name = person && event.by_id && person.id === event.by_id ? personName(person) : '';
  return name ? `${name} (${role})` : role.charAt(0).toUpperCase() + role.slice(1);
}

/** "Requested → Assigned"; just the new status for the booking. */
export function historyMove(event: Pick<RideHistoryEvent, 'from' | 'to'>): string {
  return event.from ? `${rideStatusLabel(event.from)} → ${rideStatusLabel(event.to)}` : rideStatusLabel(event.to);
}

export const historyAction = (event: Pick<RideHistoryEvent, 'action'>): string => rideHistoryActionLabel(event.action);

/** History lines oldest first. */
export function historyInOrder(history: readonly RideHistoryEvent[] | null | undefined): RideHistoryEvent[] {
  return [...(history ?? [])].sort((a, b) => String(a.at).localeCompare(String(b.at)));
}

/** "25 Nov 2026, 10:05 AM" in India time (history lines, report dates): the console's one format. */
export function formatIndiaDateTime(instant: unknown): string {
  const date = asInstant(instant);
  return date ? formatDateTime(date) : '';
}
