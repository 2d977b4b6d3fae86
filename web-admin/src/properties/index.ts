import PropertyIcon from '@mui/icons-material/HomeWork';
import PropertyCreate from './PropertyCreate';
import PropertyEdit from './PropertyEdit';
import PropertyList from './PropertyList';
import PropertyShow from './PropertyShow';
import type { Property } from './types';

/** Resource `post-property` → /api/v1/admin/post-property (the admin home). */
export default {
  list: PropertyList,
  show: PropertyShow,
  edit: PropertyEdit,
  create: PropertyCreate,
  icon: PropertyIcon,
  recordRepresentation: (record: Pick<Property, 'title'>) => record.title,
};
