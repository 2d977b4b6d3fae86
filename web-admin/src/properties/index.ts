import { lazy } from 'react';
import PropertyIcon from '@mui/icons-material/HomeWork';
import type { Property } from './types';

// Each page is its own chunk, loaded when the page is first opened (the console's initial script stays small).
const PropertyCreate = lazy(() => import('./PropertyCreate'));
const PropertyEdit = lazy(() => import('./PropertyEdit'));
const PropertyList = lazy(() => import('./PropertyList'));
const PropertyShow = lazy(() => import('./PropertyShow'));

/** Resource `post-property` → /api/v1/admin/post-property (the admin home). */
export default {
  list: PropertyList,
  show: PropertyShow,
  edit: PropertyEdit,
  create: PropertyCreate,
  icon: PropertyIcon,
  recordRepresentation: (record: Pick<Property, 'title'>) => record.title,
};
