import type { PasswordResetRepository } from '../../../application/auth/ports/password-reset.repository.port.js';
import type { PasswordReset } from '../../../domain/auth/password-reset.js';
import { copyOf } from './in-memory-list.js';

export class InMemoryPasswordResetRepository implements PasswordResetRepository {
  private readonly rows = new Map<string, PasswordReset>();

  async findByTokenHash(tokenHash: string) {
    for (const row of this.rows.values()) if (row.tokenHash === tokenHash) return copyOf(row);
    return null;
  }

  async replaceOpenResets(reset: PasswordReset, now: Date) {
    for (const row of this.rows.values()) if (row.userId === reset.userId && !row.usedAt) row.usedAt = now;
    this.rows.set(reset.id, copyOf(reset));
  }

  async consume(id: string, now: Date) {
    const row = this.rows.get(id);
    if (!row || row.usedAt) return false;
    row.usedAt = now;
    return true;
  }
}
