import { OTP_RULES, type LoginAs } from '../../domain/auth/otp-challenge.js';
import { AdminSignsInOnConsoleError, AuthMessages, InvalidOtpError, NotARiderError } from '../../domain/auth/auth.errors.js';
import { FieldErrorCollector, RateLimitedError } from '../../domain/shared/domain-error.js';
import type { Language } from '../../domain/shared/language.js';
import { OtpCode } from '../../domain/shared/otp-code.js';
import { PhoneNumber } from '../../domain/shared/phone-number.js';
import { AccountBlockedError } from '../../domain/users/users.errors.js';
import type { User } from '../../domain/users/user.js';
import type { ClaimRequestsByPhone } from '../customer-service/claim-requests-by-phone.use-case.js';
import type { Clock } from '../shared/ports/clock.port.js';
import type { RateLimiter } from '../shared/ports/rate-limiter.port.js';
import type { SecretHasher } from '../shared/ports/secret-hasher.port.js';
import type { UnitOfWork } from '../shared/ports/unit-of-work.port.js';
import { matchWorkingCode } from '../shared/code-matching.js';
import { chargeLimits, refundLimits, requesterLimits } from '../shared/rate-limits.js';
import type { UserRepository } from '../users/ports/user.repository.port.js';
import type { AuthLimits } from './auth-policy.js';
import type { SessionIssuer } from './issue-session.js';
import type { OtpChallengeRepository } from './ports/otp-challenge.repository.port.js';

/** A code to verify as the HTTP edge checked it (adapters/http/auth/auth.dto.ts); the value objects still refuse a bad value. */
export interface VerifyOtpInput {
  mobileNo: string | number;
  countryCode?: string | null;
  otp: string | number;
  loginAs?: LoginAs | null;
  /**
   * The language the person chose in this browser ('en' | 'hi'; absent when they chose none): the account's from
   * now on if the account holds only the default; an account whose language the person chose keeps it.
   */
  language?: Language;
  /** The caller's address: wrong codes are counted per (number, address) pair and per address. */
  clientIp: string | null;
}

export type VerifyOtpResult =
  | { isSignup: false; token: string; user: User }
  | { isSignup: true; token: string; mobileNo: string };

/**
 * Step 2 of phone sign-in: check the code; sign in an existing user or hand out a sign-up token.
 * Wrong codes are throttled per (number, client address) pair and per address, so a stranger's guesses
 * spend only the stranger's budget and never void the code the owner holds; the code itself takes at most
 * 30 tries from all addresses together (the backstop against a guesser spread over many addresses).
 */
export class VerifyOtp {
  constructor(
    private readonly challenges: OtpChallengeRepository,
    private readonly users: UserRepository,
    private readonly hasher: SecretHasher,
    private readonly sessions: SessionIssuer,
    private readonly rateLimiter: RateLimiter,
    private readonly clock: Clock,
    private readonly limits: AuthLimits,
    private readonly unitOfWork: UnitOfWork,
    private readonly claimRequests: ClaimRequestsByPhone,
  ) {}

  async execute(input: VerifyOtpInput): Promise<VerifyOtpResult> {
    const errors = new FieldErrorCollector();
    const phone = errors.attempt('mobile_no', () => PhoneNumber.create(input.mobileNo, input.countryCode));
    const otp = errors.attempt('otp', () => OtpCode.create(input.otp));
    errors.throwIfAny();
    const loginAs = input.loginAs ?? null;
    const language = input.language;
    const mobileNo = phone!.value;
    const now = this.clock.now();

    // The caller's own budgets are charged before anything is looked at, so parallel guesses cannot outrun
    // them, and given back when the code is right: they hold failures only. A refused try never reaches the
    // code, so it costs the owner nothing.
    const limits = requesterLimits('otp-verify', { kind: 'number', value: mobileNo }, input.clientIp, {
      perAddress: this.limits.otpVerifyFailuresPerIpPerHour,
      addressWindowSeconds: 3600,
      perPair: this.limits.otpVerifyFailuresPerNumberAndIpPer15Min,
      windowSeconds: 15 * 60,
    });
    const charge = await chargeLimits(this.rateLimiter, limits, now);
    if (!charge.allowed) throw new RateLimitedError(AuthMessages.tooManyAttempts, charge.retryAfterSeconds);

    // The number's working codes (up to 3: a newer code leaves the ones before it working while unexpired).
    const live = await this.challenges.findLiveForNumber(mobileNo, now, OTP_RULES.liveCodesPerNumber);
    if (live.length === 0) {
      const latest = await this.challenges.findLatestForNumber(mobileNo);
      const open = latest && !latest.consumedAt && !latest.voidedAt;
      if (open && latest.attempts >= OTP_RULES.maxTriesPerCode) throw new InvalidOtpError(AuthMessages.tooManyAttempts);
      throw new InvalidOtpError(open && latest.isExpired(now) ? AuthMessages.expiredOtp : AuthMessages.invalidOtp);
    }

    // The per-code backstop, taken before comparing: no more than 30 guesses are ever compared against one code,
    // whatever the addresses. A try is compared with each working code.
    const { matched, triesLeft } = await matchWorkingCode(
      live,
      (id) => this.challenges.takeAttempt(id, OTP_RULES.maxTriesPerCode, now),
      OTP_RULES.maxTriesPerCode,
      (challenge) => this.hasher.matches(`${mobileNo}:${otp!.value}`, challenge.codeHash),
    );
    if (!matched) throw new InvalidOtpError(triesLeft ? AuthMessages.invalidOtp : AuthMessages.tooManyAttempts);
    await refundLimits(this.rateLimiter, limits, now);
    if (!(await this.challenges.consume(matched.id, now))) throw new InvalidOtpError(AuthMessages.invalidOtp);

    const entry = loginAs ?? null;
    const user = await this.users.findByMobile(mobileNo);
    if (entry === 'RIDER' && !user?.hasRole('RIDER')) throw new NotARiderError();
    if (!user) return { isSignup: true, mobileNo, token: await this.sessions.forSignup(mobileNo, entry, now) };
    if (!user.isActive) throw new AccountBlockedError();
    // An admin's account opens only on the console, with the password and the second factor (SessionIssuer).
    if (user.isAdmin) throw new AdminSignsInOnConsoleError();
    // The code stays spent whatever follows (consumed above, on its own); the owner role, the language the browser
    // brings and the session go together.
    return this.unitOfWork.run(async () => {
      const becameOwner = entry === 'OWNER' && user.becomeOwnerIfTenant(now);
      const tookLanguage = language ? user.signInWithLanguage(language, now) : false;
      if (becameOwner || tookLanguage) await this.users.save(user);
      await this.claimRequests.execute(user); // requests made signed out with this number become the account's
      return { isSignup: false as const, user, token: await this.sessions.forUser(user, now) };
    });
  }
}
