import { typedWords } from '../shared/sms-texts/short-place.js';
import type { ListingReport } from '../../domain/listing-reports/listing-report.js';
import { PropertyNotFoundError, PropertyTransitionError } from '../../domain/properties/properties.errors.js';
import { ForbiddenError } from '../../domain/shared/domain-error.js';
import { normaliseText } from '../../domain/shared/text.js';
import type { User } from '../../domain/users/user.js';
import type { PropertyRepository } from '../properties/ports/property.repository.port.js';
import type { Clock } from '../shared/ports/clock.port.js';
import type { JobQueue } from '../shared/ports/job-queue.port.js';
import type { UnitOfWork } from '../shared/ports/unit-of-work.port.js';
import { queueSms } from '../shared/outbound-messages.js';
import { smsNotice } from '../shared/sms-texts/sms-catalogue.js';
import type { UserRepository } from '../users/ports/user.repository.port.js';
import { loadListingReport, smsTitle, type ListingReportSettings } from './listing-report-access.js';
import type { ListingReportRepository } from './ports/listing-report.repository.port.js';
import type { AuditLog } from '../audit/ports/audit-log.port.js';

/**
 * An admin reviewed a listing's reports and takes the listing down: it leaves the site as REJECTED with the
 * admin's reason (the owner may fix it and submit it again, as after any rejection; it loses any verified mark),
 * every open report of it is marked ACTIONED with that reason, and the owner is sent an SMS in their language
 * saying so and why. The listing, the reports and the queued SMS commit together (one unit of work): a change
 * that rolls back texts nobody. Works on a live listing or one under review. The audit log keeps it as
 * LISTING_TAKEN_DOWN of the listing (the report opened, how many reports, the reason), in the same unit.
 */
export class TakeDownReportedListing {
  constructor(
    private readonly reports: ListingReportRepository,
    private readonly properties: PropertyRepository,
    private readonly users: UserRepository,
    private readonly jobs: JobQueue,
    private readonly clock: Clock,
    private readonly unitOfWork: UnitOfWork,
    private readonly settings: ListingReportSettings,
    private readonly audit: AuditLog,
  ) {}

  /** `reason`: checked at the edge (checkTakeDownReason). */
  async execute(input: { actor: User; reportId: string; reason: string }): Promise<ListingReport> {
    if (!input.actor.isAdmin) throw new ForbiddenError();
    const reason = normaliseText(input.reason, {});
    const opened = await loadListingReport(this.reports, input.reportId);
    const now = this.clock.now();
    await this.unitOfWork.run(async () => {
      const property = await this.properties.findById(opened.propertyId);
      if (!property) throw new PropertyNotFoundError();
      if (property.status !== 'LIVE' && property.status !== 'UNDER_REVIEW') throw new PropertyTransitionError('LISTING_REPORT_NOT_REVIEWABLE');
      const from = property.status;
      property.reject(reason, now);
      await this.properties.save(property);
      const open = await this.reports.listForProperty(property.id, { openOnly: true });
      for (const report of open) {
        report.action(input.actor.id, reason, now);
        await this.reports.save(report);
      }
      await this.audit.record({
        actorId: input.actor.id,
        action: 'LISTING_TAKEN_DOWN',
        subject: { type: 'PROPERTY', id: property.id },
        detail: { reportId: opened.id, reports: open.length, from, reason },
        at: now,
      });
      const owner = await this.users.findById(property.ownerId);
      if (owner?.mobileNo) {
        const title = smsTitle(typedWords(property.title));
        // The reason is a sentence of its own in the text ("Reason: <it>. Fix it ...").
        const sentence = /[.!?।]$/.test(reason) ? reason : `${reason}.`;
        await queueSms(this.jobs, owner.mobileNo, smsNotice('LISTING_TAKEN_DOWN', owner.language, { product: this.settings.productName, title, reason: sentence }));
      }
    });
    return loadListingReport(this.reports, opened.id);
  }
}
