import { ClosedRideStatuses, OpenRideStatuses } from '../../domain/rides/ride.js';
import { ForbiddenError } from '../../domain/shared/domain-error.js';
import type { User } from '../../domain/users/user.js';
import type { PropertyRepository } from '../properties/ports/property.repository.port.js';
import type { Page } from '../shared/list-query.js';
import type { UserRepository } from '../users/ports/user.repository.port.js';
import type { RideRepository } from './ports/ride.repository.port.js';
import { viewRides, type RideView } from './ride-views.js';

export interface MyRidesQuery {
  scope: 'upcoming' | 'previous';
  /** Which side of the rides: the ones the person booked, or the ones they ride. */
  as: 'tenant' | 'rider';
  search?: string;
  offset: number;
  limit: number;
}

/**
 * A person's visits: as the tenant who booked them, or as their rider. Upcoming are the open ones, soonest
 * first; previous the finished ones, newest first.
 */
export class ListMyRides {
  constructor(
    private readonly rides: RideRepository,
    private readonly properties: PropertyRepository,
    private readonly users: UserRepository,
  ) {}

  async execute(actor: User, query: MyRidesQuery): Promise<Page<RideView>> {
    if (query.as === 'rider' && !actor.hasRole('RIDER')) throw new ForbiddenError('NO_RIDES');
    const upcoming = query.scope === 'upcoming';
    const page = await this.rides.list({
      filter: { ...(query.as === 'rider' ? { riderId: actor.id } : { tenantId: actor.id }), statuses: upcoming ? OpenRideStatuses : ClosedRideStatuses },
      search: query.search,
      sort: { field: 'slotStartAt', order: upcoming ? 'ASC' : 'DESC' },
      offset: query.offset,
      limit: query.limit,
    });
    return { items: await viewRides(page.items, this.properties, this.users), total: page.total };
  }
}
