/** Ride statuses, moves and their labels (docs/contexts/rides.md; domain/rides/ride.ts). */
import { RideActions as RIDE_ACTIONS, RideStatuses as RIDE_STATUSES, type RideAction, type RideStatus } from '../../../adapters/http/contract/rules';
import type { ChipColor } from '../leads/leadStatus';

export { RIDE_ACTIONS, RIDE_STATUSES, type RideAction, type RideStatus };

const STATUS_LABELS: Record<RideStatus, string> = {
  REQUESTED: 'Requested',
  ASSIGNED: 'Assigned',
  CONFIRMED: 'Confirmed',
  STARTED: 'Started',
  COMPLETED: 'Completed',
  CANCELLED: 'Cancelled',
  NO_SHOW: 'No-show',
  EXPIRED: 'Expired',
};

const ACTION_LABELS: Record<RideAction | 'request' | 'expire', string> = {
  request: 'Booked',
  assign: 'Assigned a rider',
  confirm: 'Confirmed',
  start: 'Started',
  complete: 'Completed',
  cancel: 'Cancelled',
  no_show: 'Marked no-show',
  expire: 'Expired: the slot passed without a rider',
};

const labelIn =
  <K extends string>(labels: Record<K, string>) =>
  (value: unknown): string => {
    if (typeof value === 'string' && Object.prototype.hasOwnProperty.call(labels, value)) return labels[value as K];
    return value == null ? '' : String(value);
  };

export const rideStatusLabel = labelIn(STATUS_LABELS);
/** What a history line says was done ("Assigned a rider"). */
export const rideHistoryActionLabel = labelIn(ACTION_LABELS);
export const rideStatusChoices = RIDE_STATUSES.map((id) => ({ id, name: STATUS_LABELS[id] }));

export function rideStatusColor(status: unknown): ChipColor {
  switch (status) {
    case 'REQUESTED':
      return 'warning';
    case 'ASSIGNED':
      return 'info';
    case 'CONFIRMED':
      return 'primary';
    case 'STARTED':
      return 'secondary';
    case 'COMPLETED':
      return 'success';
    case 'NO_SHOW':
      return 'error';
    default:
      return 'default';
  }
}
