import type { User } from '../../domain/users/user.js';
import type { RideMoves } from './ride-access.js';
import { cancellationNotice } from './ride-cancellation.js';
import type { RideView } from './ride-views.js';

/**
 * The tenant who booked, or an admin, cancels a visit that has not started, with a reason. The tenant gets an
 * SMS whoever cancelled (a record of it), and so does the rider when one was assigned: queued with the
 * cancellation, in one unit of work. A check visit has no tenant: only its rider is texted.
 */
export class CancelRide {
  constructor(private readonly moves: RideMoves) {}

  execute(input: { actor: User; rideId: string; reason: string }): Promise<RideView> {
    return this.moves.makeAndTell(
      input,
      (ride, actor, now) => ride.cancel(actor, input.reason, now),
      (view, { productName }) => cancellationNotice(view, productName),
    );
  }
}
