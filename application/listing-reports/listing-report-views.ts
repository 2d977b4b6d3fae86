import type { ListingReport } from '../../domain/listing-reports/listing-report.js';
import type { ReportHistoryKind } from '../../domain/listing-reports/listing-report-rules.js';
import type { OwnerAnswer } from '../../domain/listing-reports/owner-answer.js';
import type { Property } from '../../domain/properties/property.js';
import type { Ride } from '../../domain/rides/ride.js';
import type { User } from '../../domain/users/user.js';
import type { PropertyRepository } from '../properties/ports/property.repository.port.js';
import type { ListingReportRepository } from './ports/listing-report.repository.port.js';

/** A report with its listing (null when gone) and how many distinct people have an open report of that listing. */
export interface ListingReportRow {
  report: ListingReport;
  property: Property | null;
  openReporters: number;
}

/** A check visit of the listing (an admin's ride), its rider and the admin who booked it. */
export interface CheckVisitView {
  ride: Ride;
  rider: User | null;
  bookedBy: User | null;
}

/** A report's record page: the row, the listing's owner, every report of the listing, its check visits and the owner's answers. */
export interface ListingReportDetails extends ListingReportRow {
  owner: User | null;
  reports: ListingReport[];
  checkVisits: CheckVisitView[];
  ownerAnswers: OwnerAnswer[];
}

/** Rows for several reports in two reads (their listings, and the open counts), not one per report. */
export async function reportRows(items: ListingReport[], deps: { reports: ListingReportRepository; properties: PropertyRepository }): Promise<ListingReportRow[]> {
  if (items.length === 0) return [];
  const ids = [...new Set(items.map((r) => r.propertyId))];
  const [listings, counts] = await Promise.all([deps.properties.findByIds(ids), deps.reports.countOpenReporters(ids)]);
  const byId = new Map(listings.map((p) => [p.id, p]));
  return items.map((report) => ({ report, property: byId.get(report.propertyId) ?? null, openReporters: counts.get(report.propertyId) ?? 0 }));
}

/** One line of a report's history: what, when, the admin who acted (null for the reporter's lines and the site's own), their note or reason (or the reporter's note). */
export interface ReportHistoryLine {
  kind: ReportHistoryKind;
  at: Date;
  by: User | null;
  note: string | null;
}
