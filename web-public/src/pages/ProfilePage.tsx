/**
 * Tenant profile: view and edit first name, last name and email (GET / PATCH /users/me), and "Your visits" (the
 * rider-assisted visits this person booked). Needs a login.
 */
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { ApiError, errorMessage } from '../api/client';
import { fetchMe, type User } from '../api/endpoints';
import { useAuth } from '../auth/AuthContext';
import { rolesOf } from '../auth/roles';
import { t } from '../i18n/t';
import { TitledPage, usePageTitle } from '../ui/usePageTitle';
import { ProfileForm } from '../profile/ProfileForm';
import { YourVisits } from '../rides/YourVisits';
import { YourAlerts } from '../search-alerts/YourAlerts';
import { YourRequests } from '../my-requests/YourRequests';
import { LoadingCard, SignInCard, useSignInOnArrival } from '../ui/StateCard';

export default function ProfilePage() {
  usePageTitle(t('profile.title'));
  const { user } = useSignInOnArrival();

  return (
    <TitledPage className="page page--narrow" title={t('profile.title')}>
      {user ? (
        <>
          <Profile key={user.id} />
          <p className="card" data-testid="profile-tenancies">
            <Link to="/tenancies" data-testid="profile-tenancies-link">
              {t('tenancies.title')}
            </Link>{' '}
            <span className="muted">{t('tenancies.profileNote')}</span>
          </p>
          <YourVisits key={`visits-${user.id}`} />
          <YourAlerts key={`alerts-${user.id}`} />
          <YourRequests key={`requests-${user.id}`} />
        </>
      ) : (
        <SignInCard text={t('profile.loginRequired')} label={t('profile.login')} testId="profile-login-button" />
      )}
    </TitledPage>
  );
}

function Profile() {
  const { updateUser } = useAuth();
  const [profile, setProfile] = useState<User | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [editing, setEditing] = useState(false);

  const load = useCallback((signal?: AbortSignal) => {
    setFailed(null);
    fetchMe(signal).then(
      (answer) => setProfile(answer.data),
      (error: unknown) => {
        if (signal?.aborted || (error instanceof ApiError && error.handled)) return;
        setFailed(errorMessage(error));
      },
    );
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal);
    return () => controller.abort();
  }, [load]);

  if (failed) {
    return (
      <div className="card stack" role="alert">
        <p>{t('profile.loadFailed')}</p>
        <p className="muted">{failed}</p>
        <div className="actions">
          <button type="button" className="button button--outline" onClick={() => load()}>
            {t('profile.retry')}
          </button>
        </div>
      </div>
    );
  }

  if (!profile) {
    return <LoadingCard />;
  }

  if (editing) {
    return (
      <ProfileForm
        profile={profile}
        onCancel={() => setEditing(false)}
        onSaved={(saved) => {
          setProfile(saved);
          updateUser({ first_name: saved.first_name, last_name: saved.last_name });
          setEditing(false);
        }}
      />
    );
  }

  return (
    <div className="card stack" data-testid="profile-view">
      <dl className="details">
        <dt>{t('profile.name')}</dt>
        <dd data-testid="profile-name">
          {profile.first_name} {profile.last_name}
        </dd>
        <dt>{t('profile.phone')}</dt>
        <dd>+91 {profile.mobile_no}</dd>
        <dt>{t('profile.email')}</dt>
        <dd data-testid="profile-email">{profile.email || <span className="muted">{t('profile.noEmail')}</span>}</dd>
        <dt>{t('profile.role')}</dt>
        <dd>{rolesOf(profile).map((role) => t(`role.${role}`)).join(', ')}</dd>
      </dl>
      <div className="actions">
        <button type="button" className="button button--primary" onClick={() => setEditing(true)} data-testid="profile-edit-button">
          {t('profile.edit')}
        </button>
        <Link className="button button--ghost button--wrap" to="/tenant/profile/data" data-testid="profile-my-data-link">
          {t('profile.myData')}
        </Link>
      </div>
    </div>
  );
}
