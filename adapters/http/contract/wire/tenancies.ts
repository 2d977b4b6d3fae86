/** Tenancies confirmed by both sides and their payments: a party's tenancy page, the console's Tenancies and Payments. */
import { Type, type Static } from '@sinclair/typebox';
import { PaymentKinds, PaymentModes, PaymentStatuses, TenancyStatuses } from '../../../../domain/tenancies/tenancy-rules.js';
import { TenancyEventActions } from '../../../../domain/tenancies/tenancy-event.js';
import { CitySchema, DateTime, Id, IsoDay, Nullable, PageMetaSchema, StringEnum } from './common.js';

export const TenancyStatusSchema = StringEnum(TenancyStatuses, { $id: 'TenancyStatus' });
export type TenancyStatus = Static<typeof TenancyStatusSchema>;
export const PaymentKindSchema = StringEnum(PaymentKinds, { $id: 'PaymentKind' });
export const PaymentModeSchema = StringEnum(PaymentModes, { $id: 'PaymentMode' });
export const PaymentStatusSchema = StringEnum(PaymentStatuses, { $id: 'PaymentStatus' });
const Role = Type.Union([Type.Literal('OWNER'), Type.Literal('TENANT'), Type.Literal('ADMIN')]);
const Party = Type.Union([Type.Literal('OWNER'), Type.Literal('TENANT')]);

/** A tenancy: its terms (whole rupees, whole months), whose confirmation of the current terms counts, and its dates. */
export const TenancySchema = Type.Object(
  {
    id: Id,
    property_id: Id,
    city: CitySchema,
    owner_id: Id,
    tenant_id: Id,
    proposed_by_role: Role,
    rent: Type.Integer(),
    deposit: Type.Integer(),
    maintenance: Type.Integer(),
    move_in_date: IsoDay,
    term_months: Type.Integer(),
    notice_months: Type.Integer(),
    rent_due_day: Type.Integer(),
    /** Goes up with each change of the terms; a confirmation counts for the version it was given for. */
    terms_version: Type.Integer(),
    owner_confirmed: Type.Boolean(),
    tenant_confirmed: Type.Boolean(),
    status: TenancyStatusSchema,
    confirmed_at: Nullable(DateTime),
    move_out_date: Nullable(IsoDay),
    ended_at: Nullable(DateTime),
    withdrawn_at: Nullable(DateTime),
    withdraw_reason: Nullable(Type.String()),
    voided_at: Nullable(DateTime),
    void_reason: Nullable(Type.String()),
    /** The owner's statement that the tenant saw the home in person on this day. */
    visited_on: Nullable(IsoDay),
    /**
     * The rent agreement of the confirmed terms: when each party approved it by code (null until they have, and
     * again null for terms changed since).
     */
    agreement: Type.Object({ owner_approved_at: Nullable(DateTime), tenant_approved_at: Nullable(DateTime) }),
    /** The landlord's PAN for the receipts, masked (******234F); null until the owner gives it. */
    landlord_pan_masked: Nullable(Type.String()),
    created_at: DateTime,
    updated_at: DateTime,
  },
  { $id: 'Tenancy' },
);
export type Tenancy = Static<typeof TenancySchema>;

/** A tenancy as one of its parties (or an admin) reads it: the home, both names, the reader's side and moves. */
const viewFields = {
  ...TenancySchema.properties,
  as: Role,
  home: Nullable(Type.Object({ id: Id, title: Type.String(), locality: Type.String(), city: CitySchema })),
  owner_name: Type.String(),
  tenant_name: Type.String(),
  /** change, request_code, confirm, withdraw, notice, end, visit_statement, record_payment, approve_agreement, landlord_pan, void. */
  actions: Type.Array(Type.String()),
};
export const TenancyViewSchema = Type.Object(viewFields, { $id: 'TenancyView' });
export type TenancyView = Static<typeof TenancyViewSchema>;

export const PaymentSchema = Type.Object(
  {
    id: Id,
    tenancy_id: Id,
    kind: PaymentKindSchema,
    amount: Type.Integer(),
    mode: PaymentModeSchema,
    reference: Nullable(Type.String()),
    paid_on: IsoDay,
    /** YYYY-MM, a rent payment's month. */
    for_month: Nullable(Type.String()),
    recorded_by_party: Party,
    status: PaymentStatusSchema,
    confirmed_at: Nullable(DateTime),
    disputed_at: Nullable(DateTime),
    dispute_note: Nullable(Type.String()),
    voided_at: Nullable(DateTime),
    void_reason: Nullable(Type.String()),
    created_at: DateTime,
    updated_at: DateTime,
    /** What the reader may do to it: request_code, confirm, dispute (the other party, while pending); void (an admin). */
    actions: Type.Optional(Type.Array(Type.String())),
  },
  { $id: 'TenancyPayment' },
);
export type Payment = Static<typeof PaymentSchema>;

export const TenancyEventSchema = Type.Object(
  {
    id: Id,
    payment_id: Nullable(Id),
    at: DateTime,
    by_id: Id,
    by_role: Role,
    action: StringEnum(TenancyEventActions),
    terms_version: Nullable(Type.Integer()),
    note: Nullable(Type.String()),
  },
  { $id: 'TenancyEvent' },
);
export type TenancyEvent = Static<typeof TenancyEventSchema>;

/** A tenancy's page: the view, a page of its payments (disputed first, newest next) and its history (oldest first). */
export const TenancyDetailSchema = Type.Object(
  { ...viewFields, payments: Type.Array(PaymentSchema), payments_meta: PageMetaSchema, history: Type.Array(TenancyEventSchema) },
  { $id: 'TenancyDetail' },
);
export type TenancyDetail = Static<typeof TenancyDetailSchema>;
