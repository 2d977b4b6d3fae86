import LeadIcon from '@mui/icons-material/PhoneInTalk';
import LeadList from './LeadList';
import LeadShow from './LeadShow';
import { fullName } from '../util/format';

/** Resource `leads` → /api/v1/admin/leads. */
export default {
  list: LeadList,
  show: LeadShow,
  icon: LeadIcon,
  recordRepresentation: (record: { first_name?: string | null; last_name?: string | null }) =>
    fullName(record.first_name, record.last_name),
};
