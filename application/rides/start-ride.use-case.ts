import type { User } from '../../domain/users/user.js';
import type { PropertyRepository } from '../properties/ports/property.repository.port.js';
import type { Clock } from '../shared/ports/clock.port.js';
import type { UserRepository } from '../users/ports/user.repository.port.js';
import type { RideRepository } from './ports/ride.repository.port.js';
import { moveRide } from './ride-access.js';
import type { RideView } from './ride-views.js';

/** The assigned rider is at the home with the tenant (from 30 minutes before the slot). */
export class StartRide {
  constructor(
    private readonly rides: RideRepository,
    private readonly clock: Clock,
    private readonly properties: PropertyRepository,
    private readonly users: UserRepository,
  ) {}

  execute(input: { actor: User; rideId: string }): Promise<RideView> {
    return moveRide(this.rides, { properties: this.properties, users: this.users }, input, (ride, actor) => ride.start(actor, this.clock.now()));
  }
}
