import { forwardRef } from 'react';
import HistoryIcon from '@mui/icons-material/History';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import KeyIcon from '@mui/icons-material/Key';
import LockResetIcon from '@mui/icons-material/LockReset';
import ExitIcon from '@mui/icons-material/PowerSettingsNew';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import { useBasename, useLogout, useNotify, UserMenu, useUserMenu } from 'react-admin';
import { Link } from 'react-router-dom';
import { LOGGED_OUT_MESSAGE } from '../config';
import { consolePath } from './menuEntries';
import { AUDIT_LOG_RESOURCE } from '../auditLog/resource';
import { GUIDE_RESOURCE } from '../guides/resource';
import { RECOVERY_CODES_PATH } from '../auth/recoveryCodes';

/** "Change Password" goes to /admin/forgot-password (spec: admins only). */
const ChangePasswordItem = forwardRef<HTMLAnchorElement>(function ChangePasswordItem(props, ref) {
  const basename = useBasename();
  const userMenu = useUserMenu();
  return (
    <MenuItem
      {...props}
      ref={ref}
      component={Link}
      to={consolePath(basename, '/forgot-password')}
      onClick={() => userMenu?.onClose()}
    >
      <ListItemIcon>
        <LockResetIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>Change Password</ListItemText>
    </MenuItem>
  );
});

/** "Audit log": what admins did (read only). Kept out of the sidebar, which holds exactly the spec's entries. */
const AuditLogItem = forwardRef<HTMLAnchorElement>(function AuditLogItem(props, ref) {
  const basename = useBasename();
  const userMenu = useUserMenu();
  return (
    <MenuItem {...props} ref={ref} component={Link} to={consolePath(basename, `/${AUDIT_LOG_RESOURCE}`)} onClick={() => userMenu?.onClose()} data-testid="menu-audit-log">
      <ListItemIcon>
        <HistoryIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>Audit log</ListItemText>
    </MenuItem>
  );
});

/** "Guides": the articles on /guides, written and published here. Kept out of the sidebar, which holds exactly the spec's entries. */
const GuidesItem = forwardRef<HTMLAnchorElement>(function GuidesItem(props, ref) {
  const basename = useBasename();
  const userMenu = useUserMenu();
  return (
    <MenuItem {...props} ref={ref} component={Link} to={consolePath(basename, `/${GUIDE_RESOURCE}`)} onClick={() => userMenu?.onClose()} data-testid="menu-guides">
      <ListItemIcon>
        <MenuBookIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>Guides</ListItemText>
    </MenuItem>
  );
});

/** "Recovery codes": new ones for the second factor, given the authenticator app's current code (shown once). */
const RecoveryCodesItem = forwardRef<HTMLAnchorElement>(function RecoveryCodesItem(props, ref) {
  const basename = useBasename();
  const userMenu = useUserMenu();
  return (
    <MenuItem {...props} ref={ref} component={Link} to={consolePath(basename, RECOVERY_CODES_PATH)} onClick={() => userMenu?.onClose()} data-testid="menu-recovery-codes">
      <ListItemIcon>
        <KeyIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>Recovery codes</ListItemText>
    </MenuItem>
  );
});

/** Logout: clears the session (authProvider.logout) and says 'Logged out!' (spec section 4). */
const LogoutItem = forwardRef<HTMLLIElement>(function LogoutItem(props, ref) {
  const logout = useLogout();
  const notify = useNotify();
  const userMenu = useUserMenu();
  const handleClick = () => {
    userMenu?.onClose();
    logout(null, undefined, false).then(() => notify(LOGGED_OUT_MESSAGE, { type: 'info' }));
  };
  return (
    <MenuItem {...props} ref={ref} onClick={handleClick}>
      <ListItemIcon>
        <ExitIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>Logout</ListItemText>
    </MenuItem>
  );
});

export const AdminUserMenu = () => (
  <UserMenu>
    <ChangePasswordItem />
    <AuditLogItem />
    <GuidesItem />
    <RecoveryCodesItem />
    <LogoutItem />
  </UserMenu>
);
