/**
 * Toasts: one at a time (a newer one replaces the older), 4 seconds each (spec section 9).
 * `showToast` works from anywhere, React or not (the API client's session-expiry flow uses it).
 */
import { useEffect, useSyncExternalStore } from 'react';
import { t } from '../i18n/t';

export const TOAST_DURATION_MS = 4000;

export type ToastKind = 'success' | 'error' | 'warning' | 'info';
interface Toast {
  id: number;
  message: string;
  kind: ToastKind;
}

let current: Toast | null = null;
let nextId = 1;
const listeners = new Set<() => void>();

function set(toast: Toast | null) {
  current = toast;
  listeners.forEach((listener) => listener());
}

export function showToast(message: string, kind: ToastKind = 'info'): void {
  set({ id: nextId++, message, kind });
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

  useEffect(() => {
    if (!toast) return;
    const timer = window.setTimeout(() => current?.id === toast.id && dismissToast(), TOAST_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, [toast]);

  return (
    <div className="toast-region" aria-label={t('toast.region')}>
      {/* The live region stays mounted so screen readers announce each new message. */}
      <div role={toast?.kind === 'error' ? 'alert' : 'status'} aria-live={toast?.kind === 'error' ? 'assertive' : 'polite'}>
        {toast && (
          <div key={toast.id} className={`toast toast--${toast.kind}`} data-testid="toast" data-kind={toast.kind}>
            <span className="toast__message">{toast.message}</span>
            <button type="button" className="toast__close" onClick={dismissToast} aria-label={t('toast.dismiss')}>
              ×
            </button>
          </div>
        )}
      </div>
    </div>
  );
}
