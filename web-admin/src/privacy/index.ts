import { lazy } from 'react';
import ErasureIcon from '@mui/icons-material/DeleteSweep';

// Its own chunk, loaded when the list is first opened.
const ErasureList = lazy(() => import('./ErasureList'));

/** Resource `erasures` → /api/v1/admin/erasures (read only). */
export default {
  list: ErasureList,
  icon: ErasureIcon,
};
