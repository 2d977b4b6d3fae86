/**
 * A listing reports took out of search, on Your Properties: why (each reason and how many people gave it, never who)
 * and the owner's answers, with a box to answer (10 to 1000 characters, at most 3 per check). Loaded when opened.
 */
import { useState, type FormEvent } from 'react';
import { ApiError, errorMessage } from '../../api/client';
import { answerListingReports, fetchListingCheck, type OwnerListingCheck } from '../../api/properties';
import { t } from '../../i18n/t';
import { OWNER_ANSWER_MAX_LENGTH, OWNER_ANSWER_MIN_LENGTH } from '../../../../adapters/http/contract/rules';
import { formatDate } from '../../property/format';
import { showToast } from '../../ui/toast';

export function ListingCheck({ listingId }: { listingId: string }) {
  const [check, setCheck] = useState<OwnerListingCheck | null>(null);
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function toggle() {
    const next = !open;
    setOpen(next);
    if (!next || check) return;
    try {
      setCheck((await fetchListingCheck(listingId)).data);
    } catch (failure) {
      if (!(failure instanceof ApiError && failure.handled)) showToast(errorMessage(failure), 'error');
      setOpen(false);
    }
  }

  async function send(event: FormEvent) {
    event.preventDefault();
    const length = text.trim().length;
    if (length < OWNER_ANSWER_MIN_LENGTH || length > OWNER_ANSWER_MAX_LENGTH) {
      setError(t('owner.check.answerLength', { min: OWNER_ANSWER_MIN_LENGTH, max: OWNER_ANSWER_MAX_LENGTH }));
      return;
    }
    setBusy(true);
    try {
      const answer = await answerListingReports(listingId, text);
      setCheck(answer.data);
      setText('');
      setError(null);
      showToast(answer.message ?? t('owner.check.sent'), 'success');
    } catch (failure) {
      if (failure instanceof ApiError && failure.errors.text) setError(failure.errors.text);
      else if (!(failure instanceof ApiError && failure.handled)) showToast(errorMessage(failure), 'error');
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="owner-row__note owner-row__note--warning" data-testid="owner-report-check">
      <p>{t('owner.check.held')}</p>
      <button type="button" className="button button--ghost" aria-expanded={open} onClick={toggle} data-testid="owner-report-check-open">
        {t('owner.check.open')}
      </button>
      {open && check && (
        <div className="owner-check">
          <h3 className="owner-check__title">{t('owner.check.why')}</h3>
          <ul data-testid="owner-report-reasons">
            {check.reasons.map((r) => (
              <li key={r.reason}>
                {t(`listingReport.reason.${r.reason}`)}: {t(r.people === 1 ? 'owner.check.onePerson' : 'owner.check.people', { n: r.people })}
              </li>
            ))}
          </ul>
          {check.answers.length > 0 && (
            <>
              <h3 className="owner-check__title">{t('owner.check.yourAnswers')}</h3>
              <ul data-testid="owner-report-answers">
                {check.answers.map((a) => (
                  <li key={a.id}>
                    <span className="muted">{formatDate(a.created_at)}</span> {a.text}
                  </li>
                ))}
              </ul>
            </>
          )}
          {check.held && (
            <form onSubmit={send} noValidate>
              <label htmlFor={`answer-${listingId}`}>{t('owner.check.answerLabel')}</label>
              <textarea
                id={`answer-${listingId}`}
                value={text}
                maxLength={OWNER_ANSWER_MAX_LENGTH}
                rows={3}
                onChange={(e) => setText(e.target.value)}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `answer-${listingId}-error` : undefined}
                data-testid="owner-report-answer"
              />
              {error && (
                <p className="field__error" id={`answer-${listingId}-error`}>
                  {error}
                </p>
              )}
              <button type="submit" className="button button--primary" disabled={busy} data-testid="owner-report-answer-send">
                {busy ? t('common.loading') : t('owner.check.send')}
              </button>
            </form>
          )}
        </div>
      )}
    </div>
  );
}
