import { statusChipOf } from '../status/StatusChip';
import { rideStatusColor, rideStatusLabel } from './rideStatus';

/** A ride's status chip; `data-testid="ride-status-chip"`, `data-status` = raw status. */
export const RideStatusChip = statusChipOf({
  label: rideStatusLabel,
  color: rideStatusColor,
  outlined: ['CANCELLED'],
  testId: 'ride-status-chip',
});
