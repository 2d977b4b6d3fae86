/**
 * Multipart requests through XMLHttpRequest, which reports upload progress (fetch does not), with a stall
 * timeout: a dead mobile connection fails instead of leaving a photo at "Uploading 40%" for good.
 * Used by the listing gallery (properties.ts) and the visit report (rides.ts).
 */
import { API_BASE, ApiError, answer, failure, storedToken, type Envelope } from './client';
import { t } from '../i18n/t';

/** An upload that moves no byte for this long has stalled (a dead mobile connection): it fails, so it can be retried. */
export const UPLOAD_STALL_MS = 60_000;

export interface SendHandle<T> {
  promise: Promise<T>;
  abort(): void;
}

/**
 * Send `form` to `path` (under /api/v1) with the stored token. `onProgress` gets the fraction sent, 0 to 1.
 * Resolves with the API's envelope when `isAnswer(data)` says the 2xx body is really the API's answer (a proxy's
 * page must not count as a success); rejects with an ApiError (the server's message and field errors), or an
 * AbortError when `abort()` was called.
 */
export function sendForm<T>(
  method: 'POST' | 'PATCH' | 'PUT',
  path: string,
  form: FormData,
  onProgress: (fraction: number) => void,
  isAnswer: (data: unknown) => boolean,
): SendHandle<Envelope<T>> {
  const xhr = new XMLHttpRequest();
  const promise = new Promise<Envelope<T>>((resolve, reject) => {
    xhr.open(method, `${API_BASE}${path}`);
    xhr.setRequestHeader('Accept', 'application/json');
    const token = storedToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    let stalled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const watch = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        stalled = true;
        xhr.abort();
      }, UPLOAD_STALL_MS);
    };
    xhr.onloadend = () => clearTimeout(timer);
    xhr.upload.onprogress = (event) => {
      watch();
      if (event.lengthComputable && event.total > 0) onProgress(Math.min(1, event.loaded / event.total));
    };
    xhr.onload = () => {
      let body: Partial<Envelope<T>> | null = null;
      try {
        body = JSON.parse(xhr.responseText) as Partial<Envelope<T>>;
      } catch {
        body = null;
      }
      if (xhr.status >= 200 && xhr.status < 300 && body && body.success !== false && isAnswer(body.data)) {
        onProgress(1);
        resolve({ ...answer(body), success: true });
      } else {
        reject(failure(xhr.status, body, { sentStoredToken: Boolean(token) }));
      }
    };
    xhr.onerror = () => reject(new ApiError(0, t('error.generic')));
    xhr.onabort = () => reject(stalled ? new ApiError(0, t('error.generic')) : new DOMException('Upload cancelled', 'AbortError'));
    watch();
    xhr.send(form);
  });
  return { promise, abort: () => xhr.abort() };
}
