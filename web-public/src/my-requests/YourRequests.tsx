/**
 * "My requests" on /tenant/profile (`#requests`): every callback request, home request and listing report the
 * person made, with its status, its history (no staff names) and the 24-48 hour promise ("we are late" past 48
 * hours without an answer); a note or a withdrawal while it is open. GET and POST /users/me/requests.
 */
import { useState } from 'react';
import { RequestNoteRules } from '../../../adapters/http/contract/rules';
import { ApiError, errorMessage } from '../api/client';
import { addRequestNote, listMyRequests, withdrawMyRequest, type MyRequest } from '../api/my-requests';
import type { MessageKey } from '../../../domain/shared/catalogue/site/en';
import { formatDate, formatDateTime } from '../i18n/format';
import { t } from '../i18n/t';
import { LoadFailed } from '../property/States';
import { useLoad } from '../property/useLoad';
import { LoadingCard } from '../ui/StateCard';
import { showToast } from '../ui/toast';

const statusWords = (status: string | null) => (status ? t(`requests.status.${status}` as MessageKey) : '');

function subjectOf(request: MyRequest): string {
  if (request.property_title) return request.property_title;
  if (request.city) return t('requests.aboutCity', { city: t(`city.${request.city}` as MessageKey) });
  return '';
}

export function YourRequests() {
  const loaded = useLoad((signal) => listMyRequests(signal).then((answer) => answer.data), []);
  const { data: requests, setData: setRequests, reload } = loaded;
  const [busy, setBusy] = useState<string | null>(null);
  const [notes, setNotes] = useState<Record<string, string>>({});

  async function act(request: MyRequest, action: 'note' | 'withdraw') {
    if (busy) return;
    setBusy(request.id);
    try {
      const answer = action === 'note' ? await addRequestNote(request.id, notes[request.id] ?? '') : await withdrawMyRequest(request.id);
      setRequests((current) => current?.map((r) => (r.id === request.id ? answer.data : r)) ?? null);
      if (action === 'note') setNotes((current) => ({ ...current, [request.id]: '' }));
      showToast(answer.message ?? '', 'success');
    } catch (error) {
      if (!(error instanceof ApiError && error.handled)) showToast(errorMessage(error), 'error');
      if (error instanceof ApiError && (error.status === 404 || error.status === 409)) reload();
    } finally {
      setBusy(null);
    }
  }

  return (
    <section className="alerts" id="requests" aria-labelledby="requests-title" data-testid="your-requests">
      <h2 id="requests-title" className="visits__title" tabIndex={-1}>
        {t('requests.title')}
      </h2>
      <p className="muted">{t('requests.intro')}</p>
      {loaded.error ? (
        <LoadFailed title={t('requests.loadFailed')} message={loaded.error.message} onRetry={reload} />
      ) : !requests ? (
        <LoadingCard />
      ) : requests.length === 0 ? (
        <div className="card stack" data-testid="requests-empty">
          <p>{t('requests.empty')}</p>
        </div>
      ) : (
        <ul className="alerts__list">
          {requests.map((request) => {
            const label = `${t(`requests.kind.${request.kind}` as MessageKey)} ${subjectOf(request)}`.trim();
            const noteId = `request-note-${request.id}`;
            return (
              <li key={request.id} className="card alerts__item" data-testid="request-item" data-kind={request.kind} data-status={request.status} data-reply={request.reply}>
                <p className="alerts__title">{label}</p>
                <p className="muted">{t('requests.made', { date: formatDate(request.created_at) })}</p>
                <p className={`alerts__state${request.reply === 'LATE' ? '' : ' alerts__state--on'}`} data-testid="request-status">
                  <strong>{statusWords(request.status)}</strong>
                  {' · '}
                  <span data-testid="request-reply">{t(`requests.reply.${request.reply}` as MessageKey, { date: formatDateTime(request.reply_due_by) })}</span>
                </p>
                <details>
                  <summary>{t('requests.history')}</summary>
                  <ol className="stack" data-testid="request-history">
                    {request.history.map((line, index) => (
                      <li key={index}>
                        <time dateTime={line.at}>{formatDateTime(line.at)}</time>
                        {': '}
                        {t(`requests.line.${line.kind}` as MessageKey, { status: statusWords(line.status), note: line.note ?? '' })}
                      </li>
                    ))}
                  </ol>
                </details>
                {request.open && (
                  <form
                    className="stack"
                    onSubmit={(event) => {
                      event.preventDefault();
                      void act(request, 'note');
                    }}
                  >
                    <label htmlFor={noteId}>{t('requests.noteLabel')}</label>
                    <textarea
                      id={noteId}
                      maxLength={RequestNoteRules.max}
                      rows={2}
                      value={notes[request.id] ?? ''}
                      onChange={(event) => setNotes((current) => ({ ...current, [request.id]: event.target.value }))}
                      data-testid="request-note-input"
                    />
                    <div className="alerts__actions">
                      <button type="submit" className="button button--outline" aria-disabled={busy === request.id || undefined} data-testid="request-add-note">
                        {t('requests.addNote')}
                      </button>
                      <button
                        type="button"
                        className="button button--ghost"
                        aria-disabled={busy === request.id || undefined}
                        aria-label={t('requests.withdrawLabel', { label })}
                        onClick={() => void act(request, 'withdraw')}
                        data-testid="request-withdraw"
                      >
                        {t('requests.withdraw')}
                      </button>
                    </div>
                  </form>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
