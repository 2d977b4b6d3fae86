import { ExpiringRideStatuses, type Ride } from '../../domain/rides/ride.js';
import { RideSlot } from '../../domain/rides/ride-slot.js';
import { ConcurrentModificationError } from '../../domain/shared/domain-error.js';
import { forEachBatch } from '../shared/batches.js';
import type { Clock } from '../shared/ports/clock.port.js';
import type { RideRepository } from './ports/ride.repository.port.js';
import type { RideMoves } from './ride-access.js';
import { RideTexts } from './ride-notices.js';

declare module '../shared/ports/job-queue.port.js' {
  interface Jobs {
    /** Every 10 minutes: visits whose slot ended while they still waited for a rider (or the rider's yes) expire. */
    'rides.expire-passed': Record<string, never>;
  }
}

/** Rides read per batch; the job goes on batch after batch until none is left. */
const BATCH = 200;

/**
 * The expiry job ('rides.expire-passed'): a visit still requested or assigned when its slot has ended can no
 * longer happen. Each such visit moves to EXPIRED and its tenant (a check visit has none) gets a text saying
 * sorry, with the listing's link to book another time, in one unit of work per visit (no text without the move).
 * Worked out from the database each run ("open and over"), so a missed run is caught up by the next; a visit
 * changed meanwhile by a person (an admin assigning it, the tenant cancelling) or expired by a racing run fails
 * its optimistic version check and is left as the other change made it. Confirmed and started visits are the
 * rider's to close: they are not moved, the console flags them once overdue (Ride.isOverdue).
 */
export class ExpirePassedRides {
  constructor(
    private readonly rides: RideRepository,
    private readonly moves: RideMoves,
    private readonly clock: Clock,
  ) {}

  async execute(_payload: Record<string, never> = {}): Promise<{ expired: number }> {
    const now = this.clock.now();
    // Slots are whole hours: one that started at least an hour ago has ended.
    const endedBy = new Date(now.getTime() - RideSlot.LENGTH_MS);
    let expired = 0;
    // An expired ride leaves the filter: every batch reads from the start. A batch that moved nothing (all changed
    // by someone else) would repeat itself, so it is the last.
    await forEachBatch(
      BATCH,
      async () => {
        const page = await this.rides.list({
          filter: { statuses: ExpiringRideStatuses, to: new Date(endedBy.getTime() + 1) },
          sort: { field: 'slotStartAt', order: 'ASC' },
          offset: 0,
          limit: BATCH,
        });
        return page.items;
      },
      async (rides) => {
        let moved = 0;
        for (const ride of rides) if (ride.canExpire(now) && (await this.expire(ride, now))) moved += 1;
        expired += moved;
        return moved > 0;
      },
    );
    return { expired };
  }

  private async expire(ride: Ride, now: Date): Promise<boolean> {
    try {
      await this.moves.storeAndTell(
        ride,
        () => ride.expire(now),
        (view, settings) => {
          const link = `${settings.listingLinkBase}${encodeURIComponent(ride.propertyId)}`;
          return { to: [view.tenant], text: (language) => RideTexts.expired(view, link, settings.productName, language) };
        },
      );
      return true;
    } catch (error) {
      if (error instanceof ConcurrentModificationError) return false;
      throw error;
    }
  }
}
