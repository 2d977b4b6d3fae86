/**
 * An accessible modal dialog: labelled by its title, Escape and the backdrop close it, Tab stays inside,
 * focus goes to the first field on open and back to the opener on close. The page behind does not scroll.
 */
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { t } from '../i18n/t';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

interface ModalProps {
  title: string;
  onClose(): void;
  testId: string;
  children: ReactNode;
  /** Shown under the title. */
  subtitle?: ReactNode;
  /** Focus the dialog itself on open rather than its first field (a picker comes first, a text box last). */
  focusDialog?: boolean;
}

export function Modal({ title, subtitle, onClose, testId, children, focusDialog = false }: ModalProps) {
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    const node = dialog.current;
    const first = focusDialog ? null : node?.querySelector<HTMLElement>('input:not([type=hidden]):not([disabled]), select, textarea');
    (first ?? node)?.focus();
    document.documentElement.classList.add('modal-open');

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        close.current();
      } else if (event.key === 'Tab' && node) {
        const items = [...node.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.offsetParent !== null);
        if (!items.length) return;
        const [head, tail] = [items[0], items[items.length - 1]];
        if (event.shiftKey && (document.activeElement === head || !node.contains(document.activeElement))) {
          event.preventDefault();
          tail.focus();
        } else if (!event.shiftKey && (document.activeElement === tail || !node.contains(document.activeElement))) {
          event.preventDefault();
          head.focus();
        }
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.documentElement.classList.remove('modal-open');
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  return (
    <div className="modal-backdrop" onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <div
        ref={dialog}
        className="modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        data-testid={testId}
      >
        {/* A div, not <header>: outside main / section a header is the page's banner landmark, and the page has one. */}
        <div className="modal__header">
          <div>
            <h2 id={titleId} className="modal__title">
              {title}
            </h2>
            {subtitle && <p className="modal__subtitle">{subtitle}</p>}
          </div>
          <button type="button" className="icon-button modal__close" onClick={onClose} aria-label={t('common.close')}>
            ×
          </button>
        </div>
        {children}
      </div>
    </div>
  );
}
