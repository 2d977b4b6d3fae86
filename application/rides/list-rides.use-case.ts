import type { AuditLog } from '../audit/ports/audit-log.port.js';
import { recordPeopleExport, type PeopleReader } from '../audit/people-export.js';
import type { PropertyRepository } from '../properties/ports/property.repository.port.js';
import type { ListQuery, Page } from '../shared/list-query.js';
import type { Clock } from '../shared/ports/clock.port.js';
import type { UserRepository } from '../users/ports/user.repository.port.js';
import type { RideListFilter, RideRepository, RideSortField } from './ports/ride.repository.port.js';
import { viewRides, type RideView } from './ride-views.js';

/**
 * The console's Rides grid: every ride, filtered by state, city, rider and day. Its rows carry the tenant's and the
 * rider's numbers, so a read larger than a grid's page (a CSV export) is in the audit log.
 */
export class ListRides {
  constructor(
    private readonly rides: RideRepository,
    private readonly properties: PropertyRepository,
    private readonly users: UserRepository,
    private readonly audit: AuditLog,
    private readonly clock: Clock,
  ) {}

  async execute(query: ListQuery<RideListFilter, RideSortField>, reader: PeopleReader): Promise<Page<RideView>> {
    const page = await this.rides.list(query);
    await recordPeopleExport(this.audit, this.clock, reader, query.limit, page.items.length);
    return { items: await viewRides(page.items, this.properties, this.users), total: page.total };
  }
}
