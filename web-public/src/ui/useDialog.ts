/**
 * What every dialog of the site does while it is open: focus goes into it (its first field, or the dialog itself),
 * Escape closes it, Tab stays inside, the page behind does not scroll (`modal-open`), and focus goes back to the
 * opener on close. Used by Modal and the full-screen photo viewer. `onKey` sees other keys first (arrows).
 */
import { useEffect, useRef, type RefObject } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function useDialog(dialog: RefObject<HTMLElement | null>, onClose: () => void, options: { focusDialog?: boolean; onKey?(event: KeyboardEvent): void } = {}): void {
  const latest = useRef({ onClose, onKey: options.onKey });
  latest.current = { onClose, onKey: options.onKey };
  const focusDialog = options.focusDialog ?? false;

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    const node = dialog.current;
    const first = focusDialog ? null : node?.querySelector<HTMLElement>('input:not([type=hidden]):not([disabled]), select, textarea');
    (first ?? node)?.focus();
    document.documentElement.classList.add('modal-open');

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        latest.current.onClose();
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
      } else latest.current.onKey?.(event);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.documentElement.classList.remove('modal-open');
      if (opener?.isConnected) opener.focus();
    };
  }, []);
}
