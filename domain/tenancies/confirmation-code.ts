import { v7 as uuidv7 } from 'uuid';
import { freshCodeLife } from '../shared/one-time-code.js';
import { CONFIRMATION_CODE_RULES } from './tenancy-rules.js';

/** What a code confirms: a tenancy's terms, a payment, or the rent agreement of a tenancy's terms. */
export type ConfirmationSubject = 'TENANCY' | 'PAYMENT' | 'AGREEMENT';

/**
 * A code sent to one party's own phone to confirm one version of one record (a tenancy's terms, a payment). Only
 * a keyed hash of the code is kept, and the hash covers the record, its version and the party, so a code confirms
 * nothing else. The OTP's rules: 5 minutes, used once, 30 tries from everywhere; using one voids the party's other
 * codes for the record.
 */
export class ConfirmationCode {
  id!: string;
  subjectType!: ConfirmationSubject;
  subjectId!: string;
  /** The version of the record the code was sent for: the terms' version (a tenancy, its agreement), or the payment's row version. */
  subjectVersion!: number;
  userId!: string;
  codeHash!: string;
  attempts!: number;
  createdAt!: Date;
  expiresAt!: Date;
  consumedAt!: Date | null;
  voidedAt!: Date | null;

  static issue(input: { subjectType: ConfirmationSubject; subjectId: string; subjectVersion: number; userId: string; codeHash: string }, now: Date): ConfirmationCode {
    return Object.assign(new ConfirmationCode(), { id: uuidv7(), ...input, ...freshCodeLife(now, CONFIRMATION_CODE_RULES.ttlSeconds) });
  }

  /** What the keyed hash covers: the record, its version, the party and the code. */
  static secret(input: { subjectType: ConfirmationSubject; subjectId: string; subjectVersion: number; userId: string }, code: string): string {
    return `${input.subjectType}:${input.subjectId}:${input.subjectVersion}:${input.userId}:${code}`;
  }

  isExpired(now: Date): boolean {
    return now.getTime() >= this.expiresAt.getTime();
  }
}
