import type { Ride, RideActor } from '../../domain/rides/ride.js';
import { RideNotFoundError } from '../../domain/rides/rides.errors.js';
import type { User } from '../../domain/users/user.js';
import type { PropertyRepository } from '../properties/ports/property.repository.port.js';
import type { UserRepository } from '../users/ports/user.repository.port.js';
import type { RideRepository } from './ports/ride.repository.port.js';
import { port } from '../shared/port.js';
import type { Clock } from '../shared/ports/clock.port.js';
import type { JobQueue } from '../shared/ports/job-queue.port.js';
import type { UnitOfWork } from '../shared/ports/unit-of-work.port.js';
import { queueRideNotice, type RideNotice } from './ride-notices.js';
import { actorIn, viewRides, type RideView } from './ride-views.js';

export async function loadRide(rides: RideRepository, id: string): Promise<Ride> {
  const ride = await rides.findById(id);
  if (!ride) throw new RideNotFoundError();
  return ride;
}

/**
 * The moves on one ride, bound once for the use cases that make them: the ride is moved, stored and answered with
 * its listing and people.
 */
export class RideMoves {
  constructor(
    private readonly rides: RideRepository,
    private readonly properties: PropertyRepository,
    private readonly users: UserRepository,
    private readonly jobs: JobQueue,
    private readonly clock: Clock,
    private readonly settings: RideSettings,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  /**
   * A move on one ride that touches nothing else and texts nobody (the rider starts the visit, marks a no-show): the
   * ride is loaded (404 when unknown) and `move` makes it as the caller's part in the ride (the ride refuses a wrong one).
   */
  async make(input: { actor: User; rideId: string }, move: (ride: Ride, actor: RideActor, now: Date) => void): Promise<RideView> {
    const ride = await loadRide(this.rides, input.rideId);
    move(ride, actorIn(ride, input.actor), this.clock.now());
    await this.rides.save(ride);
    return this.view(ride);
  }

  /** A move by the caller's part in the ride (loaded as `make` does) that texts people, as `storeAndTell`. */
  async makeAndTell(
    input: { actor: User; rideId: string },
    move: (ride: Ride, actor: RideActor, now: Date) => void,
    notice: (view: RideView, settings: RideSettings) => RideNotice,
  ): Promise<RideView> {
    const ride = await loadRide(this.rides, input.rideId);
    const actor = actorIn(ride, input.actor);
    return this.storeAndTell(ride, (now) => move(ride, actor, now), notice);
  }

  /**
   * A move that texts people (a confirmation, a cancellation, an expiry), in one unit of work: `move` is made, the ride
   * stored and `notice` (read from the ride's listing and people) queued, so a move rolled back sends nothing.
   */
  storeAndTell(ride: Ride, move: (now: Date) => void, notice: (view: RideView, settings: RideSettings) => RideNotice): Promise<RideView> {
    return this.unitOfWork.run(async () => {
      move(this.clock.now());
      await this.rides.save(ride);
      const view = await this.view(ride);
      await queueRideNotice(this.jobs, notice(view, this.settings));
      return view;
    });
  }

  private async view(ride: Ride): Promise<RideView> {
    return (await viewRides([ride], this.properties, this.users))[0]!;
  }
}

/** Settings the ride use cases share: the product name in texts (a text that fails is retried and logged by its job). */
export interface RideSettings {
  productName: string;
  /** A listing's page on the public site is this plus its id (texts that offer to book again link to it). */
  listingLinkBase: string;
}
export const RideSettings = port<RideSettings>('RideSettings');
