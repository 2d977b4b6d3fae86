import type { OtpChallenge } from '../../../domain/auth/otp-challenge.js';
import { port } from '../../shared/port.js';

export interface OtpChallengeRepository {
  /** The newest challenge for a number, spent or not. */
  findLatestForNumber(mobileNo: string): Promise<OtpChallenge | null>;
  /**
   * Atomically, per number: unless a challenge was issued for it less than `quietSeconds` ago, voids
   * its open challenges and stores this one. Returns 0 when issued, else the seconds left to wait.
   */
  issue(challenge: OtpChallenge, quietSeconds: number, now: Date): Promise<number>;
  /**
   * Atomically takes one try on an open, unexpired challenge with fewer than `maxAttempts` tries, before
   * the code is compared; returns the new count, or null when no try is left (parallel guesses included).
   */
  takeAttempt(id: string, maxAttempts: number, now: Date): Promise<number | null>;
  /** Atomically marks the challenge used; false when it was already used or voided (lost a race). */
  consume(id: string, now: Date): Promise<boolean>;
  delete(id: string): Promise<void>;
}
export const OtpChallengeRepository = port<OtpChallengeRepository>('OtpChallengeRepository');
