import { v7 as uuidv7 } from 'uuid';
import type { City, PropertyStatus } from '../properties/property-options.js';
import { moveStatus } from '../shared/status-machine.js';
import { normaliseText } from '../shared/text.js';
import { ListingReportReviewedError } from './listing-reports.errors.js';
import {
  ListingReportReasons,
  ListingReportStatuses,
  type ListingReportReason,
  type ListingReportStatus,
  type ReporterStanding,
} from './listing-report-rules.js';

export { ListingReportReasons, ListingReportStatuses, type ListingReportReason, type ListingReportStatus, type ReporterStanding };

/** Who reported: a signed-in person (their phone is kept so the team can call back), or an anonymous visitor. */
export interface Reporter {
  userId: string | null;
  mobileNo: string | null;
  /**
   * What makes two reports "from the same person" (one open report per person per listing): `user:<id>` for a
   * signed-in reporter; for a visitor a keyed hash of their address (never the address itself).
   */
  key: string;
  /**
   * Where they reported from: the keyed hash of their address (a visitor's key is that already; for a signed-in
   * reporter the edge's hash of the address they reported from). Ties a signed-out report to the signed-in
   * person who reported from the same address (peopleCountedToHide). Null when unknown.
   */
  addressKey?: string | null;
  /** What their word rests on (listing-report-rules.ts reporterStanding); VISITOR when signed out. */
  standing?: ReporterStanding;
}

/** Why a report was CLOSED without a review: its listing left the site, by the listing's new status. */
export const CLOSED_NOTES: Partial<Record<PropertyStatus, string>> = {
  RENTED: 'Closed: the listing was marked rented.',
  ARCHIVED: 'Closed: the listing was removed.',
  REJECTED: 'Closed: the listing was rejected.',
  SUBMITTED: 'Closed: the listing went back to review.',
  DRAFT: 'Closed: the listing left the site.',
};

/**
 * One person's report of a listing: a reason from the five, an optional note (required for "other"),
 * who reported. OPEN until an admin reviews the listing's reports: DISMISSED (nothing wrong found) or ACTIONED
 * (the listing was taken down), with who reviewed, when and their note or reason; or CLOSED with no reviewer when
 * the listing left the site another way first.
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
  /** Reporter.addressKey. */
  reporterAddressKey!: string | null;
  /** Reporter.standing, as it was when they reported. */
  reporterStanding!: ReporterStanding;
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
    report.reporterAddressKey = input.reporter.addressKey ?? (input.reporter.userId === null ? input.reporter.key : null);
    report.reporterStanding = input.reporter.userId === null ? 'VISITOR' : (input.reporter.standing ?? 'NEW');
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

  /**
   * Its listing left the site before anyone reviewed the reports (rented, removed, rejected, back in review): nothing
   * is left to review, and the report must not count if the listing comes back. No reviewer; the note says why.
   */
  close(note: string, now: Date): void {
    this.review('CLOSED', null, note, now);
  }

  /**
   * The reporter erased themselves: the report stays (the listing's record, the count toward hiding it, by the
   * tombstone account's id) with no number, network key or note.
   */
  anonymiseReporter(now: Date): void {
    this.reporterMobileNo = null;
    this.reporterAddressKey = null;
    this.note = null;
    this.updatedAt = now;
  }

  private review(to: ListingReportStatus, byId: string | null, note: string | null, now: Date): void {
    moveStatus(this, ['OPEN'], to, now, () => new ListingReportReviewedError());
    this.reviewedById = byId;
    this.reviewedAt = now;
    this.reviewNote = note;
  }
}

/** A note as kept (a reporter's or an admin's, checked by its rule): trimmed, none when blank. */
export function reportNoteOf(note: string | null | undefined): string | null {
  const text = typeof note === 'string' ? normaliseText(note, {}) : '';
  return text === '' ? null : text;
}

/**
 * How many distinct people count toward hiding a listing (REPORTS_TO_HIDE), from all its reports and when it last
 * went live (`publishedAt`). Only open reports filed since then count, and none by a reporter an admin already
 * dismissed on this listing (their reports still reach the admins; they just cannot hide it again). A report counts
 * only where it costs more than a sign-up (reporterStanding): a reporter who saw the home on a completed rider visit
 * counts once; reporters with established accounts count once per network (address key) they reported from; fresh accounts and signed-out visitors never count (their reports reach the admins
 * all the same). So two free sign-ups and a signed-out report hide nothing, and three tenants who visited a scam
 * listing do.
 */
export function peopleCountedToHide(reports: readonly ListingReport[], publishedAt: Date | null): number {
  const dismissed = new Set(reports.filter((r) => r.status === 'DISMISSED').map((r) => r.reporterKey));
  const counted = reports.filter(
    (r) => r.isOpen && (!publishedAt || r.createdAt.getTime() >= publishedAt.getTime()) && !dismissed.has(r.reporterKey) && !r.isAnonymous,
  );
  const visitors = new Set(counted.filter((r) => r.reporterStanding === 'VISITED').map((r) => r.reporterKey));
  // Established accounts: one per network (many accounts on one connection are likely one person).
  const networks = new Set<string>();
  let established = 0;
  for (const report of counted.filter((r) => r.reporterStanding === 'ESTABLISHED')) {
    if (report.reporterAddressKey) {
      if (networks.has(report.reporterAddressKey)) continue;
      networks.add(report.reporterAddressKey);
    }
    established += 1;
  }
  return visitors.size + established;
}
