/**
 * A person's account status (docs/contexts/users.md): ACTIVE or BLOCKED, changed by an admin with a reason through
 * `POST /admin/{resource}/{id}/status { status, reason }`. Blocking ends the person's sessions, suspends their live
 * listings and cancels their open visits (SMS to the other side).
 */
import { UserStatuses as USER_STATUSES, type UserStatus } from '../../../adapters/http/contract/rules';
import { choicesOf, colorIn, labelIn } from '../status/labels';

export { USER_STATUSES, type UserStatus };

const LABELS: Record<UserStatus, string> = { ACTIVE: 'Active', BLOCKED: 'Blocked' };

export const isUserStatus = (value: unknown): value is UserStatus => typeof value === 'string' && (USER_STATUSES as readonly string[]).includes(value);

export const userStatusLabel = labelIn(LABELS);
export const userStatusColor = colorIn<UserStatus>({ ACTIVE: 'success', BLOCKED: 'error' });
export const userStatusChoices = choicesOf(USER_STATUSES, LABELS);

/** The one status move a person's record offers: Block an active person, Unblock a blocked one. */
export interface UserStatusMove {
  to: UserStatus;
  label: 'Block' | 'Unblock';
  /** `user-block-button` / `user-unblock-button`. */
  testId: string;
  title: string;
  description: string;
  /** Toast after success. */
  done: string;
}

const BLOCK: UserStatusMove = {
  to: 'BLOCKED',
  label: 'Block',
  testId: 'user-block-button',
  title: 'Block this person',
  description:
    'They are signed out everywhere and cannot sign in; their live listings are suspended and their open visits cancelled (the other side gets an SMS). The reason is kept on their record.',
  done: 'Account blocked',
};

const UNBLOCK: UserStatusMove = {
  to: 'ACTIVE',
  label: 'Unblock',
  testId: 'user-unblock-button',
  title: 'Unblock this person',
  description: 'They can sign in again. Suspended listings stay suspended until reviewed. The reason is kept on their record.',
  done: 'Account unblocked',
};

export function userStatusMove(status: unknown): UserStatusMove {
  return status === 'BLOCKED' ? UNBLOCK : BLOCK;
}

/** Body of `POST /admin/{resource}/{id}/status`. */
export function statusChangePayload(move: UserStatusMove, reason: string | undefined): { status: UserStatus; reason: string } {
  return { status: move.to, reason: (reason ?? '').trim() };
}

const ROLE_LABELS: Record<string, string> = { ADMIN: 'Admin', OWNER: 'Owner', RIDER: 'Rider', TENANT: 'Tenant' };

/** "Rider · Tenant": the primary role first, no repeats. */
export function rolesLabel(user: { primary_role?: unknown; secondary_role?: unknown } | null | undefined): string {
  if (!user) return '';
  const roles = [user.primary_role, user.secondary_role].filter((r): r is string => typeof r === 'string' && r !== '');
  return [...new Set(roles)].map((r) => ROLE_LABELS[r] ?? r).join(' · ');
}
