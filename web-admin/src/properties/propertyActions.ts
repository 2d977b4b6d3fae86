/**
 * The state moves an admin makes from the console (docs/api.md: `PUT /admin/post-property/:id`
 * `{ action, reason? }`, i.e. `POST /properties/{id}/state`) and which ones the current status allows.
 */
import { PropertyMessages, REJECTION_REASON_RULE, checkRejectionReason } from '../../../adapters/http/contract/rules';
import { isPropertyStatus, propertyStatusLabel, type PropertyStatus } from './propertyOptions';

export const CONSOLE_ACTIONS = ['approve', 'reject', 'verify', 'submit', 'relist', 'archive'] as const;
export type ConsoleAction = (typeof CONSOLE_ACTIONS)[number];

/** The moves offered on list rows and as bulk actions (archive stays on the record page). */
export const REVIEW_ACTIONS: readonly ConsoleAction[] = ['approve', 'reject', 'verify'];

/**
 * Statuses each move starts from: approve a submitted listing, reject a submitted one or take a live one
 * down (a fake or misleading listing found after approval; the owner sees the reason), verify a submitted or live one,
 * send a draft or rejected one for review (e.g. one the admin posted as a draft for an owner), relist a rented or
 * archived one (back to draft, so it can be edited again), archive anything not archived yet (the domain's own
 * table; the server refuses anything else with 409).
 */
export const ACTION_FROM: Readonly<Record<ConsoleAction, readonly PropertyStatus[]>> = {
  approve: ['SUBMITTED'],
  // Not a listing under review: its take-down is on the Reports page, which closes its reports and texts the owner.
  reject: ['SUBMITTED', 'LIVE'],
  verify: ['SUBMITTED', 'LIVE'],
  submit: ['DRAFT', 'REJECTED'],
  relist: ['RENTED', 'ARCHIVED'],
  archive: ['DRAFT', 'SUBMITTED', 'LIVE', 'REJECTED', 'RENTED', 'UNDER_REVIEW'],
};

/** Statuses whose details the server refuses to change (409): a rented or archived listing is relisted first. */
export const LOCKED_STATUSES: readonly PropertyStatus[] = ['RENTED', 'ARCHIVED'];

export function isEditable(status: unknown): boolean {
  return isPropertyStatus(status) && !LOCKED_STATUSES.includes(status);
}

/** Why the edit form cannot be saved ("An archived listing ..."), for a locked status. */
export function lockedMessage(status: unknown): string {
  const label = propertyStatusLabel(status).toLowerCase();
  const article = /^[aeiou]/.test(label) ? 'An' : 'A';
  return `${article} ${label} listing cannot be edited; relist it first (it goes back to draft).`;
}

export const ACTION_LABELS: Readonly<Record<ConsoleAction, string>> = {
  approve: 'Approve',
  reject: 'Reject',
  verify: 'Verify',
  submit: 'Send for review',
  relist: 'Relist',
  archive: 'Archive',
};

export const PROPERTY_UPDATED_MESSAGE = 'Property updated';
export const PROPERTY_CREATED_MESSAGE = 'Property created';

/** The server's rule and message for a rejection reason (the shared contract's). */
export const REJECT_REASON_MIN = REJECTION_REASON_RULE.min;
export const REJECT_REASON_MAX = REJECTION_REASON_RULE.max;
export const REJECT_REASON_MESSAGE = PropertyMessages.rejectionReason;

export function isActionAllowed(action: ConsoleAction, status: unknown): boolean {
  return isPropertyStatus(status) && ACTION_FROM[action].includes(status);
}

/** The moves the status allows, in `among`'s order (all console moves by default). */
export function actionsFor(status: unknown, among: readonly ConsoleAction[] = CONSOLE_ACTIONS): ConsoleAction[] {
  return among.filter((action) => isActionAllowed(action, status));
}

/** A rejection reason: 5 to 500 characters once trimmed (the server's check). */
export const validateRejectReason = (reason: unknown): string | undefined => checkRejectionReason(reason) ?? undefined;

/** Body of the state change: `{ action }`, plus the trimmed `reason` for a rejection. */
export function actionPayload(action: ConsoleAction, reason?: string): { action: ConsoleAction; reason?: string } {
  return action === 'reject' ? { action, reason: (reason ?? '').trim() } : { action };
}

export interface ActionOutcome {
  ok: boolean;
  message?: string;
}

/** The toast after a bulk move: how many of the selected listings changed, and the first refusal. */
export function bulkSummary(outcomes: readonly ActionOutcome[]): { type: 'success' | 'warning' | 'error'; message: string } {
  const total = outcomes.length;
  const succeeded = outcomes.filter((o) => o.ok).length;
  const firstError = outcomes.find((o) => !o.ok && o.message)?.message;
  if (total === 1 && succeeded === 1) return { type: 'success', message: PROPERTY_UPDATED_MESSAGE };
  if (total === 1) return { type: 'error', message: firstError ?? 'The property was not updated.' };
  const count = `${succeeded} of ${total} properties updated`;
  if (succeeded === total) return { type: 'success', message: count };
  const reason = firstError ? ` (${firstError})` : '';
  return { type: succeeded === 0 ? 'error' : 'warning', message: `${count}${reason}` };
}
