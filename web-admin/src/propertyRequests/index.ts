import PropertyRequestIcon from '@mui/icons-material/Assignment';
import { fullName } from '../util/format';
import RequestList from './RequestList';
import RequestShow from './RequestShow';

/** Resource `property-request` → /api/v1/admin/property-request (read and status moves only; no create). */
export default {
  list: RequestList,
  show: RequestShow,
  icon: PropertyRequestIcon,
  recordRepresentation: (record: { first_name?: string | null; last_name?: string | null }) => fullName(record.first_name, record.last_name),
};
