import { ForbiddenError } from '../../domain/shared/domain-error.js';
import type { User } from '../../domain/users/user.js';
import type { PropertyRepository } from '../properties/ports/property.repository.port.js';
import type { RiderApplicationRepository } from '../riders/ports/rider-application.repository.port.js';
import type { UserRepository } from '../users/ports/user.repository.port.js';
import type { RideRepository } from './ports/ride.repository.port.js';
import { loadRide } from './ride-access.js';
import { listingsOwnPeople, rankRiders, type RiderChoice } from './rider-choices.js';

export type { RiderChoice } from './rider-choices.js';

/**
 * The assignment picker: active riders of the ride's city (users.city, set on approval), free ones first, then those
 * serving the locality, then on duty. Never who booked the visit, nor the listing's owner or poster (AssignRider
 * refuses them too).
 */
export class FindFreeRiders {
  constructor(
    private readonly rides: RideRepository,
    private readonly applications: RiderApplicationRepository,
    private readonly users: UserRepository,
    private readonly properties: PropertyRepository,
  ) {}

  async execute(actor: User, rideId: string): Promise<RiderChoice[]> {
    if (!actor.isAdmin) throw new ForbiddenError();
    const ride = await loadRide(this.rides, rideId);
    const listing = await this.properties.findById(ride.propertyId);
    // The ride's own rider holds this slot through this very ride: still shown as theirs, not busy.
    return rankRiders(
      { city: ride.city, locality: ride.locality, slot: ride.slot, excludeIds: [ride.bookedById, ...listingsOwnPeople(listing)], currentRiderId: ride.riderId },
      { rides: this.rides, applications: this.applications, users: this.users },
    );
  }
}
