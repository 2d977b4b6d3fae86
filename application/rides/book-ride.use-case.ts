import { PropertyNotFoundError } from '../../domain/properties/properties.errors.js';
import { OpenRideStatuses, Ride } from '../../domain/rides/ride.js';
import { RideSlot } from '../../domain/rides/ride-slot.js';
import { NotYourRideError, OpenBookingExistsError, RideMessages, RideTransitionError } from '../../domain/rides/rides.errors.js';
import type { User } from '../../domain/users/user.js';
import type { PropertyRepository } from '../properties/ports/property.repository.port.js';
import type { Clock } from '../shared/ports/clock.port.js';
import type { RideRepository } from './ports/ride.repository.port.js';
import { replayOrRefuse, requestFingerprint, type IdempotencyStamp } from '../shared/idempotency.js';
import { viewRides, type RideView } from './ride-views.js';
import type { UserRepository } from '../users/ports/user.repository.port.js';

export interface BookRideInput {
  actor: User;
  propertyId: string;
  /** The slot's day (YYYY-MM-DD, India) and start hour (9-18). */
  slot: { day: string; hour: number };
  note?: string | null;
  /** The client's Idempotency-Key: a retry of the same booking answers the ride it made. */
  idempotencyKey?: string | null;
}

/**
 * A signed-in tenant books a rider-assisted visit of a live listing for a 1-hour slot. Free of charge. Answers
 * the booking as its tenant sees it, from the listing and the person already in hand (no second read).
 */
export class BookRide {
  constructor(
    private readonly rides: RideRepository,
    private readonly properties: PropertyRepository,
    private readonly users: UserRepository,
    private readonly clock: Clock,
  ) {}

  async execute(input: BookRideInput): Promise<RideView> {
    if (input.actor.isAdmin) throw new NotYourRideError('ADMINS_DO_NOT_BOOK');
    if (!input.idempotencyKey) return this.book(input, null);
    const stamp = { key: input.idempotencyKey, fingerprint: requestFingerprint({ propertyId: input.propertyId, slot: input.slot, note: input.note ?? null }) };
    // A retry of a stored booking (its answer was lost) answers the ride it made as it stands now, even once the
    // slot is no longer bookable; the same key with another booking is refused.
    const earlier = await this.rides.findByIdempotencyKey(input.actor.id, stamp.key);
    if (earlier) return this.viewOf(replayOrRefuse(earlier, stamp.fingerprint));
    try {
      return await this.book(input, stamp);
    } catch (error) {
      // A twin with the same key, sent at the same moment, stored the booking first (its insert committed before
      // this one's check or insert failed): its ride is the answer.
      if (!(error instanceof OpenBookingExistsError)) throw error;
      const twin = await this.rides.findByIdempotencyKey(input.actor.id, stamp.key);
      if (!twin) throw error;
      return this.viewOf(replayOrRefuse(twin, stamp.fingerprint));
    }
  }

  private async book(input: BookRideInput, stamp: IdempotencyStamp | null): Promise<RideView> {
    const { actor } = input;
    const now = this.clock.now();
    const slot = RideSlot.bookAt(input.slot.day, input.slot.hour, now);
    const property = await this.properties.findById(input.propertyId);
    if (!property) throw new PropertyNotFoundError();
    if (!property.isPublic(now)) throw new RideTransitionError(RideMessages.notLive);
    if (property.ownerId === actor.id) throw new NotYourRideError(RideMessages.ownListing);
    // A friendly early answer; the unique index on open bookings decides under concurrency.
    const open = await this.rides.list({ filter: { tenantId: actor.id, propertyId: property.id, statuses: OpenRideStatuses }, sort: { field: 'createdAt', order: 'DESC' }, offset: 0, limit: 1 });
    if (open.total > 0) throw new OpenBookingExistsError();
    const ride = Ride.book({ propertyId: property.id, tenantId: actor.id, city: property.city, locality: property.locality, slot, note: input.note }, now);
    const winner = stamp ? await this.rides.insertOnce(ride, stamp) : (await this.rides.save(ride), null);
    return winner ? this.viewOf(replayOrRefuse(winner, stamp!.fingerprint)) : { ride, property, tenant: actor, rider: null, bookedBy: actor };
  }

  /** A replayed booking as it stands now (a rider may have been assigned since): its listing and people read again. */
  private async viewOf(ride: Ride): Promise<RideView> {
    const [view] = await viewRides([ride], this.properties, this.users);
    return view!;
  }
}
