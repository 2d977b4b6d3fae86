import type { SessionRepository } from '../../../application/auth/ports/session.repository.port.js';
import { Session } from '../../../domain/auth/session.js';
import type { EntityManagerSource } from './entity-manager-source.js';

export class MikroOrmSessionRepository implements SessionRepository {
  constructor(private readonly source: EntityManagerSource) {}

  findByTokenHash(tokenHash: string) {
    return this.source.fork().findOne(Session, { tokenHash });
  }

  async save(session: Session) {
    await this.source.fork().upsert(Session, session, { onConflictFields: ['id'] });
  }

  revokeAllForUser(userId: string, now: Date) {
    return this.source.fork().nativeUpdate(Session, { userId, revokedAt: null }, { revokedAt: now });
  }
}
