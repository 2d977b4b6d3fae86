/**
 * The moves an admin makes on a ride from the console and when they are offered: only the ones in the ride's
 * `allowed_actions` (the server says what the caller may do now and stays the judge: a refusal is a 409 with its
 * message). Assign: POST /admin/rides/{id}/assign `{ rider_id }`; cancel: POST /admin/rides/{id}/cancel `{ reason }`.
 */
import type { Ride } from './types';

export const CONSOLE_RIDE_ACTIONS = ['assign', 'cancel'] as const;
export type ConsoleRideAction = (typeof CONSOLE_RIDE_ACTIONS)[number];

export interface RideActionButton {
  action: ConsoleRideAction;
  label: string;
  /** `ride-assign-button` / `ride-cancel-button`. */
  testId: string;
  color: 'primary' | 'error';
}

/** The console's buttons for a ride, in a fixed order (assign, cancel), limited to its `allowed_actions`. */
export function rideActionButtons(ride: Pick<Ride, 'allowed_actions' | 'rider'> | null | undefined): RideActionButton[] {
  const allowed = Array.isArray(ride?.allowed_actions) ? ride.allowed_actions : [];
  return CONSOLE_RIDE_ACTIONS.filter((action) => allowed.includes(action)).map((action) =>
    action === 'assign'
      ? { action, label: ride?.rider ? 'Reassign rider' : 'Assign rider', testId: 'ride-assign-button', color: 'primary' as const }
      : { action, label: 'Cancel visit', testId: 'ride-cancel-button', color: 'error' as const },
  );
}

export const RIDE_ASSIGNED_MESSAGE = 'Rider assigned';
export const RIDE_CANCELLED_MESSAGE = 'Visit cancelled';
