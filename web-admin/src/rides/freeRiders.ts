/** The assign dialog's picker (GET /admin/rides/{id}/free-riders): who can take a visit, best first. */
import { fullName } from '../util/format';
import type { FreeRider } from './types';

const rank = (r: FreeRider) => (r.free ? 0 : 4) + (r.serves_locality ? 0 : 2) + (r.on_duty === false ? 1 : 0);

/**
 * Free riders first, among them those who serve the visit's locality, then those within their availability; by name
 * inside each group. Busy riders come last (shown, not pickable).
 */
export function orderFreeRiders(riders: readonly FreeRider[] | null | undefined): FreeRider[] {
  return [...(riders ?? [])].sort(
    (a, b) => rank(a) - rank(b) || fullName(a.first_name, a.last_name).localeCompare(fullName(b.first_name, b.last_name)) || String(a.id).localeCompare(String(b.id)),
  );
}

/** A busy rider already has a visit in that hour: the server would refuse (409). */
export const isPickable = (rider: Pick<FreeRider, 'free'>): boolean => rider.free === true;

/** The chips beside a rider in the picker. */
export function freeRiderChips(rider: FreeRider): Array<{ label: string; color: 'success' | 'default' | 'info' | 'warning' }> {
  const chips: Array<{ label: string; color: 'success' | 'default' | 'info' | 'warning' }> = [
    rider.free ? { label: 'free', color: 'success' } : { label: 'busy', color: 'default' },
  ];
  if (rider.serves_locality) chips.push({ label: 'serves this locality', color: 'info' });
  if (rider.on_duty === false) chips.push({ label: 'outside availability', color: 'warning' });
  return chips;
}

/**
 * The choice kept when the picker reloads (after a refusal): the same rider while still pickable, else none, so that
 * the admin picks again rather than confirming someone they did not choose.
 */
export function keptChoice(ordered: readonly FreeRider[], current: string | null): string | null {
  return current && ordered.some((r) => r.id === current && isPickable(r)) ? current : null;
}
