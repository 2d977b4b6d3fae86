import { Chip } from '@mui/material';
import { leadStatusColor, leadStatusLabel } from './leadStatus';

export const LeadStatusChip = ({ status }: { status: unknown }) =>
  status ? (
    <Chip
      size="small"
      label={leadStatusLabel(status)}
      color={leadStatusColor(status)}
      variant={status === 'CLOSED' ? 'outlined' : 'filled'}
      data-testid="lead-status-chip"
      data-status={String(status)}
    />
  ) : null;
