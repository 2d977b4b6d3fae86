/**
 * A tenancy as one of its two parties sees it (/tenancies/{id}): the safety words, where it stands, the terms and
 * whose confirmation counts, the other party's name; the moves the server allows now (confirm with a code, change,
 * withdraw, notice, end, the owner's statement of a visit in person), the agreement and receipts, the payments
 * (record one; confirm or dispute the other party's) and the history (an admin shows as the GharSetu team).
 */
import { useCallback, useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { PAYMENT_KIND_NEEDS, PaymentKinds } from '../../../adapters/http/contract/rules';
import { ApiError, errorMessage } from '../api/client';
import {
  changeTerms,
  confirmTenancy,
  endTenancy,
  fetchTenancy,
  giveNotice,
  requestTenancyCode,
  stateVisit,
  withdrawTenancy,
  type TenancyDetail,
} from '../api/tenancies';
import { formatDate, formatDateTime, formatRupees } from '../i18n/format';
import { t } from '../i18n/t';
import { FormActions } from '../tenancies/FormActions';
import { NoteForm } from '../tenancies/NoteForm';
import { LoadFailed } from '../property/States';
import { Pagination } from '../property/Pagination';
import { pageParam } from '../property/format';
import { AgreementPanel } from '../tenancies/AgreementPanel';
import { CodeBox } from '../tenancies/CodeBox';
import { PaymentForm } from '../tenancies/PaymentForm';
import { PaymentList } from '../tenancies/PaymentList';
import { ReceiptsPanel } from '../tenancies/ReceiptsPanel';
import { TermsForm } from '../tenancies/TermsForm';
import { actorName, indiaToday, otherParty, termsStart, waitingFor } from '../tenancies/tenancy-form';
import { useMove } from '../tenancies/use-move';
import { DateField } from '../ui/FormField';
import { all, calendarDate } from '../validation/api-rules';
import { required } from '../validation/rules';
import { LoadingCard, SignInCard, StateCard, useSignInOnArrival } from '../ui/StateCard';
import { TitledPage, usePageTitle } from '../ui/usePageTitle';

export default function TenancyPage() {
  const { id = '' } = useParams();
  const { user } = useSignInOnArrival();
  usePageTitle(t('tenancy.title'));
  if (!user) {
    return (
      <TitledPage className="page page--narrow" title={t('tenancy.title')}>
        <SignInCard text={t('tenancies.loginRequired')} label={t('profile.login')} />
      </TitledPage>
    );
  }
  return <Tenancy key={`${user.id}-${id}`} id={id} me={user.id} />;
}

type Open = 'change' | 'withdraw' | 'notice' | 'visit' | 'payment' | null;

function Tenancy({ id, me }: { id: string; me: string }) {
  const [params] = useSearchParams();
  const page = pageParam(params.get('payments_page'));
  const [tenancy, setTenancy] = useState<TenancyDetail | null>(null);
  const [failed, setFailed] = useState<{ status: number; message: string } | null>(null);
  const [open, setOpen] = useState<Open>(null);

  const load = useCallback(
    (signal?: AbortSignal) => {
      setFailed(null);
      fetchTenancy(id, page, signal).then(setTenancy, (error: unknown) => {
        if (signal?.aborted || (error instanceof ApiError && error.handled)) return;
        setFailed({ status: error instanceof ApiError ? error.status : 0, message: errorMessage(error) });
      });
    },
    [id, page],
  );

  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal);
    return () => controller.abort();
  }, [load]);

  const moved = (next?: TenancyDetail) => {
    setOpen(null);
    if (next && page === 1) setTenancy(next);
    else load();
  };

  if (failed?.status === 404 || failed?.status === 400) {
    return (
      <TitledPage className="page page--narrow" title={t('tenancy.title')}>
        <StateCard testId="tenancy-not-found" title={t('tenancy.notFound')} link={{ to: '/tenancies', label: t('tenancies.title') }} />
      </TitledPage>
    );
  }
  if (failed) {
    return (
      <TitledPage className="page page--narrow" title={t('tenancy.title')}>
        <LoadFailed title={t('tenancy.loadFailed')} message={failed.message} onRetry={() => load()} />
      </TitledPage>
    );
  }
  if (!tenancy) {
    return (
      <TitledPage className="page page--narrow" title={t('tenancy.title')}>
        <LoadingCard />
      </TitledPage>
    );
  }

  const actions = tenancy.actions;
  const other = otherParty(tenancy);
  const waiting = waitingFor(tenancy);
  const kinds = PaymentKinds.filter((kind) => PAYMENT_KIND_NEEDS[kind].includes(tenancy.status));

  return (
    <TitledPage className="page page--narrow tenancy" title={tenancy.home?.title ?? t('tenancy.title')} testId="tenancy-page">
      <p className="tenancy__safety" role="note" data-testid="tenancy-safety">
        {t('tenancy.safety')}
      </p>

      <section className="card stack" data-testid="tenancy-summary" data-status={tenancy.status}>
        <div className="tenancy__row">
          <span className={`chip chip--tenancy-${tenancy.status.toLowerCase()}`} data-testid="tenancy-status">
            {t(`tenancy.status.${tenancy.status}`)}
          </span>
          {tenancy.home && (
            <span className="muted">
              {tenancy.home.locality}
            </span>
          )}
        </div>
        <p data-testid="tenancy-you">{t(tenancy.as === 'OWNER' ? 'tenancy.youOwner' : 'tenancy.youTenant')}</p>
        <p data-testid="tenancy-other">{t(other.role === 'OWNER' ? 'tenancy.otherOwner' : 'tenancy.otherTenant', { name: other.name })}</p>
        {tenancy.status === 'PROPOSED' && (
          <p data-testid="tenancy-waiting">
            {waiting.length === 0 ? t('tenancy.confirmedBoth') : waiting.map((party) => t(party === tenancy.as ? 'tenancy.waitingYou' : 'tenancy.waitingOther', { name: other.name })).join(' ')}
          </p>
        )}
        {tenancy.move_out_date && <p>{t('tenancy.moveOut', { date: formatDate(tenancy.move_out_date) })}</p>}
        {tenancy.visited_on && <p data-testid="tenancy-visited">{t('tenancy.visitedOn', { date: formatDate(tenancy.visited_on) })}</p>}
        {tenancy.withdraw_reason && <p>{t('tenancy.withdrawReason', { reason: tenancy.withdraw_reason })}</p>}
        {tenancy.void_reason && <p>{t('tenancy.voidReason', { reason: tenancy.void_reason })}</p>}
      </section>

      <section className="card stack" aria-labelledby="tenancy-terms-title">
        <h2 id="tenancy-terms-title" className="section__title section__title--left">
          {t('tenancy.terms.title', { version: tenancy.terms_version })}
        </h2>
        <Terms tenancy={tenancy} />
        {actions.includes('confirm') && (
          <CodeBox
            testId="tenancy-code"
            label={t('tenancy.code.termsLabel')}
            request={() => requestTenancyCode(tenancy.id)}
            confirm={(code) => confirmTenancy(tenancy.id, code).then((answer) => answer.data)}
            onConfirmed={() => moved()}
          />
        )}
        <div className="actions">
          <Toggle when={actions.includes('change')} open={open} value="change" setOpen={setOpen} label={t('tenancy.action.change')} />
          <Toggle when={actions.includes('withdraw')} open={open} value="withdraw" setOpen={setOpen} label={t('tenancy.action.withdraw')} />
          <Toggle when={actions.includes('notice')} open={open} value="notice" setOpen={setOpen} label={t('tenancy.action.notice')} />
          <Toggle when={actions.includes('visit_statement')} open={open} value="visit" setOpen={setOpen} label={t('tenancy.action.visit')} />
          {actions.includes('end') && <EndButton id={tenancy.id} onDone={moved} />}
        </div>
        {open === 'change' && <ChangeTerms tenancy={tenancy} onDone={moved} onCancel={() => setOpen(null)} />}
        {open === 'withdraw' && <WithdrawForm id={tenancy.id} onDone={moved} onCancel={() => setOpen(null)} />}
        {open === 'notice' && (
          <DayForm
            testId="tenancy-notice"
            label={t('tenancy.notice.label')}
            submit={t('tenancy.action.notice')}
            send={(day) => giveNotice(tenancy.id, day)}
            done={t('tenancy.notice.done')}
            onDone={moved}
            onCancel={() => setOpen(null)}
          />
        )}
        {open === 'visit' && (
          <DayForm
            testId="tenancy-visit"
            label={t('tenancy.visit.label')}
            note={t('tenancy.visit.note')}
            start={indiaToday()}
            max={indiaToday()}
            submit={t('tenancy.visit.send')}
            send={(day) => stateVisit(tenancy.id, day)}
            done={t('tenancy.visit.done')}
            onDone={moved}
            onCancel={() => setOpen(null)}
          />
        )}
      </section>

      <AgreementPanel tenancy={tenancy} />
      <ReceiptsPanel tenancy={tenancy} />

      <section className="card stack" aria-labelledby="tenancy-payments-title" data-testid="tenancy-payments">
        <h2 id="tenancy-payments-title" className="section__title section__title--left">
          {t('tenancy.payments.title')}
        </h2>
        <p className="muted">{t('tenancy.payments.lead')}</p>
        {actions.includes('record_payment') && kinds.length > 0 && open !== 'payment' && (
          <div className="actions">
            <button type="button" className="button button--primary" onClick={() => setOpen('payment')} data-testid="payment-open">
              {t('tenancy.payment.open')}
            </button>
          </div>
        )}
        {open === 'payment' && <PaymentForm tenancyId={tenancy.id} kinds={kinds} onRecorded={() => moved()} onCancel={() => setOpen(null)} />}
        <PaymentList tenancy={tenancy} onChanged={() => load()} />
        <Pagination page={page} totalPages={tenancy.payments_meta.total_pages} hrefFor={(n) => `?payments_page=${n}`} testId="payments-pagination" />
      </section>

      <section className="card stack" aria-labelledby="tenancy-history-title" data-testid="tenancy-history">
        <h2 id="tenancy-history-title" className="section__title section__title--left">
          {t('tenancy.history.title')}
        </h2>
        <ol className="tenancy__list">
          {tenancy.history.map((event) => (
            <li key={event.id} data-testid="tenancy-event" data-action={event.action}>
              <span className="muted">{formatDateTime(event.at)}</span> · {t(`tenancy.event.${event.action}`, { who: actorName(event, tenancy, me, t) })}
              {event.note ? ` · “${event.note}”` : ''}
            </li>
          ))}
        </ol>
      </section>
    </TitledPage>
  );
}

function Terms({ tenancy }: { tenancy: TenancyDetail }) {
  const rows: [string, ReactNode][] = [
    [t('tenancy.terms.rent'), formatRupees(tenancy.rent)],
    [t('tenancy.terms.deposit'), formatRupees(tenancy.deposit)],
    [t('tenancy.terms.maintenance'), formatRupees(tenancy.maintenance)],
    [t('tenancy.terms.moveIn'), formatDate(tenancy.move_in_date)],
    [t('tenancy.terms.term_months'), tenancy.term_months],
    [t('tenancy.terms.notice_months'), tenancy.notice_months],
    [t('tenancy.terms.rent_due_day'), tenancy.rent_due_day],
  ];
  return (
    <dl className="tenancy__terms" data-testid="tenancy-terms">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt className="muted">{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Toggle({ when, open, value, setOpen, label }: { when: boolean; open: Open; value: Exclude<Open, null>; setOpen(open: Open): void; label: string }) {
  if (!when) return null;
  return (
    <button
      type="button"
      className={`button ${open === value ? 'button--primary' : 'button--outline'}`}
      aria-expanded={open === value}
      onClick={() => setOpen(open === value ? null : value)}
      data-testid={`tenancy-action-${value}`}
    >
      {label}
    </button>
  );
}

function ChangeTerms({ tenancy, onDone, onCancel }: { tenancy: TenancyDetail; onDone(next: TenancyDetail): void; onCancel(): void }) {
  const move = useMove();
  return (
    <>
      <p className="form__note">{t('tenancy.change.note')}</p>
      <TermsForm
        start={termsStart(tenancy)}
        submitLabel={t('tenancy.change.send')}
        busy={move.busy}
        serverErrors={move.fieldErrors}
        onSubmit={(body) => void move.run(() => changeTerms(tenancy.id, body), (answer) => onDone(answer.data), t('tenancy.change.done'))}
        onCancel={onCancel}
      />
    </>
  );
}

function WithdrawForm({ id, onDone, onCancel }: { id: string; onDone(next: TenancyDetail): void; onCancel(): void }) {
  return (
    <NoteForm
      testId="tenancy-withdraw"
      label={t('tenancy.withdraw.label')}
      field="reason"
      submit={t('tenancy.action.withdraw')}
      submitTestId="tenancy-withdraw-send"
      done={t('tenancy.withdraw.done')}
      send={(reason) => withdrawTenancy(id, reason)}
      onDone={(answer) => onDone(answer.data)}
      onCancel={onCancel}
    />
  );
}

/** A day to send (the notice's move-out date, the day of the visit in person). */
function DayForm(props: {
  testId: string;
  label: string;
  note?: string;
  start?: string;
  max?: string;
  submit: string;
  done: string;
  send(day: string): Promise<{ data: TenancyDetail }>;
  onDone(next: TenancyDetail): void;
  onCancel(): void;
}) {
  const [day, setDay] = useState(props.start ?? '');
  const [error, setError] = useState<string | null>(null);
  const move = useMove();
  function submit(event: FormEvent) {
    event.preventDefault();
    const problem = all(required, calendarDate)(day);
    if (problem) return setError(problem);
    void move.run(() => props.send(day), (answer) => props.onDone(answer.data), props.done);
  }
  const serverError = Object.values(move.fieldErrors)[0] ?? null;
  return (
    <form className="form stack" onSubmit={submit} noValidate data-testid={props.testId}>
      {props.note && <p className="form__note">{props.note}</p>}
      <DateField label={props.label} name="day" value={day} max={props.max} onChange={(v) => (setDay(v), setError(null))} error={error ?? serverError} testId={`${props.testId}-day`} />
      <FormActions busy={move.busy} label={props.submit} testId={`${props.testId}-send`} onCancel={props.onCancel} />
    </form>
  );
}

function EndButton({ id, onDone }: { id: string; onDone(next: TenancyDetail): void }) {
  const move = useMove();
  return (
    <button
      type="button"
      className="button button--outline"
      disabled={move.busy}
      onClick={() => window.confirm(t('tenancy.end.confirm')) && void move.run(() => endTenancy(id), (answer) => onDone(answer.data), t('tenancy.end.done'))}
      data-testid="tenancy-action-end"
    >
      {move.busy ? t('common.loading') : t('tenancy.action.end')}
    </button>
  );
}
