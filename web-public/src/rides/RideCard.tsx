/**
 * One visit, as its rider or the tenant who booked it sees it: slot, home and address (with a Google Maps link),
 * status, the other person, notes, the report once done, the history (expandable), and the moves the server
 * allows the viewer now (`allowed_actions`): the rider's Confirm, Start, Complete with report, No-show (confirmed
 * first); the tenant's Cancel (with a reason). Each answer's message is shown as a toast. A check visit (an admin
 * sends the rider to check a reported listing) has no tenant: the rider sees it is a check, what the listing was
 * reported for and what to check, never a person to meet.
 */
import { lazy, Suspense, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { ApiError, errorMessage, type Envelope } from '../api/client';
import { telLink } from '../api/contact-links';
import { cancelRide, confirmRide, markNoShow, startRide, type Ride, type RideStatus } from '../api/rides';
import { RIDE_REASON_MAX_LENGTH as REASON_MAX } from '../../../adapters/http/contract/rules';
import { sayCoded, t } from '../i18n/t';
import { detailsPath } from '../property/format';
import { Icon } from '../ui/Icon';
import { TextAreaField } from '../ui/FormField';
import { showToast } from '../ui/toast';
import { VisitDecisionPanel } from './VisitDecisionPanel';
import { formatDateTime, historyLabel, mapLink, reportPhotoUrl, rideAddress, rideButtons, rideSlot, rideStatusLabel, startableFrom, type CardAction } from './ride-format';

/** Why the visit was cancelled, in the reader's language when the system gave the reason (its cancel event carries the code). */
function cancelReason(ride: Ride): string {
  const event = ride.history.find((entry) => entry.action === 'cancel');
  return sayCoded({ code: event?.note_code, params: event?.note_params }, ride.cancel_reason ?? '');
}

const ReportModal = lazy(() => import('./ReportModal'));


/** The status chip; `passed`: the visit is still open but its time has passed (what its tenant reads instead of "In progress"). */
export function RideStatusChip({ status, passed = false }: { status: RideStatus; passed?: boolean }) {
  return (
    <span className={`chip chip--ride-${passed ? 'passed' : status.toLowerCase()}`} data-testid="ride-status" data-status={status} data-passed={passed || undefined}>
      {passed ? t('ride.status.timePassed') : rideStatusLabel(status)}
    </span>
  );
}

/**
 * What the tenant reads on a visit still open after its slot ended (the server's `slot_over`; it no longer takes
 * the tenant's cancel): one nobody confirmed will expire; a confirmed or started one waits for the rider's record,
 * and once `overdue` our team is checking. Null while the slot has not ended or the visit is closed.
 */
function passedNote(ride: Ride): 'ride.expired' | 'ride.timePassed' | 'ride.overdue' | null {
  if (!ride.slot_over) return null;
  if (ride.status === 'REQUESTED' || ride.status === 'ASSIGNED') return 'ride.expired';
  if (ride.status === 'CONFIRMED' || ride.status === 'STARTED') return ride.overdue ? 'ride.overdue' : 'ride.timePassed';
  return null;
}

interface RideCardProps {
  ride: Ride;
  viewer: 'rider' | 'tenant';
  /** The ride in its new state, as the server answered a move. */
  onChanged(ride: Ride): void;
  /** The card title's heading level (2 on a page of rides, 3 inside the profile's "Your visits"). */
  level?: 2 | 3;
}

type Panel = 'cancel' | 'no_show' | null;

export function RideCard({ ride, viewer, onChanged, level = 2 }: RideCardProps) {
  const [busy, setBusy] = useState<CardAction | null>(null);
  const [panel, setPanel] = useState<Panel>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [reporting, setReporting] = useState(false);
  const title = useRef<HTMLHeadingElement>(null);
  const buttons = rideButtons(ride.allowed_actions, viewer);
  const Heading = level === 2 ? 'h2' : 'h3';
  const property = ride.property;
  const check = ride.purpose === 'CHECK';
  // A check without the admin's note says what a check looks for; our team's stored words (a cancellation reason,
  // history notes) are shown in the reader's language, a person's own words as written.
  const note = ride.tenant_note ?? (check ? t('ride.checkDefaultNote') : null);
  const passed = viewer === 'tenant' ? passedNote(ride) : null;

  /** After a move the pressed button may be gone: keep the keyboard in this card. */
  const keepFocus = () =>
    requestAnimationFrame(() => {
      if (!document.activeElement || document.activeElement === document.body) title.current?.focus();
    });

  async function move(action: CardAction, call: () => Promise<Envelope<Ride>>) {
    if (busy) return;
    setBusy(action);
    try {
      const answer = await call();
      // Each move its own words, in the reader's language (not a generic "Visit updated").
      showToast(t(`ride.done.${action}`), 'success');
      setPanel(null);
      onChanged(answer.data);
      keepFocus();
    } catch (error) {
      if (error instanceof ApiError && error.handled) return;
      if (action === 'cancel' && error instanceof ApiError && error.errors.reason) setReasonError(error.errors.reason);
      showToast(errorMessage(error), 'error');
    } finally {
      setBusy(null);
    }
  }

  function press(action: CardAction) {
    if (action === 'confirm') void move('confirm', () => confirmRide(ride.id));
    else if (action === 'start') void move('start', () => startRide(ride.id));
    else if (action === 'complete') setReporting(true);
    else if (action === 'no_show' || action === 'cancel') {
      setPanel(action);
      setReasonError(null);
    }
  }

  function cancel(event: FormEvent) {
    event.preventDefault();
    const text = reason.trim();
    if (!text) return setReasonError(t('ride.cancel.reasonRequired'));
    if (text.length > REASON_MAX) return setReasonError(t('validation.maxLength', { max: REASON_MAX }));
    void move('cancel', () => cancelRide(ride.id, text));
  }

  const person =
    viewer === 'rider' && check ? (
      <>
        <dt>{t('ride.purpose')}</dt>
        <dd data-testid="ride-check">{t('ride.checkVisit')}</dd>
        {ride.check_reasons.length > 0 && (
          <>
            <dt>{t('ride.checkReasons')}</dt>
            <dd data-testid="ride-check-reasons">{ride.check_reasons.map((reason) => t(`listingReport.reason.${reason}`)).join('; ')}</dd>
          </>
        )}
      </>
    ) : viewer === 'rider' ? (
      <>
        <dt>{t('ride.tenant')}</dt>
        <dd data-testid="ride-tenant">
          {ride.tenant?.first_name}
          {ride.tenant?.mobile_no && (
            <>
              {' · '}
              <a href={telLink(ride.tenant.mobile_no)}>{t('ride.call', { phone: ride.tenant.mobile_no })}</a>
            </>
          )}
        </dd>
      </>
    ) : (
      <>
        <dt>{t('ride.rider')}</dt>
        <dd data-testid="ride-rider">
          {ride.rider ? (
            <>
              {ride.rider.first_name}
              {ride.rider.mobile_no && (
                <>
                  {' · '}
                  <a href={telLink(ride.rider.mobile_no)}>{t('ride.call', { phone: ride.rider.mobile_no })}</a>
                </>
              )}
            </>
          ) : ride.status === 'REQUESTED' ? (
            <span className="muted">{t('ride.riderPending')}</span>
          ) : (
            <span className="muted">{t('ride.noRider')}</span>
          )}
        </dd>
      </>
    );

  return (
    <li className="ride-card card" data-testid="ride-card" data-id={ride.id} data-status={ride.status}>
      <div className="ride-card__top">
        <RideStatusChip status={ride.status} passed={passed !== null} />
        <span className="ride-card__slot" data-testid="ride-slot">
          <Icon name="calendar" size={16} />
          {rideSlot(ride)}
        </span>
      </div>

      <Heading className="ride-card__title" ref={title} tabIndex={-1}>
        {property && viewer === 'tenant' ? <Link to={detailsPath(property.id)}>{property.title}</Link> : (property?.title ?? t('ride.listingGone'))}
      </Heading>

      <p className="ride-card__place">
        <Icon name="pin" size={16} />
        <span data-testid="ride-address">{rideAddress(ride)}</span>
      </p>
      <p className="ride-card__map">
        <a href={mapLink(ride)} target="_blank" rel="noopener noreferrer" data-testid="ride-map-link">
          <Icon name="external" size={16} />
          {t('ride.map')}
          <span className="visually-hidden"> {t('details.newTab')}</span>
        </a>
      </p>

      <dl className="details ride-card__people">{person}</dl>

      {note && (
        <p className="ride-card__note" data-testid="ride-note">
          {t(viewer === 'tenant' ? 'ride.yourNote' : check ? 'ride.checkNote' : 'ride.tenantNote', { note })}
        </p>
      )}
      {viewer === 'rider' && ride.status === 'CONFIRMED' && !ride.slot_over && !ride.allowed_actions.includes('start') && (
        <p className="muted" data-testid="ride-start-hint">
          {t('ride.startFrom', { time: formatDateTime(startableFrom(ride)) })}
        </p>
      )}
      {passed && (
        <p className="owner-row__note owner-row__note--warning" data-testid="ride-time-passed" data-note={passed}>
          {t(passed)}{' '}
          {property && passed !== 'ride.timePassed' && (
            <Link className="button button--small" to={detailsPath(property.id)} data-testid="ride-book-again">
              {t('ride.bookAgain')}
            </Link>
          )}
        </p>
      )}
      {ride.status === 'EXPIRED' && viewer === 'tenant' && (
        <p className="owner-row__note owner-row__note--warning" data-testid="ride-expired">
          {t('ride.expired')}{' '}
          {property && (
            <Link className="button button--small" to={detailsPath(property.id)} data-testid="ride-book-again">
              {t('ride.bookAgain')}
            </Link>
          )}
        </p>
      )}
      {ride.status === 'CANCELLED' && ride.cancel_reason && (
        <p className="owner-row__note owner-row__note--warning" data-testid="ride-cancel-reason">
          {t('ride.cancelReason', { reason: cancelReason(ride) })}
        </p>
      )}

      {ride.report && (
        <section className="ride-card__report" aria-label={t('ride.report.title')} data-testid="ride-report">
          <p className={ride.report.matched ? 'ride-card__matched' : 'ride-card__differed'}>
            {ride.report.matched ? t('ride.report.matched') : t('ride.report.differed', { differences: ride.report.differences ?? '' })}
          </p>
          {ride.report.notes && <p>{t('ride.report.notes', { notes: ride.report.notes })}</p>}
          {ride.report.photos.length > 0 && (
            <ul className="ride-card__photos">
              {ride.report.photos.map((photo, i) => {
                const url = reportPhotoUrl(photo.variants, 320);
                return url ? (
                  <li key={photo.id}>
                    <a href={reportPhotoUrl(photo.variants, 1024)} target="_blank" rel="noopener noreferrer">
                      <img
                        src={url}
                        width={photo.width}
                        height={photo.height}
                        alt={t('ride.report.photo', { n: i + 1, total: ride.report!.photos.length })}
                        loading="lazy"
                        decoding="async"
                      />
                    </a>
                  </li>
                ) : null;
              })}
            </ul>
          )}
        </section>
      )}

      {viewer === 'tenant' && ride.decision && <VisitDecisionPanel ride={{ ...ride, decision: ride.decision }} onChanged={onChanged} />}

      {ride.history.length > 0 && (
        <details className="ride-card__history" data-testid="ride-history">
          <summary>{t('ride.history.title', { count: ride.history.length })}</summary>
          <ol>
            {ride.history.map((entry, i) => (
              <li key={`${entry.at}-${i}`}>
                <time dateTime={entry.at}>{formatDateTime(entry.at)}</time> · {historyLabel(entry)}
                {entry.note && <span className="muted"> ({sayCoded({ code: entry.note_code, params: entry.note_params }, entry.note)})</span>}
              </li>
            ))}
          </ol>
        </details>
      )}

      {buttons.length > 0 && panel === null && (
        <div className="ride-card__actions">
          {buttons.map((action) => (
            <button
              key={action}
              type="button"
              className={`button ${action === 'cancel' || action === 'no_show' ? 'button--ghost' : 'button--primary'}`}
              disabled={busy !== null}
              onClick={() => press(action)}
              data-testid={`ride-action-${action}`}
            >
              {busy === action ? t('common.loading') : t(`ride.action.${action}`)}
            </button>
          ))}
        </div>
      )}

      {panel === 'no_show' && (
        <div className="ride-card__panel" role="group" aria-label={t('ride.action.no_show')}>
          <p>{t(check ? 'ride.noShow.checkQuestion' : 'ride.noShow.question')}</p>
          <div className="actions">
            <button
              type="button"
              className="button button--primary"
              disabled={busy !== null}
              onClick={() => void move('no_show', () => markNoShow(ride.id))}
              data-testid="ride-no-show-confirm"
              autoFocus
            >
              {busy === 'no_show' ? t('common.loading') : t('ride.noShow.yes')}
            </button>
            <button type="button" className="button button--ghost" disabled={busy !== null} onClick={() => (setPanel(null), keepFocus())} data-testid="ride-no-show-keep">
              {t('ride.keep')}
            </button>
          </div>
        </div>
      )}

      {panel === 'cancel' && (
        <form className="ride-card__panel form" onSubmit={cancel} noValidate>
          <TextAreaField
            label={t('ride.cancel.reason')}
            name="reason"
            rows={2}
            maxLength={REASON_MAX}
            value={reason}
            error={reasonError}
            testId="ride-cancel-reason"
            onChange={(e) => {
              setReason(e.target.value);
              setReasonError(null);
            }}
            autoFocus
            required
          />
          <div className="actions">
            <button type="submit" className="button button--primary" disabled={busy !== null} data-testid="ride-cancel-confirm">
              {busy === 'cancel' ? t('common.loading') : t('ride.cancel.confirm')}
            </button>
            <button type="button" className="button button--ghost" disabled={busy !== null} onClick={() => (setPanel(null), keepFocus())} data-testid="ride-cancel-keep">
              {t('ride.cancel.keep')}
            </button>
          </div>
        </form>
      )}

      {reporting && (
        <Suspense fallback={null}>
          <ReportModal
            ride={ride}
            onClose={() => setReporting(false)}
            onDone={(next) => {
              setReporting(false);
              onChanged(next);
              keepFocus();
            }}
          />
        </Suspense>
      )}
    </li>
  );
}
