import type { User } from '../../domain/users/user.js';
import type { PropertyRepository } from '../properties/ports/property.repository.port.js';
import type { Clock } from '../shared/ports/clock.port.js';
import type { JobQueue } from '../shared/ports/job-queue.port.js';
import type { UnitOfWork } from '../shared/ports/unit-of-work.port.js';
import type { UserRepository } from '../users/ports/user.repository.port.js';
import type { RideRepository } from './ports/ride.repository.port.js';
import { loadRide, type RideSettings } from './ride-access.js';
import { queueSms } from '../shared/outbound-messages.js';
import { RideTexts } from './ride-notices.js';
import { actorIn, viewRides, type RideView } from './ride-views.js';

/**
 * The assigned rider accepts the visit; the tenant gets an SMS with the rider's name and number (queued with the
 * change). A check visit has no tenant: nobody is texted.
 */
export class ConfirmRide {
  constructor(
    private readonly rides: RideRepository,
    private readonly properties: PropertyRepository,
    private readonly users: UserRepository,
    private readonly jobs: JobQueue,
    private readonly clock: Clock,
    private readonly settings: RideSettings,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  async execute(input: { actor: User; rideId: string }): Promise<RideView> {
    const ride = await loadRide(this.rides, input.rideId);
    ride.confirm(actorIn(ride, input.actor), this.clock.now());
    return this.unitOfWork.run(async () => {
      await this.rides.save(ride);
      const [view] = await viewRides([ride], this.properties, this.users);
      const tenant = view!.tenant;
      if (tenant) await queueSms(this.jobs, tenant.mobileNo, RideTexts.confirmed(view!, this.settings.productName, tenant.language));
      return view!;
    });
  }
}
