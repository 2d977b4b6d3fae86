import { PropertyNotFoundError } from '../../domain/properties/properties.errors.js';
import { OpenRideStatuses, Ride } from '../../domain/rides/ride.js';
import { RideSlot } from '../../domain/rides/ride-slot.js';
import { NotYourRideError, OpenBookingExistsError, RideMessages, RideTransitionError } from '../../domain/rides/rides.errors.js';
import type { User } from '../../domain/users/user.js';
import type { PropertyRepository } from '../properties/ports/property.repository.port.js';
import type { Clock } from '../shared/ports/clock.port.js';
import type { RideRepository } from './ports/ride.repository.port.js';
import type { RideView } from './ride-views.js';

export interface BookRideInput {
  actor: User;
  propertyId: string;
  /** The slot's day (YYYY-MM-DD, India) and start hour (9-18). */
  slot: { day: string; hour: number };
  note?: string | null;
}

/**
 * A signed-in tenant books a rider-assisted visit of a live listing for a 1-hour slot. Free of charge. Answers
 * the booking as its tenant sees it, from the listing and the person already in hand (no second read).
 */
export class BookRide {
  constructor(
    private readonly rides: RideRepository,
    private readonly properties: PropertyRepository,
    private readonly clock: Clock,
  ) {}

  async execute(input: BookRideInput): Promise<RideView> {
    const { actor } = input;
    if (actor.isAdmin) throw new NotYourRideError('Admins do not book visits; assign riders to them instead.');
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
    await this.rides.save(ride);
    return { ride, property, tenant: actor, rider: null, bookedBy: actor };
  }
}
