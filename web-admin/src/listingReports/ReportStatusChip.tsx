import { statusChipOf } from '../status/StatusChip';
import { reportStatusColor, reportStatusLabel } from './reportFormat';

export const ReportStatusChip = statusChipOf({
  label: reportStatusLabel,
  color: reportStatusColor,
  outlined: ['DISMISSED'],
  testId: 'report-status-chip',
});
