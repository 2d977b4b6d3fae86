/**
 * What an edit page does when its save fails (pessimistic mode):
 * - field errors (400 `errors`) go under the fields, so no toast (react-admin's own rule);
 * - anything else shows the server's message;
 * - a 409 (the record moved on meanwhile: archived, rented, changed by someone else) reads the record again, so
 *   the page shows its current state (status, notices, what can still be saved) instead of offering the same save.
 */
import { messageOf } from '../apiClient';

export interface SaveErrorReaction {
  /** Toast text, or null when the field errors say it all. */
  message: string | null;
  reload: boolean;
}

export function saveErrorReaction(error: unknown): SaveErrorReaction {
  const e = (error ?? {}) as { status?: unknown; body?: { errors?: unknown } };
  const fieldErrors = e.body?.errors;
  const hasFieldErrors = !!fieldErrors && typeof fieldErrors === 'object' && Object.keys(fieldErrors).length > 0;
  return { message: hasFieldErrors ? null : messageOf(error), reload: e.status === 409 };
}
