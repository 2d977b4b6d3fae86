import TenantIcon from '@mui/icons-material/People';
import TenantCreate from './TenantCreate';
import TenantEdit from './TenantEdit';
import TenantList from './TenantList';
import TenantShow from './TenantShow';
import { fullName } from '../util/format';

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
