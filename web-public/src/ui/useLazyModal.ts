import { useState } from 'react';
import { t, type MessageKey } from '../i18n/t';
import { showToast } from './toast';

/**
 * A modal that is a chunk of its own (the report form, the visit booking): fetched once, on the first hover,
 * focus or tap, so the page that offers it carries only its button. A failed fetch (offline) can be tried again.
 */
export function chunkLoader<T>(importChunk: () => Promise<{ default: T }>): { load(): Promise<T>; preload(): void } {
  let loading: Promise<T> | null = null;
  function load(): Promise<T> {
    loading ??= importChunk().then(
      (module) => module.default,
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  }
  return { load, preload: () => void load().catch(() => undefined) };
}

/**
 * The open modal (a fresh key each opening), whether its chunk is on the way, and opening and closing it. A chunk
 * that cannot be fetched shows `failedMessage` as a toast.
 */
export function useLazyModal<T>(load: () => Promise<T>, failedMessage: MessageKey = 'error.generic') {
  const [open, setOpen] = useState<{ key: number; Modal: T } | null>(null);
  const [pending, setPending] = useState(false);

  function openModal() {
    if (pending) return;
    setPending(true);
    load().then(
      (Modal) => {
        setPending(false);
        setOpen({ key: Date.now(), Modal });
      },
      () => {
        setPending(false);
        showToast(t(failedMessage), 'error');
      },
    );
  }

  return { open, pending, openModal, close: () => setOpen(null) };
}
