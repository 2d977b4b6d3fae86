import { Chip } from '@mui/material';
import { projectStatusColor, projectStatusLabel } from './projectOptions';

export const ProjectStatusChip = ({ status }: { status: unknown }) =>
  status ? (
    <Chip
      size="small"
      label={projectStatusLabel(status)}
      color={projectStatusColor(status)}
      variant={status === 'ARCHIVED' ? 'outlined' : 'filled'}
      data-testid="project-status-chip"
      data-status={String(status)}
    />
  ) : null;
