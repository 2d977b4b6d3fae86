import { FieldErrorCollector, ValidationError } from '../../domain/shared/domain-error.js';
import { PhoneNumber } from '../../domain/shared/phone-number.js';
import type { User } from '../../domain/users/user.js';
import type { Clock } from '../shared/ports/clock.port.js';
import type { RateLimiter } from '../shared/ports/rate-limiter.port.js';
import type { SecretHasher } from '../shared/ports/secret-hasher.port.js';
import { chargeLimits, refundLimits, type Limit } from '../shared/rate-limits.js';
import { english } from '../../domain/shared/catalogue/index.js';

const WINDOW_SECONDS = 600;

/**
 * Every cap is the rider's own: codes sent per rider, and per (rider, owner number); wrong codes per (rider,
 * owner number). Nothing is counted per owner number alone, so one rider can never stop another from asking
 * the same owner. Riders are vetted accounts (admins approve them) and each is capped, which bounds the texts
 * any one number receives.
 */
export const OWNER_CONSENT_LIMITS = {
  sendsPerRiderPerHour: 20,
  sendsPerRiderAndNumberPerHour: 5,
  wrongCodesPerRiderAndNumberPer10Min: 5,
} as const;

export const OwnerConsentMessages = {
  sent: english('CONSENT_SENT'),
  notSent: english('CONSENT_SMS_FAILED'),
  wrong: english('CONSENT_WRONG'),
  required: english('CONSENT_REQUIRED'),
  tooMany: english('CONSENT_TOO_MANY'),
  ridersOnly: english('CONSENT_RIDERS_ONLY'),} as const;

/**
 * The owner's consent codes (a helper of RequestOwnerConsent and CreateProperty, not a use case). A rider lists
 * a home for its owner only with the owner's consent: the owner receives a 6-digit code by SMS and reads it to
 * the rider. The code is derived (keyed hash of rider, owner number and a 10-minute window), so nothing is
 * stored and every app instance checks it alike; it stays valid for the window it was sent in and the next.
 * Wrong codes are capped per (rider, number) (shared counters in PostgreSQL), so a rider cannot guess a code,
 * and no rider's guesses touch another rider's budget.
 */
export class OwnerConsent {
  constructor(
    private readonly hasher: SecretHasher,
    private readonly limiter: RateLimiter,
    private readonly clock: Clock,
  ) {}

  /** The code to send now for this rider and owner number. */
  codeToSend(riderId: string, mobileNo: string, now: Date): string {
    return this.codeFor(riderId, mobileNo, this.window(now));
  }

  /** Throws a field error on `owner_otp` unless `code` is the one sent for this rider and number lately. */
  async verify(rider: User, mobileNo: string, code: unknown): Promise<void> {
    if (typeof code !== 'string' || !/^\d{6}$/.test(code.trim())) throw ValidationError.field('owner_otp', OwnerConsentMessages.required);
    const now = this.clock.now();
    // Charged before comparing (parallel guesses cannot outrun it) and given back for the right code, so
    // only wrong codes count, per (rider, number): a rider posting several homes for one owner is not refused.
    const tries: Limit[] = [{ key: `consent:try:${rider.id}:${mobileNo}`, limit: OWNER_CONSENT_LIMITS.wrongCodesPerRiderAndNumberPer10Min, windowSeconds: WINDOW_SECONDS }];
    if (!(await chargeLimits(this.limiter, tries, now)).allowed) {
      throw new ValidationError({ owner_otp: OwnerConsentMessages.tooMany }, OwnerConsentMessages.tooMany);
    }
    const window = this.window(now);
    if (code.trim() !== this.codeFor(rider.id, mobileNo, window) && code.trim() !== this.codeFor(rider.id, mobileNo, window - 1)) {
      throw ValidationError.field('owner_otp', OwnerConsentMessages.wrong);
    }
    await refundLimits(this.limiter, tries, now);
  }

  private window(now: Date): number {
    return Math.floor(now.getTime() / 1000 / WINDOW_SECONDS);
  }

  private codeFor(riderId: string, mobileNo: string, window: number): string {
    const digest = this.hasher.hash(`owner-consent|${riderId}|${mobileNo}|${window}`);
    return String(Number.parseInt(digest.slice(0, 12), 16) % 1_000_000).padStart(6, '0');
  }
}

export function parseOwnerPhone(mobileNo: unknown): string {
  const errors = new FieldErrorCollector();
  const phone = errors.attempt('owner_mobile_no', () => {
    try {
      return PhoneNumber.create(mobileNo);
    } catch (error) {
      if (error instanceof ValidationError) throw new ValidationError({ owner_mobile_no: error.message });
      throw error;
    }
  });
  errors.throwIfAny();
  return phone!.value;
}
