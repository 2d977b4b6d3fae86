import { ListingReport, type Reporter } from '../../domain/listing-reports/listing-report.js';
import type { ListingReportReason } from '../../domain/listing-reports/listing-report-rules.js';
import { reporterStanding, type ReporterStanding } from '../../domain/listing-reports/listing-report-rules.js';
import { DuplicateOpenReportError, OwnListingReportError } from '../../domain/listing-reports/listing-reports.errors.js';
import { PropertyNotFoundError } from '../../domain/properties/properties.errors.js';
import type { Property } from '../../domain/properties/property.js';
import { PROPERTY_ID_PATTERN } from '../../domain/leads/lead-type.js';
import { RateLimitedError } from '../../domain/shared/domain-error.js';
import type { User } from '../../domain/users/user.js';
import type { PropertyRepository } from '../properties/ports/property.repository.port.js';
import type { Clock } from '../shared/ports/clock.port.js';
import type { RateLimiter } from '../shared/ports/rate-limiter.port.js';
import { addressBucket, chargeLimits, refundLimits, type Limit } from '../shared/rate-limits.js';
import { holdIfReported, type ListingReportLimits, type ListingReportSettings } from './listing-report-access.js';
import type { UserRepository } from '../users/ports/user.repository.port.js';
import type { JobQueue } from '../shared/ports/job-queue.port.js';
import type { UnitOfWork } from '../shared/ports/unit-of-work.port.js';
import type { ListingReportRepository } from './ports/listing-report.repository.port.js';
import type { RideRepository } from '../rides/ports/ride.repository.port.js';

export interface ReportListingInput {
  propertyId: string;
  reason: ListingReportReason;
  /** Checked and trimmed at the edge (reportNoteOf); null when none. */
  note: string | null;
  /** The signed-in reporter (their phone is kept), or null for a visitor. */
  reporter: User | null;
  /**
   * The edge's keyed hash of the reporter's address (adapters/http/visitor-key.ts). A visitor's key: one open
   * report per key per listing. For a signed-in reporter it is kept as the network they reported from, so several
   * established accounts on one network count as one person (peopleCountedToHide).
   */
  visitorKey: string | null;
  /** For the anonymous rate limit (per address). */
  clientIp: string | null;
}

export interface ReportListingResult {
  report: ListingReport;
  /** This reporter had reported the listing already (their open report is answered; nothing is counted twice). */
  repeat: boolean;
}

/**
 * Anyone reports a live listing: a reason from the five and a note (required for "other"). A signed-in
 * reporter's phone is kept; a visitor's reports are capped per address (PostgreSQL counters shared by every
 * instance, charged before the write, ADR 0007). One open report per person per listing: a repeat is answered with
 * the first one and counts nothing. Open reports from three distinct people take the listing out of search
 * (UNDER_REVIEW) until an admin reviews them (who counts: peopleCountedToHide). A listing already under review may still be reported (more for the
 * admin to read); a listing nobody may see is not found; its owner cannot report it.
 */
export class ReportListing {
  constructor(
    private readonly reports: ListingReportRepository,
    private readonly properties: PropertyRepository,
    private readonly rateLimiter: RateLimiter,
    private readonly clock: Clock,
    private readonly limits: ListingReportLimits,
    private readonly rides: RideRepository,
    private readonly users: UserRepository,
    private readonly jobs: JobQueue,
    private readonly unitOfWork: UnitOfWork,
    private readonly settings: ListingReportSettings,
  ) {}

  async execute(input: ReportListingInput): Promise<ReportListingResult> {
    const now = this.clock.now();
    const property = await this.reportable(input.propertyId, now);
    const user = input.reporter;
    if (user && user.id === property.ownerId) throw new OwnListingReportError();
    const reporter: Reporter = user
      ? { userId: user.id, mobileNo: user.mobileNo, key: `user:${user.id}`, addressKey: input.visitorKey }
      : { userId: null, mobileNo: null, key: input.visitorKey ?? `visitor:${input.clientIp ? addressBucket(input.clientIp) : 'unknown'}`, standing: 'VISITOR' };

    const earlier = await this.reports.findOpen(property.id, reporter.key);
    if (earlier) return { report: earlier, repeat: true };

    const limits = this.limitsFor(user, input.clientIp);
    const charge = await chargeLimits(this.rateLimiter, limits, now);
    if (!charge.allowed) throw new RateLimitedError('LISTING_REPORT_TOO_MANY', charge.retryAfterSeconds);

    // What the reporter's word rests on, read only for a report that is filed (a repeat answers without it).
    if (user) reporter.standing = await this.standingOf(user, property.id, now);
    const report = ListingReport.file({ propertyId: property.id, city: property.city, reason: input.reason, note: input.note, reporter }, now);
    try {
      await this.reports.save(report);
    } catch (error) {
      if (!(error instanceof DuplicateOpenReportError)) throw error;
      // A twin tap landed first: that one is the report, this one costs nothing.
      await refundLimits(this.rateLimiter, limits, now);
      const twin = await this.reports.findOpen(property.id, reporter.key);
      if (!twin) throw error;
      return { report: twin, repeat: true };
    }
    await holdIfReported(property.id, {
      reports: this.reports,
      properties: this.properties,
      users: this.users,
      jobs: this.jobs,
      clock: this.clock,
      unitOfWork: this.unitOfWork,
      settings: this.settings,
    });
    return { report, repeat: false };
  }

  /** A listing the public may see (live and in search), or one already under review; anything else is not found. */
  private async reportable(propertyId: string, now: Date): Promise<Property> {
    if (!PROPERTY_ID_PATTERN.test(propertyId)) throw new PropertyNotFoundError();
    const property = await this.properties.findById(propertyId.toLowerCase());
    if (!property || !(property.isPublic(now) || property.status === 'UNDER_REVIEW')) throw new PropertyNotFoundError();
    return property;
  }

  /** What a signed-in reporter's word rests on: a completed rider visit of this home, or their account's age. */
  private async standingOf(user: User, propertyId: string, now: Date): Promise<ReporterStanding> {
    const visits = await this.rides.list({
      filter: { tenantId: user.id, propertyId, statuses: ['COMPLETED'] },
      sort: { field: 'slotStartAt', order: 'DESC' },
      offset: 0,
      limit: 1,
    });
    return reporterStanding({ signedIn: true, visited: visits.items.length > 0, accountCreatedAt: user.createdAt ?? null }, now, this.limits.establishedAccountDays);
  }

  /** A visitor: per client address (its /64 for IPv6); signed in: per person. */
  private limitsFor(user: User | null, clientIp: string | null): Limit[] {
    const hour = 3600;
    if (user) return [{ key: `listing-report:user:${user.id}`, limit: this.limits.signedInPerHour, windowSeconds: hour }];
    return [{ key: `listing-report:ip:${clientIp ? addressBucket(clientIp) : 'unknown'}`, limit: this.limits.anonymousPerAddressPerHour, windowSeconds: hour }];
  }
}
