import type { OtpChallenge } from '../../../domain/auth/otp-challenge.js';

export interface OtpChallengeRepository {
  /** The newest challenge for a number, spent or not. */
  findLatestForNumber(mobileNo: string): Promise<OtpChallenge | null>;
  /** Voids every open challenge of the number, then stores the new one. */
  replaceOpenChallenges(challenge: OtpChallenge, now: Date): Promise<void>;
  /** Atomically counts one wrong try; returns the new count. */
  recordWrongAttempt(id: string): Promise<number>;
  /** Atomically marks the challenge used; false when it was already used or voided (lost a race). */
  consume(id: string, now: Date): Promise<boolean>;
  delete(id: string): Promise<void>;
}
export const OtpChallengeRepository = Symbol.for('OtpChallengeRepository');
