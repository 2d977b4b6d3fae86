import { lateBefore } from '../../domain/customer-service/my-request.js';
import type { AuditLog } from '../audit/ports/audit-log.port.js';
import { recordPeopleExport, type PeopleReader } from '../audit/people-export.js';
import type { ListQuery, Page } from '../shared/list-query.js';
import type { Clock } from '../shared/ports/clock.port.js';
import type { PropertyRepository } from '../properties/ports/property.repository.port.js';
import { reportRows, type ListingReportRow } from './listing-report-views.js';
import type { ListingReportListFilter, ListingReportRepository, ListingReportSortField } from './ports/listing-report.repository.port.js';

/**
 * The console's Reports queue (server-side paging and filters: status, reason, city, listing), each with its listing.
 * Its rows carry the reporters' numbers, so a read larger than a grid's page (a CSV export) is in the audit log.
 */
export class ListListingReports {
  constructor(
    private readonly reports: ListingReportRepository,
    private readonly properties: PropertyRepository,
    private readonly audit: AuditLog,
    private readonly clock: Clock,
  ) {}

  async execute(query: ListQuery<ListingReportListFilter, ListingReportSortField>, reader: PeopleReader): Promise<Page<ListingReportRow>> {
    // The late-first order reads which requests are past the reply promise now.
    const page = await this.reports.list({ ...query, lateBefore: lateBefore(this.clock.now()) });
    await recordPeopleExport(this.audit, this.clock, reader, query.limit, page.items.length);
    return { items: await reportRows(page.items, { reports: this.reports, properties: this.properties }), total: page.total };
  }
}
