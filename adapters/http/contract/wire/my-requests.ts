/** "My requests": a signed-in person's callback requests, property requests and listing reports as they follow them. */
import { Type, type Static } from '@sinclair/typebox';
import { RequestKinds } from '../../../../domain/customer-service/my-request.js';
import { DateTime, Id, Nullable, StringEnum } from './common.js';

export const RequestKindSchema = StringEnum(RequestKinds, { $id: 'RequestKind' });
export type RequestKind = Static<typeof RequestKindSchema>;

/** One line of a request's history: made (CREATED), the team moved it (STATUS), the person's note (NOTE) or withdrawal (WITHDRAWN). No staff names. */
export const RequestHistoryLineSchema = Type.Object(
  {
    kind: StringEnum(['CREATED', 'STATUS', 'NOTE', 'WITHDRAWN'] as const),
    /** The status it moved to (CREATED: the first status); null for a note. */
    status: Nullable(Type.String()),
    note: Nullable(Type.String()),
    at: DateTime,
  },
  { $id: 'RequestHistoryLine' },
);
export type RequestHistoryLine = Static<typeof RequestHistoryLineSchema>;

/** A request as its maker reads it (GET users/me/requests, and the answers of its note and withdraw routes). */
export const MyRequestSchema = Type.Object(
  {
    id: Id,
    kind: RequestKindSchema,
    /** The request's own status (a callback: NEW, CONTACTED, FOLLOW_UP, CONVERTED, CLOSED; a property request: NEW, CONTACTED, MATCHED, CLOSED; a report: OPEN, DISMISSED, ACTIONED, CLOSED). */
    status: Type.String(),
    created_at: DateTime,
    /** Still open: a note may be added, or it may be withdrawn. */
    open: Type.Boolean(),
    /** The promise: a reply within 24-48 hours of `created_at`; this is the 48th hour. */
    reply_due_by: DateTime,
    /** WAITING (within 48 hours), LATE (48 hours passed without an answer), ANSWERED, WITHDRAWN (before an answer). */
    reply: StringEnum(['WAITING', 'LATE', 'ANSWERED', 'WITHDRAWN'] as const),
    property_id: Nullable(Id),
    property_title: Nullable(Type.String()),
    city: Nullable(Type.String()),
    bhk: Nullable(Type.Integer()),
    budget: Nullable(Type.Integer()),
    /** A report's reason. */
    reason: Nullable(Type.String()),
    history: Type.Array(RequestHistoryLineSchema),
  },
  { $id: 'MyRequest' },
);
export type MyRequest = Static<typeof MyRequestSchema>;

/** POST users/me/requests/{id}/notes. */
export const RequestNoteBodySchema = Type.Object({ note: Type.String({ minLength: 1, maxLength: 500 }) }, { $id: 'RequestNoteBody' });
export type RequestNoteBody = Static<typeof RequestNoteBodySchema>;
