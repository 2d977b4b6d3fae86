import { OtpChallenge, OTP_RULES } from '../../domain/auth/otp-challenge.js';
import { AuthMessages, CaptchaFailedError, MessageDeliveryError } from '../../domain/auth/auth.errors.js';
import { FieldErrorCollector, RateLimitedError } from '../../domain/shared/domain-error.js';
import { PhoneNumber } from '../../domain/shared/phone-number.js';
import type { Clock } from '../shared/ports/clock.port.js';
import type { RateLimiter } from '../shared/ports/rate-limiter.port.js';
import type { SecretHasher } from '../shared/ports/secret-hasher.port.js';
import type { AuthLimits } from './auth-policy.js';
import { parseLoginAs } from './login-as.js';
import type { CaptchaVerifier } from './ports/captcha-verifier.port.js';
import type { OtpChallengeRepository } from './ports/otp-challenge.repository.port.js';
import type { OtpCodeGenerator } from './ports/otp-code-generator.port.js';
import type { SmsSender } from './ports/sms-sender.port.js';

export interface RequestOtpInput {
  mobileNo: unknown;
  countryCode: unknown;
  captchaToken: unknown;
  isSignup: boolean;
  loginAs?: unknown;
  clientIp: string | null;
}

/**
 * Step 1 of phone sign-in: send a fresh 6-digit code. The answer is the same whether or not the number
 * has an account, so the endpoint tells nobody who is registered.
 */
export class RequestOtp {
  constructor(
    private readonly challenges: OtpChallengeRepository,
    private readonly codes: OtpCodeGenerator,
    private readonly hasher: SecretHasher,
    private readonly sms: SmsSender,
    private readonly captcha: CaptchaVerifier,
    private readonly rateLimiter: RateLimiter,
    private readonly clock: Clock,
    private readonly limits: AuthLimits,
  ) {}

  async execute(input: RequestOtpInput): Promise<{ message: string }> {
    const errors = new FieldErrorCollector();
    const phone = errors.attempt('mobile_no', () => PhoneNumber.create(input.mobileNo, input.countryCode));
    const loginAs = errors.attempt('login_as', () => parseLoginAs(input.loginAs));
    errors.throwIfAny();
    const mobileNo = phone!.value;

    if (typeof input.captchaToken !== 'string' || !(await this.captcha.verify(input.captchaToken, input.clientIp))) {
      throw new CaptchaFailedError();
    }

    const now = this.clock.now();
    const latest = await this.challenges.findLatestForNumber(mobileNo);
    const wait = latest?.resendWaitSeconds(now) ?? 0;
    if (wait > 0) throw new RateLimitedError(AuthMessages.resendWait(wait), wait);

    const code = this.codes.generate();
    const challenge = OtpChallenge.issue(
      { mobileNo, codeHash: this.hasher.hash(`${mobileNo}:${code}`), isSignup: input.isSignup, loginAs: loginAs ?? null, clientIp: input.clientIp },
      now,
    );
    // The quiet-period check and the insert are one atomic step, so parallel requests send one code.
    const waitLeft = await this.challenges.issue(challenge, OTP_RULES.resendWaitSeconds, now);
    if (waitLeft > 0) throw new RateLimitedError(AuthMessages.resendWait(waitLeft), waitLeft);
    try {
      // Counted only for codes actually issued, so a burst of refused duplicates cannot lock a number out.
      await this.consumeOrRefuse(`otp:number:${mobileNo}`, this.limits.otpPerNumberPerHour, now);
      if (input.clientIp) await this.consumeOrRefuse(`otp:ip:${input.clientIp}`, this.limits.otpPerIpPerHour, now);
    } catch (error) {
      await this.challenges.delete(challenge.id);
      throw error;
    }
    try {
      await this.sms.sendOtp(mobileNo, code, OTP_RULES.ttlSeconds / 60);
    } catch {
      // Undelivered: drop it so the person can ask again at once instead of waiting out the resend timer.
      await this.challenges.delete(challenge.id);
      throw new MessageDeliveryError(AuthMessages.smsFailed);
    }
    return { message: AuthMessages.otpSent };
  }

  private async consumeOrRefuse(key: string, limit: number, now: Date): Promise<void> {
    const decision = await this.rateLimiter.consume(key, limit, 3600, now);
    if (!decision.allowed) throw new RateLimitedError(AuthMessages.otpHourlyCap, decision.retryAfterSeconds);
  }
}
