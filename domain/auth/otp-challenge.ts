import { v7 as uuidv7 } from 'uuid';
import { freshCodeLife } from '../shared/one-time-code.js';

export type LoginAs = 'OWNER' | 'RIDER';

export const OTP_RULES = {
  ttlSeconds: 5 * 60,
  resendWaitSeconds: 30,
  /**
   * Tries compared against one code, from every address together: the backstop that bounds a guesser
   * spread over many addresses to 30 in 1,000,000 per code. Each address's own wrong tries are capped far
   * lower by the rate limits (application/auth/verify-otp.use-case.ts), so one stranger cannot void a code.
   */
  maxTriesPerCode: 30,
  /**
   * Codes of one number that work at once: a new code leaves the two before it working while they are unexpired
   * (sent in the last 5 minutes), so a stranger asking for the same number 30 s later cannot void the code the
   * person is typing. Using one voids the others.
   */
  liveCodesPerNumber: 3,
} as const;

/**
 * One OTP sent to one phone number. Only a hash of the code is kept. Valid for 5 minutes, used once;
 * a newer challenge voids it, and so do 30 tries (from all addresses together).
 */
export class OtpChallenge {
  id!: string;
  mobileNo!: string;
  codeHash!: string;
  isSignup!: boolean;
  loginAs!: LoginAs | null;
  clientIp!: string | null;
  attempts!: number;
  createdAt!: Date;
  expiresAt!: Date;
  consumedAt!: Date | null;
  voidedAt!: Date | null;

  static issue(input: { mobileNo: string; codeHash: string; isSignup: boolean; loginAs: LoginAs | null; clientIp: string | null }, now: Date): OtpChallenge {
    return Object.assign(new OtpChallenge(), { id: uuidv7(), ...input, ...freshCodeLife(now, OTP_RULES.ttlSeconds) });
  }

  /** Seconds until a new code may be requested for the same number (0 when allowed). */
  resendWaitSeconds(now: Date): number {
    const readyAt = this.createdAt.getTime() + OTP_RULES.resendWaitSeconds * 1000;
    return Math.max(0, Math.ceil((readyAt - now.getTime()) / 1000));
  }

  isExpired(now: Date): boolean {
    return now.getTime() >= this.expiresAt.getTime();
  }

  get isSpent(): boolean {
    return this.consumedAt !== null || this.voidedAt !== null || this.attempts >= OTP_RULES.maxTriesPerCode;
  }
}
