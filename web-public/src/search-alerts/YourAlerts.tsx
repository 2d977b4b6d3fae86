/**
 * "Your SMS alerts" on /tenant/profile (`#alerts`, the stop page's "Manage your alerts" link): the person's saved
 * searches with their state, Stop / Resume, Delete and a link to the homes. GET, PATCH and DELETE /search-alerts.
 */
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { MAX_SEARCH_ALERTS_PER_PERSON } from '../../../adapters/http/contract/rules';
import { ApiError, errorMessage } from '../api/client';
import { changeSearchAlertStatus, deleteSearchAlert, listSearchAlerts, type SearchAlert } from '../api/search-alerts';
import { formatDate } from '../i18n/format';
import { t } from '../i18n/t';
import { LoadFailed } from '../property/States';
import { useLoad } from '../property/useLoad';
import { showToast } from '../ui/toast';
import { alertFilters, alertListingUrl, alertTitle } from './alert-label';
import { LoadingCard } from '../ui/StateCard';

export function YourAlerts() {
  const loaded = useLoad((signal) => listSearchAlerts(signal).then((answer) => answer.data), []);
  const { data: alerts, setData: setAlerts, reload } = loaded;
  const [busy, setBusy] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const { hash } = useLocation();

  // Come here from "Manage alerts": once the list is drawn.
  const arrived = Boolean(alerts || loaded.error);
  useEffect(() => {
    if (hash !== '#alerts' || !arrived) return;
    heading.current?.scrollIntoView({ block: 'start' });
    heading.current?.focus({ preventScroll: true });
  }, [hash, arrived]);

  // While a change is on its way the buttons are aria-disabled, not disabled: a disabled button loses the keyboard
  // focus (WCAG 2.4.3), and `busy` already refuses a second press.
  async function act(alert: SearchAlert, action: 'stop' | 'resume' | 'delete') {
    if (busy) return;
    setBusy(alert.id);
    try {
      if (action === 'delete') {
        const answer = await deleteSearchAlert(alert.id);
        setAlerts((current) => current?.filter((a) => a.id !== alert.id) ?? null);
        // The pressed button goes with its alert: the section's heading takes the focus (WCAG 2.4.3).
        heading.current?.focus({ preventScroll: true });
        showToast(answer.message ?? t('alerts.deleted'), 'success');
      } else {
        const answer = await changeSearchAlertStatus(alert.id, action === 'stop' ? 'STOPPED' : 'ACTIVE');
        setAlerts((current) => current?.map((a) => (a.id === alert.id ? answer.data : a)) ?? null);
        showToast(answer.message ?? '', 'success');
      }
    } catch (error) {
      if (!(error instanceof ApiError && error.handled)) showToast(errorMessage(error), 'error');
      if (error instanceof ApiError && error.status === 404) reload();
    } finally {
      setBusy(null);
    }
  }

  return (
    <section className="alerts" id="alerts" aria-labelledby="alerts-title" data-testid="your-alerts">
      <h2 id="alerts-title" className="visits__title" ref={heading} tabIndex={-1}>
        {t('alerts.title')}
      </h2>
      <p className="muted">{t('alerts.intro', { max: MAX_SEARCH_ALERTS_PER_PERSON })}</p>
      {loaded.error ? (
        <LoadFailed title={t('alerts.loadFailed')} message={loaded.error.message} onRetry={reload} />
      ) : !alerts ? (
        <LoadingCard />
      ) : alerts.length === 0 ? (
        <div className="card stack" data-testid="alerts-empty">
          <p>{t('alerts.empty')}</p>
          <div className="actions">
            <Link className="button button--outline" to="/">
              {t('alerts.browse')}
            </Link>
          </div>
        </div>
      ) : (
        <ul className="alerts__list">
          {alerts.map((alert) => {
            const title = alertTitle(alert);
            const filters = alertFilters(alert);
            const label = filters ? `${title} (${filters})` : title;
            const on = alert.status === 'ACTIVE';
            return (
              <li key={alert.id} className="card alerts__item" data-testid="alert-item" data-status={alert.status}>
                <p className="alerts__title">{title}</p>
                {filters && <p className="alerts__filters muted">{filters}</p>}
                <p className={`alerts__state${on ? ' alerts__state--on' : ' muted'}`}>
                  {on ? t('alerts.statusActive') : alert.stopped_at ? t('alerts.stoppedOn', { date: formatDate(alert.stopped_at) }) : t('alerts.statusStopped')}
                </p>
                <div className="alerts__actions">
                  <Link className="button button--ghost" to={alertListingUrl(alert)}>
                    {t('alerts.see')}
                  </Link>
                  <button
                    type="button"
                    className="button button--outline"
                    aria-disabled={busy === alert.id || undefined}
                    onClick={() => void act(alert, on ? 'stop' : 'resume')}
                    aria-label={t(on ? 'alerts.stopLabel' : 'alerts.resumeLabel', { label })}
                    data-testid={on ? 'alert-stop' : 'alert-resume'}
                  >
                    {on ? t('alerts.stop') : t('alerts.resume')}
                  </button>
                  <button
                    type="button"
                    className="button button--ghost"
                    aria-disabled={busy === alert.id || undefined}
                    onClick={() => void act(alert, 'delete')}
                    aria-label={t('alerts.deleteLabel', { label })}
                    data-testid="alert-delete"
                  >
                    {t('alerts.delete')}
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
