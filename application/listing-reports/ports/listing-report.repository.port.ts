import type { ListingReport, ListingReportReason, ListingReportStatus } from '../../../domain/listing-reports/listing-report.js';
import type { OwnerAnswer } from '../../../domain/listing-reports/owner-answer.js';
import type { City } from '../../../domain/properties/property-options.js';
import type { ListQuery, Page } from '../../shared/list-query.js';
import { port } from '../../shared/port.js';

/** The console's Reports queue: by status, reason, the listing's city, one listing. */
export interface ListingReportListFilter {
  status?: ListingReportStatus;
  reason?: ListingReportReason;
  city?: City;
  propertyId?: string;
}
/** `lateFirst`: open reports past the reply promise first (ListQuery.lateBefore), longest waiting first, then newest first. */
export type ListingReportSortField = 'createdAt' | 'updatedAt' | 'status' | 'lateFirst';

export interface ListingReportRepository {
  findById(id: string): Promise<ListingReport | null>;
  /**
   * Inserts a new report or updates a stored one (optimistic version). The database refuses a second open
   * report by one reporter on one listing (DuplicateOpenReportError), whatever checks ran before.
   */
  save(report: ListingReport): Promise<void>;
  list(query: ListQuery<ListingReportListFilter, ListingReportSortField>): Promise<Page<ListingReport>>;
  /** Every report of a listing, newest first (its record page); only the open ones with `openOnly`. */
  listForProperty(propertyId: string, options?: { openOnly?: boolean }): Promise<ListingReport[]>;
  /** Every report this account filed, newest first (the person's data export and erasure). */
  listByReporter(userId: string): Promise<ListingReport[]>;
  /** This reporter's open report of the listing, if any (a repeat is answered with it). */
  findOpen(propertyId: string, reporterKey: string): Promise<ListingReport | null>;
  /** How many distinct reporters have an open report of each listing (those with none are left out). */
  countOpenReporters(propertyIds: readonly string[]): Promise<Map<string, number>>;
  /** Stores an owner's answer to their listing's reports (answers are only ever added). */
  addAnswer(answer: OwnerAnswer): Promise<void>;
  /** Every answer the listing's owner gave, newest first. */
  listAnswers(propertyId: string): Promise<OwnerAnswer[]>;
}
export const ListingReportRepository = port<ListingReportRepository>('ListingReportRepository');
