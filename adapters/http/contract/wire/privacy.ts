/** A person's rights over their data: the export of everything held about them, and the answer to an erasure. */
import { Type, type Static } from '@sinclair/typebox';
import { DateTime, Id, Nullable, StringEnum } from './common.js';
import { PropertyImageSchema } from './gallery.js';
import { LeadSchema } from './leads.js';
import { PropertyRequestSchema } from './property-requests.js';
import { RiderApplicationSchema } from './riders.js';
import { SearchAlertSchema } from './search-alerts.js';
import { PaymentSchema, TenancySchema } from './tenancies.js';
import { UserSchema } from './users.js';

const Str = Type.String();

export const MyDataSchema = Type.Object(
  {
    generated_at: DateTime,
    /** The account as typed (name, e-mail, language), its number and when it was made (the sign-up notice was shown then). */
    profile: Type.Composite([UserSchema, Type.Object({ city: Nullable(Str), signed_up_at: DateTime, updated_at: DateTime })]),
    listings: Type.Array(
      Type.Object({
        id: Id,
        title: Str,
        status: Str,
        city: Str,
        locality: Str,
        address: Str,
        rent: Type.Integer(),
        created_at: DateTime,
        photos: Type.Array(PropertyImageSchema),
      }),
    ),
    visits: Type.Array(
      Type.Object({
        id: Id,
        role: StringEnum(['TENANT', 'RIDER', 'OWNER'] as const),
        status: Str,
        slot_start_at: DateTime,
        property_id: Id,
        property_title: Nullable(Str),
        locality: Str,
        city: Str,
        /** The tenant's own note (only on the tenant's visits). */
        note: Nullable(Str),
        cancel_reason: Nullable(Str),
        created_at: DateTime,
      }),
    ),
    callback_requests: Type.Array(LeadSchema),
    property_requests: Type.Array(PropertyRequestSchema),
    wishlist: Type.Array(Type.Object({ property_id: Id, title: Str, city: Str, locality: Str })),
    search_alerts: Type.Array(SearchAlertSchema),
    listing_reports: Type.Array(
      Type.Object({ id: Id, property_id: Id, reason: Str, note: Nullable(Str), status: Str, mobile_no: Nullable(Str), created_at: DateTime }),
    ),
    /** The public shape: the ID number masked. */
    rider_applications: Type.Array(RiderApplicationSchema),
    /** Tenancies they are a party to, each with its payments. */
    tenancies: Type.Array(Type.Object({ tenancy: TenancySchema, payments: Type.Array(PaymentSchema) })),
    /** Devices signed in (no token, nor its hash). */
    sessions: Type.Array(Type.Object({ id: Id, created_at: DateTime, last_used_at: DateTime, expires_at: DateTime, ended_at: Nullable(DateTime), signed_in_as: Nullable(Str) })),
  },
  { $id: 'MyData' },
);
export type MyData = Static<typeof MyDataSchema>;

/** What an erasure keeps: visits and withdrawn listings (disputes), tenancies and their payments (the other party's, tax), the record. */
export const ErasureKeptSchema = Type.Object({ kind: StringEnum(['VISITS', 'LISTINGS', 'TENANCIES', 'TENANCY_PAYMENTS', 'ERASURE_RECORD'] as const), count: Type.Integer(), reason: Str, until: DateTime });

/** What an erasure removed, and what it kept (each with its reason and purge date). */
export const ErasureSchema = Type.Object(
  {
    id: Id,
    subject_id: Id,
    requested_by: StringEnum(['SELF', 'ADMIN'] as const),
    admin_id: Nullable(Id),
    reason: Nullable(Str),
    removed: Type.Object({
      listings_withdrawn: Type.Integer(),
      photos_deleted: Type.Integer(),
      visits_cancelled: Type.Integer(),
      sessions_ended: Type.Integer(),
      wishlist_entries: Type.Integer(),
      search_alerts: Type.Integer(),
      callback_requests: Type.Integer(),
      property_requests: Type.Integer(),
      listing_reports: Type.Integer(),
      rider_applications: Type.Integer(),
      otp_codes: Type.Integer(),
      /** Tenancy proposals not yet confirmed by both, withdrawn (the other party texted). */
      tenancy_proposals_withdrawn: Type.Integer(),
    }),
    kept: Type.Array(ErasureKeptSchema),
    created_at: DateTime,
  },
  { $id: 'Erasure' },
);
export type Erasure = Static<typeof ErasureSchema>;

