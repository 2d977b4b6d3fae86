import type { Context, Next } from 'koa';
import { en, say, type MessageCode } from '../../domain/shared/catalogue/index.js';
import { DomainError, type ErrorKind } from '../../domain/shared/domain-error.js';
import { isDatabaseUnavailable } from '../persistence/database-unavailable.js';

/** The one table from domain error kinds to HTTP statuses. */
export const STATUS_BY_KIND: Record<ErrorKind, number> = {
  VALIDATION: 400,
  NOT_AUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  DELIVERY_FAILED: 502,
  GONE: 410,
};

export const GENERIC_ERROR_MESSAGE = say(en, 'INTERNAL');
export const UNAVAILABLE_MESSAGE = say(en, 'UNAVAILABLE');
const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

/**
 * The body of every error answer: `code` and `params` name the text in the catalogue, `message` is its English;
 * `errors` maps each bad field to its English text and `field_codes` to its code and params.
 */
export function errorBody(error: DomainError, extra: Record<string, unknown> = {}) {
  return { success: false as const, ...extra, code: error.code, params: error.params, message: error.message, errors: error.fields, field_codes: error.fieldCodes };
}

/** The error answer of the edge itself (no field errors). */
export function edgeErrorBody(code: MessageCode) {
  return { success: false as const, code, params: {}, message: say(en, code), errors: {}, field_codes: {} };
}

export function writeDomainError(ctx: Context, error: DomainError, extra: Record<string, unknown> = {}): void {
  ctx.status = STATUS_BY_KIND[error.kind];
  ctx.body = errorBody(error, extra);
  if (error.retryAfterSeconds) ctx.set('Retry-After', String(error.retryAfterSeconds));
}

/** Errors raised by Koa or its body parser that carry a safe status (malformed JSON, body too large...). */
const EDGE_CODES: Record<number, MessageCode> = {
  400: 'BODY_NOT_JSON',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  413: 'BODY_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
};

/** Writes every failure as `{ success: false, code, params, message, errors, field_codes }`; nothing internal leaks from a 500. */
export function errorMiddleware(log: (error: unknown, ctx: Context) => void) {
  return async (ctx: Context, next: Next) => {
    try {
      await next();
      // A router's answer to a method none of its routes implements (TRACE, PROPFIND...): 405 where the path
      // exists (its Allow lists what it takes), else the path's 404. Never a 5xx (see method-guard.ts).
      if (ctx.status === 501 && ctx.body == null) {
        if (!ctx.response.get('Allow')) ctx.remove('Allow');
        ctx.status = ctx.response.get('Allow') ? 405 : 404;
      }
      if (ctx.status === 404 && ctx.body === undefined && (ctx.path === '/api' || ctx.path.startsWith('/api/'))) {
        ctx.status = 404;
        ctx.body = edgeErrorBody('NOT_FOUND');
      }
      // 405 from a router or the method guard: the envelope on every path.
      if (ctx.status === 405 && ctx.body == null) {
        ctx.body = edgeErrorBody('METHOD_NOT_ALLOWED');
      }
    } catch (error) {
      if (error instanceof DomainError) {
        writeDomainError(ctx, error);
        return;
      }
      const status = (error as { status?: number; expose?: boolean }).status;
      if (status && status >= 400 && status < 500 && (error as { expose?: boolean }).expose !== false) {
        ctx.status = status;
        ctx.body = edgeErrorBody(EDGE_CODES[status] ?? 'BAD_REQUEST');
        return;
      }
      log(error, ctx);
      if (isDatabaseUnavailable(error)) {
        // An outage or a timeout (locked table, full pool), not a bug: the client may retry shortly.
        ctx.status = 503;
        ctx.set('Retry-After', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
        ctx.body = edgeErrorBody('UNAVAILABLE');
        return;
      }
      ctx.status = 500;
      ctx.body = edgeErrorBody('INTERNAL');
    }
  };
}
