import type { Property } from '../../domain/properties/property.js';
import type { Ride, RideActor } from '../../domain/rides/ride.js';
import { NotYourRideError } from '../../domain/rides/rides.errors.js';
import type { User } from '../../domain/users/user.js';
import type { PropertyRepository } from '../properties/ports/property.repository.port.js';
import type { UserRepository } from '../users/ports/user.repository.port.js';

/** A ride with the listing and the people it names, for answers and texts. */
export interface RideView {
  ride: Ride;
  property: Property | null;
  /** The tenant who comes along; null for a check visit (it has none: nobody to show, nobody to text). */
  tenant: User | null;
  rider: User | null;
  /** Who booked it: the tenant, or the admin who booked a check visit (shown to admins only). */
  bookedBy: User | null;
}

/** Loads the listings and people of several rides in two reads (not one per ride). */
export async function viewRides(rides: Ride[], properties: PropertyRepository, users: UserRepository): Promise<RideView[]> {
  if (rides.length === 0) return [];
  const [listings, people] = await Promise.all([
    properties.findByIds([...new Set(rides.map((r) => r.propertyId))]),
    users.findByIds([...new Set(rides.flatMap((r) => [r.tenantId, r.riderId, r.bookedById].filter((id): id is string => id !== null)))]),
  ]);
  const listingById = new Map(listings.map((p) => [p.id, p]));
  const personById = new Map(people.map((u) => [u.id, u]));
  return rides.map((ride) => ({
    ride,
    property: listingById.get(ride.propertyId) ?? null,
    tenant: ride.tenantId ? (personById.get(ride.tenantId) ?? null) : null,
    rider: ride.riderId ? (personById.get(ride.riderId) ?? null) : null,
    bookedBy: personById.get(ride.bookedById) ?? null,
  }));
}

/** One ride in hand, for its tenant, its rider or an admin (403 for anyone else), with its listing and people. */
export async function viewRideFor(user: User, ride: Ride, properties: PropertyRepository, users: UserRepository): Promise<RideView> {
  actorIn(ride, user);
  return (await viewRides([ride], properties, users))[0]!;
}

/**
 * The part `user` plays in a ride: admin, its assigned rider, or the tenant who booked it. Anyone else is
 * refused (403): a ride names people, a slot and an address.
 */
export function actorIn(ride: Ride, user: User): RideActor {
  const part = partIn(ride, user);
  if (!part) throw new NotYourRideError();
  return part;
}

function partIn(ride: Ride, user: User): RideActor | null {
  if (user.isAdmin) return { id: user.id, role: 'ADMIN' };
  if (ride.riderId === user.id && user.hasRole('RIDER')) return { id: user.id, role: 'RIDER' };
  if (ride.tenantId !== null && ride.tenantId === user.id) return { id: user.id, role: 'TENANT' };
  return null;
}

/** What a viewer of a ride may see of it besides the visit itself. */
export interface RideDisclosure {
  /** The viewer's part (what moves they may make); a viewer with no part is shown it as its tenant would be. */
  seenAs: RideActor;
  /** The tenant's last name and number (admins, the tenant). */
  tenantInFull: boolean;
  /** The tenant's number (also the rider, once they have confirmed). */
  tenantMobile: boolean;
  /** The rider's number (admins, the rider, the tenant once the rider has confirmed). */
  riderMobile: boolean;
  /** Who booked it, and who made each move (admins only). */
  bookedBy: boolean;
}

/**
 * Who sees which phone number of a ride: admins see everyone in full, and who booked it; the tenant sees the
 * rider's number once the rider has confirmed; the rider sees the tenant's first name, and their number once confirmed.
 */
export function rideDisclosure(ride: Ride, viewer: User): RideDisclosure {
  const seenAs = partIn(ride, viewer) ?? { id: viewer.id, role: 'TENANT' };
  const admin = seenAs.role === 'ADMIN';
  const met = ride.status === 'CONFIRMED' || ride.status === 'STARTED';
  const tenantInFull = admin || seenAs.role === 'TENANT';
  return {
    seenAs,
    tenantInFull,
    tenantMobile: tenantInFull || (seenAs.role === 'RIDER' && met),
    riderMobile: admin || seenAs.role === 'RIDER' || met,
    bookedBy: admin,
  };
}
