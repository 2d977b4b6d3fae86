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
    const ended = `least(coalesce(revoked_at, 'infinity'::timestamptz), expires_at, last_used_at + make_interval(secs => idle_seconds))`;
    const gone = await this.source
      .fork()
      .execute<{ id: string }[]>(`delete from sessions where ${ended} < case when kind = 'SIGNUP' then ?::timestamptz else ?::timestamptz end returning id`, [signUpBefore, userBefore]);
    return gone.length;
  }
}
