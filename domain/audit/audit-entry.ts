/**
 * What an admin did, kept append-only so it can be read back later: who, when, what, to what, from where.
 * An entry never holds the personal data it touched (no phone number, no ID number): the subject's id and
 * what changed (a status, a reason, a count) are enough to answer "who did this".
 */
export const AUDIT_ACTIONS = [
  'RIDER_APPLICATION_APPROVED',
  'RIDER_APPLICATION_REJECTED',
  'PROPERTY_VERIFIED',
  'PROPERTY_STATE_CHANGED',
  'LISTING_TAKEN_DOWN',
  'LISTING_REPORT_RESOLVED',
  'USER_BLOCKED',
  'USER_UNBLOCKED',
  'USER_ROLE_CHANGED',
  'USER_ERASED',
  'RIDE_ASSIGNED',
  'PEOPLE_EXPORTED',
  'ID_NUMBER_VIEWED',
  'ADMIN_SECOND_FACTOR_SET_UP',
  'ADMIN_RECOVERY_CODE_USED',
  'TENANCY_PROPOSED_FOR',
  'TENANCY_VOIDED',
  'PAYMENT_VOIDED',
  'GUIDE_PUBLISHED',
  'GUIDE_UNPUBLISHED',
  'GUIDE_DELETED',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_SUBJECTS = ['USER', 'PROPERTY', 'RIDER_APPLICATION', 'RIDE', 'LISTING_REPORT', 'PEOPLE', 'TENANCY', 'PAYMENT', 'GUIDE'] as const;
export type AuditSubject = (typeof AUDIT_SUBJECTS)[number];

/** Plain facts about the action: never a phone number, an ID number or a message body. */
export type AuditDetail = Record<string, string | number | boolean | null>;

export interface AuditRecord {
  actorId: string;
  action: AuditAction;
  subject: { type: AuditSubject; id: string | null };
  detail?: AuditDetail;
  at: Date;
}

export interface AuditEntry extends AuditRecord {
  id: string;
  /** The client address the request came from (null for work with no request, such as a job). */
  from: string | null;
}
