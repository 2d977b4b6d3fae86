/**
 * The API's JSON, written once: TypeBox schemas that are at the same time the TypeScript types the
 * server's presenters return and the front ends read (`import type` only, so TypeBox stays out of the
 * bundles), and the JSON Schemas of the OpenAPI document. Enums are built from the domain's const arrays.
 *
 * Two dialects: the spec's envelope `{ success, message, data, meta? }` (failures `{ success: false, message,
 * errors }`) and the console's ra-data-simple-rest records (the bare record or array, `Content-Range` for
 * lists; failures are the same error envelope).
 */
import { Type, type Static, type TLiteral, type TSchema, type TUnion, type SchemaOptions } from '@sinclair/typebox';
import { Cities } from '../../../../domain/properties/property-options.js';
import { en } from '../../../../domain/shared/catalogue/en.js';

/** `T | null`: every nullable field says so (the issue found `deposit: number` vs `number | null` drift). */
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** A string enum from one of the domain's `as const` arrays (the one source of its values). */
export function StringEnum<const T extends readonly string[]>(values: T, options: SchemaOptions = {}): TUnion<TLiteral<T[number]>[]> {
  return Type.Union(
    values.map((value) => Type.Literal(value)),
    options,
  ) as unknown as TUnion<TLiteral<T[number]>[]>;
}

/** An ISO 8601 instant, as `Date.toISOString()` writes it. */
export const DateTime = Type.String({ format: 'date-time' });
/** A calendar day, YYYY-MM-DD. */
export const IsoDay = Type.String({ format: 'date' });
/** Every record's id (UUID v7). */
export const Id = Type.String({ format: 'uuid' });

/** The cities served (listings, projects, requests, riders). */
export const CitySchema = StringEnum(Cities, { $id: 'City' });
export type City = Static<typeof CitySchema>;

/** Field name → message, as the forms show them under their fields. */
export const FieldErrorsSchema = Type.Record(Type.String(), Type.String(), { $id: 'FieldErrors' });
export type FieldErrors = Static<typeof FieldErrorsSchema>;

/** Every stable code a text of an answer can have (domain/shared/catalogue/en.ts): clients translate by it. */
export const MessageCodeSchema = StringEnum(Object.keys(en.messages) as (keyof typeof en.messages)[], {
  $id: 'MessageCode',
  description: 'The stable code of the answer\'s text; its English is `message`, its words in each language are in the catalogue.',
});
/** The values a text's placeholders take. */
export const MessageParamsSchema = Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()]), { $id: 'MessageParams' });
/** Field name → the code and params of its message. */
export const FieldCodesSchema = Type.Record(Type.String(), Type.Object({ code: MessageCodeSchema, params: MessageParamsSchema }), { $id: 'FieldCodes' });

/**
 * Every failure, in both dialects: `{ success: false, code, params, message, errors, field_codes }` (`message` and
 * `errors` in English; `code`, `params` and `field_codes` name the same texts in the catalogue). The readiness check adds `data`
 * (what is not ready); the admin login adds `status: false` (the console reads it, spec section 7); a 5xx
 * answer carries `request_id` (the X-Request-Id, for support to find the request's log lines; request-log.ts).
 */
export const ErrorEnvelopeSchema = Type.Object(
  {
    success: Type.Literal(false),
    code: MessageCodeSchema,
    params: MessageParamsSchema,
    message: Type.String(),
    errors: FieldErrorsSchema,
    field_codes: FieldCodesSchema,
    status: Type.Optional(Type.Literal(false)),
    data: Type.Optional(Type.Unknown()),
    request_id: Type.Optional(Type.String()),
  },
  { $id: 'ErrorEnvelope' },
);
export type ErrorEnvelope = Static<typeof ErrorEnvelopeSchema>;

/** The paging of an envelope list answer. */
export const PageMetaSchema = Type.Object(
  { page: Type.Integer({ minimum: 1 }), limit: Type.Integer({ minimum: 1 }), total: Type.Integer({ minimum: 0 }), total_pages: Type.Integer({ minimum: 1 }) },
  { $id: 'PageMeta' },
);
export type PageMeta = Static<typeof PageMetaSchema>;

/** A search's paging: counts stop at a cap, past which `total_is_exact` is false ("1000+"). */
export const SearchMetaSchema = Type.Object(
  { page: Type.Integer({ minimum: 1 }), limit: Type.Integer({ minimum: 1 }), total: Type.Integer({ minimum: 0 }), total_pages: Type.Integer({ minimum: 1 }), total_is_exact: Type.Boolean() },
  { $id: 'SearchMeta' },
);
export type SearchMeta = Static<typeof SearchMetaSchema>;

/** The code and params of a success answer's message (absent where no code names it). */
export const messageCode = { code: Type.Optional(MessageCodeSchema), params: Type.Optional(MessageParamsSchema) };

/** A success answer of the spec's dialect (schema): `{ success: true, code, params, message, data }`. */
export const EnvelopeOf = <T extends TSchema>(data: T, options: SchemaOptions = {}) =>
  Type.Object({ success: Type.Literal(true), ...messageCode, message: Type.String(), data }, options);

/** A paged success answer of the spec's dialect (schema): `{ success: true, message, data: [...], meta }`. */
export const PagedEnvelopeOf = <T extends TSchema, M extends TSchema = typeof PageMetaSchema>(item: T, meta?: M, options: SchemaOptions = {}) =>
  Type.Object({ success: Type.Literal(true), ...messageCode, message: Type.String(), data: Type.Array(item), meta: (meta ?? PageMetaSchema) as M }, options);

/** A success answer of the spec's dialect (type). */
export interface Envelope<T, M = PageMeta> {
  success: true;
  code?: keyof typeof en.messages;
  params?: Record<string, string | number>;
  message: string;
  data: T;
  meta?: M;
}

/** `data` of the answers that create something and return only its id (a callback request, a property request). */
export const CreatedIdSchema = Type.Object({ id: Id }, { $id: 'CreatedId' });
export type CreatedId = Static<typeof CreatedIdSchema>;

/** `data` of the answers that only confirm (password reset flow): the message again. */
export const MessageDataSchema = Type.Object({ message: Type.String() }, { $id: 'MessageData' });
export type MessageData = Static<typeof MessageDataSchema>;

/** The spec's paged list body (`POST leads/list`, `properties/list/me`, `properties/list/admin`). */
export const ListBodySchema = Type.Object(
  {
    limit: Type.Optional(Type.Integer({ minimum: 1 })),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
    search: Type.Optional(Type.String()),
    filter: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
  },
  { $id: 'ListBody' },
);
export type ListBody = Static<typeof ListBodySchema>;

/** The console's simple-rest list query (`?sort=["field","ASC"]&range=[0,24]&filter={...}`), as sent. */
export const SimpleRestQuerySchema = Type.Object(
  {
    sort: Type.Optional(Type.String({ description: 'JSON ["field","ASC"|"DESC"]' })),
    range: Type.Optional(Type.String({ description: 'JSON [from, to], inclusive' })),
    filter: Type.Optional(Type.String({ description: 'JSON object; `q` searches' })),
  },
  { $id: 'SimpleRestQuery' },
);
export type SimpleRestQuery = Static<typeof SimpleRestQuerySchema>;
