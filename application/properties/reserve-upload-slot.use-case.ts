import { english } from '../../domain/shared/catalogue/index.js';
import { RateLimitedError } from '../../domain/shared/domain-error.js';
import type { User } from '../../domain/users/user.js';
import type { Clock } from '../shared/ports/clock.port.js';
import type { RateLimiter } from '../shared/ports/rate-limiter.port.js';
import { chargeLimits, refundLimits, type Limit } from '../shared/rate-limits.js';

/** Photo uploads one person may have running at once (each up to 20 photos of 10 MB). */
export const UPLOADS_AT_ONCE_PER_PERSON = 2;
/**
 * How long a slot is held at most: the counter's window. An instance that dies mid-upload leaves its slot taken until
 * the window ends; an upload outliving it frees nothing early (it gives back the hit of the window it took).
 */
export const UPLOAD_SLOT_SECONDS = 300;

/**
 * Takes one of the person's upload slots before their files are received and stored, and returns the function that
 * gives it back. Counted in the shared rate-limit counters (PostgreSQL), so the bound holds across instances: a
 * person sending eight 200 MB batches at once gets two through and 429s for the rest.
 */
export class ReserveUploadSlot {
  constructor(
    private readonly limiter: RateLimiter,
    private readonly clock: Clock,
  ) {}

  async execute(actor: User): Promise<() => Promise<void>> {
    const now = this.clock.now();
    const slot: Limit[] = [{ key: `photo-upload:user:${actor.id}`, limit: UPLOADS_AT_ONCE_PER_PERSON, windowSeconds: UPLOAD_SLOT_SECONDS }];
    const charge = await chargeLimits(this.limiter, slot, now);
    // Try again soon: the other upload usually ends well before the counter's window does.
    if (!charge.allowed) throw new RateLimitedError(english('UPLOAD_IN_PROGRESS'), Math.min(charge.retryAfterSeconds, 30));
    return () => refundLimits(this.limiter, slot, now);
  }
}
