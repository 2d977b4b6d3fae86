import type { ListingReportListFilter, ListingReportRepository, ListingReportSortField } from '../../../application/listing-reports/ports/listing-report.repository.port.js';
import type { ListQuery, Page } from '../../../application/shared/list-query.js';
import { ListingReport } from '../../../domain/listing-reports/listing-report.js';
import { OwnerAnswer } from '../../../domain/listing-reports/owner-answer.js';
import { DuplicateOpenReportError } from '../../../domain/listing-reports/listing-reports.errors.js';
import type { EntityManagerSource } from './entity-manager-source.js';
import { listWithQueryBuilder } from './sql-list.js';
import { mapUniqueViolation } from './unique-violation.js';
import { saveVersioned } from './versioned-save.js';

/**
 * Reports of listings in PostgreSQL. One open report per reporter per listing is the partial unique index
 * listing_reports_open_unique: a save that would add a second one becomes DuplicateOpenReportError, whatever
 * the use case checked before (two taps racing).
 */
export class MikroOrmListingReportRepository implements ListingReportRepository {
  constructor(private readonly source: EntityManagerSource) {}

  findById(id: string) {
    return this.source.fork().findOne(ListingReport, { id });
  }

  async save(report: ListingReport) {
    await mapUniqueViolation(() => saveVersioned(this.source.fork(), ListingReport, report), {
      listing_reports_open_unique: () => new DuplicateOpenReportError(),
    });
  }

  list(query: ListQuery<ListingReportListFilter, ListingReportSortField>): Promise<Page<ListingReport>> {
    const { status, reason, city, propertyId } = query.filter;
    const where: Record<string, unknown> = {};
    if (status) where.status = status;
    if (reason) where.reason = reason;
    if (city) where.city = city;
    if (propertyId) where.propertyId = propertyId;
    return listWithQueryBuilder(this.source.fork(), ListingReport, query, where, {
      searchExpression: `(coalesce(note, '') || ' ' || coalesce(reporter_mobile_no, ''))`,
      lateFirst: { firstStatus: 'OPEN', rest: { createdAt: 'desc', id: 'desc' } },
    });
  }

  listByReporter(userId: string) {
    return this.source.fork().find(ListingReport, { reporterUserId: userId }, { orderBy: { createdAt: 'desc', id: 'desc' } });
  }

  listForProperty(propertyId: string, options: { openOnly?: boolean } = {}) {
    return this.source
      .fork()
      .find(ListingReport, { propertyId, ...(options.openOnly ? { status: 'OPEN' as const } : {}) }, { orderBy: { createdAt: 'desc', id: 'desc' } });
  }

  findOpen(propertyId: string, reporterKey: string) {
    return this.source.fork().findOne(ListingReport, { propertyId, reporterKey, status: 'OPEN' });
  }

  async countOpenReporters(propertyIds: readonly string[]) {
    if (propertyIds.length === 0) return new Map<string, number>();
    const rows = await this.source
      .fork()
      .execute<{ property_id: string; n: number }[]>(
        `select property_id, count(distinct reporter_key)::int as n from listing_reports where status = 'OPEN' and property_id in (${propertyIds.map(() => '?').join(', ')}) group by property_id`,
        [...propertyIds],
      );
    return new Map(rows.map((row) => [row.property_id, Number(row.n)]));
  }

  async addAnswer(answer: OwnerAnswer) {
    await this.source.fork().insert(OwnerAnswer, answer);
  }

  listAnswers(propertyId: string) {
    return this.source.fork().find(OwnerAnswer, { propertyId }, { orderBy: { createdAt: 'desc', id: 'desc' } });
  }
}
