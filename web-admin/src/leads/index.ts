import { lazy } from 'react';
import LeadIcon from '@mui/icons-material/PhoneInTalk';
import { fullName } from '../util/format';

// Each page is its own chunk, loaded when the page is first opened (the console's initial script stays small).
const LeadList = lazy(() => import('./LeadList'));
const LeadShow = lazy(() => import('./LeadShow'));

/** Resource `leads` → /api/v1/admin/leads. */
export default {
  list: LeadList,
  show: LeadShow,
  icon: LeadIcon,
  recordRepresentation: (record: { first_name?: string | null; last_name?: string | null }) =>
    fullName(record.first_name, record.last_name),
};
