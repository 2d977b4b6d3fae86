import type { SessionRepository } from '../../../application/auth/ports/session.repository.port.js';
import type { Session } from '../../../domain/auth/session.js';
import { copyOf } from './in-memory-list.js';
import { snapshotMaps, type InMemoryStore } from './in-memory-unit-of-work.js';

export class InMemorySessionRepository implements SessionRepository, InMemoryStore {
  private readonly rows = new Map<string, Session>();

  async findByTokenHash(tokenHash: string) {
    for (const row of this.rows.values()) if (row.tokenHash === tokenHash) return copyOf(row);
    return null;
  }

  async save(session: Session) {
    this.rows.set(session.id, copyOf(session));
  }

  async touch(id: string, at: Date) {
    const row = this.rows.get(id);
    if (row && !row.revokedAt) row.lastUsedAt = at;
  }

  async revoke(id: string, at: Date) {
    const row = this.rows.get(id);
    if (row && !row.revokedAt) row.revokedAt = at;
  }

  async revokeAllForUser(userId: string, now: Date) {
    let count = 0;
    for (const row of this.rows.values()) {
      if (row.userId === userId && !row.revokedAt) {
        row.revokedAt = now;
        count += 1;
      }
    }
    return count;
  }

  async listForUser(userId: string) {
    return [...this.rows.values()]
      .filter((row) => row.userId === userId)
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
      .map(copyOf);
  }

  async deleteAllForUser(userId: string, mobileNo: string | null) {
    let count = 0;
    for (const [id, row] of this.rows) {
      if (row.userId !== userId && (mobileNo === null || row.mobileNo !== mobileNo)) continue;
      this.rows.delete(id);
      count += 1;
    }
    return count;
  }

  async purgeEnded(userBefore: Date, signUpBefore: Date) {
    let count = 0;
    for (const [id, row] of this.rows) {
      const ended = Math.min(row.revokedAt?.getTime() ?? Infinity, row.expiresAt.getTime(), row.lastUsedAt.getTime() + row.idleSeconds * 1000);
      if (ended >= (row.kind === 'SIGNUP' ? signUpBefore : userBefore).getTime()) continue;
      this.rows.delete(id);
      count += 1;
    }
    return count;
  }

  snapshot() {
    return snapshotMaps(this.rows);
  }
}
