/** The admin audit log, as the console's Audit log resource reads it. */
import { Type, type Static } from '@sinclair/typebox';
import { AUDIT_ACTIONS, AUDIT_SUBJECTS } from '../../../../domain/audit/audit-entry.js';
import { DateTime, Id, Nullable, StringEnum } from './common.js';

export const AuditActionSchema = StringEnum(AUDIT_ACTIONS, { $id: 'AuditAction' });
export type AuditAction = Static<typeof AuditActionSchema>;
export const AuditSubjectTypeSchema = StringEnum(AUDIT_SUBJECTS, { $id: 'AuditSubjectType' });
export type AuditSubjectType = Static<typeof AuditSubjectTypeSchema>;

/** One entry: who (by id, name and e-mail), when, what, to what, plain facts about it, and from which address. */
export const AuditEntrySchema = Type.Object(
  {
    id: Id,
    at: DateTime,
    actor_id: Id,
    /** The actor's name and e-mail as they are now (null when the account is gone). */
    actor_name: Nullable(Type.String()),
    actor_email: Nullable(Type.String()),
    action: AuditActionSchema,
    subject_type: AuditSubjectTypeSchema,
    /** Null for an action on no one record (a people export). */
    subject_id: Nullable(Type.String()),
    /** Plain facts (a status before and after, a reason an admin typed, a count); never a phone or ID number. */
    detail: Type.Record(Type.String(), Type.Union([Type.String(), Type.Number(), Type.Boolean(), Type.Null()])),
    /** The client address of the request, as the app saw it (null for a job). */
    from_address: Nullable(Type.String()),
  },
  { $id: 'AuditEntry' },
);
export type AuditEntry = Static<typeof AuditEntrySchema>;
