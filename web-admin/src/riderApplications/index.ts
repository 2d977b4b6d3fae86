import { lazy } from 'react';
import ApplicationIcon from '@mui/icons-material/AssignmentInd';
import { fullName } from '../util/format';

// Each page is its own chunk, loaded when the page is first opened (the console's initial script stays small).
const ApplicationList = lazy(() => import('./ApplicationList'));
const ApplicationShow = lazy(() => import('./ApplicationShow'));

/** Resource `rider-applications` → /api/v1/admin/rider-applications (read, approve, reject; no create or edit). */
export default {
  list: ApplicationList,
  show: ApplicationShow,
  icon: ApplicationIcon,
  recordRepresentation: (record: { first_name?: string | null; last_name?: string | null }) => fullName(record.first_name, record.last_name),
};
