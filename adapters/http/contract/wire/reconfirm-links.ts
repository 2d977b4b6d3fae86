/** The owner's one-tap reconfirmation link (GET/POST /api/v1/reconfirm-links/{token}). */
import { Type, type Static } from '@sinclair/typebox';
import { ReconfirmActions } from '../../../../domain/properties/reconfirm-link.js';
import { CitySchema, DateTime, ErrorEnvelopeSchema, Id, Nullable, StringEnum } from './common.js';
import { PropertyStatusSchema } from './properties.js';
import { LanguageSchema } from './users.js';

export const ReconfirmActionSchema = StringEnum(ReconfirmActions, { $id: 'ReconfirmAction' });
export type ReconfirmAction = Static<typeof ReconfirmActionSchema>;

/**
 * A link and its listing as they are now. `state`: OPEN (may act), USED (acted once already: `used_action`,
 * `used_at`), CLOSED (the window it was sent for is over: reconfirmed since, rented, archived, taken down).
 * `language` is the owner's (the page speaks it). `in_search`: the listing shows in search now.
 */
export const ReconfirmLinkSchema = Type.Object(
  {
    state: StringEnum(['OPEN', 'USED', 'CLOSED'] as const),
    language: LanguageSchema,
    expires_at: DateTime,
    used_at: Nullable(DateTime),
    used_action: Nullable(ReconfirmActionSchema),
    listing: Type.Object({
      id: Id,
      title: Type.String(),
      locality: Type.String(),
      city: CitySchema,
      status: PropertyStatusSchema,
      listed_until: Nullable(DateTime),
      in_search: Type.Boolean(),
    }),
  },
  { $id: 'ReconfirmLink' },
);
export type ReconfirmLink = Static<typeof ReconfirmLinkSchema>;

/** 409: the link was used already, or its window is over; `data` is the link and its listing as they are now. */
export const ReconfirmLinkConflictSchema = Type.Composite([ErrorEnvelopeSchema, Type.Object({ data: ReconfirmLinkSchema })], { $id: 'ReconfirmLinkConflict' });
export type ReconfirmLinkConflict = Static<typeof ReconfirmLinkConflictSchema>;
