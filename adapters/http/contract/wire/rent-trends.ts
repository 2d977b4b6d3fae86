/** Rent trends and the fair-rent mark: the same numbers as the pages at /rent-trends/<city>[/<locality>]. */
import { Type, type Static } from '@sinclair/typebox';
import { Furnishings } from '../../../../domain/properties/property-options.js';
import { CitySchema, DateTime, Nullable, StringEnum } from './common.js';

/** Whole rupees a month: the 25th percentile, the median and the 75th percentile (rounded to ₹50). */
export const RentRangeSchema = Type.Object({ p25: Type.Integer(), median: Type.Integer(), p75: Type.Integer() });
export type RentRange = Static<typeof RentRangeSchema>;

/** How many homes a figure rests on; its range only when they are 5 or more ("not enough homes yet" otherwise). */
export const RentFigureSchema = Type.Object({ homes: Type.Integer({ minimum: 0 }), range: Nullable(RentRangeSchema) });
export type RentFigureWire = Static<typeof RentFigureSchema>;

const FurnishingGroupSchema = Type.Union([StringEnum(Furnishings), Type.Literal('ANY')]);

export const RentTrendRowSchema = Type.Object({
  locality: Type.String({ description: "'' for the whole city" }),
  locality_key: Type.String(),
  bhk: Type.Integer(),
  asking: RentFigureSchema,
  agreed: RentFigureSchema,
  by_furnishing: Type.Array(Type.Object({ furnishing: FurnishingGroupSchema, asking: RentFigureSchema, agreed: RentFigureSchema })),
  trend: Type.Array(Type.Object({ month: Type.String({ description: 'YYYY-MM' }), asking: RentFigureSchema, agreed: RentFigureSchema })),
});

export const RentTrendsSchema = Type.Object({
  city: CitySchema,
  locality: Nullable(Type.Object({ name: Type.String(), key: Type.String() })),
  computed_at: Nullable(DateTime),
  months: Type.Array(Type.String()),
  rows: Type.Array(RentTrendRowSchema),
  localities: Type.Array(Type.Object({ name: Type.String(), key: Type.String(), rows: Type.Array(RentTrendRowSchema) })),
});
export type RentTrends = Static<typeof RentTrendsSchema>;

/** The fair-rent mark of one home: the usual range of its comparables and where its rent sits. */
export const FairRentSchema = Type.Object({
  city: CitySchema,
  locality: Type.String(),
  bhk: Type.Integer(),
  furnishing: StringEnum(Furnishings),
  homes: Type.Integer({ minimum: 5 }),
  range: RentRangeSchema,
  verdict: Nullable(
    Type.Object({
      position: Type.Union([Type.Literal('WITHIN'), Type.Literal('BELOW'), Type.Literal('ABOVE')]),
      percent_above: Type.Optional(Type.Integer({ minimum: 1, description: 'With ABOVE: how far above the upper end, in percent' })),
    }),
  ),
});
export type FairRentWire = Static<typeof FairRentSchema>;
