import NewReleasesOutlinedIcon from '@mui/icons-material/NewReleasesOutlined';
import VerifiedIcon from '@mui/icons-material/Verified';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { Tooltip } from '@mui/material';
import { statusChipOf } from '../status/StatusChip';
import { propertyStatusColor, propertyStatusLabel } from './propertyOptions';

export const PropertyStatusChip = statusChipOf({
  label: propertyStatusLabel,
  color: propertyStatusColor,
  outlined: ['ARCHIVED', 'DRAFT'],
  testId: 'property-status-chip',
});

export const VERIFIED_HINT = 'Verified by GharSetu (lasts 90 days)';
export const STALE_HINT = 'Stale: not reconfirmed within 30 days, hidden from search';

export const VerifiedMark = ({ verified }: { verified: unknown }) =>
  verified === true ? (
    <Tooltip title={VERIFIED_HINT}>
      <VerifiedIcon color="primary" fontSize="small" aria-label="Verified" data-testid="property-verified" />
    </Tooltip>
  ) : null;

export const StaleWarning = ({ stale }: { stale: unknown }) =>
  stale === true ? (
    <Tooltip title={STALE_HINT}>
      <WarningAmberIcon color="warning" fontSize="small" aria-label="Stale" data-testid="property-stale" />
    </Tooltip>
  ) : null;

export const NotVerifiedMark = () => (
  <Tooltip title="Not verified">
    <NewReleasesOutlinedIcon color="disabled" fontSize="small" aria-label="Not verified" />
  </Tooltip>
);
