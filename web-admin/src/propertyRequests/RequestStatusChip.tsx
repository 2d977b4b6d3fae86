import { Chip } from '@mui/material';
import { requestStatusColor, requestStatusLabel } from './requestStatus';

export const RequestStatusChip = ({ status }: { status: unknown }) =>
  status ? (
    <Chip
      size="small"
      label={requestStatusLabel(status)}
      color={requestStatusColor(status)}
      variant={status === 'CLOSED' ? 'outlined' : 'filled'}
      data-testid="request-status-chip"
      data-status={String(status)}
    />
  ) : null;
