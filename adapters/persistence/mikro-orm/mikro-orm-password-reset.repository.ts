import type { PasswordResetRepository } from '../../../application/auth/ports/password-reset.repository.port.js';
import { PasswordReset } from '../../../domain/auth/password-reset.js';
import type { EntityManagerSource } from './entity-manager-source.js';

export class MikroOrmPasswordResetRepository implements PasswordResetRepository {
  constructor(private readonly source: EntityManagerSource) {}

  findByTokenHash(tokenHash: string) {
    return this.source.fork().findOne(PasswordReset, { tokenHash });
  }

  async add(reset: PasswordReset) {
    await this.source.fork().insert(PasswordReset, reset);
  }

  /**
   * Serialised per user with a transaction-scoped advisory lock, so two of a user's links used at the
   * same moment cannot both succeed (and cannot deadlock voiding each other).
   */
  async consume(reset: PasswordReset, now: Date) {
    return this.source.fork().transactional(async (tx) => {
      const connection = tx.getConnection();
      const ctx = tx.getTransactionContext();
      await connection.execute('select pg_advisory_xact_lock(hashtext(?))', [`password-reset:${reset.userId}`], 'all', ctx);
      if ((await tx.nativeUpdate(PasswordReset, { id: reset.id, usedAt: null }, { usedAt: now })) !== 1) return false;
      await tx.nativeUpdate(PasswordReset, { userId: reset.userId, usedAt: null }, { usedAt: now });
      return true;
    });
  }

  async purgeSpent(before: Date) {
    const gone = await this.source
      .fork()
      .execute<{ id: string }[]>(`delete from password_resets where least(coalesce(used_at, 'infinity'::timestamptz), expires_at) < ? returning id`, [before]);
    return gone.length;
  }
}
