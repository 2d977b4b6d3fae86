import type { User } from '../../domain/users/user.js';
import type { RideMoves } from './ride-access.js';
import type { RideView } from './ride-views.js';

/** The assigned rider is at the home with the tenant (from 30 minutes before the slot). */
export class StartRide {
  constructor(private readonly moves: RideMoves) {}

  execute(input: { actor: User; rideId: string }): Promise<RideView> {
    return this.moves.make(input, (ride, actor, now) => ride.start(actor, now));
  }
}
