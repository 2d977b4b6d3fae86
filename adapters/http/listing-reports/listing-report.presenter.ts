/** The JSON of reports of listings: the public receipt and the console's Reports resource. */
import type { CheckVisitView, ListingReportDetails, ListingReportRow, ReportHistoryLine } from '../../../application/listing-reports/listing-report-views.js';
import { isPastReplyPromise } from '../../../domain/customer-service/my-request.js';
import type { ListingReport } from '../../../domain/listing-reports/listing-report.js';
import type { OwnerAnswer } from '../../../domain/listing-reports/owner-answer.js';
import type { OwnerListingCheck } from '../../../application/listing-reports/owner-listing-check.js';
import type { Property } from '../../../domain/properties/property.js';
import type * as Wire from '../contract/wire/index.js';

export function listingReportEntryJson(r: ListingReport): Wire.ListingReportEntry {
  return {
    id: r.id,
    property_id: r.propertyId,
    city: r.city,
    reason: r.reason,
    note: r.note,
    anonymous: r.isAnonymous,
    reporter_user_id: r.reporterUserId,
    reporter_mobile_no: r.reporterMobileNo,
    reporter_standing: r.reporterStanding,
    status: r.status,
    reviewed_by_id: r.reviewedById,
    reviewed_at: r.reviewedAt?.toISOString() ?? null,
    review_note: r.reviewNote,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  };
}

function reportedListingJson(p: Property): Wire.ReportedListing {
  return {
    id: p.id,
    title: p.title,
    city: p.city,
    locality: p.locality,
    status: p.status,
    rent: p.rent,
    bhk: p.bhk,
    owner_id: p.ownerId,
    rejection_reason: p.rejectionReason,
    listed_until: p.listedUntil?.toISOString() ?? null,
  };
}

/** A row of the Reports queue. */
export function listingReportJson(row: ListingReportRow, now?: Date): Wire.ListingReport {
  return {
    ...listingReportEntryJson(row.report),
    listing: row.property ? reportedListingJson(row.property) : null,
    open_reports: row.openReporters,
    ...(now ? { past_reply_promise: isPastReplyPromise(row.report.createdAt, row.report.status === 'OPEN', now) } : {}),
  };
}

const personName = (user: { firstName: string; lastName: string }) => `${user.firstName} ${user.lastName}`.trim();

function checkVisitJson({ ride, rider, bookedBy }: CheckVisitView): Wire.CheckVisit {
  return {
    id: ride.id,
    status: ride.status,
    slot_start_at: ride.slotStartAt.toISOString(),
    slot_end_at: ride.slotEndAt.toISOString(),
    booked_by_id: ride.bookedById,
    booked_by_name: bookedBy ? personName(bookedBy) : null,
    rider_id: ride.riderId,
    rider_name: rider ? personName(rider) : null,
    rider_mobile_no: rider?.mobileNo ?? null,
    matched: ride.report?.matched ?? null,
    differences: ride.report?.differences ?? null,
    notes: ride.report?.notes ?? null,
  };
}

/**
 * What the admin may do with the listing now: dismiss while reports are open or the listing is under review (it is
 * then always released); take down a live listing or one under review; send a rider to check a live listing or one
 * under review.
 */
export function listingReportActions(details: Pick<ListingReportDetails, 'property' | 'reports'>): Wire.ListingReportAction[] {
  const actions: Wire.ListingReportAction[] = [];
  const status = details.property?.status;
  if (details.reports.some((r) => r.isOpen) || status === 'UNDER_REVIEW') actions.push('dismiss');
  if (status === 'LIVE' || status === 'UNDER_REVIEW') actions.push('take_down', 'check_visit');
  return actions;
}

/** A report's record page (marked past the reply promise at `now`, as its row in the queue). */
export function listingReportDetailsJson(details: ListingReportDetails, now: Date): Wire.ListingReportDetails {
  return {
    ...listingReportJson(details, now),
    owner: details.owner ? { id: details.owner.id, first_name: details.owner.firstName, last_name: details.owner.lastName, mobile_no: details.owner.mobileNo } : null,
    reports: details.reports.map(listingReportEntryJson),
    check_visits: details.checkVisits.map(checkVisitJson),
    actions: listingReportActions(details),
    owner_answers: details.ownerAnswers.map(ownerAnswerJson),
  };
}

function ownerAnswerJson(a: OwnerAnswer): Wire.OwnerAnswer {
  return { id: a.id, text: a.text, created_at: a.createdAt.toISOString() };
}

/** The owner's view of their listing's check of reports. */
export function ownerListingCheckJson(check: OwnerListingCheck): Wire.OwnerListingCheck {
  return {
    property_id: check.property.id,
    status: check.property.status,
    held: check.held,
    held_since: check.held ? (check.property.reviewHeldAt?.toISOString() ?? null) : null,
    reasons: check.reasons,
    answers: check.answers.map(ownerAnswerJson),
  };
}

/** A line of a report's history on its record page. */
export function reportHistoryLineJson(line: ReportHistoryLine): Wire.ListingReportHistoryLine {
  return { kind: line.kind, at: line.at.toISOString(), by_id: line.by?.id ?? null, by_name: line.by ? personName(line.by) : null, note: line.note };
}
