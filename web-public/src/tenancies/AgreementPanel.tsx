/**
 * A tenancy's rent agreement on its page: the agreement in English or Hindi as a PDF, the stamp-paper note, who has
 * approved it and when, and for a party who has not, approval with a code sent to their own phone (ask for the code,
 * type it). The server decides who may approve (`actions` holds `approve_agreement`).
 */
import { useState } from 'react';
import type { TenancyDetail, TenancyView } from '../../../adapters/http/contract/wire/tenancies';
import { formatDateTime } from '../i18n/format';
import { t } from '../i18n/t';
import { CodeBox } from './CodeBox';
import { useMove } from './use-move';
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
  const { agreement } = tenancy;
  const canApprove = tenancy.actions.includes('approve_agreement');
  const move = useMove();

  if (!HAS_AGREEMENT.includes(tenancy.status)) {
    return (
      <section className="card tenancy-agreement" aria-label={t('agreement.title')} data-testid="agreement-panel">
        <h3>{t('agreement.title')}</h3>
        <p className="muted">{t('agreement.notYet')}</p>
      </section>
    );
  }

  const download = (lang: 'en' | 'hi') => void move.run(() => downloadPdf(agreementPath(tenancy.id, lang), `rent-agreement-${lang}.pdf`), () => undefined);

  async function approve(code: string) {
    const done = await approveAgreement(tenancy.id, code);
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
        <button type="button" className="button button--outline" disabled={move.busy} onClick={() => download('en')} data-testid="agreement-download-en">
          {t('agreement.downloadEn')}
        </button>
        <button type="button" className="button button--outline" disabled={move.busy} onClick={() => download('hi')} data-testid="agreement-download-hi" lang="hi">
          {t('agreement.downloadHi')}
        </button>
      </div>
      <ul className="tenancy-agreement__approvals" data-testid="agreement-approvals">
        <li>{agreement.owner_approved_at ? t('agreement.ownerApproved', { date: formatDateTime(agreement.owner_approved_at) }) : t('agreement.ownerWaiting')}</li>
        <li>{agreement.tenant_approved_at ? t('agreement.tenantApproved', { date: formatDateTime(agreement.tenant_approved_at) }) : t('agreement.tenantWaiting')}</li>
      </ul>
      {canApprove && (
        <CodeBox testId="agreement-approval" label={t('agreement.sendCode')} request={() => sendAgreementCode(tenancy.id)} confirm={approve} onConfirmed={() => undefined} />
      )}
    </section>
  );
}
