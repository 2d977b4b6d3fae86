/** Search alerts: a saved listing search that texts its person when a new home matches (at most one SMS a day). */
import { Type, type Static } from '@sinclair/typebox';
import { PROPERTY_SEARCH_MAX_LENGTH } from '../../../../domain/properties/property-rules.js';
import { MAX_RENT_FILTER } from '../../../../domain/properties/search-filters.js';
import { SearchAlertStatuses } from '../../../../domain/search-alerts/search-alert-rules.js';
import { CitySchema, DateTime, Id, IsoDay, Nullable, StringEnum } from './common.js';
import { FurnishingSchema, PreferredTenantsSchema, PropertyTypeSchema } from './properties.js';

export const SearchAlertStatusSchema = StringEnum(SearchAlertStatuses, { $id: 'SearchAlertStatus' });
export type SearchAlertStatus = Static<typeof SearchAlertStatusSchema>;

/** An alert (`searchAlertJson`): the search's city and filters under the listing page's own names; null = any. */
export const SearchAlertSchema = Type.Object(
  {
    id: Id,
    city: CitySchema,
    search: Nullable(Type.String({ maxLength: PROPERTY_SEARCH_MAX_LENGTH })),
    property_type: Nullable(PropertyTypeSchema),
    /** 0 = 1 RK. */
    bhk: Nullable(Type.Integer()),
    min_rent: Nullable(Type.Integer()),
    max_rent: Nullable(Type.Integer()),
    furnishing: Nullable(FurnishingSchema),
    preferred_tenants: Nullable(PreferredTenantsSchema),
    available_by: Nullable(IsoDay),
    verified_only: Type.Boolean(),
    /** STOPPED: by an SMS's stop link or the profile; no texts until resumed. */
    status: SearchAlertStatusSchema,
    stopped_at: Nullable(DateTime),
    created_at: DateTime,
  },
  { $id: 'SearchAlert' },
);
export type SearchAlert = Static<typeof SearchAlertSchema>;

/** POST search-alerts: the listing page's search, under GET /properties/list's names (city required). */
export const SearchAlertBodySchema = Type.Object(
  {
    city: CitySchema,
    /** Trimmed and cut at PROPERTY_SEARCH_MAX_LENGTH characters, as the search reads it (a longer one is not refused). */
    search: Type.Optional(Nullable(Type.String({ description: `Trimmed and cut at ${PROPERTY_SEARCH_MAX_LENGTH} characters, as the search reads it.` }))),
    property_type: Type.Optional(Nullable(PropertyTypeSchema)),
    bhk: Type.Optional(Nullable(Type.Integer({ minimum: 0, maximum: 10 }))),
    min_rent: Type.Optional(Nullable(Type.Integer({ minimum: 0, maximum: MAX_RENT_FILTER }))),
    max_rent: Type.Optional(Nullable(Type.Integer({ minimum: 0, maximum: MAX_RENT_FILTER }))),
    furnishing: Type.Optional(Nullable(FurnishingSchema)),
    preferred_tenants: Type.Optional(Nullable(PreferredTenantsSchema)),
    available_by: Type.Optional(Nullable(IsoDay)),
    verified_only: Type.Optional(Type.Boolean()),
  },
  { $id: 'SearchAlertBody' },
);
export type SearchAlertBody = Static<typeof SearchAlertBodySchema>;

/** PATCH search-alerts/{id}: stop or resume. */
export const SearchAlertStatusBodySchema = Type.Object({ status: SearchAlertStatusSchema }, { $id: 'SearchAlertStatusBody' });
export type SearchAlertStatusBody = Static<typeof SearchAlertStatusBodySchema>;
