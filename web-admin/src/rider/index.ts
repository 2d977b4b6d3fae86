import RiderIcon from '@mui/icons-material/TwoWheeler';
import RiderCreate from './RiderCreate';
import RiderEdit from './RiderEdit';
import RiderList from './RiderList';
import RiderShow from './RiderShow';
import { fullName } from '../util/format';

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
