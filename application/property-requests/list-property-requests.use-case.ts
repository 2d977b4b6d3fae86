import { lateBefore } from '../../domain/customer-service/my-request.js';
import type { PropertyRequest } from '../../domain/property-requests/property-request.js';
import type { AuditLog } from '../audit/ports/audit-log.port.js';
import { recordPeopleExport, type PeopleReader } from '../audit/people-export.js';
import type { ListQuery, Page } from '../shared/list-query.js';
import type { Clock } from '../shared/ports/clock.port.js';
import type { PropertyRequestListFilter, PropertyRequestRepository, PropertyRequestSortField } from './ports/property-request.repository.port.js';

/** The console's Property requests grid (server-side paging, search, filters); a read larger than a grid's page (a CSV export) is in the audit log. */
export class ListPropertyRequests {
  constructor(
    private readonly requests: PropertyRequestRepository,
    private readonly audit: AuditLog,
    private readonly clock: Clock,
  ) {}

  async execute(query: ListQuery<PropertyRequestListFilter, PropertyRequestSortField>, reader: PeopleReader): Promise<Page<PropertyRequest>> {
    // The late-first order reads which requests are past the reply promise now.
    const page = await this.requests.list({ ...query, lateBefore: lateBefore(this.clock.now()) });
    await recordPeopleExport(this.audit, this.clock, reader, query.limit, page.items.length);
    return page;
  }
}
