import { AUDIT_ACTIONS, AUDIT_SUBJECTS } from '../../../adapters/http/contract/rules';
import type { AuditEntry } from './types';

/** Labels of the actions the console knows by name; any other (a newer one) is written from its code. */
const ACTION_LABELS: Partial<Record<string, string>> = {
  RIDER_APPLICATION_APPROVED: 'Rider application approved',
  RIDER_APPLICATION_REJECTED: 'Rider application rejected',
  PROPERTY_VERIFIED: 'Listing verified',
  PROPERTY_STATE_CHANGED: 'Listing status changed',
  LISTING_TAKEN_DOWN: 'Listing taken down',
  LISTING_REPORT_RESOLVED: 'Reports dismissed',
  USER_BLOCKED: 'Person blocked',
  USER_UNBLOCKED: 'Person unblocked',
  USER_ROLE_CHANGED: 'Role changed',
  USER_ERASED: 'Person erased',
  RIDE_ASSIGNED: 'Ride assigned',
  PEOPLE_EXPORTED: 'People exported',
  ID_NUMBER_VIEWED: 'ID number viewed',
  ADMIN_SECOND_FACTOR_SET_UP: 'Second factor set up',
  ADMIN_RECOVERY_CODE_USED: 'Recovery code used',
  TENANCY_PROPOSED_FOR: 'Tenancy proposed for the parties',
  TENANCY_VOIDED: 'Tenancy voided',
  PAYMENT_VOIDED: 'Payment voided',
  GUIDE_PUBLISHED: 'Guide published',
  GUIDE_UNPUBLISHED: 'Guide withdrawn to draft',
  GUIDE_DELETED: 'Guide deleted',
};

const SUBJECT_LABELS: Partial<Record<string, string>> = {
  USER: 'Person',
  PROPERTY: 'Listing',
  RIDER_APPLICATION: 'Rider application',
  RIDE: 'Ride',
  LISTING_REPORT: 'Report',
  PEOPLE: 'People',
  TENANCY: 'Tenancy',
  PAYMENT: 'Payment',
  GUIDE: 'Guide',
};

/** `SOME_CODE` → `Some code`. */
function fromCode(code: string): string {
  const words = code.toLowerCase().replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export const auditActionLabel = (action: string): string => ACTION_LABELS[action] ?? fromCode(action);
export const auditSubjectLabel = (type: string): string => SUBJECT_LABELS[type] ?? fromCode(type);

export const auditActionChoices = AUDIT_ACTIONS.map((id) => ({ id, name: auditActionLabel(id) }));
export const auditSubjectChoices = AUDIT_SUBJECTS.map((id) => ({ id, name: auditSubjectLabel(id) }));

/** Who: the admin's name, else their e-mail, else their account id (an account that is gone). */
export function auditActorLabel(entry: Pick<AuditEntry, 'actor_name' | 'actor_email' | 'actor_id'>): string {
  return entry.actor_name || entry.actor_email || entry.actor_id;
}

/** The detail as `key: value` pairs, in the order recorded (`reason: Fake listings · count: 3`). */
export function auditDetailText(detail: AuditEntry['detail']): string {
  return Object.entries(detail ?? {})
    .filter(([, value]) => value !== null && value !== '')
    .map(([key, value]) => `${key}: ${String(value)}`)
    .join(' · ');
}
