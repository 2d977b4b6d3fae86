import { Link } from 'react-router-dom';
import { telLink, useConfig } from '../../api/config';
import { useCallbackRequest } from '../../callback/CallbackContext';
import type { MessageKey } from '../../i18n/en';
import { t } from '../../i18n/t';
import { usePageTitle } from '../../ui/usePageTitle';

const NEEDS: MessageKey[] = ['rider.become.need1', 'rider.become.need2', 'rider.become.need3'];

export default function BecomeRiderPage() {
  usePageTitle(t('rider.become.title'));
  const config = useConfig();
  const { openCallback } = useCallbackRequest();
  return (
    <article className="page page--narrow" aria-labelledby="page-title">
      <h1 id="page-title" className="page__title">
        {t('rider.become.title')}
      </h1>
      <p className="lead">{t('rider.become.intro')}</p>
      <section className="card stack">
        <h2>{t('rider.become.needTitle')}</h2>
        <ul>
          {NEEDS.map((need) => (
            <li key={need}>{t(need)}</li>
          ))}
        </ul>
        <h2>{t('rider.become.howTitle')}</h2>
        <p>{t('rider.become.how')}</p>
        <p className="rider-call">
          {config ? (
            <a href={telLink(config.support_phone)} data-testid="support-phone">
              {t('rider.become.call', { phone: config.support_phone })}
            </a>
          ) : (
            <span aria-hidden="true">&nbsp;</span>
          )}
        </p>
        <p className="muted">{t('footer.workingHours')}</p>
        <div className="actions">
          <button
            type="button"
            className="button button--primary"
            onClick={() => openCallback({ type: 'TENANT', description: t('rider.become.description') })}
            data-testid="become-rider-callback"
          >
            {t('rider.become.request')}
          </button>
          <span className="muted">
            {t('rider.become.existing')} <Link to="/rider/login">{t('rider.become.login')}</Link>
          </span>
        </div>
      </section>
    </article>
  );
}
