/** "Tell us what you need": a tenant's request for a home the listings do not show. */
import { Type, type Static } from '@sinclair/typebox';
import { PropertyRequestStatuses } from '../../../../domain/property-requests/property-request.js';
import { CitySchema, DateTime, Id, IsoDay, Nullable, StringEnum } from './common.js';

export const PropertyRequestStatusSchema = StringEnum(PropertyRequestStatuses, { $id: 'PropertyRequestStatus' });
export type PropertyRequestStatus = Static<typeof PropertyRequestStatusSchema>;

/** A property request (`propertyRequestJson`): the console's `property-request` resource. */
export const PropertyRequestSchema = Type.Object(
  {
    id: Id,
    first_name: Type.String(),
    last_name: Type.String(),
    mobile_no: Type.String(),
    email: Nullable(Type.String()),
    city: CitySchema,
    locality: Nullable(Type.String()),
    /** 0 = 1 RK. */
    bhk: Nullable(Type.Integer()),
    /** Rupees a month. */
    budget: Type.Integer(),
    move_in_date: Nullable(IsoDay),
    notes: Nullable(Type.String()),
    status: PropertyRequestStatusSchema,
    /** Moves allowed from the current status, for the status menu. */
    next_statuses: Type.Array(PropertyRequestStatusSchema),
    created_at: DateTime,
    updated_at: DateTime,
    status_changed_at: Nullable(DateTime),
    /** The console's grid and record page: still in its first status and past the 48-hour reply promise (absent elsewhere). */
    past_reply_promise: Type.Optional(Type.Boolean()),
  },
  { $id: 'PropertyRequest' },
);
export type PropertyRequest = Static<typeof PropertyRequestSchema>;

/** POST property-requests (anyone; a signed-in user's token links it to their account). */
export const PropertyRequestBodySchema = Type.Object(
  {
    first_name: Type.String(),
    last_name: Type.String(),
    mobile_no: Type.Union([Type.String(), Type.Number()]),
    country_code: Type.Optional(Type.String()),
    email: Type.Optional(Nullable(Type.String())),
    city: CitySchema,
    locality: Type.Optional(Nullable(Type.String())),
    bhk: Type.Optional(Nullable(Type.Integer())),
    budget: Type.Integer(),
    move_in_date: Type.Optional(Nullable(IsoDay)),
    notes: Type.Optional(Nullable(Type.String())),
  },
  { $id: 'PropertyRequestBody' },
);
export type PropertyRequestBody = Static<typeof PropertyRequestBodySchema>;

/** PUT admin/property-request/{id}: only the status is editable. */
export const PropertyRequestStatusBodySchema = Type.Object({ status: PropertyRequestStatusSchema }, { $id: 'PropertyRequestStatusBody' });
export type PropertyRequestStatusBody = Static<typeof PropertyRequestStatusBodySchema>;
