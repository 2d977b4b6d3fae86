/**
 * A tenancy's payments (disputed first, then newest): kind, amount, mode, reference, the day and the month of a
 * rent, who recorded it and where it stands; the other party confirms one with a code or says it did not happen.
 */
import { useState, type FormEvent } from 'react';
import { confirmPayment, disputePayment, requestPaymentCode, type Payment, type TenancyDetail } from '../api/tenancies';
import { formatDate, formatRupees } from '../i18n/format';
import { t } from '../i18n/t';
import { FormActions } from './FormActions';
import { TextAreaField } from '../ui/FormField';
import { CodeBox } from './CodeBox';
import { monthLabel, NOTE_MAX } from './tenancy-form';
import { useMove } from './use-move';

export function PaymentList({ tenancy, onChanged }: { tenancy: TenancyDetail; onChanged(): void }) {
  if (tenancy.payments.length === 0) return <p className="muted" data-testid="payments-empty">{t('tenancy.payments.empty')}</p>;
  return (
    <ul className="tenancy__list" data-testid="payment-list">
      {tenancy.payments.map((payment) => (
        <PaymentItem key={payment.id} payment={payment} tenancy={tenancy} onChanged={onChanged} />
      ))}
    </ul>
  );
}

function PaymentItem({ payment, tenancy, onChanged }: { payment: Payment; tenancy: TenancyDetail; onChanged(): void }) {
  const actions = payment.actions ?? [];
  const [disputing, setDisputing] = useState(false);
  const mine = payment.recorded_by_party === tenancy.as;
  const recorder = mine ? t('tenancy.history.you') : payment.recorded_by_party === 'OWNER' ? tenancy.owner_name : tenancy.tenant_name;

  return (
    <li className="card stack" data-testid="payment-item" data-id={payment.id} data-status={payment.status} data-kind={payment.kind}>
      <div className="tenancy__row">
        <strong>
          {t(`tenancy.kind.${payment.kind}`)} · {formatRupees(payment.amount)}
        </strong>
        <span className={`chip chip--payment-${payment.status.toLowerCase()}`} data-testid="payment-status">
          {t(`tenancy.paymentStatus.${payment.status}`)}
        </span>
      </div>
      <p className="muted">
        {t(`tenancy.mode.${payment.mode}`)}
        {payment.reference ? ` · ${payment.reference}` : ''} · {t('tenancy.payment.paidOnDate', { date: formatDate(payment.paid_on) })}
        {payment.for_month ? ` · ${t('tenancy.payment.forMonthText', { month: monthLabel(payment.for_month) })}` : ''}
      </p>
      <p className="muted">{t('tenancy.payment.recordedBy', { name: recorder })}</p>
      {payment.dispute_note && <p>{t('tenancy.payment.disputeNote', { note: payment.dispute_note })}</p>}
      {payment.void_reason && <p>{t('tenancy.voidReason', { reason: payment.void_reason })}</p>}
      {actions.includes('confirm') && (
        <CodeBox
          testId="payment-code"
          label={t('tenancy.payment.confirmLabel')}
          request={() => requestPaymentCode(payment.id)}
          confirm={(code) => confirmPayment(payment.id, code)}
          onConfirmed={onChanged}
        />
      )}
      {actions.includes('dispute') &&
        (disputing ? (
          <DisputeForm paymentId={payment.id} onDone={onChanged} onCancel={() => setDisputing(false)} />
        ) : (
          <div className="actions">
            <button type="button" className="button button--ghost" onClick={() => setDisputing(true)} data-testid="payment-dispute">
              {t('tenancy.payment.dispute')}
            </button>
          </div>
        ))}
    </li>
  );
}

function DisputeForm({ paymentId, onDone, onCancel }: { paymentId: string; onDone(): void; onCancel(): void }) {
  const [note, setNote] = useState('');
  const move = useMove();
  function submit(event: FormEvent) {
    event.preventDefault();
    void move.run(() => disputePayment(paymentId, note.trim() || null), onDone, t('tenancy.payment.disputed'));
  }
  return (
    <form className="form stack" onSubmit={submit} noValidate>
      <TextAreaField
        label={t('tenancy.payment.disputeLabel')}
        name="note"
        rows={2}
        maxLength={NOTE_MAX}
        value={note}
        error={move.fieldErrors.note ?? null}
        testId="payment-dispute-note"
        onChange={(e) => setNote(e.target.value)}
      />
      <FormActions busy={move.busy} label={t('tenancy.payment.disputeSend')} testId="payment-dispute-send" onCancel={onCancel} kind="outline" />
    </form>
  );
}
