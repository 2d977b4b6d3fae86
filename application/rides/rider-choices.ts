import type { Property } from '../../domain/properties/property.js';
import type { RiderApplication, Weekday } from '../../domain/riders/rider-application.js';
import { Weekdays } from '../../domain/riders/rider-application.js';
import type { RideSlot } from '../../domain/rides/ride-slot.js';
import type { User } from '../../domain/users/user.js';
import type { RiderApplicationRepository } from '../riders/ports/rider-application.repository.port.js';
import type { UserRepository } from '../users/ports/user.repository.port.js';
import type { RideRepository } from './ports/ride.repository.port.js';

export interface RiderChoice {
  rider: User;
  /** Their approved application (localities, availability); none for a rider an admin added directly. */
  profile: RiderApplication | null;
  /** No other visit in this slot. */
  free: boolean;
  /** Names the ride's locality among the localities they serve. */
  servesLocality: boolean;
  /** The slot falls inside their weekly availability. */
  onDuty: boolean;
}

/** Where and when a rider is wanted: a visit's city, locality and slot. */
export interface RiderWanted {
  city: string;
  locality: string;
  slot: RideSlot;
  /** Not candidates: who booked the visit (its tenant, or the admin of a check visit) and the listing's owner and poster (listingsOwnPeople). */
  excludeIds: readonly string[];
  /** The rider already holding this slot through this very visit: shown as free, not busy. */
  currentRiderId: string | null;
}

/**
 * The listing's owner and the person who posted it: never the rider of one of its visits, a tenant's or a check
 * (a rider may own or post listings; one sent to their own listing would show it to a tenant as a neutral rider, or
 * vouch for it on a check, and a check's rider is told why the listing was reported). The one rule of the picker
 * (FindFreeRiders), of AssignRider (RideMessages.riderOwnsListing) and of BookCheckVisit's automatic choice.
 */
export function listingsOwnPeople(listing: Pick<Property, 'ownerId' | 'postedById'> | null): string[] {
  return listing ? [listing.ownerId, listing.postedById] : [];
}

/**
 * Active riders of the city (users.city, set on approval), free ones first, then those serving the locality, then
 * those on duty in the slot; by first name within each group. Shared by the assignment picker (FindFreeRiders) and
 * an admin's check visit (BookCheckVisit, which takes the first one free and on duty).
 */
export async function rankRiders(
  wanted: RiderWanted,
  deps: { rides: RideRepository; applications: RiderApplicationRepository; users: UserRepository },
): Promise<RiderChoice[]> {
  const riders = await deps.users.list({
    filter: { roles: ['RIDER'], status: 'ACTIVE', city: wanted.city },
    sort: { field: 'firstName', order: 'ASC' },
    offset: 0,
    limit: 500,
  });
  const candidates = riders.items.filter((u) => !wanted.excludeIds.includes(u.id));
  const profiles = new Map((await deps.applications.findApprovedForUsers(candidates.map((u) => u.id))).map((p) => [p.userId, p]));
  const busy = await deps.rides.ridersBusyAt(candidates.map((u) => u.id), wanted.slot.startsAt);
  const slot = wanted.slot;
  const weekday = Weekdays[(new Date(`${slot.date}T00:00:00Z`).getUTCDay() + 6) % 7] as Weekday;
  const locality = wanted.locality.trim().toLowerCase();
  const choices: RiderChoice[] = candidates.map((rider) => {
    const profile = profiles.get(rider.id) ?? null;
    return {
      rider,
      profile,
      free: !busy.has(rider.id) || wanted.currentRiderId === rider.id,
      servesLocality: (profile?.localities ?? []).some((l) => {
        const served = l.trim().toLowerCase();
        return served === locality || locality.includes(served) || served.includes(locality);
      }),
      onDuty: !profile || (profile.availability.days.includes(weekday) && slot.hour >= profile.availability.fromHour && slot.hour + 1 <= profile.availability.toHour),
    };
  });
  const rank = (c: RiderChoice) => (c.free ? 0 : 4) + (c.servesLocality ? 0 : 2) + (c.onDuty ? 0 : 1);
  return choices.sort((a, b) => rank(a) - rank(b) || a.rider.firstName.localeCompare(b.rider.firstName));
}
