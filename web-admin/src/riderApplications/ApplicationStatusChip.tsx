import { statusChipOf } from '../status/StatusChip';
import { applicationStatusColor, applicationStatusLabel } from './applicationStatus';

/** Pending / Approved / Rejected; `data-testid="application-status-chip"`, `data-status` = raw status. */
export const ApplicationStatusChip = statusChipOf({
  label: applicationStatusLabel,
  color: applicationStatusColor,
  outlined: [],
  testId: 'application-status-chip',
});
