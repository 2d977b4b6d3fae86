/**
 * The tenant's decision after a completed visit, on their visit card: "I want to rent it" or "Not for me" with a
 * reason (and a few words with "Something else"), the answer given and when, and until when it may be changed
 * (PUT /rides/{id}/decision). The server decides who may answer and until when (`decision.can_answer`).
 */
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { VISIT_DECISION_NOTE_MAX_LENGTH as NOTE_MAX, VisitDecisionReasons, type VisitDecisionReason } from '../../../adapters/http/contract/rules';
import { ApiError, errorMessage } from '../api/client';
import { decideAfterVisit, type DecisionBody, type Ride, type RideDecision } from '../api/rides';
import { formatDateTime } from '../i18n/format';
import { proposeTenancyPath } from '../tenancies/links';
import { t } from '../i18n/t';
import { ChoiceField } from '../ui/ChoiceField';
import { TextAreaField } from '../ui/FormField';
import { showToast } from '../ui/toast';

/** The answer standing, in the reader's words ("Your answer: Not for me (The rent)"); null before any answer. */
export function decisionAnswerText(decision: RideDecision): string | null {
  if (decision.answer === 'INTERESTED') return t('decision.answer.INTERESTED');
  if (decision.answer === 'NOT_INTERESTED') {
    const reason = decision.reason ? t(`decision.reason.${decision.reason}`) : '';
    return t('decision.answer.NOT_INTERESTED', { reason: decision.note ? `${reason}: ${decision.note}` : reason });
  }
  return null;
}

type Step = 'ask' | 'reason' | 'answered';

interface Props {
  ride: Ride & { decision: RideDecision };
  onChanged(ride: Ride): void;
  /** Where the panel opens (tests draw each step); by default asks when there is no answer yet. */
  initialStep?: Step;
}

export function VisitDecisionPanel({ ride, onChanged, initialStep }: Props) {
  const decision = ride.decision;
  const [step, setStep] = useState<Step>(initialStep ?? (decision.answer ? 'answered' : 'ask'));
  const [reason, setReason] = useState<VisitDecisionReason | null>(decision.reason);
  const [note, setNote] = useState(decision.note ?? '');
  const [errors, setErrors] = useState<{ reason?: string; note?: string }>({});
  const [busy, setBusy] = useState(false);
  const answer = decisionAnswerText(decision);

  async function send(body: DecisionBody) {
    if (busy) return;
    setBusy(true);
    try {
      const next = await decideAfterVisit(ride.id, body);
      showToast(t('decision.saved'), 'success');
      setStep('answered');
      onChanged(next.data);
    } catch (error) {
      if (error instanceof ApiError && error.handled) return;
      if (error instanceof ApiError) setErrors({ reason: error.errors.reason, note: error.errors.note });
      showToast(errorMessage(error), 'error');
    } finally {
      setBusy(false);
    }
  }

  function notForMe(event: FormEvent) {
    event.preventDefault();
    if (!reason) return setErrors({ reason: t('decision.chooseReason') });
    const words = note.trim();
    if (reason === 'OTHER' && words.length > NOTE_MAX) return setErrors({ note: t('validation.maxLength', { max: NOTE_MAX }) });
    void send({ decision: 'NOT_INTERESTED', reason, ...(reason === 'OTHER' && words ? { note: words } : {}) });
  }

  return (
    <section className="ride-card__decision" aria-label={t('decision.title')} data-testid="ride-decision" data-answer={decision.answer ?? ''}>
      <h4 className="ride-card__decision-title">{t('decision.title')}</h4>
      {answer && (
        <p className="ride-card__decision-answer" data-testid="ride-decision-answer">
          <strong>{answer}</strong>
          {decision.decided_at && <span className="muted"> · {t('decision.answeredAt', { date: formatDateTime(decision.decided_at) })}</span>}
        </p>
      )}
      {decision.answer === 'INTERESTED' && <p data-testid="ride-decision-next">{t('decision.interestedNext')}</p>}
      {decision.answer === 'INTERESTED' && ride.property && (
        <div className="actions">
          <Link className="button button--outline button--small" to={proposeTenancyPath(ride.property.id)} data-testid="ride-decision-propose">
            {t('tenancy.propose.open')}
          </Link>
        </div>
      )}

      {decision.can_answer && step === 'answered' && (
        <div className="actions">
          <button type="button" className="button button--ghost button--small" onClick={() => setStep('ask')} data-testid="ride-decision-change">
            {t('decision.change')}
          </button>
        </div>
      )}

      {decision.can_answer && step === 'ask' && (
        <>
          <p>{t('decision.question')}</p>
          <div className="actions">
            <button
              type="button"
              className="button button--primary"
              disabled={busy}
              onClick={() => void send({ decision: 'INTERESTED' })}
              data-testid="ride-decision-interested"
            >
              {busy ? t('common.loading') : t('decision.interested')}
            </button>
            <button type="button" className="button button--outline" disabled={busy} onClick={() => (setStep('reason'), setErrors({}))} data-testid="ride-decision-not-for-me">
              {t('decision.notForMe')}
            </button>
          </div>
        </>
      )}

      {decision.can_answer && step === 'reason' && (
        <form className="form ride-card__panel" onSubmit={notForMe} noValidate>
          <ChoiceField
            legend={t('decision.reasonLabel')}
            name={`decision-reason-${ride.id}`}
            options={VisitDecisionReasons}
            value={reason ?? ''}
            optionLabel={(value) => t(`decision.reason.${value}`)}
            optionTestId={(value) => `ride-decision-reason-${value.toLowerCase()}`}
            onChange={(value) => (setReason(value), setErrors({}))}
            error={errors.reason}
            errorId={`decision-reason-error-${ride.id}`}
            errorTestId="ride-decision-reason-error"
            stacked
            testId="ride-decision-reasons"
          />
          {reason === 'OTHER' && (
            <TextAreaField
              label={t('decision.noteLabel', { max: NOTE_MAX })}
              name="note"
              rows={2}
              maxLength={NOTE_MAX}
              value={note}
              error={errors.note ?? null}
              testId="ride-decision-note"
              onChange={(e) => (setNote(e.target.value), setErrors({}))}
            />
          )}
          <div className="actions">
            <button type="submit" className="button button--primary" disabled={busy} data-testid="ride-decision-send">
              {busy ? t('common.loading') : t('decision.send')}
            </button>
            <button type="button" className="button button--ghost" disabled={busy} onClick={() => setStep(answer ? 'answered' : 'ask')} data-testid="ride-decision-back">
              {t('decision.back')}
            </button>
          </div>
        </form>
      )}

      {decision.can_answer && (
        <p className="muted" data-testid="ride-decision-until">
          {t('decision.until', { date: formatDateTime(decision.open_until) })} {t('decision.privacy')}
        </p>
      )}
    </section>
  );
}
