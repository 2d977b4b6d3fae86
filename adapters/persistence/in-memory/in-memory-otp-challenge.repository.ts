import type { OtpChallengeRepository } from '../../../application/auth/ports/otp-challenge.repository.port.js';
import type { OtpChallenge } from '../../../domain/auth/otp-challenge.js';
import { InMemoryOneTimeCodes } from './in-memory-one-time-codes.js';
import type { InMemoryStore } from './in-memory-unit-of-work.js';

/** OTP challenges in a map, grouped by phone number (InMemoryOneTimeCodes). */
export class InMemoryOtpChallengeRepository implements OtpChallengeRepository, InMemoryStore {
  private readonly codes = new InMemoryOneTimeCodes<OtpChallenge, { mobileNo: string }>((row) => row.mobileNo);

  findLatestForNumber(mobileNo: string) {
    return this.codes.latest({ mobileNo });
  }

  findLiveForNumber(mobileNo: string, now: Date, limit: number) {
    return this.codes.live({ mobileNo }, now, limit);
  }

  issue(challenge: OtpChallenge, quietSeconds: number, now: Date, keepOthers: number) {
    return this.codes.issue(challenge, quietSeconds, now, keepOthers);
  }

  takeAttempt(id: string, maxAttempts: number, now: Date) {
    return this.codes.takeAttempt(id, maxAttempts, now);
  }

  consume(id: string, now: Date) {
    return this.codes.consume(id, now);
  }

  async delete(id: string) {
    this.codes.rows.delete(id);
  }

  deleteForNumber(mobileNo: string) {
    return this.codes.purge((row) => row.mobileNo === mobileNo);
  }

  purgeSpent(now: Date) {
    return this.codes.purge((row) => !!row.consumedAt || !!row.voidedAt || row.expiresAt <= now);
  }

  snapshot() {
    return this.codes.snapshot();
  }
}
