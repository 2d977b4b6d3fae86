/** Ride statuses, moves and their labels (docs/contexts/rides.md; domain/rides/ride.ts). */
import { RideActions as RIDE_ACTIONS, RideStatuses as RIDE_STATUSES, type RideAction, type RideStatus } from '../../../adapters/http/contract/rules';
import { choicesOf, colorIn, labelIn } from '../status/labels';

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

export const rideStatusLabel = labelIn(STATUS_LABELS);
/** What a history line says was done ("Assigned a rider"). */
export const rideHistoryActionLabel = labelIn(ACTION_LABELS);
export const rideStatusChoices = choicesOf(RIDE_STATUSES, STATUS_LABELS);

export const rideStatusColor = colorIn<RideStatus>({ REQUESTED: 'warning', ASSIGNED: 'info', CONFIRMED: 'primary', STARTED: 'secondary', COMPLETED: 'success', NO_SHOW: 'error' });
