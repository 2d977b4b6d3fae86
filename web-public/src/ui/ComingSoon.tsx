/** Honest placeholder body for pages whose content arrives with the property catalogue. */
import type { ReactNode } from 'react';
import { useCallbackRequest, type CallbackRequest } from '../callback/CallbackContext';
import { t } from '../i18n/t';
import { usePageTitle } from './usePageTitle';

interface ComingSoonProps {
  title: string;
  /** The short promise, e.g. "Listings for Patna are coming soon" (default: opens in the next release). */
  headline?: string;
  body?: string;
  /** The callback the button opens (TENANT by default). */
  callback?: CallbackRequest;
  children?: ReactNode;
}

export function ComingSoon({ title, headline, body, callback = { type: 'TENANT' }, children }: ComingSoonProps) {
  usePageTitle(title);
  const { openCallback } = useCallbackRequest();
  return (
    <section className="page page--narrow coming-soon" aria-labelledby="page-title">
      <h1 id="page-title" className="page__title">
        {title}
      </h1>
      <div className="card coming-soon__card">
        <p className="coming-soon__headline">{headline ?? t('placeholder.next')}</p>
        <p>{body ?? t('placeholder.help')}</p>
        <button type="button" className="button button--primary" onClick={() => openCallback(callback)} data-testid="schedule-callback-button">
          {t('common.scheduleCallback')}
        </button>
        {children}
      </div>
    </section>
  );
}
