import { lazy } from 'react';
import DescriptionIcon from '@mui/icons-material/Description';

// The page is its own chunk, loaded when first opened (the console's initial script stays small).
const AgreementList = lazy(() => import('./AgreementList'));

/** Resource `agreements` → /api/v1/admin/agreements (read only). */
export default {
  list: AgreementList,
  icon: DescriptionIcon,
};
