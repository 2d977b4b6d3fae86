/**
 * Owner pages need an owner (primary or secondary role), rider pages a rider. Signed out, people go to that area's
 * login entry. Signed in without the role: the owner entry explains and offers to log in as an owner; a rider page
 * says how to become a rider instead of refusing.
 * `/owner/add-property` also lets in anyone who may post (a tenant becomes an owner by posting: no new OTP).
 */
import { useEffect } from 'react';
import { Link, Navigate, Outlet } from 'react-router-dom';
import { t } from '../i18n/t';
import { TitledPage, usePageTitle } from '../ui/usePageTitle';
import { useAuth } from './AuthContext';
import { canPostProperty, ENTRY, hasRole, type LoginAs } from './roles';

export function RequireRole({ role, orPoster = false }: { role: LoginAs; orPoster?: boolean }) {
  const { user } = useAuth();
  if (hasRole(user, role) || (orPoster && canPostProperty(user))) return <Outlet />;
  if (user && role === 'RIDER') return <NotARider name={user.first_name} />;
  return <Navigate to={ENTRY[role]} replace />;
}

function NotARider({ name }: { name: string }) {
  usePageTitle(t('riderOnly.title'));
  const { refreshUser } = useAuth();
  // An application approved since this session began: the stored roles are old. Once per visit, ask again.
  useEffect(() => {
    void refreshUser();
  }, [refreshUser]);
  return (
    <TitledPage className="page page--narrow" title={t('riderOnly.title')} testId="rider-only">
      <div className="card stack">
        <p>{t('riderOnly.body', { name })}</p>
        <div className="actions">
          <Link className="button button--primary" to="/rider/become-our-rider" data-testid="become-rider-link">
            {t('riderOnly.apply')}
          </Link>
          <Link className="button button--ghost" to="/">
            {t('notFound.home')}
          </Link>
        </div>
      </div>
    </TitledPage>
  );
}
