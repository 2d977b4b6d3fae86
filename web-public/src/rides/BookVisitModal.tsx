/**
 * Book a visit with our rider (POST /rides): the days ahead as chips, the day's 1-hour windows from 9:00 to 19:00
 * India time (those the server's slot rule refuses disabled), an optional note. The server's slot errors show under
 * the picker; a 409 (already booked, the home is no longer live) in the modal. Loaded on demand by BookVisitButton.
 */
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { ApiError, errorMessage } from '../api/client';
import type { Listing } from '../api/properties';
import { bookRide } from '../api/rides';
import { RIDE_REASON_MAX_LENGTH as NOTE_MAX, SLOT_RULES } from '../../../adapters/http/contract/rules';
import { t } from '../i18n/t';
import { TextAreaField } from '../ui/FormField';
import { Modal } from '../ui/Modal';
import { showToast } from '../ui/toast';
import { bookingFailure, firstOpenDay, formatSlot, formatSlotDay, isOpenChoice, slotDays, type BookingFailure } from './booking';

/** Where the tenant's visits are listed. */
export const VISITS_PATH = '/tenant/profile#visits';

/** The current time, moved on every minute (windows close while the modal is open). */
function useNow(everyMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return now;
}

export default function BookVisitModal({ listing, onClose }: { listing: Pick<Listing, 'id' | 'title'>; onClose(): void }) {
  const now = useNow();
  const days = useMemo(() => slotDays(now), [now]);
  const [date, setDate] = useState(() => firstOpenDay(slotDays(new Date())) ?? '');
  const [start, setStart] = useState('');
  const [note, setNote] = useState('');
  const [problems, setProblems] = useState<BookingFailure>({});
  const [busy, setBusy] = useState(false);
  const day = days.find((d) => d.date === date);
  const chosen = day?.windows.find((w) => w.start === start);

  function chooseDay(next: string) {
    setDate(next);
    setStart('');
    setProblems(({ alert, alreadyBooked }) => ({ alert, alreadyBooked }));
  }

  function chooseWindow(next: string) {
    setStart(next);
    setProblems(({ slot_date: _date, slot_start: _start, ...rest }) => rest);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const found: BookingFailure = {};
    if (!date) found.slot_date = t('book.chooseDay');
    if (!start) found.slot_start = t('book.chooseWindow');
    else if (!isOpenChoice(date, start, new Date())) found.slot_start = t('book.windowClosed', { hours: SLOT_RULES.minLeadHours });
    if (note.trim().length > NOTE_MAX) found.note = t('validation.maxLength', { max: NOTE_MAX });
    setProblems(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      const answer = await bookRide({ property_id: listing.id, slot_date: date, slot_start: start, ...(note.trim() ? { note: note.trim() } : {}) });
      showToast(answer.message || t('book.done'), 'success', { to: VISITS_PATH, label: t('book.seeVisits') });
      onClose();
    } catch (error) {
      setBusy(false);
      if (error instanceof ApiError && error.handled) return;
      const failure = error instanceof ApiError ? bookingFailure(error.status, error.message, error.errors, error.code) : {};
      setProblems(failure);
      showToast(errorMessage(error), error instanceof ApiError && error.status === 429 ? 'warning' : 'error');
    }
  }

  const describedBy = (field: 'slot_date' | 'slot_start') => (problems[field] ? `book-${field}-error` : undefined);

  return (
    <Modal title={t('book.title')} subtitle={t('book.subtitle')} onClose={onClose} testId="book-visit-modal" focusDialog>
      <form className="form" onSubmit={submit} noValidate data-testid="book-visit-form">
        <p className="form__lead book__listing">{listing.title}</p>

        <div className="slot-picker">
          <p className="field__label" id="book-day-label">
            {t('book.day')}
          </p>
          <div className="slot-days" role="group" aria-labelledby="book-day-label" aria-describedby={describedBy('slot_date')}>
            {days.map((d) => {
              const [weekday, dayMonth] = formatSlotDay(d.date).split(', ');
              return (
                <button
                  key={d.date}
                  type="button"
                  className="slot-chip slot-chip--day"
                  aria-pressed={d.date === date}
                  disabled={!d.open}
                  title={d.open ? undefined : t('book.dayClosed', { day: formatSlotDay(d.date) })}
                  onClick={() => chooseDay(d.date)}
                  data-testid={`slot-date-${d.date}`}
                >
                  <span className="slot-chip__weekday">{weekday}</span>
                  <span>{dayMonth}</span>
                </button>
              );
            })}
          </div>
          {problems.slot_date && (
            <p className="field__error" id="book-slot_date-error" role="alert" data-testid="slot-date-error">
              {problems.slot_date}
            </p>
          )}

          <p className="field__label" id="book-window-label">
            {t('book.window')}
          </p>
          <div className="slot-windows" role="group" aria-labelledby="book-window-label" aria-describedby={['book-rules', describedBy('slot_start')].filter(Boolean).join(' ')}>
            {(day?.windows ?? []).map((w) => (
              <button
                key={w.hour}
                type="button"
                className="slot-chip"
                aria-pressed={w.start === start}
                disabled={w.state !== 'open'}
                title={w.state === 'too-soon' ? t('book.tooSoon', { window: w.label, hours: SLOT_RULES.minLeadHours }) : undefined}
                onClick={() => chooseWindow(w.start)}
                data-testid={`slot-window-${w.start.slice(0, 2)}`}
              >
                {w.label}
              </button>
            ))}
          </div>
          <p className="field__hint" id="book-rules">
            {t('book.rules', { hours: SLOT_RULES.minLeadHours, days: SLOT_RULES.maxAheadDays })}
          </p>
          {problems.slot_start && (
            <p className="field__error" id="book-slot_start-error" role="alert" data-testid="slot-start-error">
              {problems.slot_start}
            </p>
          )}
        </div>

        <p className="book__chosen" aria-live="polite" data-testid="book-visit-chosen">
          {chosen && day ? t('book.chosen', { slot: formatSlot(day.date, chosen.label) }) : ''}
        </p>

        <TextAreaField
          label={t('book.noteLabel')}
          name="note"
          rows={2}
          maxLength={NOTE_MAX}
          value={note}
          error={problems.note}
          testId="book-visit-note"
          onChange={(e) => setNote(e.target.value)}
        />

        {problems.alert && (
          <div className="form-alert" role="alert" data-testid="book-visit-alert">
            <p>{problems.alert}</p>
            {problems.alreadyBooked && (
              <Link to={VISITS_PATH} onClick={onClose}>
                {t('book.seeVisits')}
              </Link>
            )}
          </div>
        )}

        <button type="submit" className="button button--primary button--block" disabled={busy} data-testid="book-visit-submit">
          {busy ? t('book.submitting') : t('book.submit')}
        </button>
      </form>
    </Modal>
  );
}
