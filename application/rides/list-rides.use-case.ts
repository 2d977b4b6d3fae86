import type { PropertyRepository } from '../properties/ports/property.repository.port.js';
import type { ListQuery, Page } from '../shared/list-query.js';
import type { UserRepository } from '../users/ports/user.repository.port.js';
import type { RideListFilter, RideRepository, RideSortField } from './ports/ride.repository.port.js';
import { viewRides, type RideView } from './ride-views.js';

/** The console's Rides grid: every ride, filtered by state, city, rider and day. */
export class ListRides {
  constructor(
    private readonly rides: RideRepository,
    private readonly properties: PropertyRepository,
    private readonly users: UserRepository,
  ) {}

  async execute(query: ListQuery<RideListFilter, RideSortField>): Promise<Page<RideView>> {
    const page = await this.rides.list(query);
    return { items: await viewRides(page.items, this.properties, this.users), total: page.total };
  }
}
