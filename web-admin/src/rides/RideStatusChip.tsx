import { Chip, Stack } from '@mui/material';
import type { Ride } from './types';
import { statusChipOf } from '../status/StatusChip';
import { rideStatusColor, rideStatusLabel } from './rideStatus';

/** A ride's status chip; `data-testid="ride-status-chip"`, `data-status` = raw status. */
export const RideStatusChip = statusChipOf({
  label: rideStatusLabel,
  color: rideStatusColor,
  outlined: ['CANCELLED', 'EXPIRED'],
  testId: 'ride-status-chip',
});

/** The status chip and, for a visit its rider has not closed hours after the slot, an "Overdue" mark. */
export const RideStateChips = ({ ride }: { ride: Pick<Ride, 'status' | 'overdue'> }) => (
  <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
    <RideStatusChip status={ride.status} />
    {ride.overdue && <Chip size="small" color="error" label="Overdue" data-testid="ride-overdue-chip" />}
  </Stack>
);
