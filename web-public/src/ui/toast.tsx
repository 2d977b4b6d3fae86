/**
 * Toasts: one at a time (a newer one replaces the older), 4 seconds each (spec section 9), paused while the
 * pointer or the keyboard is on it (so its link can be reached). `showToast` works from anywhere, React or not
 * (the API client's session-expiry flow uses it).
 */
import { useEffect, useState, useSyncExternalStore } from 'react';
import { Link } from 'react-router-dom';
import { t } from '../i18n/t';

export const TOAST_DURATION_MS = 4000;

export type ToastKind = 'success' | 'error' | 'warning' | 'info';
/** A link after the message (e.g. "See your visits" after booking one). */
export interface ToastLink {
  to: string;
  label: string;
}

interface Toast {
  id: number;
  message: string;
  kind: ToastKind;
  link?: ToastLink;
}

let current: Toast | null = null;
let nextId = 1;
const listeners = new Set<() => void>();

function set(toast: Toast | null) {
  current = toast;
  listeners.forEach((listener) => listener());
}

export function showToast(message: string, kind: ToastKind = 'info', link?: ToastLink): void {
  set({ id: nextId++, message, kind, link });
}

export function dismissToast(): void {
  set(null);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function ToastViewport() {
  const toast = useSyncExternalStore(subscribe, () => current, () => null);
  const [held, setHeld] = useState(false);
  // A toast that leaves while held (its link was followed) must not hold the next one.
  useEffect(() => setHeld(false), [toast?.id]);

  useEffect(() => {
    if (!toast || held) return;
    const timer = window.setTimeout(() => current?.id === toast.id && dismissToast(), TOAST_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, [toast, held]);

  return (
    <div className="toast-region">
      {/* The live region stays mounted so screen readers announce each new message. It carries the name (a plain
          div may not: aria-label is prohibited without a role). */}
      <div role={toast?.kind === 'error' ? 'alert' : 'status'} aria-live={toast?.kind === 'error' ? 'assertive' : 'polite'} aria-label={t('toast.region')}>
        {toast && (
          <div
            key={toast.id}
            className={`toast toast--${toast.kind}`}
            data-testid="toast"
            data-kind={toast.kind}
            onPointerEnter={() => setHeld(true)}
            onPointerLeave={() => setHeld(false)}
            onFocus={() => setHeld(true)}
            onBlur={() => setHeld(false)}
          >
            <span className="toast__message">
              {toast.message}
              {toast.link && (
                <>
                  {' '}
                  <Link className="toast__link" to={toast.link.to} onClick={dismissToast} data-testid="toast-link">
                    {toast.link.label}
                  </Link>
                </>
              )}
            </span>
            <button type="button" className="toast__close" onClick={dismissToast} aria-label={t('toast.dismiss')}>
              ×
            </button>
          </div>
        )}
      </div>
    </div>
  );
}
