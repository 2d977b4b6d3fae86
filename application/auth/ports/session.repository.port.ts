import type { Session } from '../../../domain/auth/session.js';
import { port } from '../../shared/port.js';

export interface SessionRepository {
  findByTokenHash(tokenHash: string): Promise<Session | null>;
  /** Stores a new session. */
  save(session: Session): Promise<void>;
  /** Records use of a live session; never revives a revoked one. */
  touch(id: string, at: Date): Promise<void>;
  revoke(id: string, at: Date): Promise<void>;
  revokeAllForUser(userId: string, now: Date): Promise<number>;
  /** The person's sessions, newest first (their data export: when and how long, never the token's hash). */
  listForUser(userId: string): Promise<Session[]>;
  /** Deletes every session of the person and the sign-up sessions of their number (erasure: the rows hold it); returns how many. */
  deleteAllForUser(userId: string, mobileNo: string | null): Promise<number>;
  /**
   * The retention purge: deletes the sign-in sessions that ended (revoked, past their absolute expiry or idle for
   * longer than their idle time) before `userBefore`, and the sign-up sessions (which hold the number being
   * verified) that ended before `signUpBefore`; returns how many.
   */
  purgeEnded(userBefore: Date, signUpBefore: Date): Promise<number>;
}
export const SessionRepository = port<SessionRepository>('SessionRepository');
