import QueryIcon from '@mui/icons-material/QuestionAnswer';
import QueryList from './QueryList';
import QueryShow from './QueryShow';
import { fullName } from '../util/format';

/** Resource `query` (URL /admin/query) → /api/v1/admin/queries. */
export default {
  list: QueryList,
  show: QueryShow,
  icon: QueryIcon,
  recordRepresentation: (record: { first_name?: string | null; last_name?: string | null }) =>
    fullName(record.first_name, record.last_name),
};
