import { v7 as uuidv7 } from 'uuid';

export type LoginAs = 'OWNER' | 'RIDER';

export const OTP_RULES = {
  ttlSeconds: 5 * 60,
  resendWaitSeconds: 30,
  maxWrongAttempts: 5,
} as const;

/**
 * One OTP sent to one phone number. Only a hash of the code is kept. Valid for 5 minutes, used once;
 * a newer challenge voids it, and so do 5 wrong tries.
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
    const challenge = new OtpChallenge();
    challenge.id = uuidv7();
    Object.assign(challenge, input);
    challenge.attempts = 0;
    challenge.createdAt = now;
    challenge.expiresAt = new Date(now.getTime() + OTP_RULES.ttlSeconds * 1000);
    challenge.consumedAt = null;
    challenge.voidedAt = null;
    return challenge;
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
    return this.consumedAt !== null || this.voidedAt !== null || this.attempts >= OTP_RULES.maxWrongAttempts;
  }
}
