import type { ConfirmationCode, ConfirmationSubject } from '../../../domain/tenancies/confirmation-code.js';
import { port } from '../../shared/port.js';

/** One party's codes for one record: what the store's atomic steps are keyed by. */
export interface CodeOwner {
  subjectType: ConfirmationSubject;
  subjectId: string;
  userId: string;
}

/** The confirmation codes of tenancies and payments, kept as the OTP challenges are (hashes only, atomic steps). */
export interface ConfirmationCodeStore {
  /** The newest code of this party for this record, spent or not. */
  findLatest(owner: CodeOwner): Promise<ConfirmationCode | null>;
  /** The open (unused, not voided) unexpired codes of this party for this record, newest first, at most `limit`. */
  findLive(owner: CodeOwner, now: Date, limit: number): Promise<ConfirmationCode[]>;
  /**
   * Atomically, per party and record: unless a code was issued less than `quietSeconds` ago, stores this one and
   * voids the open codes but the newest `keepOthers` unexpired ones. Returns 0 when issued, else the seconds left.
   */
  issue(code: ConfirmationCode, quietSeconds: number, now: Date, keepOthers: number): Promise<number>;
  /** Atomically takes one try on an open unexpired code with fewer than `maxAttempts` tries; the new count, or null. */
  takeAttempt(id: string, maxAttempts: number, now: Date): Promise<number | null>;
  /** Atomically marks the code used and voids the party's other open codes for the record; false when it lost a race. */
  consume(id: string, now: Date): Promise<boolean>;
  /** Deletes the codes used, voided or expired before `before` (the nightly purge); how many went. */
  purgeSpent(before: Date): Promise<number>;
}
export const ConfirmationCodeStore = port<ConfirmationCodeStore>('ConfirmationCodeStore');
