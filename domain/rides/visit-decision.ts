/**
 * The tenant's decision after a completed visit: plain data and pure checks, read by the server (Ride.decide) and
 * both front ends (through adapters/http/contract/rules.ts).
 */
import { english } from '../shared/catalogue/index.js';
import { ValidationError } from '../shared/domain-error.js';
import { parseText } from '../shared/text.js';

/** INTERESTED: "I want to rent it"; NOT_INTERESTED: "Not for me", with a reason. */
export const VisitDecisions = ['INTERESTED', 'NOT_INTERESTED'] as const;
export type VisitDecision = (typeof VisitDecisions)[number];

/** Why a home was not for the tenant: the rent, the location, the home's condition, the owner, or something else. */
export const VisitDecisionReasons = ['RENT', 'LOCATION', 'CONDITION', 'OWNER', 'OTHER'] as const;
export type VisitDecisionReason = (typeof VisitDecisionReasons)[number];

/** The tenant's few words with "other": optional, at most this many characters (never shown to the owner). */
export const VISIT_DECISION_NOTE_MAX_LENGTH = 140;
/** The tenant answers, and may change the answer, until this many days after the visit was completed. */
export const VISIT_DECISION_DAYS = 7;

export const VisitDecisionMessages = {
  decision: english('VISIT_DECISION_CHOICE'),
  reason: english('VISIT_DECISION_REASON'),
  reasonNotAllowed: english('VISIT_DECISION_REASON_NOT_ALLOWED'),
  noteOnlyForOther: english('VISIT_DECISION_NOTE_ONLY_OTHER'),
  notCompleted: english('VISIT_DECISION_NOT_COMPLETED'),
  closed: english('VISIT_DECISION_CLOSED', { days: VISIT_DECISION_DAYS }),
  tenantOnly: english('VISIT_DECISION_TENANT_ONLY'),
  saved: english('VISIT_DECISION_SAVED'),
} as const;

export const isVisitDecision = (value: unknown): value is VisitDecision => typeof value === 'string' && (VisitDecisions as readonly string[]).includes(value);
export const isVisitDecisionReason = (value: unknown): value is VisitDecisionReason =>
  typeof value === 'string' && (VisitDecisionReasons as readonly string[]).includes(value);

/** The answer as stored on the visit: what, why (not interested only), the tenant's words (OTHER only), when. */
export interface VisitDecisionAnswer {
  decision: VisitDecision;
  reason: VisitDecisionReason | null;
  note: string | null;
}

/**
 * Reads an answer: a decision; a reason exactly when not interested; a note (optional, at most
 * VISIT_DECISION_NOTE_MAX_LENGTH characters) only with the reason OTHER. Field errors name what to fix.
 */
export function parseVisitDecision(input: { decision?: unknown; reason?: unknown; note?: unknown }): VisitDecisionAnswer {
  const errors: Record<string, string> = {};
  const decision = isVisitDecision(input.decision) ? input.decision : null;
  if (!decision) errors.decision = VisitDecisionMessages.decision;
  const given = (value: unknown) => value !== undefined && value !== null && value !== '';
  let reason: VisitDecisionReason | null = null;
  if (decision === 'INTERESTED' && given(input.reason)) errors.reason = VisitDecisionMessages.reasonNotAllowed;
  if (decision === 'NOT_INTERESTED') {
    if (isVisitDecisionReason(input.reason)) reason = input.reason;
    else errors.reason = VisitDecisionMessages.reason;
  }
  let note: string | null = null;
  if (given(input.note)) {
    if (reason !== 'OTHER' && !errors.reason) errors.note = VisitDecisionMessages.noteOnlyForOther;
    else {
      try {
        note = parseText(input.note, 'note', { max: VISIT_DECISION_NOTE_MAX_LENGTH, foldSpaces: true });
      } catch (error) {
        Object.assign(errors, (error as ValidationError).fields);
      }
    }
  }
  if (Object.keys(errors).length) throw new ValidationError(errors);
  return { decision: decision!, reason, note };
}

/** How many visited a listing and what they answered (counts only: never who). */
export interface VisitDecisionCounts {
  propertyId: string;
  /** Completed tenants' visits of the listing. */
  visited: number;
  interested: number;
  notInterested: number;
  /** Of those not interested, how many gave each reason. */
  reasons: Record<VisitDecisionReason, number>;
}

export function emptyDecisionCounts(propertyId: string): VisitDecisionCounts {
  return { propertyId, visited: 0, interested: 0, notInterested: 0, reasons: { RENT: 0, LOCATION: 0, CONDITION: 0, OWNER: 0, OTHER: 0 } };
}
