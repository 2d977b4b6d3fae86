import type { RiderApplication } from '../riderApplications/types';
import type { ConsoleUser } from '../users/types';

/** The newest application of this person among a search by their mobile number. */
export function applicationOf(user: Pick<ConsoleUser, 'id'>, candidates: readonly RiderApplication[] | undefined): RiderApplication | null {
  const theirs = (candidates ?? []).filter((a) => String(a.user_id) === String(user.id));
  return [...theirs].sort((a, b) => String(b.created_at).localeCompare(String(a.created_at)))[0] ?? null;
}
