import type { OtpChallenge } from '../../../domain/auth/otp-challenge.js';
import { port } from '../../shared/port.js';

export interface OtpChallengeRepository {
  /** The newest challenge for a number, spent or not. */
  findLatestForNumber(mobileNo: string): Promise<OtpChallenge | null>;
  /** The number's open (unused, not voided), unexpired challenges, newest first, at most `limit`. */
  findLiveForNumber(mobileNo: string, now: Date, limit: number): Promise<OtpChallenge[]>;
  /**
   * Atomically, per number: unless a challenge was issued for it less than `quietSeconds` ago, stores this one and
   * voids the number's open challenges but the newest `keepOthers` unexpired ones. Returns 0 when issued, else the
   * seconds left to wait.
   */
  issue(challenge: OtpChallenge, quietSeconds: number, now: Date, keepOthers: number): Promise<number>;
  /**
   * Atomically takes one try on an open, unexpired challenge with fewer than `maxAttempts` tries, before
   * the code is compared; returns the new count, or null when no try is left (parallel guesses included).
   */
  takeAttempt(id: string, maxAttempts: number, now: Date): Promise<number | null>;
  /** Atomically marks the challenge used and voids the number's other open ones; false when it was already used or voided (lost a race). */
  consume(id: string, now: Date): Promise<boolean>;
  delete(id: string): Promise<void>;
  /** Deletes every challenge for this number, live or spent (the person was erased); returns how many. */
  deleteForNumber(mobileNo: string): Promise<number>;
  /** Deletes every challenge that can no longer be used (used, voided or expired at `now`); returns how many. */
  purgeSpent(now: Date): Promise<number>;
}
export const OtpChallengeRepository = port<OtpChallengeRepository>('OtpChallengeRepository');
