import { lazy } from 'react';
import QueryIcon from '@mui/icons-material/QuestionAnswer';
import { fullName } from '../util/format';

// Each page is its own chunk, loaded when the page is first opened (the console's initial script stays small).
const QueryList = lazy(() => import('./QueryList'));
const QueryShow = lazy(() => import('./QueryShow'));

/** Resource `query` (URL /admin/query) → /api/v1/admin/queries. */
export default {
  list: QueryList,
  show: QueryShow,
  icon: QueryIcon,
  recordRepresentation: (record: { first_name?: string | null; last_name?: string | null }) =>
    fullName(record.first_name, record.last_name),
};
