/**
 * A button that opens the "Request a property" form. The form is a chunk of its own, fetched on the first
 * hover, focus or tap, so a page that shows this button carries only the button. Usable from any page
 * (listing empty state and end of results; the home page could use it too).
 */
import { useState, type ComponentType, type ReactNode } from 'react';
import { t } from '../i18n/t';
import { showToast } from '../ui/toast';
import type { RequestContext } from './request-form';

type ModalComponent = ComponentType<{ context: RequestContext; onClose(): void }>;

let loading: Promise<ModalComponent> | null = null;

/** Fetch the form's chunk once; a failed fetch (offline) can be tried again. */
export function loadPropertyRequestModal(): Promise<ModalComponent> {
  loading ??= import('./PropertyRequestModal').then(
    (module) => module.default,
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

const preload = () => void loadPropertyRequestModal().catch(() => undefined);

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
  const [open, setOpen] = useState<{ key: number; Modal: ModalComponent } | null>(null);
  const [pending, setPending] = useState(false);

  function openForm() {
    if (pending) return;
    setPending(true);
    loadPropertyRequestModal().then(
      (Modal) => {
        setPending(false);
        setOpen({ key: Date.now(), Modal });
      },
      () => {
        setPending(false);
        showToast(t('toast.callbackFailed'), 'error');
      },
    );
  }

  return (
    <>
      <button
        type="button"
        className={className}
        onClick={openForm}
        onPointerEnter={preload}
        onFocus={preload}
        aria-haspopup="dialog"
        aria-busy={pending || undefined}
        data-testid={testId}
      >
        {children}
      </button>
      {open && <open.Modal key={open.key} context={context ?? {}} onClose={() => setOpen(null)} />}
    </>
  );
}
