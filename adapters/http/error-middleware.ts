import type { Context, Next } from 'koa';
import { DomainError, type ErrorCode } from '../../domain/shared/domain-error.js';
import { isDatabaseUnavailable } from '../persistence/database-unavailable.js';

/** The one table from domain error codes to HTTP statuses. */
export const STATUS_BY_CODE: Record<ErrorCode, number> = {
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

export const GENERIC_ERROR_MESSAGE = 'Something went wrong, please try again later.';
export const UNAVAILABLE_MESSAGE = 'The service is busy or under maintenance, please try again shortly.';
const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

export function writeDomainError(ctx: Context, error: DomainError, extra: Record<string, unknown> = {}): void {
  ctx.status = STATUS_BY_CODE[error.code];
  ctx.body = { success: false, ...extra, message: error.message, errors: error.fields };
  if (error.retryAfterSeconds) ctx.set('Retry-After', String(error.retryAfterSeconds));
}

/** Errors raised by Koa or its body parser that carry a safe status (malformed JSON, body too large...). */
const EDGE_MESSAGES: Record<number, string> = {
  400: 'The request body is not valid JSON.',
  404: 'Not found.',
  405: 'Method not allowed.',
  413: 'The request body is too large.',
  415: 'Unsupported content type.',
};

/** Writes every failure as `{ success: false, message, errors }`; nothing internal leaks from a 500. */
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
        ctx.body = { success: false, message: 'Not found.', errors: {} };
      }
      // 405 from a router or the method guard: the envelope on every path.
      if (ctx.status === 405 && ctx.body == null) {
        ctx.body = { success: false, message: EDGE_MESSAGES[ctx.status], errors: {} };
      }
    } catch (error) {
      if (error instanceof DomainError) {
        writeDomainError(ctx, error);
        return;
      }
      const status = (error as { status?: number; expose?: boolean }).status;
      if (status && status >= 400 && status < 500 && (error as { expose?: boolean }).expose !== false) {
        ctx.status = status;
        ctx.body = { success: false, message: EDGE_MESSAGES[status] ?? 'Bad request.', errors: {} };
        return;
      }
      log(error, ctx);
      if (isDatabaseUnavailable(error)) {
        // An outage or a timeout (locked table, full pool), not a bug: the client may retry shortly.
        ctx.status = 503;
        ctx.set('Retry-After', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
        ctx.body = { success: false, message: UNAVAILABLE_MESSAGE, errors: {} };
        return;
      }
      ctx.status = 500;
      ctx.body = { success: false, message: GENERIC_ERROR_MESSAGE, errors: {} };
    }
  };
}
