import OwnerIcon from '@mui/icons-material/Key';
import OwnerList from './OwnerList';
import OwnerShow from './OwnerShow';
import { fullName } from '../util/format';

/** Resource `owner` → /api/v1/admin/users with filter role OWNER (read-only). */
export default {
  list: OwnerList,
  show: OwnerShow,
  icon: OwnerIcon,
  recordRepresentation: (record: { first_name?: string | null; last_name?: string | null }) =>
    fullName(record.first_name, record.last_name),
};
