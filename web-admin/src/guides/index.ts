import { lazy } from 'react';
import GuideIcon from '@mui/icons-material/MenuBook';
import type { Guide } from './types';

// Each page is its own chunk, loaded when the page is first opened (the console's initial script stays small).
const GuideCreate = lazy(() => import('./GuideCreate'));
const GuideEdit = lazy(() => import('./GuideEdit'));
const GuideList = lazy(() => import('./GuideList'));

/** Resource `guides` → /api/v1/admin/guides. */
export default {
  list: GuideList,
  edit: GuideEdit,
  create: GuideCreate,
  icon: GuideIcon,
  recordRepresentation: (record: Pick<Guide, 'title'>) => record.title,
};
