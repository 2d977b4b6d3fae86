import type { OtpChallengeRepository } from '../../../application/auth/ports/otp-challenge.repository.port.js';
import type { OtpChallenge } from '../../../domain/auth/otp-challenge.js';
import { copyOf } from './in-memory-list.js';

export class InMemoryOtpChallengeRepository implements OtpChallengeRepository {
  private readonly rows = new Map<string, OtpChallenge>();

  async findLatestForNumber(mobileNo: string) {
    let latest: OtpChallenge | null = null;
    for (const row of this.rows.values()) {
      if (row.mobileNo !== mobileNo) continue;
      if (!latest || row.createdAt > latest.createdAt || (row.createdAt.getTime() === latest.createdAt.getTime() && row.id > latest.id)) latest = row;
    }
    return latest ? copyOf(latest) : null;
  }

  async replaceOpenChallenges(challenge: OtpChallenge, now: Date) {
    for (const row of this.rows.values()) {
      if (row.mobileNo === challenge.mobileNo && !row.consumedAt && !row.voidedAt) row.voidedAt = now;
    }
    this.rows.set(challenge.id, copyOf(challenge));
  }

  async recordWrongAttempt(id: string) {
    const row = this.rows.get(id);
    if (!row) return 0;
    row.attempts += 1;
    return row.attempts;
  }

  async consume(id: string, now: Date) {
    const row = this.rows.get(id);
    if (!row || row.consumedAt || row.voidedAt) return false;
    row.consumedAt = now;
    return true;
  }

  async delete(id: string) {
    this.rows.delete(id);
  }
}
