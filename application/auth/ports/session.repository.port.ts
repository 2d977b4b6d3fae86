import type { Session } from '../../../domain/auth/session.js';

export interface SessionRepository {
  findByTokenHash(tokenHash: string): Promise<Session | null>;
  save(session: Session): Promise<void>;
  revokeAllForUser(userId: string, now: Date): Promise<number>;
}
export const SessionRepository = Symbol.for('SessionRepository');
