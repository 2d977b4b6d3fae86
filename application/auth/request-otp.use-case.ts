import { OtpChallenge, OTP_RULES } from '../../domain/auth/otp-challenge.js';
import { AuthMessages, CaptchaFailedError, MessageDeliveryError } from '../../domain/auth/auth.errors.js';
import { RateLimitedError } from '../../domain/shared/domain-error.js';
import { DEFAULT_LANGUAGE, type Language } from '../../domain/shared/language.js';
import type { LoginAs } from '../../domain/auth/otp-challenge.js';
import { PhoneNumber } from '../../domain/shared/phone-number.js';
import type { Clock } from '../shared/ports/clock.port.js';
import type { RateLimiter } from '../shared/ports/rate-limiter.port.js';
import { chargeLimits, refundLimits, requesterLimits } from '../shared/rate-limits.js';
import type { SecretHasher } from '../shared/ports/secret-hasher.port.js';
import type { UserRepository } from '../users/ports/user.repository.port.js';
import type { AuthLimits } from './auth-policy.js';
import type { CaptchaVerifier } from './ports/captcha-verifier.port.js';
import type { OtpChallengeRepository } from './ports/otp-challenge.repository.port.js';
import type { OtpCodeGenerator } from './ports/otp-code-generator.port.js';
import type { SmsSender } from './ports/sms-sender.port.js';

/**
 * A code request as the HTTP edge checked it (adapters/http/auth/auth.dto.ts: the phone, its country code and the
 * language against the domain's rules). The value object built here still refuses a bad number from any other caller.
 */
export interface RequestOtpInput {
  mobileNo: string | number;
  countryCode?: string | null;
  /** Absent: the captcha fails. */
  captchaToken?: string | null;
  isSignup: boolean;
  loginAs?: LoginAs | null;
  /**
   * The site's language when the code was asked for: the text's language for a number without an account, or
   * whose account holds only the default language (the sign-in then brings the browser's choice to it).
   */
  language?: Language;
  clientIp: string | null;
}

/**
 * Step 1 of phone sign-in: send a fresh 6-digit code. The answer is the same whether or not the number
 * has an account, so the endpoint tells nobody who is registered. The text goes out in the language the
 * person chose for their account, else in the language the site was in (English when not given).
 */
export class RequestOtp {
  constructor(
    private readonly challenges: OtpChallengeRepository,
    private readonly users: UserRepository,
    private readonly codes: OtpCodeGenerator,
    private readonly hasher: SecretHasher,
    private readonly sms: SmsSender,
    private readonly captcha: CaptchaVerifier,
    private readonly rateLimiter: RateLimiter,
    private readonly clock: Clock,
    private readonly limits: AuthLimits,
  ) {}

  async execute(input: RequestOtpInput): Promise<{ message: string }> {
    const mobileNo = PhoneNumber.create(input.mobileNo, input.countryCode).value;
    const loginAs = input.loginAs ?? null;
    const requestedLanguage = input.language;

    if (typeof input.captchaToken !== 'string' || !(await this.captcha.verify(input.captchaToken, input.clientIp))) {
      throw new CaptchaFailedError();
    }

    const now = this.clock.now();
    const latest = await this.challenges.findLatestForNumber(mobileNo);
    const wait = latest?.resendWaitSeconds(now) ?? 0;
    if (wait > 0) throw new RateLimitedError(AuthMessages.resendWait(wait), wait);

    // Charged before anything is stored: a refused request must leave the number's open code alone
    // (issuing voids it) and must spend only the requester's own budget, address first. There is no cap per
    // number alone: SMS bombing of one number stays bounded by the 30-second resend wait, the captcha on
    // every request and the per-address caps.
    const limits = requesterLimits('otp', { kind: 'number', value: mobileNo }, input.clientIp, {
      perAddress: this.limits.otpPerIpPerHour,
      perPair: this.limits.otpPerNumberAndIpPerHour,
      windowSeconds: 3600,
    });
    const charge = await chargeLimits(this.rateLimiter, limits, now);
    if (!charge.allowed) throw new RateLimitedError(AuthMessages.otpHourlyCap, charge.retryAfterSeconds);

    // The text's language: the one the person chose for the account, else the site's, else the account's default.
    // Looked up for every number alike (no timing difference between known and new numbers), before the code is issued.
    const account = await this.users.findByMobile(mobileNo);
    const language = (account?.languageChosenAt ? account.language : requestedLanguage) ?? account?.language ?? DEFAULT_LANGUAGE;
    const code = this.codes.generate();
    const challenge = OtpChallenge.issue(
      { mobileNo, codeHash: this.hasher.hash(`${mobileNo}:${code}`), isSignup: input.isSignup, loginAs, clientIp: input.clientIp },
      now,
    );
    // The quiet-period check and the insert are one atomic step, so parallel requests send one code.
    // The number's two codes before it keep working while unexpired (a stranger's request cannot void the person's code).
    const waitLeft = await this.challenges.issue(challenge, OTP_RULES.resendWaitSeconds, now, OTP_RULES.liveCodesPerNumber - 1);
    if (waitLeft > 0) {
      // Counted only for codes actually issued, so a burst of refused duplicates costs nothing.
      await refundLimits(this.rateLimiter, limits, now);
      throw new RateLimitedError(AuthMessages.resendWait(waitLeft), waitLeft);
    }
    try {
      await this.sms.sendOtp(mobileNo, code, OTP_RULES.ttlSeconds / 60, language);
    } catch {
      // Undelivered: drop it so the person can ask again at once instead of waiting out the resend timer.
      // The charge stays: a number the provider refuses must not become free, unlimited provider calls.
      await this.challenges.delete(challenge.id);
      throw new MessageDeliveryError(AuthMessages.smsFailed);
    }
    return { message: AuthMessages.otpSent };
  }
}
