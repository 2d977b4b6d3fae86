/** Owner pages need an owner (primary or secondary role), rider pages a rider; others go to that login entry. */
import { Navigate, Outlet } from 'react-router-dom';
import { useAuth } from './AuthContext';
import { ENTRY, hasRole, type LoginAs } from './roles';

export function RequireRole({ role }: { role: LoginAs }) {
  const { user } = useAuth();
  return hasRole(user, role) ? <Outlet /> : <Navigate to={ENTRY[role]} replace />;
}
