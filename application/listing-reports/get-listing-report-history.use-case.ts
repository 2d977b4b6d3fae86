import type { AuditEntry } from '../../domain/audit/audit-entry.js';
import type { ListingReport } from '../../domain/listing-reports/listing-report.js';
import type { ReportHistoryKind } from '../../domain/listing-reports/listing-report-rules.js';
import type { AuditLog } from '../audit/ports/audit-log.port.js';
import type { RequestEventLog } from '../customer-service/ports/request-event-log.port.js';
import type { UserRepository } from '../users/ports/user.repository.port.js';
import { loadListingReport } from './listing-report-access.js';
import type { ReportHistoryLine } from './listing-report-views.js';
import type { ListingReportRepository } from './ports/listing-report.repository.port.js';

/** The listing's admin moves read for one report's history: far more than one listing ever gets. */
const LISTING_MOVES_READ = 200;

/** A line before the admin who acted is looked up. */
type Line = Omit<ReportHistoryLine, 'by'> & { byId: string | null };

/**
 * What happened to a report, for the console's record page, oldest first: filed; the reporter's own notes and
 * withdrawal; dismissed, or the listing taken down (the report's own review, with who and their note or reason), or
 * closed because the listing left the site; and what admins did to the listing since it was filed, from the audit
 * log: taken down (from the Reports queue or by a rejection) and put back (released from review by a dismissal, or
 * approved again). 404 `LISTING_REPORT_NOT_FOUND` for a missing one.
 */
export class GetListingReportHistory {
  constructor(
    private readonly reports: ListingReportRepository,
    private readonly events: RequestEventLog,
    private readonly audit: AuditLog,
    private readonly users: UserRepository,
  ) {}

  async execute(input: { reportId: string }): Promise<ReportHistoryLine[]> {
    const report = await loadListingReport(this.reports, input.reportId);
    const [events, listingMoves, dismissal] = await Promise.all([
      this.events.listFor([report.id]),
      this.audit.list({
        // After it was filed (the approval that put the listing live may share its moment).
        filter: { subjectType: 'PROPERTY', subjectId: report.propertyId, from: new Date(report.createdAt.getTime() + 1) },
        sort: { field: 'at', order: 'ASC' },
        offset: 0,
        limit: LISTING_MOVES_READ,
      }),
      this.dismissalOf(report),
    ]);
    const lines: Line[] = [{ kind: 'FILED', at: report.createdAt, byId: null, note: null }];
    for (const e of events) {
      if (e.kind !== 'STATUS') lines.push({ kind: e.kind, at: e.createdAt, byId: null, note: e.note });
    }
    const review = reviewLine(report, events.some((e) => e.kind === 'WITHDRAWN'));
    if (review) lines.push(review);
    if (dismissal?.detail?.released === true) lines.push({ kind: 'RESTORED', at: dismissal.at, byId: dismissal.actorId, note: null });
    for (const entry of listingMoves.items) {
      const line = listingLine(entry);
      // This report's own take-down is its review line already.
      if (line && !lines.some((l) => l.kind === line.kind && l.at.getTime() === line.at.getTime())) lines.push(line);
    }
    lines.sort((a, b) => a.at.getTime() - b.at.getTime());
    const admins = new Map((await this.users.findByIds([...new Set(lines.flatMap((l) => (l.byId ? [l.byId] : [])))])).map((u) => [u.id, u]));
    return lines.map(({ byId, ...line }) => ({ ...line, by: byId ? (admins.get(byId) ?? null) : null }));
  }

  /** The audit entry of the dismissal that reviewed this report (one moment, the listing's), if it was dismissed. */
  private async dismissalOf(report: ListingReport): Promise<AuditEntry | null> {
    if (report.status !== 'DISMISSED' || !report.reviewedAt) return null;
    const at = report.reviewedAt;
    const page = await this.audit.list({
      filter: { action: 'LISTING_REPORT_RESOLVED', from: at, to: new Date(at.getTime() + 1) },
      sort: { field: 'at', order: 'ASC' },
      offset: 0,
      limit: LISTING_MOVES_READ,
    });
    return page.items.find((e) => e.detail?.propertyId === report.propertyId) ?? null;
  }
}

/** The report's own review: dismissed, actioned (the listing taken down), or closed as its listing left the site (not when its reporter withdrew it: that is their line). */
function reviewLine(report: ListingReport, withdrawn: boolean): Line | null {
  if (!report.reviewedAt) return null;
  const kind: ReportHistoryKind | null =
    report.status === 'DISMISSED' ? 'DISMISSED' : report.status === 'ACTIONED' ? 'TAKEN_DOWN' : report.status === 'CLOSED' && !withdrawn ? 'CLOSED' : null;
  if (!kind) return null;
  // A closed report's note is the server's own English (CLOSED_NOTES): the console says it in its words instead.
  return { kind, at: report.reviewedAt, byId: report.reviewedById, note: kind === 'CLOSED' ? null : report.reviewNote };
}

/** An admin's move on the listing as a line: taken down (from the queue, or rejected), or back on the site (approved again). */
function listingLine(entry: AuditEntry): Line | null {
  const detail = entry.detail ?? {};
  const reason = typeof detail.reason === 'string' ? detail.reason : null;
  if (entry.action === 'LISTING_TAKEN_DOWN') return { kind: 'TAKEN_DOWN', at: entry.at, byId: entry.actorId, note: reason };
  if (entry.action !== 'PROPERTY_STATE_CHANGED') return null;
  if (detail.action === 'reject') return { kind: 'TAKEN_DOWN', at: entry.at, byId: entry.actorId, note: reason };
  if (detail.to === 'LIVE' && detail.from !== 'LIVE') return { kind: 'RESTORED', at: entry.at, byId: entry.actorId, note: null };
  return null;
}
