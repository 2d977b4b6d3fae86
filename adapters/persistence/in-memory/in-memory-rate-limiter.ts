import type { RateLimitDecision, RateLimiter } from '../../../application/shared/ports/rate-limiter.port.js';

/** Fixed windows aligned on multiples of the window length, like the PostgreSQL adapter. */
export class InMemoryRateLimiter implements RateLimiter {
  private readonly counters = new Map<string, number>();

  async consume(key: string, limit: number, windowSeconds: number, now: Date): Promise<RateLimitDecision> {
    const windowMs = windowSeconds * 1000;
    const windowStart = Math.floor(now.getTime() / windowMs) * windowMs;
    const slot = `${key}@${windowStart}`;
    const count = (this.counters.get(slot) ?? 0) + 1;
    this.counters.set(slot, count);
    const retryAfterSeconds = Math.ceil((windowStart + windowMs - now.getTime()) / 1000);
    return { allowed: count <= limit, retryAfterSeconds };
  }
}
