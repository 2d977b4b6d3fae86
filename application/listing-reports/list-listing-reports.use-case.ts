import type { ListQuery, Page } from '../shared/list-query.js';
import type { PropertyRepository } from '../properties/ports/property.repository.port.js';
import { reportRows, type ListingReportRow } from './listing-report-views.js';
import type { ListingReportListFilter, ListingReportRepository, ListingReportSortField } from './ports/listing-report.repository.port.js';

/** The console's Reports queue (server-side paging and filters: status, reason, city, listing), each with its listing. */
export class ListListingReports {
  constructor(
    private readonly reports: ListingReportRepository,
    private readonly properties: PropertyRepository,
  ) {}

  async execute(query: ListQuery<ListingReportListFilter, ListingReportSortField>): Promise<Page<ListingReportRow>> {
    const page = await this.reports.list(query);
    return { items: await reportRows(page.items, { reports: this.reports, properties: this.properties }), total: page.total };
  }
}
