/**
 * Request a property (POST /property-requests): a tenant tells us the home the listing does not show.
 * Loaded on demand by PropertyRequestButton; checked with the spec's and the API's messages, the server's field
 * errors shown on the fields, the spec's callback texts as toasts.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ApiError } from '../api/client';
import { createPropertyRequest } from '../api/property-requests';
import { useAuth } from '../auth/AuthContext';
import { t } from '../i18n/t';
import { CITIES } from '../property/cities';
import { DateField, optionsOf, SelectField, TextAreaField, TextField } from '../ui/FormField';
import { Modal } from '../ui/Modal';
import { PhoneAndNameFields } from '../ui/PersonFields';
import { showToast } from '../ui/toast';
import { useFormFields } from '../ui/useFormFields';
import { hasErrors } from '../validation/rules';
import {
  fieldErrorsFromServer,
  todayInIndia,
  prefillRequest,
  REQUEST_BHK_CHOICES,
  REQUEST_LIMITS,
  toRequestBody,
  validateRequest,
  type RequestContext,
  type RequestField,
} from './request-form';

export default function PropertyRequestModal({ context, onClose }: { context: RequestContext; onClose(): void }) {
  const { user } = useAuth();
  const { values, errors, setErrors, change, blurName } = useFormFields<RequestField>(() => prefillRequest(user, context));
  const [busy, setBusy] = useState(false);
  // Bumped after a refused submit: focus then goes to the first field in error (on a phone it may be off screen).
  const [attempt, setAttempt] = useState(0);
  const form = useRef<HTMLFormElement>(null);
  const today = todayInIndia();

  useEffect(() => {
    if (attempt) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const invalid = validateRequest(values);
    setErrors(invalid);
    if (hasErrors(invalid)) {
      setAttempt((n) => n + 1);
      return;
    }
    setBusy(true);
    try {
      await createPropertyRequest(toRequestBody(values));
      showToast(t('toast.callbackSubmitted'), 'success');
      onClose();
    } catch (error) {
      setBusy(false);
      if (!(error instanceof ApiError)) return showToast(t('toast.callbackFailed'), 'error');
      if (error.handled) return; // the session-expiry flow has already said so
      const fromServer = fieldErrorsFromServer(error.errors);
      if (hasErrors(fromServer)) {
        setErrors(fromServer);
        setAttempt((n) => n + 1);
      }
      // 429 says how long to wait (the form stays filled in); everything else gets the spec's failure text.
      showToast(error.status === 429 ? error.message : t('toast.callbackFailed'), error.status === 429 ? 'warning' : 'error');
    }
  }

  const text = (field: RequestField) => ({
    name: field,
    value: values[field],
    error: errors[field],
    testId: `request-${field}`,
    onChange: (event: { target: { value: string } }) => change(field, event.target.value),
  });

  return (
    <Modal title={t('request.title')} subtitle={t('callback.promise')} onClose={onClose} testId="property-request-modal">
      <form ref={form} className="form" onSubmit={submit} noValidate data-testid="property-request-form">
        <PhoneAndNameFields values={values} errors={errors} onChange={change} onBlur={blurName} />
        <TextField {...text('email')} label={t('field.emailOptional')} type="email" autoComplete="email" maxLength={120} testId="email-input" />
        <div className="field-row">
          <SelectField {...text('city')} label={t('form.city')} required>
            {optionsOf(CITIES, (city) => t(`city.${city}`))}
          </SelectField>
          <TextField {...text('locality')} label={t('request.locality')} autoComplete="address-level3" maxLength={REQUEST_LIMITS.locality} />
        </div>
        <div className="field-row">
          <SelectField {...text('bhk')} label={t('request.bhk')}>
            <option value="">{t('filter.any')}</option>
            {optionsOf(REQUEST_BHK_CHOICES, (bhk) => (bhk === '0' ? t('property.rk') : t('property.bhk', { count: bhk })))}
          </SelectField>
          <TextField {...text('budget')} label={t('request.budget')} inputMode="numeric" autoComplete="off" maxLength={14} required />
        </div>
        <DateField {...text('move_in_date')} onChange={(value) => change('move_in_date', value)} label={t('request.moveIn')} min={today} />
        <TextAreaField {...text('notes')} label={t('request.notes')} rows={3} maxLength={REQUEST_LIMITS.notes} />
        <button type="submit" className="button button--primary button--block" disabled={busy} data-testid="request-submit">
          {busy ? t('callback.submitting') : t('request.submit')}
        </button>
      </form>
    </Modal>
  );
}
