import { createHmac } from 'node:crypto';
import type { Context } from 'koa';

/**
 * A signed-out visitor, for counting a listing's views once a day (GET /properties/{id}?view=1 and the
 * server-rendered details page): a keyed hash of address and browser, so the ledger holds nothing that names a
 * person and the key cannot be rebuilt without the app secret. The same visitor gets the same key on both.
 */
export function viewVisitorKey(ctx: Context, appSecret: string): string | null {
  return ctx.ip ? `visitor:${createHmac('sha256', appSecret).update(`views|${ctx.ip}|${ctx.get('user-agent')}`).digest('base64url').slice(0, 32)}` : null;
}
