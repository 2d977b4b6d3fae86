import type { ListingReport } from '../../domain/listing-reports/listing-report.js';
import { ConflictError, ForbiddenError } from '../../domain/shared/domain-error.js';
import type { User } from '../../domain/users/user.js';
import type { PropertyRepository } from '../properties/ports/property.repository.port.js';
import type { Clock } from '../shared/ports/clock.port.js';
import type { UnitOfWork } from '../shared/ports/unit-of-work.port.js';
import type { UserRepository } from '../users/ports/user.repository.port.js';
import { loadListingReport } from './listing-report-access.js';
import type { ListingReportRepository } from './ports/listing-report.repository.port.js';
import type { AuditLog } from '../audit/ports/audit-log.port.js';

/**
 * An admin reviewed a listing's reports and found nothing wrong: every open report of the listing is dismissed
 * (with the admin's optional note), and a listing the reports had taken out of search goes back LIVE, with what
 * was left of its listing window (or SUSPENDED, if its owner was blocked meanwhile). The reports and the listing
 * change together (one unit of work), and the listing is saved even when it stays live: its version moves, so a
 * hold that counted the reports just dismissed loses its save and counts again (holdIfReported). A listing under
 * review is always released, even with no report left open. Returns the report the admin opened, as it now stands.
 * The audit log keeps it as LISTING_REPORT_RESOLVED (outcome DISMISSED, the listing, how many reports, the note, and
 * `released` when it put the listing back in search: the report's history reads it).
 */
export class DismissListingReports {
  constructor(
    private readonly reports: ListingReportRepository,
    private readonly properties: PropertyRepository,
    private readonly users: UserRepository,
    private readonly clock: Clock,
    private readonly unitOfWork: UnitOfWork,
    private readonly audit: AuditLog,
  ) {}

  /** `note`: checked and trimmed at the edge (reportNoteOf); null when none. */
  async execute(input: { actor: User; reportId: string; note: string | null }): Promise<ListingReport> {
    if (!input.actor.isAdmin) throw new ForbiddenError();
    const { note } = input;
    const opened = await loadListingReport(this.reports, input.reportId);
    const now = this.clock.now();
    await this.unitOfWork.run(async () => {
      const open = await this.reports.listForProperty(opened.propertyId, { openOnly: true });
      const property = await this.properties.findById(opened.propertyId);
      if (open.length === 0 && property?.status !== 'UNDER_REVIEW') throw new ConflictError('LISTING_REPORT_NOTHING_OPEN');
      for (const report of open) {
        report.dismiss(input.actor.id, note, now);
        await this.reports.save(report);
      }
      // Back in search (not when its owner was blocked meanwhile: then it is suspended).
      let released = false;
      if (property?.status === 'UNDER_REVIEW') {
        property.releaseFromReview(now);
        const owner = await this.users.findById(property.ownerId);
        if (owner && !owner.isActive) property.suspend(now);
        else released = true;
      }
      await this.audit.record({
        actorId: input.actor.id,
        action: 'LISTING_REPORT_RESOLVED',
        subject: { type: 'LISTING_REPORT', id: opened.id },
        detail: { outcome: 'DISMISSED', propertyId: opened.propertyId, reports: open.length, note, ...(released ? { released: true } : {}) },
        at: now,
      });
      if (property) await this.properties.save(property);
    });
    return loadListingReport(this.reports, opened.id);
  }
}
