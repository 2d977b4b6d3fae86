import type { PasswordResetRepository } from '../../../application/auth/ports/password-reset.repository.port.js';
import type { PasswordReset } from '../../../domain/auth/password-reset.js';
import { copyOf } from './in-memory-list.js';
import { snapshotMaps, type InMemoryStore } from './in-memory-unit-of-work.js';

export class InMemoryPasswordResetRepository implements PasswordResetRepository, InMemoryStore {
  private readonly rows = new Map<string, PasswordReset>();

  async findByTokenHash(tokenHash: string) {
    for (const row of this.rows.values()) if (row.tokenHash === tokenHash) return copyOf(row);
    return null;
  }

  async add(reset: PasswordReset) {
    this.rows.set(reset.id, copyOf(reset));
  }

  async consume(reset: PasswordReset, now: Date) {
    const row = this.rows.get(reset.id);
    if (!row || row.usedAt) return false;
    for (const other of this.rows.values()) if (other.userId === row.userId && !other.usedAt) other.usedAt = now;
    return true;
  }

  async purgeSpent(before: Date) {
    let count = 0;
    for (const [id, row] of this.rows) {
      if (Math.min(row.usedAt?.getTime() ?? Infinity, row.expiresAt.getTime()) >= before.getTime()) continue;
      this.rows.delete(id);
      count += 1;
    }
    return count;
  }

  snapshot() {
    return snapshotMaps(this.rows);
  }
}
