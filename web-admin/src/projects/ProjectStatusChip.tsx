import { statusChipOf } from '../status/StatusChip';
import { projectStatusColor, projectStatusLabel } from './projectOptions';

export const ProjectStatusChip = statusChipOf({
  label: projectStatusLabel,
  color: projectStatusColor,
  outlined: ['ARCHIVED'],
  testId: 'project-status-chip',
});
