/** TOTP (RFC 6238) as every authenticator app does it by default: 6 digits, a new code every 30 seconds, SHA-1. */
export const TOTP_DIGITS = 6;
export const TOTP_STEP_SECONDS = 30;
/** How many one-time recovery codes an admin gets at set-up (and when making new ones). */
export const RECOVERY_CODE_COUNT = 10;

/**
 * An admin's authenticator: the shared secret (kept only sealed, under the context `admin-totp:<user id>`), when
 * the admin proved their app holds it (null until the first right code: the set-up is not finished), and the last
 * time step a code was accepted for (a code is good for one sign-in: the same or an older step is refused).
 */
export class AdminSecondFactor {
  userId!: string;
  sealedSecret!: string;
  createdAt!: Date;
  confirmedAt!: Date | null;
  lastUsedStep!: number | null;

  static begin(userId: string, sealedSecret: string, now: Date): AdminSecondFactor {
    const factor = new AdminSecondFactor();
    factor.userId = userId;
    factor.sealedSecret = sealedSecret;
    factor.createdAt = now;
    factor.confirmedAt = null;
    factor.lastUsedStep = null;
    return factor;
  }

  get isConfirmed(): boolean {
    return this.confirmedAt !== null;
  }

  /** Whether a code of `step` may still be accepted (a newer step than the last one used). */
  acceptsStep(step: number): boolean {
    return this.lastUsedStep === null || step > this.lastUsedStep;
  }
}

/** The SecretBox context an admin's TOTP secret is sealed under: a seal copied onto another admin does not open. */
export function secondFactorContext(userId: string): string {
  return `admin-totp:${userId}`;
}

/**
 * A recovery code as typed: spaces and dashes dropped, lower case (codes are shown as `xxxxx-xxxxx`), or null
 * when it cannot be one.
 */
export function normaliseRecoveryCode(value: string): string | null {
  const code = value.replace(/[\s-]/g, '').toLowerCase();
  return /^[a-z0-9]{10}$/.test(code) ? code : null;
}

/** A 6-digit authenticator code as typed (spaces allowed), or null. */
export function normaliseTotpCode(value: string): string | null {
  const code = value.replace(/\s/g, '');
  return new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(code) ? code : null;
}
