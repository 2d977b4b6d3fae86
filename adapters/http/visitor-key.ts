import { createHmac } from 'node:crypto';
import type { Context } from 'koa';
import { addressBucket } from '../../application/shared/rate-limits.js';
import { clientAddress } from './client-address.js';

/**
 * A signed-out visitor, for counting a listing's views once a day (GET /properties/{id}?view=1 and the
 * server-rendered details page): a keyed hash of the client address (an IPv6 address by its /64), not of the
 * browser, so varying the User-Agent from one address does not make more views. The ledger holds nothing that
 * names a person and the key cannot be rebuilt without the app secret. The same visitor gets the same key on both.
 */
export function viewVisitorKey(ctx: Context, appSecret: string): string {
  return `visitor:${createHmac('sha256', appSecret).update(`views|${addressBucket(clientAddress(ctx))}`).digest('base64url').slice(0, 32)}`;
}

/**
 * A signed-out reporter of a listing, for "one open report per person per listing": a keyed hash of the
 * client address (an IPv6 address by its /64, as the rate limits key it), not of the browser, so opening another
 * browser does not make a second person. People behind one shared address count as one until they sign in (a
 * signed-in report counts as its account's). No address is stored.
 */
export function reportVisitorKey(ctx: Context, appSecret: string): string {
  return `visitor:${createHmac('sha256', appSecret).update(`reports|${addressBucket(clientAddress(ctx))}`).digest('base64url').slice(0, 32)}`;
}
