/**
 * The one fetch client of the public site: JSON in and out of `/api/v1`, the envelope of docs/api.md
 * unwrapped, failures thrown as ApiError carrying the server's `message` and field `errors`. The server speaks
 * English and names each text by its `code` (and each field's by `field_codes`); its messages are put in the
 * reader's language here, once, as they arrive, by code (`sayCoded`), so every toast, field error and load-failure
 * panel shows them as the rest of the page.
 */
import type { CodedText, MessageCode, MessageParams } from '../../../adapters/http/contract/catalogue';
import { sayCoded, t } from '../i18n/t';

export const API_BASE = '/api/v1';
export const NOT_AUTHENTICATED = 'Not authenticated user';

export interface Envelope<T> {
  success: boolean;
  /** The stable code of `message` and its params (domain/shared/catalogue/). */
  code?: MessageCode;
  params?: MessageParams;
  message?: string;
  data: T;
  meta?: Record<string, unknown>;
  errors?: Record<string, string>;
  /** Each field of `errors` by its code and params. */
  field_codes?: Record<string, CodedText>;
}

/** The codes of a failed answer: of its message and of each field's. */
export interface AnswerCodes {
  code?: MessageCode;
  params?: MessageParams;
  field_codes?: Record<string, CodedText>;
}

export class ApiError extends Error {
  /** The field messages, in the reader's language. */
  readonly errors: Record<string, string>;

  constructor(
    readonly status: number,
    /** The server's own words (English): for code that tells one failure from another; `message` is for people. */
    readonly serverMessage: string,
    errors: Record<string, string> = {},
    /** Already dealt with (the session-expiry flow): callers should not toast it again. */
    readonly handled = false,
    /** The stable code of the failure (`serverMessage`'s), for code that tells one failure from another. */
    codes: AnswerCodes = {},
  ) {
    super(sayCoded(codes, serverMessage));
    this.name = 'ApiError';
    this.code = codes.code;
    this.errors = Object.fromEntries(Object.entries(errors).map(([field, text]) => [field, sayCoded(codes.field_codes?.[field], text)]));
  }

  readonly code: MessageCode | undefined;
}

/** A success answer as the callers see it: `message` (when the server sent one) in the reader's language. */
export function answer<T>(body: Partial<Envelope<T>>): Envelope<T> {
  return { success: true, data: undefined as T, ...body, ...(body.message ? { message: sayCoded(body, body.message) } : {}) } as Envelope<T>;
}

export interface ApiHooks {
  /** The stored session token, if any. */
  getToken(): string | null;
  /** A 401 'Not authenticated user' on a call made with the stored token. */
  onSessionExpired(): void;
}

let hooks: ApiHooks = { getToken: () => null, onSessionExpired: () => undefined };

export function configureApi(next: ApiHooks): void {
  hooks = next;
}

export interface RequestOptions {
  body?: unknown;
  /** Send the stored session token. */
  auth?: boolean;
  /** Send this token instead (the sign-up token of POST /auth/user). */
  token?: string;
  /** Do not start the session-expiry flow on 401 (logout of an already dead session). */
  quietOn401?: boolean;
  signal?: AbortSignal;
  /** The browser cache mode (default: the HTTP headers decide). */
  cache?: RequestCache;
}

export async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<Envelope<T>> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const storedToken = options.token ? null : options.auth ? hooks.getToken() : null;
  const token = options.token ?? storedToken;
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(API_BASE + path, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      credentials: 'same-origin',
      signal: options.signal,
      cache: options.cache,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, t('error.generic'));
  }

  const body = (await response.json().catch(() => null)) as Partial<Envelope<T>> | null;
  if (response.ok && body?.success !== false) {
    return answer(body ?? {});
  }
  throw failure(response.status, body, { sentStoredToken: Boolean(storedToken), quietOn401: options.quietOn401 });
}

/** The stored session token (for calls that cannot go through `request`, such as XHR uploads with progress). */
export function storedToken(): string | null {
  return hooks.getToken();
}

/**
 * A failed answer as an ApiError: the server's message (else the generic one) and field errors. A 401
 * 'Not authenticated user' on a call made with the stored token starts the session-expiry flow.
 */
export function failure(
  status: number,
  body: Partial<Envelope<unknown>> | null,
  options: { sentStoredToken: boolean; quietOn401?: boolean },
): ApiError {
  const message = body?.message || t('error.generic');
  // By its code; an answer without one (a stand-in in tests) by the server's words.
  const unauthenticated = body?.code ? body.code === 'NOT_AUTHENTICATED' : message === NOT_AUTHENTICATED;
  const expired = status === 401 && unauthenticated && options.sentStoredToken && !options.quietOn401;
  if (expired) hooks.onSessionExpired();
  return new ApiError(status, message, body?.errors ?? {}, expired, body?.message ? { code: body.code, params: body.params, field_codes: body.field_codes } : { field_codes: body?.field_codes });
}

/** The message to show for any failure: the server's (in the reader's language), else the generic fallback. */
export function errorMessage(error: unknown): string {
  return error instanceof ApiError ? error.message : t('error.generic');
}
