import type { RiderApplication, Weekday } from '../../domain/riders/rider-application.js';
import { Weekdays } from '../../domain/riders/rider-application.js';
import { ForbiddenError } from '../../domain/shared/domain-error.js';
import type { User } from '../../domain/users/user.js';
import type { RiderApplicationRepository } from '../riders/ports/rider-application.repository.port.js';
import type { UserRepository } from '../users/ports/user.repository.port.js';
import type { RideRepository } from './ports/ride.repository.port.js';
import { loadRide } from './ride-access.js';

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

/** The assignment picker: active riders of the ride's city (users.city, set on approval), free ones first, then those serving the locality, then on duty. */
export class FindFreeRiders {
  constructor(
    private readonly rides: RideRepository,
    private readonly applications: RiderApplicationRepository,
    private readonly users: UserRepository,
  ) {}

  async execute(actor: User, rideId: string): Promise<RiderChoice[]> {
    if (!actor.isAdmin) throw new ForbiddenError();
    const ride = await loadRide(this.rides, rideId);
    const riders = await this.users.list({
      filter: { roles: ['RIDER'], status: 'ACTIVE', city: ride.city },
      sort: { field: 'firstName', order: 'ASC' },
      offset: 0,
      limit: 500,
    });
    const candidates = riders.items.filter((u) => u.id !== ride.tenantId);
    const profiles = new Map((await this.applications.findApprovedForUsers(candidates.map((u) => u.id))).map((p) => [p.userId, p]));
    const busy = await this.rides.ridersBusyAt(candidates.map((u) => u.id), ride.slotStartAt);
    const slot = ride.slot;
    const weekday = Weekdays[(new Date(`${slot.date}T00:00:00Z`).getUTCDay() + 6) % 7] as Weekday;
    const locality = ride.locality.trim().toLowerCase();
    const choices: RiderChoice[] = candidates.map((rider) => {
      const profile = profiles.get(rider.id) ?? null;
      return {
        rider,
        profile,
        // The ride's own rider holds this slot through this very ride: still shown as theirs, not busy.
        free: !busy.has(rider.id) || ride.riderId === rider.id,
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
}
