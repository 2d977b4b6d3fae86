import { lazy } from 'react';
import OwnerIcon from '@mui/icons-material/Key';
import { fullName } from '../util/format';

// Each page is its own chunk, loaded when the page is first opened (the console's initial script stays small).
const OwnerCreate = lazy(() => import('./OwnerCreate'));
const OwnerEdit = lazy(() => import('./OwnerEdit'));
const OwnerList = lazy(() => import('./OwnerList'));
const OwnerShow = lazy(() => import('./OwnerShow'));

/** Resource `owner` → /api/v1/admin/owner (people holding OWNER): list, record page, add, edit, block / unblock. */
export default {
  list: OwnerList,
  show: OwnerShow,
  create: OwnerCreate,
  edit: OwnerEdit,
  icon: OwnerIcon,
  recordRepresentation: (record: { first_name?: string | null; last_name?: string | null }) =>
    fullName(record.first_name, record.last_name),
};
