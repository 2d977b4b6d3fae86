import type { Context } from 'koa';
import { ValidationError } from '../../domain/shared/domain-error.js';
import { english } from '../../domain/shared/catalogue/index.js';

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const IDEMPOTENCY_KEY_MESSAGE = english('IDEMPOTENCY_KEY');
const VISIBLE_ASCII = /^[\x21-\x7e]{1,255}$/;

/**
 * The request's `Idempotency-Key` (the IETF httpapi draft's header; Stripe's convention): absent → undefined;
 * present but empty, too long, with spaces or non-ASCII, or sent twice → 400, never silently ignored.
 */
export function idempotencyKey(ctx: Context): string | undefined {
  const raw = ctx.req.headers['idempotency-key'];
  if (raw === undefined) return undefined;
  // Node joins a repeated header with ", ", which the pattern refuses (space).
  if (typeof raw !== 'string' || !VISIBLE_ASCII.test(raw)) throw ValidationError.field('idempotency_key', IDEMPOTENCY_KEY_MESSAGE);
  return raw;
}
