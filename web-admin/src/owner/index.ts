import OwnerIcon from '@mui/icons-material/Key';
import OwnerCreate from './OwnerCreate';
import OwnerEdit from './OwnerEdit';
import OwnerList from './OwnerList';
import OwnerShow from './OwnerShow';
import { fullName } from '../util/format';

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
