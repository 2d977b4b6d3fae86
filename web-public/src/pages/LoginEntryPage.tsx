/**
 * /owner/login and /rider/login: open the login modal with `login_as` OWNER or RIDER.
 * Someone who already has the role goes straight to that area's landing page.
 * Someone signed in without it (a tenant at /owner/login) is told so, and can log in again as an owner; a rider
 * at /owner/login is pointed to the rider area (riders post for owners from there).
 */
import { useEffect } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { useAuth } from '../auth/AuthContext';
import { hasRole, isRider, LANDING, type LoginAs } from '../auth/roles';
import { Logo } from '../layout/Navbar';
import { t } from '../i18n/t';
import { usePageTitle } from '../ui/usePageTitle';

const TEXT = {
  OWNER: { title: 'entry.owner.title', body: 'entry.owner.body', open: 'entry.owner.open', signedIn: 'entry.owner.notOwner' },
  RIDER: { title: 'entry.rider.title', body: 'entry.rider.body', open: 'entry.rider.open', signedIn: 'entry.rider.notRider' },
} as const;

export default function LoginEntryPage({ as }: { as: LoginAs }) {
  const { user, openLogin } = useAuth();
  const text = TEXT[as];
  const allowed = hasRole(user, as);
  usePageTitle(t(text.title));

  const open = () => openLogin({ loginAs: as, redirectTo: LANDING[as], phone: user?.mobile_no });

  // Once per visit. Logged out: open the modal at once. Signed in without the role: explain first, open on request.
  useEffect(() => {
    if (!user) open();
  }, [as]);

  if (allowed) return <Navigate to={LANDING[as]} replace />;
  const riderAtOwnerEntry = as === 'OWNER' && isRider(user);

  return (
    <section className="page page--narrow entry" aria-labelledby="page-title">
      {/* The navbar is hidden on the rider login page: keep a way home. */}
      {as === 'RIDER' && (
        <div className="entry__logo">
          <Logo />
        </div>
      )}
      <h1 id="page-title" className="page__title">
        {t(text.title)}
      </h1>
      <div className="card stack">
        <p>{user ? t(riderAtOwnerEntry ? 'entry.owner.rider' : text.signedIn, { name: user.first_name }) : t(text.body)}</p>
        <div className="actions">
          {riderAtOwnerEntry ? (
            <Link className="button button--primary" to={LANDING.RIDER} data-testid="entry-rider-area">
              {t('entry.owner.toRider')}
            </Link>
          ) : (
            <button type="button" className="button button--primary" onClick={open} data-testid="entry-login-button">
              {t(text.open)}
            </button>
          )}
          {as === 'RIDER' && (
            <span className="muted">
              {t('entry.rider.apply')} <Link to="/rider/become-our-rider">{t('rider.become.title')}</Link>
            </span>
          )}
        </div>
      </div>
    </section>
  );
}
