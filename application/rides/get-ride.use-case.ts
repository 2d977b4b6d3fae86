import { RideNotFoundError } from '../../domain/rides/rides.errors.js';
import type { User } from '../../domain/users/user.js';
import type { PropertyRepository } from '../properties/ports/property.repository.port.js';
import type { UserRepository } from '../users/ports/user.repository.port.js';
import type { RideRepository } from './ports/ride.repository.port.js';
import { viewRideFor, type RideView } from './ride-views.js';

/** One ride, for its tenant, its rider and admins only (403 for anyone else). */
export class GetRide {
  constructor(
    private readonly rides: RideRepository,
    private readonly properties: PropertyRepository,
    private readonly users: UserRepository,
  ) {}

  async execute(actor: User, rideId: string): Promise<RideView> {
    const ride = await this.rides.findById(rideId);
    if (!ride) throw new RideNotFoundError();
    return viewRideFor(actor, ride, this.properties, this.users);
  }
}
