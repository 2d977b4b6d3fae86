import type { OtpChallengeRepository } from '../../../application/auth/ports/otp-challenge.repository.port.js';
import { OtpChallenge } from '../../../domain/auth/otp-challenge.js';
import type { EntityManagerSource } from './entity-manager-source.js';

export class MikroOrmOtpChallengeRepository implements OtpChallengeRepository {
  constructor(private readonly source: EntityManagerSource) {}

  findLatestForNumber(mobileNo: string) {
    return this.source.fork().findOne(OtpChallenge, { mobileNo }, { orderBy: { createdAt: 'desc', id: 'desc' } });
  }

  async findLiveForNumber(mobileNo: string, now: Date, limit: number) {
    return this.source
      .fork()
      .find(OtpChallenge, { mobileNo, consumedAt: null, voidedAt: null, expiresAt: { $gt: now } }, { orderBy: { createdAt: 'desc', id: 'desc' }, limit });
  }

  /** Serialised per number with a transaction-scoped advisory lock, so parallel requests cannot both pass the quiet period. */
  async issue(challenge: OtpChallenge, quietSeconds: number, now: Date, keepOthers: number) {
    return this.source.fork().transactional(async (tx) => {
      const connection = tx.getConnection();
      const ctx = tx.getTransactionContext();
      await connection.execute('select pg_advisory_xact_lock(hashtext(?))', [`otp:${challenge.mobileNo}`], 'all', ctx);
      const latest = await connection.execute<{ created_at: Date | string }[]>(
        'select created_at from otp_challenges where mobile_no = ? order by created_at desc limit 1',
        [challenge.mobileNo],
        'all',
        ctx,
      );
      const readyAt = latest[0] ? new Date(latest[0].created_at).getTime() + quietSeconds * 1000 : 0;
      if (readyAt > now.getTime()) return Math.ceil((readyAt - now.getTime()) / 1000);
      // Open codes but the newest `keepOthers` unexpired ones are voided (expired ones too: they are dead anyway).
      await connection.execute(
        `update otp_challenges set voided_at = ? where mobile_no = ? and consumed_at is null and voided_at is null and id not in (
           select id from otp_challenges where mobile_no = ? and consumed_at is null and voided_at is null and expires_at > ?
           order by created_at desc, id desc limit ?)`,
        [now, challenge.mobileNo, challenge.mobileNo, now, keepOthers],
        'run',
        ctx,
      );
      await tx.insert(OtpChallenge, challenge);
      return 0;
    });
  }

  async takeAttempt(id: string, maxAttempts: number, now: Date) {
    const rows = await this.source
      .fork()
      .execute<{ attempts: number }[]>(
        `update otp_challenges set attempts = attempts + 1
         where id = ? and attempts < ? and consumed_at is null and voided_at is null and expires_at > ?
         returning attempts`,
        [id, maxAttempts, now],
      );
    return rows[0] ? Number(rows[0].attempts) : null;
  }

  async consume(id: string, now: Date) {
    return this.source.fork().transactional(async (tx) => {
      const changed = await tx.nativeUpdate(OtpChallenge, { id, consumedAt: null, voidedAt: null }, { consumedAt: now });
      if (changed !== 1) return false;
      await tx.getConnection().execute(
        `update otp_challenges set voided_at = ? where mobile_no = (select mobile_no from otp_challenges where id = ?) and consumed_at is null and voided_at is null`,
        [now, id],
        'run',
        tx.getTransactionContext(),
      );
      return true;
    });
  }

  deleteForNumber(mobileNo: string) {
    return this.source.fork().nativeDelete(OtpChallenge, { mobileNo });
  }

  async delete(id: string) {
    await this.source.fork().nativeDelete(OtpChallenge, { id });
  }

  purgeSpent(now: Date) {
    return this.source.fork().nativeDelete(OtpChallenge, { $or: [{ consumedAt: { $ne: null } }, { voidedAt: { $ne: null } }, { expiresAt: { $lte: now } }] });
  }
}
