import ProjectIcon from '@mui/icons-material/Apartment';
import ProjectCreate from './ProjectCreate';
import ProjectEdit from './ProjectEdit';
import ProjectList from './ProjectList';
import ProjectShow from './ProjectShow';
import type { Project } from './types';

/** Resource `post-project` → /api/v1/admin/post-project (DELETE archives). */
export default {
  list: ProjectList,
  show: ProjectShow,
  edit: ProjectEdit,
  create: ProjectCreate,
  icon: ProjectIcon,
  recordRepresentation: (record: Pick<Project, 'name'>) => record.name,
};
