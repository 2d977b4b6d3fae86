import { useBasename } from 'react-admin';
import { Navigate } from 'react-router-dom';
import { ADMIN_HOME_PATH, consolePath } from './menuEntries';

/** The console's root (/admin) opens the admin home, /admin/post-property (spec section 6). */
export const HomeRedirect = () => {
  const basename = useBasename();
  return <Navigate to={consolePath(basename, ADMIN_HOME_PATH)} replace />;
};
