import TenantIcon from '@mui/icons-material/People';
import TenantList from './TenantList';
import TenantShow from './TenantShow';
import { fullName } from '../util/format';

/** Resource `tenants` → /api/v1/admin/users with filter role TENANT (read-only). */
export default {
  list: TenantList,
  show: TenantShow,
  icon: TenantIcon,
  recordRepresentation: (record: { first_name?: string | null; last_name?: string | null }) =>
    fullName(record.first_name, record.last_name),
};
