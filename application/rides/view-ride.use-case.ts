import type { Ride } from '../../domain/rides/ride.js';
import type { User } from '../../domain/users/user.js';
import type { PropertyRepository } from '../properties/ports/property.repository.port.js';
import type { UserRepository } from '../users/ports/user.repository.port.js';
import { viewRideFor, type RideView } from './ride-views.js';

/**
 * A ride already in hand (just booked or moved by another use case), for its tenant, its rider and admins only
 * (403 for anyone else), with its listing and people: no second read of the ride.
 */
export class ViewRide {
  constructor(
    private readonly properties: PropertyRepository,
    private readonly users: UserRepository,
  ) {}

  async execute(actor: User, ride: Ride): Promise<RideView> {
    return viewRideFor(actor, ride, this.properties, this.users);
  }
}
