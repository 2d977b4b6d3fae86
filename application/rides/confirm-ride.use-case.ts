import type { User } from '../../domain/users/user.js';
import type { RideMoves } from './ride-access.js';
import { RideTexts } from './ride-notices.js';
import type { RideView } from './ride-views.js';

/**
 * The assigned rider accepts the visit; the tenant gets an SMS with the rider's name and number (queued with the
 * change). A check visit has no tenant: nobody is texted.
 */
export class ConfirmRide {
  constructor(private readonly moves: RideMoves) {}

  execute(input: { actor: User; rideId: string }): Promise<RideView> {
    return this.moves.makeAndTell(
      input,
      (ride, actor, now) => ride.confirm(actor, now),
      (view, { productName }) => ({ to: [view.tenant], text: (language) => RideTexts.confirmed(view, productName, language) }),
    );
  }
}
