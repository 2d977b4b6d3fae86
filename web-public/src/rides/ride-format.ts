/**
 * How a ride reads on a card: its slot, where it is (with a Google Maps link), its status and history lines,
 * and which of the caller's allowed moves get a button. Pure, tested.
 */
import { mapLink as sharedMapLink, slotHourOf, slotWindowText, START_EARLY_MINUTES, streetAddress, variantFor } from '../../../adapters/http/contract/rules';
import type { Ride, RideAction, RideHistoryEntry, RideStatus } from '../api/rides';
import { t } from '../i18n/t';
import { cityName } from '../property/format';
import { formatSlot } from './booking';

/** "Wed, 25 Nov · 10:00-11:00". */
/** "Wed, 25 Nov · 10-11 AM": the window as people say it (the wire's `slot_start` is "10:00"). */
export const rideSlot = (ride: Pick<Ride, 'slot_date' | 'slot_start' | 'slot_window'>) => {
  const hour = slotHourOf(ride.slot_start);
  return formatSlot(ride.slot_date, hour === null ? ride.slot_window : slotWindowText(hour));
};

export const rideStatusLabel = (status: RideStatus) => t(`ride.status.${status}`);

/** "Flat 4B, Shanti Apartments, Boring Road, Patna 800001" (the ride's locality and city when the listing is gone), the city in the page's language. */
export function rideAddress(ride: Pick<Ride, 'property' | 'locality' | 'city'>): string {
  return streetAddress(ride.property ?? { locality: ride.locality, city: ride.city }, cityName);
}

/** Google Maps at the listing's pin when it has one, else searching its address: the server's `map_url` rule. */
export function mapLink(ride: Pick<Ride, 'property' | 'locality' | 'city'>): string {
  return sharedMapLink(ride.property ?? { locality: ride.locality, city: ride.city });
}

/** The moves that get a button, in the order the buttons show (the server's list may hold others, such as `assign`). */
const BUTTON_ORDER: CardAction[] = ['confirm', 'start', 'complete', 'no_show', 'cancel'];

/** The moves a card offers (admins assign riders in the console). */
export type CardAction = Exclude<RideAction, 'assign'>;

export function rideButtons(allowed: readonly RideAction[], viewer: 'rider' | 'tenant'): CardAction[] {
  const mine: CardAction[] = viewer === 'rider' ? ['confirm', 'start', 'complete', 'no_show'] : ['cancel'];
  return BUTTON_ORDER.filter((action) => allowed.includes(action) && mine.includes(action));
}

/** An instant as the day and time in India: "25 Nov, 10:02 am" (i18n/format.ts, in the page's language). */
export { formatDateTime } from '../i18n/format';

/** When a rider may press Start: START_EARLY_MINUTES before the slot (the server's own rule, Ride.start). */
export function startableFrom(ride: Pick<Ride, 'slot_start_at'>): string {
  return new Date(Date.parse(ride.slot_start_at) - START_EARLY_MINUTES * 60_000).toISOString();
}

/** One line of the history: "Confirmed by the rider" (by our team / automatically when an admin or the system did it). */
export function historyLabel(entry: Pick<RideHistoryEntry, 'action' | 'by_role'>): string {
  const what = t(`ride.history.${entry.action}`);
  if (entry.by_role === 'ADMIN' && entry.action !== 'assign') return t('ride.history.byTeam', { what });
  if (entry.by_role === 'SYSTEM' && entry.action !== 'expire') return t('ride.history.bySystem', { what });
  return what;
}

/** The smallest variant at least `width` wide (else the widest) of a report photo. */
export function reportPhotoUrl(variants: { width: number; url: string }[], width = 320): string | undefined {
  return variantFor(variants, width)?.url;
}
