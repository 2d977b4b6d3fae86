/**
 * Plain JSON calls for the pages that sit outside react-admin's data provider
 * (admin login, logout, forgot/reset password). Never throws on HTTP status:
 * callers read `ok`, `status` and the envelope `{ success, message, data, errors }`.
 */
import { API_BASE_URL, GENERIC_ERROR_MESSAGE } from './config';

export interface ApiEnvelope<T = unknown> {
  success?: boolean;
  status?: boolean;
  message?: string;
  /** The stable code of the answer's text (of a refusal: what went wrong, e.g. SIGN_IN_EXPIRED). */
  code?: string;
  data?: T;
  errors?: Record<string, string>;
  meta?: Record<string, unknown>;
}

export interface ApiAnswer<T = unknown> {
  ok: boolean;
  status: number;
  body: ApiEnvelope<T> | null;
}

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

export interface PostJsonOptions {
  token?: string | null;
  fetchImpl?: FetchLike;
  baseUrl?: string;
}

export async function postJson<T = unknown>(
  path: string,
  payload: unknown,
  { token, fetchImpl = (input, init) => fetch(input, init), baseUrl = API_BASE_URL }: PostJsonOptions = {},
): Promise<ApiAnswer<T>> {
  const headers: Record<string, string> = { Accept: 'application/json', 'Content-Type': 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await fetchImpl(`${baseUrl}${path}`, {
    method: 'POST',
    headers,
    body: JSON.stringify(payload ?? {}),
  });
  const text = await response.text();
  let body: ApiEnvelope<T> | null = null;
  if (text) {
    try {
      const parsed: unknown = JSON.parse(text);
      body = parsed && typeof parsed === 'object' ? (parsed as ApiEnvelope<T>) : null;
    } catch {
      body = null;
    }
  }
  return { ok: response.ok, status: response.status, body };
}

/** The server's `message` (spec section 8: shown as the error toast), else the fallback. */
export function messageOf(source: unknown, fallback: string = GENERIC_ERROR_MESSAGE): string {
  if (typeof source === 'string' && source.trim() !== '') return source;
  if (source && typeof source === 'object') {
    const message = (source as { message?: unknown }).message;
    if (typeof message === 'string' && message.trim() !== '') return message;
  }
  return fallback;
}

/** Field errors of an error envelope (`errors: { field: message }`), or undefined when there are none. */
export function fieldErrorsOf(body: ApiEnvelope | null | undefined): Record<string, string> | undefined {
  const errors = body?.errors;
  if (!errors || typeof errors !== 'object') return undefined;
  const entries = Object.entries(errors).filter(([, message]) => typeof message === 'string' && message !== '');
  return entries.length ? Object.fromEntries(entries) : undefined;
}
