import { lazy } from 'react';
import PropertyRequestIcon from '@mui/icons-material/Assignment';
import { fullName } from '../util/format';

// Each page is its own chunk, loaded when the page is first opened (the console's initial script stays small).
const RequestList = lazy(() => import('./RequestList'));
const RequestShow = lazy(() => import('./RequestShow'));

/** Resource `property-request` → /api/v1/admin/property-request (read and status moves only; no create). */
export default {
  list: RequestList,
  show: RequestShow,
  icon: PropertyRequestIcon,
  recordRepresentation: (record: { first_name?: string | null; last_name?: string | null }) => fullName(record.first_name, record.last_name),
};
