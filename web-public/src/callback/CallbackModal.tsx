/** Schedule Callback (spec sections 3, 5, 8): POST /leads. Loaded on demand. */
import { useState, type FormEvent } from 'react';
import { ApiError } from '../api/client';
import { createLead, type LeadType, type NewLead } from '../api/endpoints';
import { useAuth } from '../auth/AuthContext';
import { LEAD_DESCRIPTION_MAX_LENGTH, QueryLeadTypes } from '../../../adapters/http/contract/rules';
import { t } from '../i18n/t';
import { ChoiceField } from '../ui/ChoiceField';
import { TextAreaField, TextField } from '../ui/FormField';
import { Modal } from '../ui/Modal';
import { showToast } from '../ui/toast';
import { useFormFields } from '../ui/useFormFields';
import {
  hasErrors,
  normaliseName,
  optionalEmail,
  personName,
  phone,
  validateFields,
  type FieldErrors,
  type Rules,
} from '../validation/rules';
import type { CallbackRequest } from './CallbackContext';
import { PhoneAndNameFields } from '../ui/PersonFields';

type Field = 'first_name' | 'last_name' | 'mobile_no' | 'email' | 'description';
const RULES: Rules<Field> = { first_name: personName, last_name: personName, mobile_no: phone, email: optionalEmail };

export default function CallbackModal({ request, onClose }: { request: CallbackRequest; onClose(): void }) {
  const { user } = useAuth();
  const forProperty = request.type === 'PROPERTY' && Boolean(request.propertyId);
  const [type, setType] = useState<LeadType>(forProperty ? 'PROPERTY' : request.type === 'OWNER' ? 'OWNER' : 'TENANT');
  const { values, errors, setErrors, change, blurName } = useFormFields<Field>({
    first_name: user?.first_name ?? '',
    last_name: user?.last_name ?? '',
    mobile_no: user?.mobile_no ?? '',
    email: '',
    description: request.description ?? '',
  });
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const invalid = validateFields(values, RULES);
    setErrors(invalid);
    if (hasErrors(invalid)) return;
    const lead: NewLead = {
      first_name: normaliseName(values.first_name),
      last_name: normaliseName(values.last_name),
      mobile_no: values.mobile_no,
      type,
      ...(values.email.trim() ? { email: values.email.trim() } : {}),
      ...(values.description.trim() ? { description: values.description.trim() } : {}),
      ...(type === 'PROPERTY' ? { property_id: request.propertyId } : {}),
    };
    setBusy(true);
    try {
      await createLead(lead);
      showToast(t('toast.callbackSubmitted'), 'success');
      onClose();
    } catch (error) {
      setBusy(false);
      if (error instanceof ApiError) setErrors(error.errors as FieldErrors<Field>);
      // 429 explains how long to wait; everything else gets the spec's failure text.
      const message = error instanceof ApiError && error.status === 429 ? error.message : t('toast.callbackFailed');
      showToast(message, 'error');
    }
  }

  return (
    <Modal title={t('callback.title')} subtitle={t('callback.promise')} onClose={onClose} testId="callback-modal">
      <form className="form" onSubmit={submit} noValidate>
        {forProperty ? (
          <p className="form__lead">{t('callback.aboutProperty')}</p>
        ) : (
          <ChoiceField
            legend={t('callback.whoLabel')}
            name="type"
            options={QueryLeadTypes}
            value={type}
            optionLabel={(option) => (option === 'TENANT' ? t('callback.tenant') : t('callback.owner'))}
            optionTestId={(option) => `callback-type-${option.toLowerCase()}`}
            onChange={(option) => setType(option)}
          />
        )}
        <PhoneAndNameFields values={values} errors={errors} onChange={change} onBlur={blurName} />
        <TextField
          label={t('field.emailOptional')}
          name="email"
          type="email"
          autoComplete="email"
          maxLength={120}
          value={values.email}
          error={errors.email}
          testId="email-input"
          onChange={(e) => change('email', e.target.value)}
        />
        <TextAreaField
          label={t('field.description')}
          name="description"
          rows={3}
          maxLength={LEAD_DESCRIPTION_MAX_LENGTH}
          value={values.description}
          error={errors.description}
          testId="description-input"
          onChange={(e) => change('description', e.target.value)}
        />
        <button type="submit" className="button button--primary button--block" disabled={busy} data-testid="callback-submit">
          {busy ? t('callback.submitting') : t('callback.submit')}
        </button>
      </form>
    </Modal>
  );
}
