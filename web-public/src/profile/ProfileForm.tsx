/** The profile's edit form (names and optional email, PATCH /users/me): on the profile page and on "My data". */
import { useState, type FormEvent } from 'react';
import { ApiError, errorMessage } from '../api/client';
import { updateMe, type User } from '../api/endpoints';
import { t } from '../i18n/t';
import { TextField } from '../ui/FormField';
import { NameFields } from '../ui/PersonFields';
import { showToast } from '../ui/toast';
import { hasErrors, normaliseName, optionalEmail, personName, validateFields, type FieldErrors } from '../validation/rules';

type Field = 'first_name' | 'last_name' | 'email';
const RULES = { first_name: personName, last_name: personName, email: optionalEmail };

export function ProfileForm({ profile, onCancel, onSaved }: { profile: User; onCancel(): void; onSaved(user: User): void }) {
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
