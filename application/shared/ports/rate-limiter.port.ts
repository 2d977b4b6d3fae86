import { port } from '../port.js';

export interface RateLimitDecision {
  allowed: boolean;
  /** Seconds until the current window ends (when refused). */
  retryAfterSeconds: number;
}

/**
 * Fixed-window counters shared by every app instance (kept in PostgreSQL in production). `consume`
 * counts one hit against `key` and says whether it is within `limit` for the window; `refund` takes one
 * hit back (never below zero) from the window that `now` falls in, so a caller that charged before the
 * work (no check-then-act race) can give the hit back when the work turned out not to count. Pass the
 * same `now` to both so they meet the same window.
 */
export interface RateLimiter {
  consume(key: string, limit: number, windowSeconds: number, now: Date): Promise<RateLimitDecision>;
  refund(key: string, windowSeconds: number, now: Date): Promise<void>;
  /**
   * Drops every counter whose key names this subject (a phone number: its person was erased, and the number must
   * not stay behind in a key). Outside a unit of work, like the charges.
   */
  forgetSubject(subject: string): Promise<void>;
}
export const RateLimiter = port<RateLimiter>('RateLimiter');
