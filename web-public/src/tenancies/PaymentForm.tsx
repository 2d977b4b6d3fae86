/**
 * Record a payment between the two (token, deposit, rent, refund): amount, mode (cash, UPI, bank transfer), the
 * reference (a UPI or bank reference), the day paid, and for rent the month it is for. It stays pending until the
 * other party confirms it with a code.
 */
import { useState, type FormEvent } from 'react';
import { PaymentKinds, PaymentModes } from '../../../adapters/http/contract/rules';
import { recordPayment, type Payment } from '../api/tenancies';
import { t } from '../i18n/t';
import { FormActions } from './FormActions';
import { DateField, optionsOf, RupeeField, SelectField, TextField } from '../ui/FormField';
import type { FieldErrors } from '../validation/rules';
import { indiaToday, monthLabel, paymentBody, paymentStart, rentMonths, type PaymentField, type PaymentValues } from './tenancy-form';
import { useMove } from './use-move';

interface Props {
  tenancyId: string;
  /** The kinds the tenancy takes now (rent only once confirmed). */
  kinds?: readonly Payment['kind'][];
  onRecorded(payment: Payment): void;
  onCancel(): void;
}

export function PaymentForm({ tenancyId, kinds = PaymentKinds, onRecorded, onCancel }: Props) {
  const today = indiaToday();
  const [values, setValues] = useState<PaymentValues>(() => paymentStart(today, kinds.includes('RENT') ? 'RENT' : kinds[0]));
  const [errors, setErrors] = useState<FieldErrors<PaymentField>>({});
  const move = useMove();
  const error = (field: PaymentField) => errors[field] ?? move.fieldErrors[field] ?? null;
  const set = (field: PaymentField) => (value: string) => (setValues((v) => ({ ...v, [field]: value })), setErrors(({ [field]: _gone, ...rest }) => rest));

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = paymentBody(values, t);
    if ('errors' in checked) return setErrors(checked.errors);
    void move.run(() => recordPayment(tenancyId, checked.body), (answer) => onRecorded(answer.data), t('tenancy.payment.recorded'));
  }

  return (
    <form className="form stack card" onSubmit={submit} noValidate data-testid="payment-form">
      <SelectField label={t('tenancy.payment.kind')} name="kind" value={values.kind} onChange={(e) => set('kind')(e.target.value)} error={error('kind')} testId="payment-kind">
        {optionsOf(kinds, (kind) => t(`tenancy.kind.${kind}`))}
      </SelectField>
      {values.kind === 'TOKEN' && <p className="form__note">{t('tenancy.payment.tokenNote')}</p>}
      <RupeeField label={t('tenancy.payment.amount')} name="amount" value={values.amount} onChange={set('amount')} error={error('amount')} testId="payment-amount" />
      <SelectField label={t('tenancy.payment.mode')} name="mode" value={values.mode} onChange={(e) => set('mode')(e.target.value)} error={error('mode')} testId="payment-mode">
        {optionsOf(PaymentModes, (mode) => t(`tenancy.mode.${mode}`))}
      </SelectField>
      <TextField
        label={t('tenancy.payment.reference')}
        hint={t('tenancy.payment.referenceHint')}
        name="reference"
        value={values.reference}
        error={error('reference')}
        testId="payment-reference"
        onChange={(e) => set('reference')(e.target.value)}
      />
      <DateField label={t('tenancy.payment.paidOn')} name="paid_on" value={values.paid_on} max={today} onChange={set('paid_on')} error={error('paid_on')} testId="payment-paid-on" />
      {values.kind === 'RENT' && (
        <SelectField label={t('tenancy.payment.forMonth')} name="for_month" value={values.for_month} onChange={(e) => set('for_month')(e.target.value)} error={error('for_month')} testId="payment-for-month">
          {optionsOf(rentMonths(today), monthLabel)}
        </SelectField>
      )}
      <FormActions busy={move.busy} label={t('tenancy.payment.record')} testId="payment-submit" onCancel={onCancel} />
    </form>
  );
}
