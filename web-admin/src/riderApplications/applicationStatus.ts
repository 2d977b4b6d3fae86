/**
 * Rider application statuses and the decisions an admin makes (docs/contexts/riders.md): a PENDING
 * application is approved (optional note; the person becomes a rider) or rejected (reason required, the person
 * reads it). Approved and rejected applications are final.
 */
import {
  IdDocumentTypes as ID_DOCUMENT_TYPES,
  RiderApplicationMessages,
  RiderApplicationStatuses as APPLICATION_STATUSES,
  Weekdays as WEEKDAYS,
  type IdDocumentType,
  type RiderApplicationStatus as ApplicationStatus,
  type Weekday,
} from '../../../adapters/http/contract/rules';
import { choicesOf, colorIn, labelIn } from '../status/labels';

export { APPLICATION_STATUSES, ID_DOCUMENT_TYPES, WEEKDAYS, type ApplicationStatus, type IdDocumentType, type Weekday };

const STATUS_LABELS: Record<ApplicationStatus, string> = { PENDING: 'Pending', APPROVED: 'Approved', REJECTED: 'Rejected' };

export const applicationStatusLabel = labelIn(STATUS_LABELS);
export const applicationStatusChoices = choicesOf(APPLICATION_STATUSES, STATUS_LABELS);

export const applicationStatusColor = colorIn<ApplicationStatus>({ PENDING: 'warning', APPROVED: 'success', REJECTED: 'error' });

export type ApplicationDecision = 'approve' | 'reject';

/** The decisions an application allows now: both while pending, none after. */
export function applicationDecisions(status: unknown): ApplicationDecision[] {
  return status === 'PENDING' ? ['approve', 'reject'] : [];
}

/** Body of `POST /admin/rider-applications/{id}/approve` (`{ note? }`) or `/reject` (`{ reason }`). */
export function decisionPayload(decision: ApplicationDecision, text: string | undefined): Record<string, string> {
  const value = (text ?? '').trim();
  if (decision === 'reject') return { reason: value };
  return value ? { note: value } : {};
}

/** The domain's own texts (RiderApplicationMessages, through the contract). */
export const APPLICATION_APPROVED_MESSAGE = RiderApplicationMessages.approved;
export const APPLICATION_REJECTED_MESSAGE = RiderApplicationMessages.rejected;

export const idDocumentTypeLabel = labelIn<IdDocumentType>({
  AADHAAR: 'Aadhaar',
  PAN: 'PAN',
  DRIVING_LICENCE: 'Driving licence',
  VOTER_ID: 'Voter ID',
  PASSPORT: 'Passport',
});
