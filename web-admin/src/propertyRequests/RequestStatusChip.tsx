import { statusChipOf } from '../status/StatusChip';
import { requestStatusColor, requestStatusLabel } from './requestStatus';

export const RequestStatusChip = statusChipOf({
  label: requestStatusLabel,
  color: requestStatusColor,
  outlined: ['CLOSED'],
  testId: 'request-status-chip',
});
