/**
 * A button that opens the "Request a property" form. The form is a chunk of its own, fetched on the first
 * hover, focus or tap, so a page that shows this button carries only the button. Usable from any page
 * (listing empty state and end of results; the home page could use it too).
 */
import type { ReactNode } from 'react';
import { t } from '../i18n/t';
import { LazyModalButton } from '../ui/LazyModalButton';
import { chunkLoader } from '../ui/useLazyModal';
import type { RequestContext } from './request-form';

const requestModal = chunkLoader(() => import('./PropertyRequestModal'));

export function PropertyRequestButton({
  context,
  className = 'button button--primary',
  testId = 'property-request-button',
  children = t('request.title'),
}: {
  /** The listing's city and filters, to fill the form in. */
  context?: RequestContext;
  className?: string;
  testId?: string;
  children?: ReactNode;
}) {
  return (
    <LazyModalButton
      chunk={requestModal}
      modalProps={{ context: context ?? {} }}
      className={className}
      testId={testId}
      failedMessage="toast.callbackFailed"
    >
      {children}
    </LazyModalButton>
  );
}
