import type { VisitDecisionCounts } from '../../domain/rides/visit-decision.js';
import { ForbiddenError } from '../../domain/shared/domain-error.js';
import type { User } from '../../domain/users/user.js';
import type { PropertyRepository } from '../properties/ports/property.repository.port.js';
import type { RideRepository } from './ports/ride.repository.port.js';

/** At most this many listings per read (a page of the owner's listings). */
export const MAX_DECISION_COUNT_LISTINGS = 50;

/**
 * For an owner's listings (a page of "Your Properties"), how many tenants visited each with our rider, how many
 * want to rent it and why the others did not: counts only, never who. Only the listing's owner (or an admin) reads
 * them; a listing of someone else is refused (403), one that does not exist is left out.
 */
export class CountVisitDecisions {
  constructor(
    private readonly rides: RideRepository,
    private readonly properties: PropertyRepository,
  ) {}

  async execute(input: { actor: User; propertyIds: readonly string[] }): Promise<VisitDecisionCounts[]> {
    const ids = [...new Set(input.propertyIds)].slice(0, MAX_DECISION_COUNT_LISTINGS);
    if (ids.length === 0) return [];
    const listings = await this.properties.findByIds(ids);
    if (!input.actor.isAdmin && listings.some((listing) => listing.ownerId !== input.actor.id)) throw new ForbiddenError('FORBIDDEN');
    return this.rides.decisionCounts(listings.map((listing) => listing.id));
  }
}
