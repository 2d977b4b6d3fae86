/**
 * The "Owner" step of a rider's post for an owner (/rider/add-property): the owner's phone, their names when they
 * are new to GharSetu, "Send code to owner" (POST /properties/owner-confirmation; the owner reads the 6-digit code
 * from their SMS) and the code itself. The values live in PropertyForm, which sends them with POST /properties.
 */
import { useState } from 'react';
import { ApiError, errorMessage } from '../../api/client';
import { requestOwnerCode } from '../../api/riders';
import { formatCountdown, RESEND_SECONDS, secondsUntilResend } from '../../auth/login-flow';
import { NAME_MAX_LENGTH } from '../../../../adapters/http/contract/rules';
import { t } from '../../i18n/t';
import { ownerErrorsFromServer, validateOwnerPhone, type OwnerField, type OwnerValues } from '../../property/owner-step';
import { TextField } from '../../ui/FormField';
import { PhoneAndNameFields, type PersonFieldSet } from '../../ui/PersonFields';
import { showToast } from '../../ui/toast';
import { useSecondTicks } from '../../ui/useSecondTicks';
import { hasErrors, normaliseName, onlyDigits, OTP_LENGTH, type FieldErrors } from '../../validation/rules';

/** The number the last code went to, and when (epoch ms). */
export interface CodeSent {
  phone: string;
  at: number;
}

interface OwnerStepProps {
  values: OwnerValues;
  errors: FieldErrors<OwnerField>;
  onChange(field: OwnerField, value: string): void;
  onErrors(errors: FieldErrors<OwnerField>): void;
  sent: CodeSent | null;
  onSent(sent: CodeSent): void;
}

/** The owner's phone and names, as the rider types them in: no autofill, the names optional. */
const OWNER_PERSON: PersonFieldSet<OwnerField> = {
  keys: { first: 'owner_first_name', last: 'owner_last_name', phone: 'owner_mobile_no' },
  labels: { first: 'ownerStep.firstName', last: 'ownerStep.lastName', phone: 'ownerStep.phone' },
  testIds: { first: 'property-owner_first_name', last: 'property-owner_last_name', phone: 'property-owner_mobile_no' },
  own: false,
  maxLength: NAME_MAX_LENGTH,
};

export function OwnerStep({ values, errors, onChange, onErrors, sent, onSent }: OwnerStepProps) {
  const [sending, setSending] = useState(false);
  const sentHere = sent !== null && sent.phone === values.owner_mobile_no;
  const wait = sentHere ? secondsUntilResend({ resendAt: sent.at + RESEND_SECONDS * 1000 }, Date.now()) : 0;
  useSecondTicks(wait > 0);

  async function sendCode() {
    const invalid = validateOwnerPhone(values);
    if (hasErrors(invalid)) return onErrors({ ...errors, ...invalid });
    setSending(true);
    try {
      const answer = await requestOwnerCode(values.owner_mobile_no);
      showToast(answer.message || t('ownerStep.sent'), 'success');
      onSent({ phone: values.owner_mobile_no, at: Date.now() });
      onChange('owner_otp', '');
    } catch (error) {
      if (error instanceof ApiError && error.handled) return;
      const fromServer = error instanceof ApiError ? ownerErrorsFromServer(error.errors) : {};
      if (hasErrors(fromServer)) onErrors({ ...errors, ...fromServer });
      showToast(errorMessage(error), error instanceof ApiError && error.status === 429 ? 'warning' : 'error');
    } finally {
      setSending(false);
    }
  }

  return (
    <fieldset className="form property-form__step" data-testid="add-property-step-owner">
      <legend className="visually-hidden">{t('owner.form.step0')}</legend>
      <p className="form__lead">{t('ownerStep.intro')}</p>
      <PhoneAndNameFields
        set={OWNER_PERSON}
        values={values}
        errors={errors}
        onChange={onChange}
        onBlur={(field) => onChange(field, normaliseName(values[field]))}
        phoneFirst
      />
      <p className="field__hint owner-step__hint">{t('ownerStep.namesHint')}</p>
      <div className="actions owner-step__send">
        <button
          type="button"
          className={`button ${sentHere ? 'button--ghost' : 'button--outline'}`}
          disabled={sending || wait > 0}
          onClick={sendCode}
          data-testid="owner-send-code"
        >
          {sending ? t('ownerStep.sending') : wait > 0 ? t('ownerStep.resendIn', { time: formatCountdown(wait) }) : sentHere ? t('ownerStep.resend') : t('ownerStep.send')}
        </button>
      </div>
      <div aria-live="polite">
        {sentHere && (
          <p className="form__lead" data-testid="owner-code-sent">
            {t('ownerStep.sentTo', { phone: sent.phone })}
          </p>
        )}
      </div>
      {!sentHere && errors.owner_otp && (
        <p className="field__error" role="alert" data-testid="property-owner_otp-error">
          {errors.owner_otp}
        </p>
      )}
      {sentHere && (
        <TextField
          label={t('ownerStep.code')}
          name="owner_otp"
          inputMode="numeric"
          autoComplete="off"
          pattern="[0-9]*"
          maxLength={OTP_LENGTH}
          value={values.owner_otp}
          error={errors.owner_otp}
          testId="property-owner_otp"
          onChange={(e) => onChange('owner_otp', onlyDigits(e.target.value, OTP_LENGTH))}
        />
      )}
    </fieldset>
  );
}
