import { lazy } from 'react';
import HandshakeIcon from '@mui/icons-material/Handshake';

// Each page is its own chunk, loaded when the page is first opened (the console's initial script stays small).
const TenancyList = lazy(() => import('./TenancyList'));
const TenancyShow = lazy(() => import('./TenancyShow'));

/** Resource `tenancies` → /api/v1/admin/tenancies (read; void with a reason; no create or edit). */
export default {
  list: TenancyList,
  show: TenancyShow,
  icon: HandshakeIcon,
  recordRepresentation: (record: { id?: string }) => `Tenancy ${String(record.id ?? '').slice(0, 8)}`,
};
