import { lazy } from 'react';
import ReportIcon from '@mui/icons-material/Flag';

// Each page is its own chunk, loaded when the page is first opened (the console's initial script stays small).
const ReportList = lazy(() => import('./ReportList'));
const ReportShow = lazy(() => import('./ReportShow'));

/** Resource `listing-reports` → /api/v1/admin/listing-reports (read; dismiss, take down, book a check visit; no create or edit). */
export default {
  list: ReportList,
  show: ReportShow,
  icon: ReportIcon,
  recordRepresentation: (record: { listing?: { title?: string } | null }) => record.listing?.title ?? 'Report',
};
