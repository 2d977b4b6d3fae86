/**
 * The reason (or note) typed in a confirmation dialog: blocking or unblocking a person, cancelling a visit,
 * rejecting (reason) or approving (note) a rider application. Trimmed; at most 500 characters, as the API keeps.
 */
import { atMostCharsMessage } from '../../../adapters/http/contract/rules';
import { REQUIRED_MESSAGE } from '../validation/validators';

export const REASON_MAX = 500;
export const REASON_TOO_LONG_MESSAGE = atMostCharsMessage(REASON_MAX);

export function validateReason(text: unknown, { required }: { required: boolean }): string | undefined {
  const reason = typeof text === 'string' ? text.trim() : '';
  if (reason === '') return required ? REQUIRED_MESSAGE : undefined;
  return reason.length > REASON_MAX ? REASON_TOO_LONG_MESSAGE : undefined;
}

/** The trimmed text, or undefined when nothing was typed (an optional note is then left out of the body). */
export function reasonValue(text: unknown): string | undefined {
  const reason = typeof text === 'string' ? text.trim() : '';
  return reason === '' ? undefined : reason;
}

/**
 * react-admin's dataProvider wrapper answers `{ data: {} }` instead of failing when a 401 logged the admin out:
 * no success toast then. A real answer to a move is the moved record.
 */
export function isLoggedOutAnswer(result: { data?: unknown } | null | undefined): boolean {
  const data = result?.data;
  return !!data && typeof data === 'object' && !Array.isArray(data) && Object.keys(data).length === 0;
}
