/**
 * A tenancy's rent agreement on its page: the agreement in English or Hindi as a PDF, the stamp-paper note, who has
 * approved it and when, and for a party who has not, approval with a code sent to their own phone (ask for the code,
 * type it). The server decides who may approve (`actions` holds `approve_agreement`).
 */
import { useState, type FormEvent } from 'react';
import { checkOtp } from '../../../adapters/http/contract/rules';
import type { TenancyDetail, TenancyView } from '../../../adapters/http/contract/wire/tenancies';
import { ApiError, errorMessage } from '../api/client';
import { formatDateTime } from '../i18n/format';
import { t } from '../i18n/t';
import { showToast } from '../ui/toast';
import { agreementPath, approveAgreement, downloadPdf, sendAgreementCode } from './agreement-receipts-api';

const HAS_AGREEMENT = ['CONFIRMED', 'ENDING', 'ENDED'];

interface Props {
  tenancy: TenancyView;
  /** Told the tenancy as the server answers after an approval (the panel shows it itself meanwhile). */
  onChanged?(tenancy: TenancyDetail): void;
}

export function AgreementPanel({ tenancy: given, onChanged }: Props) {
  // The tenancy as the server answered this panel's last move, until the page hands in a newer one.
  const [answered, setAnswered] = useState<TenancyView | null>(null);
  const tenancy = answered && answered.updated_at >= given.updated_at ? answered : given;
  const [step, setStep] = useState<'idle' | 'code'>('idle');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const { agreement } = tenancy;
  const canApprove = tenancy.actions.includes('approve_agreement');

  if (!HAS_AGREEMENT.includes(tenancy.status)) {
    return (
      <section className="card tenancy-agreement" aria-label={t('agreement.title')} data-testid="agreement-panel">
        <h3>{t('agreement.title')}</h3>
        <p className="muted">{t('agreement.notYet')}</p>
      </section>
    );
  }

  async function run<T>(action: () => Promise<T>): Promise<T | undefined> {
    if (busy) return undefined;
    setBusy(true);
    try {
      return await action();
    } catch (failure) {
      if (failure instanceof ApiError && failure.handled) return undefined;
      if (failure instanceof ApiError && failure.errors.otp) setError(failure.errors.otp);
      showToast(errorMessage(failure), 'error');
      return undefined;
    } finally {
      setBusy(false);
    }
  }

  const download = (lang: 'en' | 'hi') => void run(() => downloadPdf(agreementPath(tenancy.id, lang), `rent-agreement-${lang}.pdf`));

  async function askForCode() {
    const sent = await run(() => sendAgreementCode(tenancy.id));
    if (!sent) return;
    if (sent.message) showToast(sent.message, 'success');
    setStep('code');
    setCode('');
    setError(undefined);
  }

  async function approve(event: FormEvent) {
    event.preventDefault();
    const problem = checkOtp(code.trim());
    if (problem) return setError(t('validation.otp'));
    const done = await run(() => approveAgreement(tenancy.id, code.trim()));
    if (!done) return;
    showToast(t('agreement.approved'), 'success');
    setStep('idle');
    setAnswered(done.data);
    onChanged?.(done.data);
  }

  return (
    <section className="card tenancy-agreement" aria-label={t('agreement.title')} data-testid="agreement-panel">
      <h3>{t('agreement.title')}</h3>
      <p>{t('agreement.intro')}</p>
      <p className="field__hint" data-testid="agreement-stamp-note">
        <strong>{t('agreement.stampNote')}</strong>
      </p>
      <div className="actions">
        <button type="button" className="button button--outline" disabled={busy} onClick={() => download('en')} data-testid="agreement-download-en">
          {t('agreement.downloadEn')}
        </button>
        <button type="button" className="button button--outline" disabled={busy} onClick={() => download('hi')} data-testid="agreement-download-hi" lang="hi">
          {t('agreement.downloadHi')}
        </button>
      </div>
      <ul className="tenancy-agreement__approvals" data-testid="agreement-approvals">
        <li>{agreement.owner_approved_at ? t('agreement.ownerApproved', { date: formatDateTime(agreement.owner_approved_at) }) : t('agreement.ownerWaiting')}</li>
        <li>{agreement.tenant_approved_at ? t('agreement.tenantApproved', { date: formatDateTime(agreement.tenant_approved_at) }) : t('agreement.tenantWaiting')}</li>
      </ul>
      {canApprove && step === 'idle' && (
        <div className="actions">
          <button type="button" className="button button--primary" disabled={busy} onClick={() => void askForCode()} data-testid="agreement-send-code">
            {busy ? t('common.loading') : t('agreement.sendCode')}
          </button>
        </div>
      )}
      {canApprove && step === 'code' && (
        <form className="form" onSubmit={(event) => void approve(event)} noValidate>
          <div className={`field${error ? ' field--invalid' : ''}`}>
            <label className="field__label" htmlFor={`agreement-code-${tenancy.id}`}>
              {t('agreement.codeLabel')}
            </label>
            <input
              id={`agreement-code-${tenancy.id}`}
              className="field__control field__control--otp"
              name="code"
              type="text"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9]*"
              value={code}
              onChange={(event) => (setCode(event.target.value), setError(undefined))}
              aria-invalid={Boolean(error)}
              aria-describedby={error ? `agreement-code-error-${tenancy.id}` : undefined}
              data-testid="agreement-code"
              autoFocus
            />
            {error && (
              <p className="field__error" id={`agreement-code-error-${tenancy.id}`} role="alert">
                {error}
              </p>
            )}
          </div>
          <div className="actions">
            <button type="submit" className="button button--primary" disabled={busy} data-testid="agreement-approve">
              {busy ? t('common.loading') : t('agreement.approve')}
            </button>
            <button type="button" className="link-button" disabled={busy} onClick={() => void askForCode()}>
              {t('agreement.sendCode')}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
