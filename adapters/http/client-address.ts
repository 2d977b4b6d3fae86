import type { Context } from 'koa';

/**
 * The client address rate limits are keyed on. Koa's `ctx.ip` is empty when the socket is already gone;
 * such requests share one 'unknown' address bucket (capped like any address) rather than escaping the
 * per-address caps. Only callers outside HTTP (an admin logging a call) pass no address at all.
 */
export function clientAddress(ctx: Context): string {
  return ctx.ip || 'unknown';
}
