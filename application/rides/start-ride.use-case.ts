import type { Ride } from '../../domain/rides/ride.js';
import type { User } from '../../domain/users/user.js';
import type { Clock } from '../shared/ports/clock.port.js';
import type { RideRepository } from './ports/ride.repository.port.js';
import { loadRide } from './ride-access.js';
import { actorIn } from './ride-views.js';

/** The assigned rider is at the home with the tenant (from 30 minutes before the slot). */
export class StartRide {
  constructor(
    private readonly rides: RideRepository,
    private readonly clock: Clock,
  ) {}

  async execute(input: { actor: User; rideId: string }): Promise<Ride> {
    const ride = await loadRide(this.rides, input.rideId);
    ride.start(actorIn(ride, input.actor), this.clock.now());
    await this.rides.save(ride);
    return ride;
  }
}
