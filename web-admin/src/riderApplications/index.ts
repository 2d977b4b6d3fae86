import ApplicationIcon from '@mui/icons-material/AssignmentInd';
import { fullName } from '../util/format';
import ApplicationList from './ApplicationList';
import ApplicationShow from './ApplicationShow';

/** Resource `rider-applications` → /api/v1/admin/rider-applications (read, approve, reject; no create or edit). */
export default {
  list: ApplicationList,
  show: ApplicationShow,
  icon: ApplicationIcon,
  recordRepresentation: (record: { first_name?: string | null; last_name?: string | null }) => fullName(record.first_name, record.last_name),
};
