import { useRef } from 'react';
import { useConfig, whatsappLink } from '../api/config';
import { loadCallbackModal, useCallbackRequest } from '../callback/CallbackContext';
import { t } from '../i18n/t';
import { Icon } from '../ui/Icon';
import { useStepAside } from './useStepAside';

/**
 * WhatsApp chat and Quick Call, floating bottom-right on public pages. WhatsApp appears once GET /config
 * answers; the CSS places it out of the flow above Quick Call, so its arrival moves nothing (no layout shift).
 * Nothing a person needs may sit under them: while a control would (a card's heart, "Request a callback"),
 * they step aside off the right edge, and come back once it has scrolled clear (useStepAside).
 */
export function FloatingButtons() {
  const config = useConfig();
  const { openCallback } = useCallbackRequest();
  const whatsapp = config && whatsappLink(config.whatsapp_number);
  const stack = useRef<HTMLElement>(null);
  const aside = useStepAside(stack);
  return (
    // A landmark of its own (labelled), so nothing on the page sits outside one (axe `region`).
    <aside
      ref={stack}
      className={`floating${aside ? ' floating--aside' : ''}`}
      aria-label={t('float.label')}
      data-testid="floating-buttons"
      data-aside={aside}
    >
      {whatsapp && (
        <a
          className="floating__button floating__button--whatsapp"
          href={whatsapp}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('float.whatsapp')}
          title={t('float.whatsapp')}
          data-testid="whatsapp-button"
        >
          <Icon name="whatsapp" size={26} />
        </a>
      )}
      <button
        type="button"
        className="floating__button floating__button--call"
        onClick={() => openCallback({ type: 'TENANT' })}
        onPointerEnter={loadCallbackModal}
        onFocus={loadCallbackModal}
        aria-label={t('float.quickCall')}
        title={t('float.quickCall')}
        data-testid="quick-call-button"
      >
        <Icon name="phone" size={24} />
        <span className="floating__label">{t('float.quickCall')}</span>
      </button>
    </aside>
  );
}
