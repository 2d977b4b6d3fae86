import type { User } from '../../domain/users/user.js';
import type { PropertyRepository } from '../properties/ports/property.repository.port.js';
import type { Clock } from '../shared/ports/clock.port.js';
import type { JobQueue } from '../shared/ports/job-queue.port.js';
import type { UnitOfWork } from '../shared/ports/unit-of-work.port.js';
import type { UserRepository } from '../users/ports/user.repository.port.js';
import type { RideRepository } from './ports/ride.repository.port.js';
import { loadRide, type RideSettings } from './ride-access.js';
import { storeCancellation, tellCancellation } from './ride-cancellation.js';
import { actorIn, type RideView } from './ride-views.js';

/**
 * The tenant who booked, or an admin, cancels a visit that has not started, with a reason. The tenant gets an
 * SMS whoever cancelled (a record of it), and so does the rider when one was assigned: queued with the
 * cancellation, in one unit of work. A check visit has no tenant: only its rider is texted.
 */
export class CancelRide {
  constructor(
    private readonly rides: RideRepository,
    private readonly properties: PropertyRepository,
    private readonly users: UserRepository,
    private readonly jobs: JobQueue,
    private readonly clock: Clock,
    private readonly settings: RideSettings,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  async execute(input: { actor: User; rideId: string; reason: string }): Promise<RideView> {
    const ride = await loadRide(this.rides, input.rideId);
    return this.unitOfWork.run(async () => {
      await storeCancellation(this.rides, ride, actorIn(ride, input.actor), input.reason, this.clock.now());
      return tellCancellation(ride, { properties: this.properties, users: this.users, jobs: this.jobs, settings: this.settings });
    });
  }
}
