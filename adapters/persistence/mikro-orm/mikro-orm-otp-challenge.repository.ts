import type { OtpChallengeRepository } from '../../../application/auth/ports/otp-challenge.repository.port.js';
import { OtpChallenge } from '../../../domain/auth/otp-challenge.js';
import type { EntityManagerSource } from './entity-manager-source.js';
import { OneTimeCodeTable } from './one-time-code-table.js';

export class MikroOrmOtpChallengeRepository implements OtpChallengeRepository {
  private readonly codes: OneTimeCodeTable<OtpChallenge>;

  constructor(private readonly source: EntityManagerSource) {
    this.codes = new OneTimeCodeTable(source, OtpChallenge, 'otp_challenges', ['mobile_no'], 'otp', (row) => [row.mobileNo]);
  }

  findLatestForNumber(mobileNo: string) {
    return this.source.fork().findOne(OtpChallenge, { mobileNo }, { orderBy: { createdAt: 'desc', id: 'desc' } });
  }

  async findLiveForNumber(mobileNo: string, now: Date, limit: number) {
    return this.source
      .fork()
      .find(OtpChallenge, { mobileNo, consumedAt: null, voidedAt: null, expiresAt: { $gt: now } }, { orderBy: { createdAt: 'desc', id: 'desc' }, limit });
  }

  /** Serialised per number (OneTimeCodeTable), so parallel requests cannot both pass the quiet period. */
  issue(challenge: OtpChallenge, quietSeconds: number, now: Date, keepOthers: number) {
    return this.codes.issue(challenge, quietSeconds, now, keepOthers);
  }

  takeAttempt(id: string, maxAttempts: number, now: Date) {
    return this.codes.takeAttempt(id, maxAttempts, now);
  }

  consume(id: string, now: Date) {
    return this.codes.consume(id, now);
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
