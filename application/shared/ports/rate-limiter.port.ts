export interface RateLimitDecision {
  allowed: boolean;
  /** Seconds until the current window ends (when refused). */
  retryAfterSeconds: number;
}

/**
 * Fixed-window counters shared by every app instance (kept in PostgreSQL in production). `consume`
 * counts one hit against `key` and says whether it is within `limit` for the window.
 */
export interface RateLimiter {
  consume(key: string, limit: number, windowSeconds: number, now: Date): Promise<RateLimitDecision>;
}
export const RateLimiter = Symbol.for('RateLimiter');
