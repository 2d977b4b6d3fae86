/** Rider-assisted visits: the ride object (as its viewer may see it), the assignment picker, bodies. */
import { Type, type Static } from '@sinclair/typebox';
import { ListingReportReasons } from '../../../../domain/listing-reports/listing-report-rules.js';
import { RideActions, RidePurposes, RideStatuses, type RideActor } from '../../../../domain/rides/ride.js';
import { VISIT_DECISION_NOTE_MAX_LENGTH, VisitDecisionReasons, VisitDecisions } from '../../../../domain/rides/visit-decision.js';
import { CitySchema, DateTime, Id, IsoDay, MessageCodeSchema, MessageParamsSchema, Nullable, StringEnum } from './common.js';

export const RideStatusSchema = StringEnum(RideStatuses, { $id: 'RideStatus' });
export type RideStatus = Static<typeof RideStatusSchema>;
/** TENANT: a tenant's visit to see the home; CHECK: a rider's check of the listing an admin booked (no tenant). */
export const RidePurposeSchema = StringEnum(RidePurposes, { $id: 'RidePurpose' });
export type RidePurpose = Static<typeof RidePurposeSchema>;
export const RideActionSchema = StringEnum(RideActions, { $id: 'RideAction' });
export type RideAction = Static<typeof RideActionSchema>;
/** Who moved a ride (the domain declares a type; `satisfies` keeps this list inside it). */
export const RideActorRoles = ['TENANT', 'ADMIN', 'RIDER', 'SYSTEM'] as const satisfies readonly RideActor['role'][];
export const RideActorRoleSchema = StringEnum(RideActorRoles, { $id: 'RideActorRole' });
export type RideActorRole = Static<typeof RideActorRoleSchema>;

/** The listing of a ride (null when it is no longer readable). */
export const RidePropertySchema = Type.Object(
  {
    id: Id,
    title: Type.String(),
    address: Type.String(),
    locality: Type.String(),
    city: CitySchema,
    pincode: Type.String(),
    rent: Type.Integer(),
    bhk: Type.Integer(),
    cover_image_url: Nullable(Type.String()),
    latitude: Nullable(Type.Number()),
    longitude: Nullable(Type.Number()),
    map_url: Type.String(),
  },
  { $id: 'RideProperty' },
);
export type RideProperty = Static<typeof RidePropertySchema>;

/** The tenant: a rider sees the first name only until they confirm (then the mobile too); admins and the tenant see all. */
export const RideTenantSchema = Type.Object(
  { id: Id, first_name: Type.String(), last_name: Type.Optional(Type.String()), mobile_no: Type.Optional(Nullable(Type.String())) },
  { $id: 'RideTenant' },
);
export type RideTenant = Static<typeof RideTenantSchema>;

/** Who booked the visit (admins' answers only): its tenant, or the admin who booked a check visit. */
export const RideBookerSchema = Type.Object(
  { id: Id, first_name: Type.String(), last_name: Type.String(), mobile_no: Nullable(Type.String()) },
  { $id: 'RideBooker' },
);
export type RideBooker = Static<typeof RideBookerSchema>;

/** The rider: the tenant sees the mobile once the ride is confirmed. */
export const RideRiderSchema = Type.Object(
  { id: Id, first_name: Type.String(), last_name: Type.String(), mobile_no: Type.Optional(Nullable(Type.String())) },
  { $id: 'RideRider' },
);
export type RideRider = Static<typeof RideRiderSchema>;

/** A report photo: signed links only (report photos are never public). */
export const RidePhotoSchema = Type.Object(
  {
    id: Id,
    width: Type.Integer(),
    height: Type.Integer(),
    variants: Type.Array(Type.Object({ width: Type.Integer(), height: Type.Integer(), url: Type.String() })),
  },
  { $id: 'RidePhoto' },
);
export type RidePhoto = Static<typeof RidePhotoSchema>;

/** What the rider found. */
export const RideReportSchema = Type.Object(
  { matched: Type.Boolean(), differences: Nullable(Type.String()), notes: Nullable(Type.String()), photos: Type.Array(RidePhotoSchema) },
  { $id: 'RideReport' },
);
export type RideReport = Static<typeof RideReportSchema>;

/** One line of a ride's history; `by_id` only in admins' answers. */
export const RideHistoryEventSchema = Type.Object(
  {
    at: DateTime,
    by_role: RideActorRoleSchema,
    by_id: Type.Optional(Nullable(Type.String())),
    action: Type.Union([Type.Literal('request'), Type.Literal('expire'), RideActionSchema]),
    from: Nullable(RideStatusSchema),
    to: RideStatusSchema,
    note: Nullable(Type.String()),
    /** The note's code and params when the system wrote it (a person's words have none): the site says it in the reader's language. */
    note_code: Type.Optional(MessageCodeSchema),
    note_params: Type.Optional(MessageParamsSchema),
  },
  { $id: 'RideHistoryEvent' },
);
export type RideHistoryEvent = Static<typeof RideHistoryEventSchema>;

/** A ride as its viewer may see it (`rideJson`): GET/POST/PATCH rides, the console's `rides`. */
export const VisitDecisionSchema = StringEnum(VisitDecisions, { $id: 'VisitDecision' });
export type VisitDecision = Static<typeof VisitDecisionSchema>;
export const VisitDecisionReasonSchema = StringEnum(VisitDecisionReasons, { $id: 'VisitDecisionReason' });
export type VisitDecisionReason = Static<typeof VisitDecisionReasonSchema>;

/**
 * The tenant's decision after a completed visit (shown to the tenant and admins only, on a completed tenant's visit):
 * the answer now standing (null until they answer), when it was given and first given, until when it may be given
 * or changed, and whether the caller may answer now.
 */
export const RideDecisionSchema = Type.Object(
  {
    answer: Nullable(VisitDecisionSchema),
    /** NOT_INTERESTED only. */
    reason: Nullable(VisitDecisionReasonSchema),
    /** With reason OTHER: the tenant's few words. */
    note: Nullable(Type.String({ maxLength: VISIT_DECISION_NOTE_MAX_LENGTH })),
    decided_at: Nullable(DateTime),
    first_decided_at: Nullable(DateTime),
    open_until: DateTime,
    can_answer: Type.Boolean(),
  },
  { $id: 'RideDecision' },
);
export type RideDecision = Static<typeof RideDecisionSchema>;

/** PUT rides/{id}/decision, as the public site sends it (the server's DTO: VisitDecisionDto). */
export const VisitDecisionBodySchema = Type.Object(
  {
    decision: VisitDecisionSchema,
    reason: Type.Optional(Nullable(VisitDecisionReasonSchema)),
    note: Type.Optional(Nullable(Type.String())),
  },
  { $id: 'VisitDecisionBody' },
);
export type VisitDecisionBody = Static<typeof VisitDecisionBodySchema>;

/** GET rides/decision-counts: per listing, completed visits and their answers (counts only, never who). */
export const VisitDecisionCountsSchema = Type.Object(
  {
    property_id: Id,
    visited: Type.Integer(),
    interested: Type.Integer(),
    not_interested: Type.Integer(),
    reasons: Type.Object({
      RENT: Type.Integer(),
      LOCATION: Type.Integer(),
      CONDITION: Type.Integer(),
      OWNER: Type.Integer(),
      OTHER: Type.Integer(),
    }),
  },
  { $id: 'VisitDecisionCounts' },
);
export type VisitDecisionCounts = Static<typeof VisitDecisionCountsSchema>;

export const RideSchema = Type.Object(
  {
    id: Id,
    status: RideStatusSchema,
    /** YYYY-MM-DD, India. */
    slot_date: IsoDay,
    /** "HH:00", India. */
    slot_start: Type.String({ pattern: '^[0-9]{2}:00$' }),
    /** "10:00-11:00". */
    slot_window: Type.String(),
    slot_start_at: DateTime,
    slot_end_at: DateTime,
    /** The listing's city when booked (the domain keeps it as text). */
    city: Type.String(),
    locality: Type.String(),
    /** TENANT, or CHECK: a check of the listing booked by an admin, with no tenant (`tenant` is null). */
    purpose: RidePurposeSchema,
    /** For a check visit, the reasons the listing was reported for when it was booked; empty for a tenant's visit. */
    // The listing-report reasons (listing-reports.ts names them ListingReportReason; that file imports this one).
    check_reasons: Type.Array(StringEnum(ListingReportReasons)),
    property: Nullable(RidePropertySchema),
    tenant: Nullable(RideTenantSchema),
    rider: Nullable(RideRiderSchema),
    /** Admins' answers only. */
    booked_by: Type.Optional(Nullable(RideBookerSchema)),
    /** The tenant's note; for a check visit, the admin's note saying what to check. */
    tenant_note: Nullable(Type.String()),
    cancel_reason: Nullable(Type.String()),
    report: Nullable(RideReportSchema),
    history: Type.Array(RideHistoryEventSchema),
    /** What the caller may do now (the server checks again on every move). */
    allowed_actions: Type.Array(RideActionSchema),
    /** The slot has ended, by the server's clock: no rider can be given, confirmed or started, nor can the tenant cancel. */
    slot_over: Type.Boolean(),
    /** Confirmed or started and still not closed by its rider hours after the slot (docs/rules.md): our team should look. */
    overdue: Type.Boolean(),
    /** A completed tenant's visit, to its tenant and admins: the decision after it. */
    decision: Type.Optional(RideDecisionSchema),
    created_at: DateTime,
    updated_at: DateTime,
  },
  { $id: 'Ride' },
);
export type Ride = Static<typeof RideSchema>;

/** One rider in the assignment picker (`freeRiderJson`): free ones first. */
export const FreeRiderSchema = Type.Object(
  {
    id: Id,
    first_name: Type.String(),
    last_name: Type.String(),
    mobile_no: Nullable(Type.String()),
    city: Nullable(Type.String()),
    localities: Type.Array(Type.String()),
    /** The rider covers the visit's locality. */
    serves_locality: Type.Boolean(),
    /** No other visit in that hour. */
    free: Type.Boolean(),
    /** Within the rider's stated availability. */
    on_duty: Type.Boolean(),
  },
  { $id: 'FreeRider' },
);
export type FreeRider = Static<typeof FreeRiderSchema>;

/** POST rides, as the public site sends it (the server's request DTO is adapters/http/rides/rides.dto.ts). */
export const BookRideBodySchema = Type.Object(
  { property_id: Type.String(), slot_date: IsoDay, slot_start: Type.String(), note: Type.Optional(Nullable(Type.String())) },
  { $id: 'BookRideBody' },
);
export type BookRideBody = Static<typeof BookRideBodySchema>;
