import type { Ride, RideActor } from '../../domain/rides/ride.js';
import { RideNotFoundError } from '../../domain/rides/rides.errors.js';
import type { User } from '../../domain/users/user.js';
import type { PropertyRepository } from '../properties/ports/property.repository.port.js';
import type { UserRepository } from '../users/ports/user.repository.port.js';
import type { RideRepository } from './ports/ride.repository.port.js';
import { port } from '../shared/port.js';
import { actorIn, viewRides, type RideView } from './ride-views.js';

export async function loadRide(rides: RideRepository, id: string): Promise<Ride> {
  const ride = await rides.findById(id);
  if (!ride) throw new RideNotFoundError();
  return ride;
}

/**
 * A move on one ride that touches nothing else (the rider starts the visit, marks a no-show): the ride is loaded
 * (404 when unknown), `move` makes it as the caller's part in the ride (the ride refuses a wrong one), and the ride
 * is stored and answered with its listing and people.
 */
export async function moveRide(
  rides: RideRepository,
  views: { properties: PropertyRepository; users: UserRepository },
  input: { actor: User; rideId: string },
  move: (ride: Ride, actor: RideActor) => void,
): Promise<RideView> {
  const ride = await loadRide(rides, input.rideId);
  move(ride, actorIn(ride, input.actor));
  await rides.save(ride);
  return (await viewRides([ride], views.properties, views.users))[0]!;
}

/** Settings the ride use cases share: the product name in texts (a text that fails is retried and logged by its job). */
export interface RideSettings {
  productName: string;
  /** A listing's page on the public site is this plus its id (texts that offer to book again link to it). */
  listingLinkBase: string;
}
export const RideSettings = port<RideSettings>('RideSettings');
