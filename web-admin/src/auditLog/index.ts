import { lazy } from 'react';
import HistoryIcon from '@mui/icons-material/History';

// The page is its own chunk, loaded when first opened (the console's initial script stays small).
const AuditLogList = lazy(() => import('./AuditLogList'));

/** Resource `audit-log` → /api/v1/admin/audit-log (read only: no show, create, edit or delete). */
export default {
  list: AuditLogList,
  icon: HistoryIcon,
};
