import type { OtpChallengeRepository } from '../../../application/auth/ports/otp-challenge.repository.port.js';
import { OtpChallenge } from '../../../domain/auth/otp-challenge.js';
import type { EntityManagerSource } from './entity-manager-source.js';

export class MikroOrmOtpChallengeRepository implements OtpChallengeRepository {
  constructor(private readonly source: EntityManagerSource) {}

  findLatestForNumber(mobileNo: string) {
    return this.source.fork().findOne(OtpChallenge, { mobileNo }, { orderBy: { createdAt: 'desc', id: 'desc' } });
  }

  async replaceOpenChallenges(challenge: OtpChallenge, now: Date) {
    const em = this.source.fork();
    await em.transactional(async (tx) => {
      await tx.nativeUpdate(OtpChallenge, { mobileNo: challenge.mobileNo, consumedAt: null, voidedAt: null }, { voidedAt: now });
      await tx.insert(OtpChallenge, challenge);
    });
  }

  async recordWrongAttempt(id: string) {
    const rows = await this.source
      .fork()
      .getConnection()
      .execute<{ attempts: number }[]>('update otp_challenges set attempts = attempts + 1 where id = ? returning attempts', [id]);
    return rows[0]?.attempts ?? 0;
  }

  async consume(id: string, now: Date) {
    const changed = await this.source.fork().nativeUpdate(OtpChallenge, { id, consumedAt: null, voidedAt: null }, { consumedAt: now });
    return changed === 1;
  }

  async delete(id: string) {
    await this.source.fork().nativeDelete(OtpChallenge, { id });
  }
}
