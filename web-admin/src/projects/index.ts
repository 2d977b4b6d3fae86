import { lazy } from 'react';
import ProjectIcon from '@mui/icons-material/Apartment';
import type { Project } from './types';

// Each page is its own chunk, loaded when the page is first opened (the console's initial script stays small).
const ProjectCreate = lazy(() => import('./ProjectCreate'));
const ProjectEdit = lazy(() => import('./ProjectEdit'));
const ProjectList = lazy(() => import('./ProjectList'));
const ProjectShow = lazy(() => import('./ProjectShow'));

/** Resource `post-project` → /api/v1/admin/post-project (DELETE archives). */
export default {
  list: ProjectList,
  show: ProjectShow,
  edit: ProjectEdit,
  create: ProjectCreate,
  icon: ProjectIcon,
  recordRepresentation: (record: Pick<Project, 'name'>) => record.name,
};
