import type { RateLimitDecision, RateLimiter } from '../../../application/shared/ports/rate-limiter.port.js';

/** Fixed windows aligned on multiples of the window length, like the PostgreSQL adapter. */
export class InMemoryRateLimiter implements RateLimiter {
  private readonly counters = new Map<string, number>();

  /** With the unit of work, a charge or refund inside a run throws, as the PostgreSQL limiter's does. */
  constructor(private readonly unitOfWork?: { readonly active: boolean }) {}

  async consume(key: string, limit: number, windowSeconds: number, now: Date): Promise<RateLimitDecision> {
    this.outsideUnitOfWork('A rate-limit charge');
    const { slot, windowStart, windowMs } = this.window(key, windowSeconds, now);
    const count = (this.counters.get(slot) ?? 0) + 1;
    this.counters.set(slot, count);
    const retryAfterSeconds = Math.ceil((windowStart + windowMs - now.getTime()) / 1000);
    return { allowed: count <= limit, retryAfterSeconds };
  }

  async refund(key: string, windowSeconds: number, now: Date): Promise<void> {
    this.outsideUnitOfWork('A rate-limit refund');
    const { slot } = this.window(key, windowSeconds, now);
    const count = this.counters.get(slot) ?? 0;
    if (count <= 1) this.counters.delete(slot);
    else this.counters.set(slot, count - 1);
  }

  async forgetSubject(subject: string): Promise<void> {
    this.outsideUnitOfWork('Forgetting a subject');
    for (const slot of [...this.counters.keys()]) if (slot.includes(subject)) this.counters.delete(slot);
  }

  private outsideUnitOfWork(purpose: string): void {
    if (this.unitOfWork?.active) throw new Error(`${purpose} must run outside a unit of work (before or after UnitOfWork.run).`);
  }

  private window(key: string, windowSeconds: number, now: Date) {
    const windowMs = windowSeconds * 1000;
    const windowStart = Math.floor(now.getTime() / windowMs) * windowMs;
    return { slot: `${key}@${windowStart}`, windowStart, windowMs };
  }
}
