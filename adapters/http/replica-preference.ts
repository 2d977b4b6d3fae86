import type { Middleware } from 'koa';
import { USER_COOKIE } from './contract/session-cookie.js';
import { preferringReplica } from '../persistence/mikro-orm/replica-reads.js';

/**
 * A GET or HEAD from someone not signed in (no bearer token, no session cookie) may read the hot standby
 * (DATABASE_READ_URL): public search, a listing's page, the server-rendered pages. Everyone signed in reads the
 * primary, so nobody sees their own change vanish while the standby catches up.
 */
export const replicaPreference: Middleware = (ctx, next) => {
  const reading = ctx.method === 'GET' || ctx.method === 'HEAD';
  const signedIn = Boolean(ctx.get('authorization')) || Boolean(ctx.cookies.get(USER_COOKIE));
  return reading && !signedIn ? preferringReplica(() => next()) : next();
};
