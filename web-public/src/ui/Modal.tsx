/**
 * An accessible modal dialog: labelled by its title, Escape and the backdrop close it, Tab stays inside,
 * focus goes to the first field on open and back to the opener on close. The page behind does not scroll.
 */
import { useId, useRef, type ReactNode } from 'react';
import { t } from '../i18n/t';
import { useDialog } from './useDialog';

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
  useDialog(dialog, onClose, { focusDialog });

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
