import { statusChipOf } from '../status/StatusChip';
import { leadStatusColor, leadStatusLabel } from './leadStatus';

export const LeadStatusChip = statusChipOf({
  label: leadStatusLabel,
  color: leadStatusColor,
  outlined: ['CLOSED'],
  testId: 'lead-status-chip',
});
