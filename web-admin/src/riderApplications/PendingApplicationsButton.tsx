import AssignmentIndIcon from '@mui/icons-material/AssignmentInd';
import { Button } from '@mui/material';
import { Link, useCreatePath } from 'react-admin';
import { RIDER_APPLICATION_RESOURCE } from './resource';
import { usePendingApplicationsCount } from './usePendingApplications';

/** "Applications" on the Rider list, with the number waiting for a decision. */
export const PendingApplicationsButton = () => {
  const createPath = useCreatePath();
  const pending = usePendingApplicationsCount();
  return (
    <Button
      component={Link}
      to={createPath({ resource: RIDER_APPLICATION_RESOURCE, type: 'list' })}
      size="small"
      color="warning"
      variant="outlined"
      startIcon={<AssignmentIndIcon fontSize="small" />}
      sx={{ mr: 1, whiteSpace: 'nowrap' }}
      data-testid="rider-applications-link"
    >
      Applications{pending ? ` (${pending} pending)` : ''}
    </Button>
  );
};
