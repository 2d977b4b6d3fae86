/**
 * Tenant profile: view and edit first name, last name and email (GET / PATCH /users/me), and "Your visits" (the
 * rider-assisted visits this person booked). Needs a login.
 */
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { ApiError, errorMessage } from '../api/client';
import { fetchMe, updateMe, type User } from '../api/endpoints';
import { useAuth } from '../auth/AuthContext';
import { rolesOf } from '../auth/roles';
import { t } from '../i18n/t';
import { TextField } from '../ui/FormField';
import { showToast } from '../ui/toast';
import { TitledPage, usePageTitle } from '../ui/usePageTitle';
import { hasErrors, normaliseName, optionalEmail, personName, validateFields, type FieldErrors } from '../validation/rules';
import { NameFields } from '../ui/PersonFields';
import { YourVisits } from '../rides/YourVisits';
import { YourAlerts } from '../search-alerts/YourAlerts';

type Field = 'first_name' | 'last_name' | 'email';
const RULES = { first_name: personName, last_name: personName, email: optionalEmail };

export default function ProfilePage() {
  usePageTitle(t('profile.title'));
  const { user, openLogin } = useAuth();

  // Only on arrival: closing the modal leaves the page with its own Login button.
  useEffect(() => {
    if (!user) openLogin();
  }, []);

  return (
    <TitledPage className="page page--narrow" title={t('profile.title')}>
      {user ? (
        <>
          <Profile key={user.id} />
          <YourVisits key={`visits-${user.id}`} />
          <YourAlerts key={`alerts-${user.id}`} />
        </>
      ) : (
        <div className="card stack">
          <p>{t('profile.loginRequired')}</p>
          <div className="actions">
            <button type="button" className="button button--primary" onClick={() => openLogin()} data-testid="profile-login-button">
              {t('profile.login')}
            </button>
          </div>
        </div>
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
    return <div className="card profile-skeleton" role="status" aria-label={t('common.loading')} />;
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
      </div>
    </div>
  );
}

function ProfileForm({ profile, onCancel, onSaved }: { profile: User; onCancel(): void; onSaved(user: User): void }) {
  const [values, setValues] = useState<Record<Field, string>>({
    first_name: profile.first_name,
    last_name: profile.last_name,
    email: profile.email ?? '',
  });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [busy, setBusy] = useState(false);

  function change(field: Field, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _cleared, ...rest }) => rest);
  }

  function blurName(field: 'first_name' | 'last_name') {
    setValues((current) => ({ ...current, [field]: normaliseName(current[field]) }));
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    const invalid = validateFields(values, RULES);
    setErrors(invalid);
    if (hasErrors(invalid)) return;
    setBusy(true);
    try {
      const email = values.email.trim();
      const answer = await updateMe({
        first_name: normaliseName(values.first_name),
        last_name: normaliseName(values.last_name),
        // Only a changed email is sent; an emptied one is sent as "" to remove it.
        ...(email !== (profile.email ?? '') ? { email } : {}),
      });
      if (answer.message) showToast(answer.message, 'success');
      onSaved(answer.data);
    } catch (error) {
      setBusy(false);
      if (error instanceof ApiError) {
        setErrors(error.errors as FieldErrors<Field>);
        if (!error.handled) showToast(error.message, 'error');
      } else {
        showToast(errorMessage(error), 'error');
      }
    }
  }

  return (
    <form className="card form" onSubmit={save} noValidate data-testid="profile-form">
      <NameFields values={values} errors={errors} onChange={change} onBlur={blurName} />
      <TextField
        label={t('field.emailOptional')}
        name="email"
        type="email"
        autoComplete="email"
        value={values.email}
        error={errors.email}
        testId="email-input"
        onChange={(e) => change('email', e.target.value)}
      />
      <div className="actions">
        <button type="submit" className="button button--primary" disabled={busy} data-testid="profile-save-button">
          {busy ? t('profile.saving') : t('profile.save')}
        </button>
        <button type="button" className="button button--ghost" onClick={onCancel} disabled={busy}>
          {t('profile.cancel')}
        </button>
      </div>
    </form>
  );
}
