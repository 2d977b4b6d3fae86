import { lazy } from 'react';
import TenantIcon from '@mui/icons-material/People';
import { fullName } from '../util/format';

// Each page is its own chunk, loaded when the page is first opened (the console's initial script stays small).
const TenantCreate = lazy(() => import('./TenantCreate'));
const TenantEdit = lazy(() => import('./TenantEdit'));
const TenantList = lazy(() => import('./TenantList'));
const TenantShow = lazy(() => import('./TenantShow'));

/** Resource `tenants` → /api/v1/admin/tenants (people holding TENANT): list, record page, add, edit, block / unblock. */
export default {
  list: TenantList,
  show: TenantShow,
  create: TenantCreate,
  edit: TenantEdit,
  icon: TenantIcon,
  recordRepresentation: (record: { first_name?: string | null; last_name?: string | null }) =>
    fullName(record.first_name, record.last_name),
};
