import type { SessionRepository } from '../../../application/auth/ports/session.repository.port.js';
import { Session } from '../../../domain/auth/session.js';
import type { EntityManagerSource } from './entity-manager-source.js';

export class MikroOrmSessionRepository implements SessionRepository {
  constructor(private readonly source: EntityManagerSource) {}

  findByTokenHash(tokenHash: string) {
    return this.source.fork().findOne(Session, { tokenHash });
  }

  async save(session: Session) {
    await this.source.fork().insert(Session, { ...session });
  }

  async touch(id: string, at: Date) {
    await this.source.fork().nativeUpdate(Session, { id, revokedAt: null }, { lastUsedAt: at });
  }

  async revoke(id: string, at: Date) {
    await this.source.fork().nativeUpdate(Session, { id, revokedAt: null }, { revokedAt: at });
  }

  revokeAllForUser(userId: string, now: Date) {
    return this.source.fork().nativeUpdate(Session, { userId, revokedAt: null }, { revokedAt: now });
  }

  listForUser(userId: string) {
    return this.source.fork().find(Session, { userId }, { orderBy: { createdAt: 'desc', id: 'desc' } });
  }

  deleteAllForUser(userId: string, mobileNo: string | null) {
    return this.source.fork().nativeDelete(Session, mobileNo ? { $or: [{ userId }, { mobileNo }] } : { userId });
  }

  async purgeEnded(userBefore: Date, signUpBefore: Date) {
    const gone = await this.source.fork().execute<{ id: string }[]>(PURGE_ENDED_SESSIONS_SQL, [signUpBefore, userBefore]);
    return gone.length;
  }
}

const ENDED = 'session_ended_at(revoked_at, expires_at, last_used_at, idle_seconds)';
/**
 * The retention purge's delete (sign-up sessions ended before $1, sign-in sessions before $2): each arm a range of
 * sessions_ended_idx, so the nightly run reads the rows due, not the whole table (test/contracts/session-purge-plan.test.ts).
 */
export const PURGE_ENDED_SESSIONS_SQL = `delete from sessions where (kind = 'SIGNUP' and ${ENDED} < ?::timestamptz) or (kind = 'USER' and ${ENDED} < ?::timestamptz) returning id`;
