import { lazy } from 'react';
import RiderIcon from '@mui/icons-material/TwoWheeler';
import { fullName } from '../util/format';

// Each page is its own chunk, loaded when the page is first opened (the console's initial script stays small).
const RiderCreate = lazy(() => import('./RiderCreate'));
const RiderEdit = lazy(() => import('./RiderEdit'));
const RiderList = lazy(() => import('./RiderList'));
const RiderShow = lazy(() => import('./RiderShow'));

/** Resource `rider` → /api/v1/admin/rider (people holding RIDER): list, record page, add, edit, block / unblock. */
export default {
  list: RiderList,
  show: RiderShow,
  create: RiderCreate,
  edit: RiderEdit,
  icon: RiderIcon,
  recordRepresentation: (record: { first_name?: string | null; last_name?: string | null }) =>
    fullName(record.first_name, record.last_name),
};
