import type { RateLimitDecision, RateLimiter } from '../../../application/shared/ports/rate-limiter.port.js';
import type { EntityManagerSource } from './entity-manager-source.js';

/**
 * Fixed-window counters in PostgreSQL: one atomic upsert per hit, so every app instance shares them.
 * Old windows are swept now and then (about one call in 200).
 */
export class PostgresRateLimiter implements RateLimiter {
  constructor(private readonly source: EntityManagerSource) {}

  async consume(key: string, limit: number, windowSeconds: number, now: Date): Promise<RateLimitDecision> {
    const windowMs = windowSeconds * 1000;
    const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
    const connection = this.source.fork().getConnection();
    const rows = await connection.execute<{ count: number }[]>(
      `insert into rate_limit_counters (key, window_start, count) values (?, ?, 1)
       on conflict (key, window_start) do update set count = rate_limit_counters.count + 1
       returning count`,
      [key, windowStart],
    );
    if (Math.random() < 0.005) {
      await connection.execute('delete from rate_limit_counters where window_start < ?', [new Date(now.getTime() - 2 * 86_400_000)]);
    }
    const retryAfterSeconds = Math.ceil((windowStart.getTime() + windowMs - now.getTime()) / 1000);
    return { allowed: Number(rows[0]!.count) <= limit, retryAfterSeconds };
  }
}
