import { randomUUID } from 'node:crypto';
import type { Context, Next } from 'koa';
import type { Logger } from '../../application/shared/ports/logger.port.js';
import { maskText } from '../logging/redact.js';
import { runInRequestContext } from '../logging/request-context.js';

/** An incoming X-Request-Id we adopt (a proxy's or a client's): short, plain characters, nothing the log would mask. */
const ACCEPTED_ID = /^[A-Za-z0-9._:-]{8,64}$/;

export function requestIdFrom(header: string | undefined): string {
  return header && ACCEPTED_ID.test(header) && maskText(header) === header ? header : randomUUID();
}

/**
 * Outermost middleware. Gives every request an id (a valid incoming `X-Request-Id`, else a fresh UUID),
 * answers it in `X-Request-Id`, adds it as `request_id` to 5xx JSON answers (so a person's report can be
 * matched to the log), runs the rest of the request inside its context (every log line written meanwhile
 * carries it), and writes one access line when the answer is finished:
 * `{"msg":"request","method":"GET","route":"/api/v1/properties/:id","status":200,"ms":3.2,"request_id":...}`.
 * The route is the router's pattern when one matched (or the one nameLinkRoutes gave an SMS link, whose path holds a
 * token), else the path; never the query string, a body or a header.
 */
export function requestLog(logger: Logger) {
  return async (ctx: Context, next: Next) => {
    const requestId = requestIdFrom(ctx.get('X-Request-Id') || undefined);
    const started = process.hrtime.bigint();
    ctx.state.requestId = requestId;
    ctx.set('X-Request-Id', requestId);

    let logged = false;
    const access = (aborted: boolean) => {
      if (logged) return;
      logged = true;
      const matched = (ctx as Context & { _matchedRoute?: string | RegExp })._matchedRoute;
      logger.info('request', {
        request_id: requestId,
        method: ctx.method,
        route: matched ? String(matched) : ctx.path,
        status: ctx.status,
        ms: Math.round(Number(process.hrtime.bigint() - started) / 1e4) / 100,
        ...(ctx.response.length !== undefined ? { bytes: ctx.response.length } : {}),
        ...(aborted ? { aborted: true } : {}),
      });
    };
    ctx.res.once('finish', () => access(false));
    ctx.res.once('close', () => access(!ctx.res.writableFinished));

    await runInRequestContext({ requestId }, next);

    const body = ctx.body as unknown;
    if (ctx.status >= 500 && body && typeof body === 'object' && Object.getPrototypeOf(body) === Object.prototype && !('request_id' in body)) {
      ctx.body = { ...(body as Record<string, unknown>), request_id: requestId };
    }
  };
}
