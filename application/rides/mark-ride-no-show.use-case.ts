import type { User } from '../../domain/users/user.js';
import type { RideMoves } from './ride-access.js';
import type { RideView } from './ride-views.js';

/** The tenant did not come: the assigned rider says so once the slot has begun. */
export class MarkRideNoShow {
  constructor(private readonly moves: RideMoves) {}

  execute(input: { actor: User; rideId: string }): Promise<RideView> {
    return this.moves.make(input, (ride, actor, now) => ride.noShow(actor, now));
  }
}
