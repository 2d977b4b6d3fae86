/**
 * The tenant's decision after a completed visit, as the console words it (the ride's record page and the lead it
 * made). The lists come from the shared contract.
 */
import { VisitDecisionReasons, type VisitDecisionReason } from '../../../adapters/http/contract/rules';
import { formatDateTime } from '../util/dateFormat';
import type { Ride } from './types';

const REASON_LABELS: Record<VisitDecisionReason, string> = {
  RENT: 'The rent',
  LOCATION: 'The location',
  CONDITION: "The home's condition",
  OWNER: 'The owner',
  OTHER: 'Other',
};

export const decisionReasonLabel = (reason: unknown): string =>
  (VisitDecisionReasons as readonly unknown[]).includes(reason) ? REASON_LABELS[reason as VisitDecisionReason] : String(reason ?? '');

/** "Wants to rent it", "Not for them: The rent", "Not for them: Other (No parking)", or "No answer yet". */
export function decisionText(decision: NonNullable<Ride['decision']>): string {
  if (decision.answer === 'INTERESTED') return 'Wants to rent it';
  if (decision.answer === 'NOT_INTERESTED') return `Not for them: ${decisionReasonLabel(decision.reason)}${decision.note ? ` (${decision.note})` : ''}`;
  return 'No answer yet';
}

/** When it was given (and first given, when the tenant changed it), and until when it may still change. */
export function decisionTimes(decision: NonNullable<Ride['decision']>): string {
  const parts: string[] = [];
  if (decision.decided_at) parts.push(`answered ${formatDateTime(decision.decided_at)}`);
  if (decision.first_decided_at && decision.first_decided_at !== decision.decided_at) parts.push(`first answered ${formatDateTime(decision.first_decided_at)}`);
  parts.push(`${decision.decided_at ? 'may change' : 'may answer'} until ${formatDateTime(decision.open_until)}`);
  return parts.join('; ');
}
