import { lateBefore } from '../../domain/customer-service/my-request.js';
import type { Lead } from '../../domain/leads/lead.js';
import type { AuditLog } from '../audit/ports/audit-log.port.js';
import { recordPeopleExport, type PeopleReader } from '../audit/people-export.js';
import type { ListQuery, Page } from '../shared/list-query.js';
import type { Clock } from '../shared/ports/clock.port.js';
import type { LeadListFilter, LeadRepository, LeadSortField } from './ports/lead.repository.port.js';

/** The admin's Leads and Query grids (server-side paging, search, filters); a read larger than a grid's page (a CSV export) is in the audit log. */
export class ListLeads {
  constructor(
    private readonly leads: LeadRepository,
    private readonly audit: AuditLog,
    private readonly clock: Clock,
  ) {}

  async execute(query: ListQuery<LeadListFilter, LeadSortField>, reader: PeopleReader): Promise<Page<Lead>> {
    // The late-first order reads which requests are past the reply promise now.
    const page = await this.leads.list({ ...query, lateBefore: lateBefore(this.clock.now()) });
    await recordPeopleExport(this.audit, this.clock, reader, query.limit, page.items.length);
    return page;
  }
}
