import RiderIcon from '@mui/icons-material/TwoWheeler';
import RiderList from './RiderList';
import RiderShow from './RiderShow';
import { fullName } from '../util/format';

/** Resource `rider` → /api/v1/admin/users with filter role RIDER (read-only). */
export default {
  list: RiderList,
  show: RiderShow,
  icon: RiderIcon,
  recordRepresentation: (record: { first_name?: string | null; last_name?: string | null }) =>
    fullName(record.first_name, record.last_name),
};
