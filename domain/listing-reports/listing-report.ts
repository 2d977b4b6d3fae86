import { v7 as uuidv7 } from 'uuid';
import { FieldErrorCollector } from '../shared/domain-error.js';
import type { City } from '../properties/property-options.js';
import { normaliseText } from '../shared/text.js';
import { ListingReportReviewedError } from './listing-reports.errors.js';
import {
  checkReportNote,
  checkReportReason,
  ListingReportReasons,
  ListingReportStatuses,
  type ListingReportReason,
  type ListingReportStatus,
} from './listing-report-rules.js';

export { ListingReportReasons, ListingReportStatuses, type ListingReportReason, type ListingReportStatus };

/** Who reported: a signed-in person (their phone is kept so the team can call back), or an anonymous visitor. */
export interface Reporter {
  userId: string | null;
  mobileNo: string | null;
  /**
   * What makes two reports "from the same person" (one open report per person per listing): `user:<id>` for a
   * signed-in reporter; for a visitor a keyed hash of their address (never the address itself).
   */
  key: string;
}

/**
 * One person's report of a listing (issue 11): a reason from the five, an optional note (required for "other"),
 * who reported. OPEN until an admin reviews the listing's reports: DISMISSED (nothing wrong found) or ACTIONED
 * (the listing was taken down), with who reviewed, when and their note or reason.
 */
export class ListingReport {
  id!: string;
  propertyId!: string;
  /** The listing's city when reported, copied so the queue filters by city without a join. */
  city!: City;
  reason!: ListingReportReason;
  note!: string | null;
  reporterUserId!: string | null;
  reporterMobileNo!: string | null;
  reporterKey!: string;
  status!: ListingReportStatus;
  reviewedById!: string | null;
  reviewedAt!: Date | null;
  /** The admin's dismissal note, or the take-down reason the owner was sent. */
  reviewNote!: string | null;
  createdAt!: Date;
  updatedAt!: Date;
  /** Optimistic lock: 0 until first stored. */
  version!: number;

  static file(input: { propertyId: string; city: City; reason: ListingReportReason; note: string | null; reporter: Reporter }, now: Date): ListingReport {
    const report = new ListingReport();
    report.id = uuidv7();
    report.propertyId = input.propertyId;
    report.city = input.city;
    report.reason = input.reason;
    report.note = input.note;
    report.reporterUserId = input.reporter.userId;
    report.reporterMobileNo = input.reporter.mobileNo;
    report.reporterKey = input.reporter.key;
    report.status = 'OPEN';
    report.reviewedById = null;
    report.reviewedAt = null;
    report.reviewNote = null;
    report.createdAt = now;
    report.updatedAt = now;
    report.version = 0;
    return report;
  }

  get isOpen(): boolean {
    return this.status === 'OPEN';
  }

  get isAnonymous(): boolean {
    return this.reporterUserId === null;
  }

  /** An admin found nothing wrong. */
  dismiss(byId: string, note: string | null, now: Date): void {
    this.review('DISMISSED', byId, note, now);
  }

  /** The listing was taken down; `reason` is what its owner was told. */
  action(byId: string, reason: string, now: Date): void {
    this.review('ACTIONED', byId, reason, now);
  }

  private review(to: ListingReportStatus, byId: string, note: string | null, now: Date): void {
    if (!this.isOpen) throw new ListingReportReviewedError();
    this.status = to;
    this.reviewedById = byId;
    this.reviewedAt = now;
    this.reviewNote = note;
    this.updatedAt = now;
  }
}

/** The reporter's answers (reason, note), checked by the shared rules; every bad field at once. */
export function parseListingReport(input: { reason?: unknown; note?: unknown }): { reason: ListingReportReason; note: string | null } {
  const errors = new FieldErrorCollector();
  const reasonProblem = checkReportReason(input.reason);
  if (reasonProblem) errors.add('reason', reasonProblem);
  // A note's own rule needs the reason: "other" asks for one, and a missing reason should not also blame the note.
  const noteProblem = checkReportNote(input.note, reasonProblem ? undefined : input.reason);
  if (noteProblem) errors.add('note', noteProblem);
  errors.throwIfAny();
  const note = typeof input.note === 'string' ? normaliseText(input.note, {}) : '';
  return { reason: input.reason as ListingReportReason, note: note === '' ? null : note };
}
