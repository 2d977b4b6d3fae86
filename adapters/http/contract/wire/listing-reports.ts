/** Reports of listings: the public report and its receipt, the console's Reports resource and its moves. */
import { Type, type Static } from '@sinclair/typebox';
import { ListingReportReasons, ListingReportStatuses, ReportHistoryKinds } from '../../../../domain/listing-reports/listing-report-rules.js';
import { CitySchema, DateTime, Id, IsoDay, Nullable, StringEnum } from './common.js';
import { PropertyStatusSchema } from './properties.js';
import { RideStatusSchema } from './rides.js';

export const ListingReportReasonSchema = StringEnum(ListingReportReasons, { $id: 'ListingReportReason' });
export type ListingReportReason = Static<typeof ListingReportReasonSchema>;
export const ListingReportStatusSchema = StringEnum(ListingReportStatuses, { $id: 'ListingReportStatus' });
export type ListingReportStatus = Static<typeof ListingReportStatusSchema>;

/** POST properties/{id}/reports: anyone; a signed-in reporter's token keeps their phone with the report. */
export const ReportListingBodySchema = Type.Object(
  {
    reason: ListingReportReasonSchema,
    /** At most 500 characters; required when the reason is OTHER. */
    note: Type.Optional(Nullable(Type.String())),
  },
  { $id: 'ReportListingBody' },
);
export type ReportListingBody = Static<typeof ReportListingBodySchema>;

/** The answer to a report: its id; `already_reported` when this person's open report of the listing was there already (nothing counted twice). */
export const ListingReportReceiptSchema = Type.Object({ id: Id, already_reported: Type.Boolean() }, { $id: 'ListingReportReceipt' });
export type ListingReportReceipt = Static<typeof ListingReportReceiptSchema>;

/** One report, as an admin reads it. */
export const ListingReportEntrySchema = Type.Object(
  {
    id: Id,
    property_id: Id,
    city: CitySchema,
    reason: ListingReportReasonSchema,
    note: Nullable(Type.String()),
    /** Signed out when reported (then no account or phone is known). */
    anonymous: Type.Boolean(),
    reporter_user_id: Nullable(Id),
    reporter_mobile_no: Nullable(Type.String()),
    /**
     * What the reporter's word rested on when they reported: VISITED (a completed rider visit of the home),
     * ESTABLISHED (an account 30 days old), NEW (a younger account), VISITOR (signed out). Only the first two count
     * toward hiding a listing.
     */
    reporter_standing: Type.Union([Type.Literal('VISITED'), Type.Literal('ESTABLISHED'), Type.Literal('NEW'), Type.Literal('VISITOR')]),
    status: ListingReportStatusSchema,
    reviewed_by_id: Nullable(Id),
    reviewed_at: Nullable(DateTime),
    /** The admin's dismissal note, or the take-down reason the owner was sent. */
    review_note: Nullable(Type.String()),
    created_at: DateTime,
    updated_at: DateTime,
  },
  { $id: 'ListingReportEntry' },
);
export type ListingReportEntry = Static<typeof ListingReportEntrySchema>;

/** The reported listing, in short (null when it is gone). */
export const ReportedListingSchema = Type.Object(
  {
    id: Id,
    title: Type.String(),
    city: CitySchema,
    locality: Type.String(),
    status: PropertyStatusSchema,
    rent: Type.Integer(),
    bhk: Type.Integer(),
    owner_id: Id,
    /** Why it was taken down (REJECTED). */
    rejection_reason: Nullable(Type.String()),
    listed_until: Nullable(DateTime),
  },
  { $id: 'ReportedListing' },
);
export type ReportedListing = Static<typeof ReportedListingSchema>;

/** A row of the console's Reports queue: the report, its listing, and how many people have an open report of that listing. */
export const ListingReportSchema = Type.Composite(
  [
    ListingReportEntrySchema,
    Type.Object({
      listing: Nullable(ReportedListingSchema),
      open_reports: Type.Integer({ minimum: 0 }),
      /** Still OPEN and past the 48-hour reply promise (the queue's rows and the record page). */
      past_reply_promise: Type.Optional(Type.Boolean()),
    }),
  ],
  { $id: 'ListingReport' },
);
export type ListingReport = Static<typeof ListingReportSchema>;

/** A rider's visit an admin booked to check the listing, with who booked it and what the rider found once it is done. */
export const CheckVisitSchema = Type.Object(
  {
    id: Id,
    status: RideStatusSchema,
    slot_start_at: DateTime,
    slot_end_at: DateTime,
    /** The admin who booked it. */
    booked_by_id: Id,
    booked_by_name: Nullable(Type.String()),
    rider_id: Nullable(Id),
    rider_name: Nullable(Type.String()),
    rider_mobile_no: Nullable(Type.String()),
    /** Null until the rider reports. */
    matched: Nullable(Type.Boolean()),
    differences: Nullable(Type.String()),
    notes: Nullable(Type.String()),
  },
  { $id: 'CheckVisit' },
);
export type CheckVisit = Static<typeof CheckVisitSchema>;

/** What the admin may do now: dismiss the open reports, take the listing down, book a rider's check visit. */
export const ListingReportActions = ['dismiss', 'take_down', 'check_visit'] as const;
export const ListingReportActionSchema = StringEnum(ListingReportActions, { $id: 'ListingReportAction' });
export type ListingReportAction = Static<typeof ListingReportActionSchema>;

/** GET admin/listing-reports/{id}: the report, its listing and owner, every report of the listing, its check visits. */
/** An owner's answer to the reports that keep their listing out of search. */
export const OwnerAnswerSchema = Type.Object({ id: Id, text: Type.String(), created_at: DateTime }, { $id: 'OwnerAnswer' });
export type OwnerAnswer = Static<typeof OwnerAnswerSchema>;

/**
 * GET properties/{id}/report-check, the owner's view: `held` while reports keep the listing out of search (the owner
 * may answer then); why people reported it (each reason with how many people gave it; never who, never their notes);
 * the owner's answers, newest first.
 */
export const OwnerListingCheckSchema = Type.Object(
  {
    property_id: Id,
    status: PropertyStatusSchema,
    held: Type.Boolean(),
    held_since: Nullable(DateTime),
    reasons: Type.Array(Type.Object({ reason: ListingReportReasonSchema, people: Type.Integer() })),
    answers: Type.Array(OwnerAnswerSchema),
  },
  { $id: 'OwnerListingCheck' },
);
export type OwnerListingCheck = Static<typeof OwnerListingCheckSchema>;

/** POST properties/{id}/report-answers: the owner's answer, 10 to 1000 characters. */
export const OwnerAnswerBodySchema = Type.Object({ text: Type.String() }, { $id: 'OwnerAnswerBody' });
export type OwnerAnswerBody = Static<typeof OwnerAnswerBodySchema>;

export const ListingReportDetailsSchema = Type.Composite(
  [
    ListingReportSchema,
    Type.Object({
      owner: Nullable(Type.Object({ id: Id, first_name: Type.String(), last_name: Type.String(), mobile_no: Nullable(Type.String()) })),
      /** Every report of the listing, newest first (this one among them). */
      reports: Type.Array(ListingReportEntrySchema),
      check_visits: Type.Array(CheckVisitSchema),
      actions: Type.Array(ListingReportActionSchema),
      /** The owner's answers to the listing's reports, newest first. */
      owner_answers: Type.Array(OwnerAnswerSchema),
    }),
  ],
  { $id: 'ListingReportDetails' },
);
export type ListingReportDetails = Static<typeof ListingReportDetailsSchema>;

/** POST admin/listing-reports/{id}/dismiss: an optional note (at most 500 characters). */
export const DismissReportsBodySchema = Type.Object({ note: Type.Optional(Nullable(Type.String())) }, { $id: 'DismissReportsBody' });
export type DismissReportsBody = Static<typeof DismissReportsBodySchema>;

/** POST admin/listing-reports/{id}/take-down: the reason (5 to 500 characters), sent to the owner by SMS. */
export const TakeDownBodySchema = Type.Object({ reason: Type.String() }, { $id: 'TakeDownBody' });
export type TakeDownBody = Static<typeof TakeDownBodySchema>;

/** POST admin/listing-reports/{id}/check-visit: the slot (the visit rules: 9:00-19:00 India time, 3 h to 14 days ahead), a note for the rider. */
export const CheckVisitBodySchema = Type.Object(
  { slot_date: IsoDay, slot_start: Type.String({ description: '"HH:00", India time' }), note: Type.Optional(Nullable(Type.String())) },
  { $id: 'CheckVisitBody' },
);
export type CheckVisitBody = Static<typeof CheckVisitBodySchema>;

/**
 * GET admin/listing-reports/{id}/history, oldest first: filed, the reporter's notes and withdrawal, dismissed, the
 * listing taken down or put back on the site, closed as the listing left the site; the admin who acted on each of
 * their lines, with their note or the reason (the reporter's words on a NOTE).
 */
export const ListingReportHistoryLineSchema = Type.Object(
  {
    kind: StringEnum(ReportHistoryKinds),
    at: DateTime,
    /** The admin who acted; null on the reporter's lines and on CLOSED. */
    by_id: Nullable(Id),
    by_name: Nullable(Type.String()),
    note: Nullable(Type.String()),
  },
  { $id: 'ListingReportHistoryLine' },
);
export type ListingReportHistoryLine = Static<typeof ListingReportHistoryLineSchema>;
