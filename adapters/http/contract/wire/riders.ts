/** Rider applications: apply, read one's own, the console's review queue. */
import { Type, type Static } from '@sinclair/typebox';
import { IdDocumentTypes } from '../../../../domain/riders/id-documents.js';
import { RiderApplicationStatuses, Weekdays } from '../../../../domain/riders/rider-application.js';
import { CitySchema, DateTime, Id, Nullable, StringEnum } from './common.js';

export const WeekdaySchema = StringEnum(Weekdays, { $id: 'Weekday' });
export type Weekday = Static<typeof WeekdaySchema>;
export const IdDocumentTypeSchema = StringEnum(IdDocumentTypes, { $id: 'IdDocumentType' });
export type IdDocumentType = Static<typeof IdDocumentTypeSchema>;
export const RiderApplicationStatusSchema = StringEnum(RiderApplicationStatuses, { $id: 'RiderApplicationStatus' });
export type RiderApplicationStatus = Static<typeof RiderApplicationStatusSchema>;

/** Which days, and from which hour to which hour (India time, inside the 9-19 visiting day). */
export const AvailabilitySchema = Type.Object(
  { days: Type.Array(WeekdaySchema), from_hour: Type.Integer(), to_hour: Type.Integer() },
  { $id: 'Availability' },
);
export type Availability = Static<typeof AvailabilitySchema>;

/** A rider application (`riderApplicationJson`); the ID number masked for everyone (admins ask for it: RiderIdNumber). */
export const RiderApplicationSchema = Type.Object(
  {
    id: Id,
    user_id: Id,
    first_name: Type.String(),
    last_name: Type.String(),
    mobile_no: Type.String(),
    city: CitySchema,
    localities: Type.Array(Type.String()),
    has_vehicle: Type.Boolean(),
    availability: AvailabilitySchema,
    id_document_type: IdDocumentTypeSchema,
    /** "•••• 1234". */
    id_document_number_masked: Type.String(),
    /** Whether the whole number is kept (sealed) and an admin may ask for it: false for Aadhaar (last four only). */
    id_document_number_kept_whole: Type.Boolean(),
    /** Admins' review page only: other people's applications made with the same Aadhaar number. */
    same_id_number_as: Type.Optional(Type.Array(Id)),
    status: RiderApplicationStatusSchema,
    review_reason: Nullable(Type.String()),
    reviewed_at: Nullable(DateTime),
    created_at: DateTime,
    updated_at: DateTime,
  },
  { $id: 'RiderApplication' },
);
export type RiderApplication = Static<typeof RiderApplicationSchema>;

/** POST admin/rider-applications/{id}/id-number: the whole number (null for Aadhaar, which is never kept whole). */
export const RiderIdNumberSchema = Type.Object(
  { id_document_type: IdDocumentTypeSchema, id_document_number: Nullable(Type.String()), last4: Type.String() },
  { $id: 'RiderIdNumber' },
);
export type RiderIdNumber = Static<typeof RiderIdNumberSchema>;

/** POST riders/applications, as the public site sends it (the server's request DTO is adapters/http/riders/riders.dto.ts). */
export const RiderApplicationBodySchema = Type.Object(
  {
    first_name: Type.String(),
    last_name: Type.String(),
    city: CitySchema,
    localities: Type.Array(Type.String()),
    has_vehicle: Type.Boolean(),
    availability: AvailabilitySchema,
    id_document_type: IdDocumentTypeSchema,
    id_document_number: Type.String(),
  },
  { $id: 'RiderApplicationBody' },
);
export type RiderApplicationBody = Static<typeof RiderApplicationBodySchema>;
