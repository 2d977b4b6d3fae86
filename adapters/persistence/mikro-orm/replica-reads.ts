import { AsyncLocalStorage } from 'node:async_hooks';
import type { MikroORM } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';

/**
 * Reads a hot standby may answer (DATABASE_READ_URL): public search and a listing's page for someone not signed in.
 *
 * - Only where the HTTP edge says so (`preferringReplica`): a GET or HEAD with no session. A signed-in person reads the
 *   primary, so they never see their own change (a listing, a booking, a wishlist) vanish because the standby lags.
 * - Never inside a unit of work (EntityManagerSource checks): what a use case reads before it writes is the primary's.
 * - When the standby cannot be reached (refused, cut, a pool that cannot connect, in recovery conflict), the read runs
 *   again on the primary at once, and this process leaves the standby alone for `RETRY_AFTER_MS` before trying it
 *   again: a standby that is down costs one failed attempt per interval, not one per request. (What this process
 *   noticed about its own connections; nothing shared depends on it.)
 */
const preference = new AsyncLocalStorage<{ replica: boolean }>();
const RETRY_AFTER_MS = 5_000;

/** Runs `work` (the rest of a request) with replica reads allowed. */
export function preferringReplica<T>(work: () => T): T {
  return preference.run({ replica: true }, work);
}

export function replicaPreferred(): boolean {
  return preference.getStore()?.replica === true;
}

/** A failure of the standby itself (its connection), as opposed to a bad statement, which would fail on the primary too. */
function standbyUnavailable(error: unknown): boolean {
  const e = error as { code?: string; message?: string } | undefined;
  const code = e?.code ?? '';
  return (
    ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH'].includes(code) ||
    /^(08|57P0)/.test(code) || // connection exceptions; admin / crash shutdown, cannot connect now
    code === '40001' || // a recovery conflict cancels a standby's query
    /timeout exceeded when trying to connect|Connection terminated|connect ECONNREFUSED/i.test(e?.message ?? '')
  );
}

export class ReplicaReads {
  private downUntil = 0;

  constructor(private readonly replica: MikroORM, private readonly now: () => number = Date.now) {}

  /** `work` on the standby, or on `primary()` when the standby is known down or fails to answer. */
  async read<T>(work: (em: SqlEntityManager) => Promise<T>, primary: () => SqlEntityManager): Promise<T> {
    if (this.now() < this.downUntil) return work(primary());
    try {
      return await work(this.replica.em.fork({ clear: true }) as unknown as SqlEntityManager);
    } catch (error) {
      if (!standbyUnavailable(error)) throw error;
      this.downUntil = this.now() + RETRY_AFTER_MS;
      console.warn('Read replica unavailable; reading the primary', { error: (error as Error).message });
      return work(primary());
    }
  }

  close(): Promise<void> {
    return this.replica.close();
  }
}
