import { statusChipOf } from '../status/StatusChip';
import { reportStatusColor, reportStatusLabel } from './reportFormat';

export const ReportStatusChip = statusChipOf({
  label: reportStatusLabel,
  color: reportStatusColor,
  outlined: ['DISMISSED', 'CLOSED'],
  testId: 'report-status-chip',
});
