import { statusChipOf } from '../status/StatusChip';
import { userStatusColor, userStatusLabel } from './userStatus';

/** Active / Blocked chip of a person; `data-testid="user-status-chip"`, `data-status` = raw status. */
export const UserStatusChip = statusChipOf({
  label: userStatusLabel,
  color: userStatusColor,
  outlined: ['ACTIVE'],
  testId: 'user-status-chip',
});
