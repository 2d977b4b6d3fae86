import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { t } from '../i18n/t';
import { showsDesktopOnlyMessage } from './layout-rules';
import { useViewportWidth } from './useViewportWidth';

/** On a page listed in DESKTOP_ONLY_PATHS and a screen up to 1024px wide, the page gives way to the message. */
export function DesktopOnly({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const width = useViewportWidth();
  if (!showsDesktopOnlyMessage(pathname, width)) return children;
  return (
    <div className="desktop-only">
      <p className="desktop-only__message" data-testid="desktop-only-message">
        {t('desktopOnly.message')}
      </p>
    </div>
  );
}
