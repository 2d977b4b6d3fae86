import type { Ride, RideActor } from '../../domain/rides/ride.js';
import type { User } from '../../domain/users/user.js';
import type { SmsSender } from '../auth/ports/sms-sender.port.js';
import type { PropertyRepository } from '../properties/ports/property.repository.port.js';
import type { Clock } from '../shared/ports/clock.port.js';
import type { UserRepository } from '../users/ports/user.repository.port.js';
import type { RideRepository } from './ports/ride.repository.port.js';
import { loadRide, type RideSettings } from './ride-access.js';
import { notify, RideTexts } from './ride-notices.js';
import { actorIn, viewRides } from './ride-views.js';

/**
 * The tenant who booked, or an admin, cancels a visit that has not started, with a reason. The tenant gets an
 * SMS whoever cancelled (a record of it), and so does the rider when one was assigned.
 */
export class CancelRide {
  constructor(
    private readonly rides: RideRepository,
    private readonly properties: PropertyRepository,
    private readonly users: UserRepository,
    private readonly sms: SmsSender,
    private readonly clock: Clock,
    private readonly settings: RideSettings,
  ) {}

  async execute(input: { actor: User; rideId: string; reason: unknown }): Promise<Ride> {
    const ride = await loadRide(this.rides, input.rideId);
    return this.cancel(ride, actorIn(ride, input.actor), input.reason);
  }

  async cancel(ride: Ride, actor: RideActor, reason: unknown): Promise<Ride> {
    await this.store(ride, actor, reason);
    await this.tell(ride);
    return ride;
  }

  /**
   * The cancellation stored, nobody told yet. Also used when an account is blocked: the system cancels inside
   * that change's unit of work and calls `tell` once it is committed.
   */
  async store(ride: Ride, actor: RideActor, reason: unknown): Promise<Ride> {
    ride.cancel(actor, reason, this.clock.now());
    await this.rides.save(ride);
    return ride;
  }

  /** Texts the tenant and the rider of a cancelled visit, except `quiet` (a blocked person is not told). */
  async tell(ride: Ride, options: { quiet?: string } = {}): Promise<void> {
    const [view] = await viewRides([ride], this.properties, this.users);
    const text = RideTexts.cancelled(view!, ride.cancelReason!, this.settings.productName);
    if (view!.tenant && view!.tenant.id !== options.quiet) await notify(this.sms, view!.tenant.mobileNo, text, this.settings.onSmsFailure);
    if (view!.rider && view!.rider.id !== options.quiet) await notify(this.sms, view!.rider.mobileNo, text, this.settings.onSmsFailure);
  }
}
