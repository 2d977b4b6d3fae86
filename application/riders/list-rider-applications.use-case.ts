import type { RiderApplication } from '../../domain/riders/rider-application.js';
import type { AuditLog } from '../audit/ports/audit-log.port.js';
import { recordPeopleExport, type PeopleReader } from '../audit/people-export.js';
import type { ListQuery, Page } from '../shared/list-query.js';
import type { Clock } from '../shared/ports/clock.port.js';
import type { RiderApplicationListFilter, RiderApplicationRepository, RiderApplicationSortField } from './ports/rider-application.repository.port.js';

/** The console's queue of rider applications; a read larger than a grid's page (a CSV export) is in the audit log. */
export class ListRiderApplications {
  constructor(
    private readonly applications: RiderApplicationRepository,
    private readonly audit: AuditLog,
    private readonly clock: Clock,
  ) {}

  async execute(query: ListQuery<RiderApplicationListFilter, RiderApplicationSortField>, reader: PeopleReader): Promise<Page<RiderApplication>> {
    const page = await this.applications.list(query);
    await recordPeopleExport(this.audit, this.clock, reader, query.limit, page.items.length);
    return page;
  }
}
