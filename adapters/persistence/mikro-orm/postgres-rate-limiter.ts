import type { RateLimitDecision, RateLimiter } from '../../../application/shared/ports/rate-limiter.port.js';
import type { EntityManagerSource } from './entity-manager-source.js';

/**
 * Fixed-window counters in PostgreSQL: one atomic upsert per hit (one atomic update per refund), so
 * every app instance shares them. Old windows are swept now and then (about one call in 200, best effort).
 */
export class PostgresRateLimiter implements RateLimiter {
  constructor(private readonly source: EntityManagerSource) {}

  async consume(key: string, limit: number, windowSeconds: number, now: Date): Promise<RateLimitDecision> {
    const windowMs = windowSeconds * 1000;
    const windowStart = windowStartOf(windowSeconds, now);
    const em = this.source.forkOutsideUnitOfWork('A rate-limit charge');
    const rows = await em.execute<{ count: number }[]>(
      `insert into rate_limit_counters (key, window_start, count) values (?, ?, 1)
       on conflict (key, window_start) do update set count = rate_limit_counters.count + 1
       returning count`,
      [key, windowStart],
    );
    if (Math.random() < 0.005) {
      // Best effort, after the hit is counted and without holding up the request: a sweep that fails or
      // times out must not fail the request whose hit (and its refund) already went through. At most 1,000
      // rows at a time, so it never holds locks for long.
      void em
        .execute(
          `delete from rate_limit_counters where (key, window_start) in
             (select key, window_start from rate_limit_counters where window_start < ? limit 1000)`,
          [new Date(now.getTime() - 2 * 86_400_000)],
        )
        .catch(() => undefined);
    }
    const retryAfterSeconds = Math.ceil((windowStart.getTime() + windowMs - now.getTime()) / 1000);
    return { allowed: Number(rows[0]!.count) <= limit, retryAfterSeconds };
  }

  async forgetSubject(subject: string): Promise<void> {
    await this.source.forkOutsideUnitOfWork('Forgetting a subject').execute('delete from rate_limit_counters where strpos(key, ?) > 0', [subject]);
  }

  async refund(key: string, windowSeconds: number, now: Date): Promise<void> {
    await this.source
      .forkOutsideUnitOfWork('A rate-limit refund')
      .execute('update rate_limit_counters set count = count - 1 where key = ? and window_start = ? and count > 0', [key, windowStartOf(windowSeconds, now)]);
  }
}

function windowStartOf(windowSeconds: number, now: Date): Date {
  const windowMs = windowSeconds * 1000;
  return new Date(Math.floor(now.getTime() / windowMs) * windowMs);
}
