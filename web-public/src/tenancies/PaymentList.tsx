/**
 * A tenancy's payments (disputed first, then newest): kind, amount, mode, reference, the day and the month of a
 * rent, who recorded it and where it stands; the other party confirms one with a code or says it did not happen.
 */
import { useState } from 'react';
import { confirmPayment, disputePayment, requestPaymentCode, type Payment, type TenancyDetail } from '../api/tenancies';
import { formatDate, formatRupees } from '../i18n/format';
import { t } from '../i18n/t';
import { CodeBox } from './CodeBox';
import { NoteForm } from './NoteForm';
import { monthLabel } from './tenancy-form';

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
  return (
    <NoteForm
      label={t('tenancy.payment.disputeLabel')}
      field="note"
      noteTestId="payment-dispute-note"
      submit={t('tenancy.payment.disputeSend')}
      submitTestId="payment-dispute-send"
      done={t('tenancy.payment.disputed')}
      send={(note) => disputePayment(paymentId, note)}
      onDone={onDone}
      onCancel={onCancel}
    />
  );
}
