import type { PasswordResetRepository } from '../../../application/auth/ports/password-reset.repository.port.js';
import { PasswordReset } from '../../../domain/auth/password-reset.js';
import type { EntityManagerSource } from './entity-manager-source.js';

export class MikroOrmPasswordResetRepository implements PasswordResetRepository {
  constructor(private readonly source: EntityManagerSource) {}

  findByTokenHash(tokenHash: string) {
    return this.source.fork().findOne(PasswordReset, { tokenHash });
  }

  async replaceOpenResets(reset: PasswordReset, now: Date) {
    await this.source.fork().transactional(async (tx) => {
      await tx.nativeUpdate(PasswordReset, { userId: reset.userId, usedAt: null }, { usedAt: now });
      await tx.insert(PasswordReset, reset);
    });
  }

  async consume(id: string, now: Date) {
    return (await this.source.fork().nativeUpdate(PasswordReset, { id, usedAt: null }, { usedAt: now })) === 1;
  }
}
