/**
 * A tenancy's rent receipts on its page: a month's receipt or a financial year's in one PDF, in English or Hindi,
 * made by the server from the rent payments both parties confirmed (each receipt with the link and QR code of its
 * public check page). When the year's rent is above ₹1,00,000 the landlord's PAN is printed: the owner gives it here
 * (checked with the shared PAN rule), the tenant sees whether it was given.
 */
import { useState, type FormEvent } from 'react';
import { PAN_YEARLY_RENT_THRESHOLD, checkPan, financialYearLabel, financialYearOf, isYearMonth, landlordPanRequired, normalisePan, yearlyRentJudged } from '../../../adapters/http/contract/rules';
import type { TenancyDetail, TenancyView } from '../../../adapters/http/contract/wire/tenancies';
import { ApiError, errorMessage } from '../api/client';
import { LANGUAGE_NAMES } from '../i18n/choice';
import { formatRupees } from '../i18n/format';
import { activeLanguage } from '../i18n/locale';
import { t } from '../i18n/t';
import { optionsOf, SelectField, TextField } from '../ui/FormField';
import { showToast } from '../ui/toast';
import { downloadPdf, receiptsPath, saveLandlordPan } from './agreement-receipts-api';

const HAS_RECEIPTS = ['CONFIRMED', 'ENDING', 'ENDED'];

/** This month as YYYY-MM in India. */
const thisMonth = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 7);

/** The financial years from the move-in's to the current one, newest first. */
function financialYears(moveInDate: string): number[] {
  const last = financialYearOf(thisMonth());
  const first = Math.min(financialYearOf(moveInDate.slice(0, 7)), last);
  return Array.from({ length: last - first + 1 }, (_, i) => last - i);
}

interface Props {
  tenancy: TenancyView;
  /** Told the tenancy as the server answers after the PAN is saved (the panel shows it itself meanwhile). */
  onChanged?(tenancy: TenancyDetail): void;
}

export function ReceiptsPanel({ tenancy: given, onChanged }: Props) {
  // The tenancy as the server answered this panel's last move, until the page hands in a newer one.
  const [answered, setAnswered] = useState<TenancyView | null>(null);
  const tenancy = answered && answered.updated_at >= given.updated_at ? answered : given;
  const years = financialYears(tenancy.move_in_date);
  const [month, setMonth] = useState(() => (thisMonth() < tenancy.move_in_date.slice(0, 7) ? tenancy.move_in_date.slice(0, 7) : thisMonth()));
  const [year, setYear] = useState(String(years[0]));
  const [lang, setLang] = useState<'en' | 'hi'>(activeLanguage() === 'hi' ? 'hi' : 'en');
  const [pan, setPan] = useState('');
  const [panError, setPanError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const panNeeded = landlordPanRequired(yearlyRentJudged([tenancy.rent]));
  const isOwner = tenancy.as === 'OWNER' || (tenancy.as === 'ADMIN' && tenancy.actions.includes('landlord_pan'));

  if (!HAS_RECEIPTS.includes(tenancy.status)) {
    return (
      <section className="card tenancy-receipts" aria-label={t('receipts.title')} data-testid="receipts-panel">
        <h3>{t('receipts.title')}</h3>
        <p className="muted">{t('receipts.notYet')}</p>
      </section>
    );
  }

  async function run(action: () => Promise<void>) {
    if (busy) return;
    setBusy(true);
    try {
      await action();
    } catch (failure) {
      if (failure instanceof ApiError && failure.handled) return;
      if (failure instanceof ApiError && failure.errors.landlord_pan) setPanError(failure.errors.landlord_pan);
      showToast(errorMessage(failure), 'error');
    } finally {
      setBusy(false);
    }
  }

  const download = (period: { month: string } | { fy: string }) =>
    void run(() => downloadPdf(receiptsPath(tenancy.id, period, lang), `rent-receipts-${'month' in period ? period.month : period.fy}.pdf`));

  function savePan(event: FormEvent) {
    event.preventDefault();
    if (checkPan(pan)) return setPanError(t('receipts.panHint'));
    void run(async () => {
      const saved = await saveLandlordPan(tenancy.id, normalisePan(pan));
      showToast(t('receipts.panSaved'), 'success');
      setPan('');
      setAnswered(saved.data);
      onChanged?.(saved.data);
    });
  }

  return (
    <section className="card tenancy-receipts" aria-label={t('receipts.title')} data-testid="receipts-panel">
      <h3>{t('receipts.title')}</h3>
      <p>{t('receipts.intro')}</p>
      {panNeeded && <p className="field__hint">{t('receipts.panNeeded', { threshold: formatRupees(PAN_YEARLY_RENT_THRESHOLD) })}</p>}
      {tenancy.landlord_pan_masked && <p data-testid="receipts-pan-on-file">{t('receipts.panOnFile', { pan: tenancy.landlord_pan_masked })}</p>}
      {panNeeded && !tenancy.landlord_pan_masked && !isOwner && <p className="muted" data-testid="receipts-pan-waiting">{t('receipts.panWaiting')}</p>}
      {isOwner && (panNeeded || tenancy.landlord_pan_masked) && (
        <form className="form" onSubmit={savePan} noValidate data-testid="receipts-pan-form">
          <TextField
            label={t('receipts.panLabel')}
            hint={t('receipts.panHint')}
            error={panError}
            value={pan}
            maxLength={12}
            autoCapitalize="characters"
            onChange={(event) => (setPan(event.target.value), setPanError(undefined))}
            testId="receipts-pan"
          />
          <div className="actions">
            <button type="submit" className="button button--outline" disabled={busy} data-testid="receipts-pan-save">
              {t('receipts.panSave')}
            </button>
          </div>
        </form>
      )}
      <SelectField label={t('receipts.language')} value={lang} onChange={(event) => setLang(event.target.value === 'hi' ? 'hi' : 'en')} testId="receipts-language">
        <option value="en">{LANGUAGE_NAMES.en}</option>
        <option value="hi" lang="hi">
          {LANGUAGE_NAMES.hi}
        </option>
      </SelectField>
      <div className="form">
        <TextField label={t('receipts.month')} type="month" value={month} max={thisMonth()} onChange={(event) => setMonth(event.target.value)} testId="receipts-month" />
        <div className="actions">
          <button type="button" className="button button--primary" disabled={busy || !isYearMonth(month)} onClick={() => download({ month })} data-testid="receipts-download-month">
            {t('receipts.downloadMonth')}
          </button>
        </div>
        <SelectField label={t('receipts.financialYear')} value={year} onChange={(event) => setYear(event.target.value)} testId="receipts-year">
          {optionsOf(years, (y) => <>{financialYearLabel(y)} · {t('receipts.fyOption', { from: y, to: y + 1 })}</>)}
        </SelectField>
        <div className="actions">
          <button type="button" className="button button--outline" disabled={busy} onClick={() => download({ fy: financialYearLabel(Number(year)) })} data-testid="receipts-download-year">
            {t('receipts.downloadYear')}
          </button>
        </div>
      </div>
    </section>
  );
}
