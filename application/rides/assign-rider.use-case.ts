import { RideMessages, RiderSlotTakenError } from '../../domain/rides/rides.errors.js';
import { ValidationError } from '../../domain/shared/domain-error.js';
import type { User } from '../../domain/users/user.js';
import type { PropertyRepository } from '../properties/ports/property.repository.port.js';
import type { RiderApplicationRepository } from '../riders/ports/rider-application.repository.port.js';
import type { Clock } from '../shared/ports/clock.port.js';
import type { JobQueue } from '../shared/ports/job-queue.port.js';
import type { UnitOfWork } from '../shared/ports/unit-of-work.port.js';
import type { UserRepository } from '../users/ports/user.repository.port.js';
import type { RideRepository } from './ports/ride.repository.port.js';
import type { AuditLog } from '../audit/ports/audit-log.port.js';
import { loadRide, type RideSettings } from './ride-access.js';
import { queueSms } from '../shared/outbound-messages.js';
import { RideTexts } from './ride-notices.js';
import { actorIn, viewRides, type RideView } from './ride-views.js';
import { listingsOwnPeople } from './rider-choices.js';

/**
 * An admin gives a visit to an approved, active rider who serves the listing's city and is free in the slot, and
 * who neither booked the visit nor owns or posted the listing (a tenant's visit or a check alike).
 * The check before saving gives a quick answer; the database's unique index on (rider, slot) is what keeps
 * two admins assigning at once from double-booking the rider. The rider gets an SMS, queued with the assignment
 * (one unit of work: the text goes out only if the assignment is stored, and is not lost once it is), and so is the
 * audit log's RIDE_ASSIGNED (the rider, and the one replaced if any).
 */
export class AssignRider {
  constructor(
    private readonly rides: RideRepository,
    private readonly users: UserRepository,
    private readonly applications: RiderApplicationRepository,
    private readonly properties: PropertyRepository,
    private readonly jobs: JobQueue,
    private readonly clock: Clock,
    private readonly settings: RideSettings,
    private readonly unitOfWork: UnitOfWork,
    private readonly audit: AuditLog,
  ) {}

  async execute(input: { actor: User; rideId: string; riderId: string }): Promise<RideView> {
    const ride = await loadRide(this.rides, input.rideId);
    const actor = actorIn(ride, input.actor);
    if (typeof input.riderId !== 'string' || !/^[0-9a-f-]{36}$/i.test(input.riderId)) throw ValidationError.field('rider_id', RideMessages.riderNotFound);
    const rider = await this.users.findById(input.riderId);
    if (!rider || !rider.isActive || !rider.hasRole('RIDER')) throw ValidationError.field('rider_id', RideMessages.riderNotFound);
    if (rider.id === ride.bookedById) throw ValidationError.field('rider_id', 'RIDE_RIDER_BOOKED_IT');
    if (listingsOwnPeople(await this.properties.findById(ride.propertyId)).includes(rider.id)) throw ValidationError.field('rider_id', RideMessages.riderOwnsListing);
    const [profile] = await this.applications.findApprovedForUsers([rider.id]);
    const city = rider.city ?? profile?.city;
    if (city !== ride.city) throw ValidationError.field('rider_id', 'RIDE_RIDER_CITY');
    const busy = await this.rides.ridersBusyAt([rider.id], ride.slotStartAt);
    // This very ride holds its own rider's slot: reassigning them is the domain's "already assigned", not a clash.
    if (busy.has(rider.id) && ride.riderId !== rider.id) throw new RiderSlotTakenError();
    const previousRiderId = ride.riderId;
    const now = this.clock.now();
    ride.assign(rider.id, actor, now);
    return this.unitOfWork.run(async () => {
      await this.rides.save(ride);
      if (input.actor.isAdmin) {
        await this.audit.record({ actorId: input.actor.id, action: 'RIDE_ASSIGNED', subject: { type: 'RIDE', id: ride.id }, detail: { riderId: rider.id, previousRiderId }, at: now });
      }
      const [view] = await viewRides([ride], this.properties, this.users);
      await queueSms(this.jobs, rider.mobileNo, RideTexts.assigned(view!, this.settings.productName, rider.language));
      return view!;
    });
  }
}
