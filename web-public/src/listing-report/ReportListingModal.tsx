/**
 * Report this listing (POST /properties/{id}/reports): the five reasons as radio buttons and a note (required for
 * "Something else"), signed in or not. A clear thank-you replaces the form; a repeat says it was reported already.
 * Loaded on demand by ReportListingButton.
 */
import { useState, type FormEvent } from 'react';
import { LISTING_REPORT_NOTE_MAX_LENGTH } from '../../../adapters/http/contract/rules';
import { ApiError, errorMessage } from '../api/client';
import type { Listing } from '../api/properties';
import { reportListing } from '../api/reports';
import { t } from '../i18n/t';
import { ChoiceField } from '../ui/ChoiceField';
import { TextAreaField } from '../ui/FormField';
import { Modal } from '../ui/Modal';
import { showToast } from '../ui/toast';
import { REPORT_REASONS, reportBody, serverErrors, validateReport, type ReportErrors, type ReportValues } from './report-form';

export default function ReportListingModal({ listing, onClose }: { listing: Pick<Listing, 'id' | 'title'>; onClose(): void }) {
  const [values, setValues] = useState<ReportValues>({ reason: '', note: '' });
  const [errors, setErrors] = useState<ReportErrors>({});
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<'thanks' | 'repeat' | null>(null);

  function change(next: Partial<ReportValues>) {
    setValues((current) => ({ ...current, ...next }));
    setErrors((current) => ({ ...current, ...(next.reason !== undefined ? { reason: undefined } : {}), ...(next.note !== undefined ? { note: undefined } : {}) }));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const found = validateReport(values);
    setErrors(found);
    if (found.reason || found.note) return;
    setBusy(true);
    try {
      const answer = await reportListing(listing.id, reportBody(values));
      setDone(answer.data.already_reported ? 'repeat' : 'thanks');
    } catch (error) {
      setBusy(false);
      if (error instanceof ApiError && error.handled) return;
      if (error instanceof ApiError) setErrors(serverErrors(error.errors));
      showToast(errorMessage(error), error instanceof ApiError && error.status === 429 ? 'warning' : 'error');
    }
  }

  if (done) {
    return (
      <Modal title={t('listingReport.thanksTitle')} onClose={onClose} testId="report-listing-modal" focusDialog>
        <div className="form" role="status" data-testid="report-thanks">
          <p className="form__lead">{done === 'thanks' ? t('listingReport.thanks') : t('listingReport.repeat')}</p>
          <p className="muted">{t('listingReport.safety')}</p>
          <button type="button" className="button button--primary button--block" onClick={onClose} data-testid="report-close">
            {t('listingReport.close')}
          </button>
        </div>
      </Modal>
    );
  }

  const other = values.reason === 'OTHER';
  return (
    <Modal title={t('listingReport.title')} subtitle={t('listingReport.subtitle')} onClose={onClose} testId="report-listing-modal" focusDialog>
      <form className="form" onSubmit={submit} noValidate>
        <p className="form__lead listing-report__title">{listing.title}</p>
        <ChoiceField
          legend={t('listingReport.reasonLabel')}
          name="reason"
          options={REPORT_REASONS}
          value={values.reason}
          optionLabel={(reason) => t(`listingReport.reason.${reason}`)}
          optionTestId={(reason) => `report-reason-${reason.toLowerCase()}`}
          onChange={(reason) => change({ reason })}
          error={errors.reason}
          errorId="report-reason-error"
          stacked
          testId="report-reasons"
        />
        <TextAreaField
          label={other ? t('listingReport.noteLabelOther') : t('listingReport.noteLabel')}
          name="note"
          rows={3}
          maxLength={LISTING_REPORT_NOTE_MAX_LENGTH + 50}
          value={values.note}
          error={errors.note}
          required={other}
          testId="report-note"
          onChange={(e) => change({ note: e.target.value })}
        />
        <button type="submit" className="button button--primary button--block" disabled={busy} data-testid="report-submit">
          {busy ? t('listingReport.submitting') : t('listingReport.submit')}
        </button>
      </form>
    </Modal>
  );
}
