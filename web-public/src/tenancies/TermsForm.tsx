/** The terms of a tenancy: to propose one (with the tenant's mobile number when the owner proposes) or to change a proposal. */
import { useState, type FormEvent } from 'react';
import type { TermsBody } from '../api/tenancies';
import { t } from '../i18n/t';
import { FormActions } from './FormActions';
import { DateField, PhoneField, RupeeField, TextField } from '../ui/FormField';
import { phoneDigits, type FieldErrors } from '../validation/rules';
import { checkTenantMobile, termsBody, type TermsField, type TermsValues } from './tenancy-form';

interface Props {
  start: TermsValues;
  /** Ask for the tenant's mobile number (the owner proposes). */
  askTenant?: boolean;
  submitLabel: string;
  busy: boolean;
  /** The server's field errors (its names: rent, move_in_date, tenant_mobile_no, …). */
  serverErrors: Record<string, string>;
  onSubmit(body: TermsBody, tenantMobileNo: string | null): void;
  onCancel?(): void;
}

const NUMBER_FIELDS: { field: Exclude<TermsField, 'rent' | 'deposit' | 'maintenance' | 'move_in_date'>; hint?: boolean }[] = [
  { field: 'term_months' },
  { field: 'notice_months' },
  { field: 'rent_due_day' },
];

export function TermsForm({ start, askTenant = false, submitLabel, busy, serverErrors, onSubmit, onCancel }: Props) {
  const [values, setValues] = useState<TermsValues>(start);
  const [mobile, setMobile] = useState('');
  const [errors, setErrors] = useState<FieldErrors<TermsField | 'tenant_mobile_no'>>({});
  const error = (field: TermsField | 'tenant_mobile_no') => errors[field] ?? serverErrors[field] ?? null;
  const set = (field: TermsField) => (value: string) => (setValues((v) => ({ ...v, [field]: value })), setErrors(({ [field]: _gone, ...rest }) => rest));

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = termsBody(values);
    const mobileError = askTenant ? checkTenantMobile(mobile) : null;
    if ('errors' in checked || mobileError) {
      setErrors({ ...('errors' in checked ? checked.errors : {}), ...(mobileError ? { tenant_mobile_no: mobileError } : {}) });
      return;
    }
    onSubmit(checked.body, askTenant ? mobile.trim() : null);
  }

  return (
    <form className="form stack" onSubmit={submit} noValidate data-testid="tenancy-terms-form">
      {askTenant && (
        <PhoneField
          label={t('tenancy.form.tenantMobile')}
          hint={t('tenancy.form.tenantMobileHint')}
          name="tenant_mobile_no"
          value={mobile}
          error={error('tenant_mobile_no')}
          testId="tenancy-tenant-mobile"
          onChange={(e) => (setMobile(phoneDigits(e.target.value)), setErrors(({ tenant_mobile_no: _gone, ...rest }) => rest))}
        />
      )}
      <RupeeField label={t('tenancy.terms.rent')} name="rent" value={values.rent} onChange={set('rent')} error={error('rent')} testId="tenancy-rent" />
      <RupeeField label={t('tenancy.terms.deposit')} name="deposit" value={values.deposit} onChange={set('deposit')} error={error('deposit')} testId="tenancy-deposit" />
      <RupeeField
        label={t('tenancy.terms.maintenance')}
        name="maintenance"
        value={values.maintenance}
        onChange={set('maintenance')}
        error={error('maintenance')}
        testId="tenancy-maintenance"
      />
      <DateField label={t('tenancy.terms.moveIn')} name="move_in_date" value={values.move_in_date} onChange={set('move_in_date')} error={error('move_in_date')} testId="tenancy-move-in" />
      <div className="field-row">
        {NUMBER_FIELDS.map(({ field }) => (
          <TextField
            key={field}
            label={t(`tenancy.terms.${field}`)}
            name={field}
            inputMode="numeric"
            value={values[field]}
            error={error(field)}
            testId={`tenancy-${field.replace(/_/g, '-')}`}
            onChange={(e) => set(field)(e.target.value)}
          />
        ))}
      </div>
      <FormActions busy={busy} label={submitLabel} testId="tenancy-terms-submit" onCancel={onCancel} />
    </form>
  );
}
