import { InvalidOtpError } from '../../domain/auth/auth.errors.js';
import { RateLimitedError } from '../../domain/shared/domain-error.js';
import { OtpCode } from '../../domain/shared/otp-code.js';
import { ConfirmationCode } from '../../domain/tenancies/confirmation-code.js';
import { TenancyMessages } from '../../domain/tenancies/tenancies.errors.js';
import { CONFIRMATION_CODE_RULES } from '../../domain/tenancies/tenancy-rules.js';
import type { OtpCodeGenerator } from '../auth/ports/otp-code-generator.port.js';
import type { SmsNotice } from '../auth/ports/sms-sender.port.js';
import { queueSms } from '../shared/outbound-messages.js';
import type { Clock } from '../shared/ports/clock.port.js';
import type { JobQueue } from '../shared/ports/job-queue.port.js';
import type { RateLimiter } from '../shared/ports/rate-limiter.port.js';
import type { SecretHasher } from '../shared/ports/secret-hasher.port.js';
import { matchWorkingCode } from '../shared/code-matching.js';
import { chargeLimits, refundLimits, type Limit } from '../shared/rate-limits.js';
import type { CodeOwner, ConfirmationCodeStore } from './ports/confirmation-code.store.port.js';

const HOUR = 3600;

/**
 * The confirmation codes of tenancies and payments, on the OTP's rules (CONFIRMATION_CODE_RULES). Only the
 * confirming party asks for their code and types it (the use cases check who), so the caps are that party's own:
 * codes asked for per hour, wrong codes per 15 minutes, and 30 tries per code from everywhere; a stranger has no
 * way to spend them. A code is bound to one version of one record: its hash covers both.
 */
export class ConfirmationCodes {
  constructor(
    private readonly store: ConfirmationCodeStore,
    private readonly generator: OtpCodeGenerator,
    private readonly hasher: SecretHasher,
    private readonly rateLimiter: RateLimiter,
    private readonly jobs: JobQueue,
    private readonly clock: Clock,
  ) {}

  /**
   * Sends a fresh code for `version` of the record to the party's own phone (queued with the caller's unit of work
   * when inside one). Refused during the 30-second wait after the last one, and over the party's hourly cap.
   */
  async send(owner: CodeOwner, version: number, mobileNo: string, notice: (code: string, minutes: number) => SmsNotice): Promise<void> {
    const now = this.clock.now();
    const latest = await this.store.findLatest(owner);
    const wait = latest ? Math.max(0, Math.ceil((latest.createdAt.getTime() + CONFIRMATION_CODE_RULES.resendWaitSeconds * 1000 - now.getTime()) / 1000)) : 0;
    if (wait > 0) throw new RateLimitedError(TenancyMessages.codeWait(wait), wait);
    const limits: Limit[] = [{ key: `tenancy-code:user:${owner.userId}`, limit: CONFIRMATION_CODE_RULES.requestsPerPartyPerHour, windowSeconds: HOUR }];
    const charge = await chargeLimits(this.rateLimiter, limits, now);
    if (!charge.allowed) throw new RateLimitedError(TenancyMessages.codeCap, charge.retryAfterSeconds);
    const code = this.generator.generate();
    const issued = ConfirmationCode.issue({ ...owner, subjectVersion: version, codeHash: this.hasher.hash(ConfirmationCode.secret({ ...owner, subjectVersion: version }, code)) }, now);
    const waitLeft = await this.store.issue(issued, CONFIRMATION_CODE_RULES.resendWaitSeconds, now, CONFIRMATION_CODE_RULES.liveCodesPerSubject - 1);
    if (waitLeft > 0) {
      await refundLimits(this.rateLimiter, limits, now);
      throw new RateLimitedError(TenancyMessages.codeWait(waitLeft), waitLeft);
    }
    await queueSms(this.jobs, mobileNo, notice(code, CONFIRMATION_CODE_RULES.ttlSeconds / 60));
  }

  /**
   * Checks a typed code against the party's working codes for the record and uses the one it matches: its version
   * is what the caller confirms (inside its unit of work, against the record as it is then). Wrong codes are charged
   * to the party's own 15-minute budget (given back when right) and to each code's 30 tries.
   */
  async use(owner: CodeOwner, typed: unknown): Promise<ConfirmationCode> {
    const otp = OtpCode.create(typed);
    const now = this.clock.now();
    const limits: Limit[] = [{ key: `tenancy-code-verify:user:${owner.userId}`, limit: CONFIRMATION_CODE_RULES.failuresPerPartyPer15Min, windowSeconds: 15 * 60 }];
    const charge = await chargeLimits(this.rateLimiter, limits, now);
    if (!charge.allowed) throw new RateLimitedError(TenancyMessages.tooManyAttempts, charge.retryAfterSeconds);
    const live = await this.store.findLive(owner, now, CONFIRMATION_CODE_RULES.liveCodesPerSubject);
    if (live.length === 0) {
      const latest = await this.store.findLatest(owner);
      const open = latest && !latest.consumedAt && !latest.voidedAt;
      throw new InvalidOtpError(open && latest.isExpired(now) ? TenancyMessages.expiredCode : TenancyMessages.invalidCode);
    }
    const { matched, triesLeft } = await matchWorkingCode(
      live,
      (id) => this.store.takeAttempt(id, CONFIRMATION_CODE_RULES.maxTriesPerCode, now),
      CONFIRMATION_CODE_RULES.maxTriesPerCode,
      (code) => this.hasher.matches(ConfirmationCode.secret(code, otp.value), code.codeHash),
    );
    if (!matched) throw new InvalidOtpError(triesLeft ? TenancyMessages.invalidCode : TenancyMessages.tooManyAttempts);
    await refundLimits(this.rateLimiter, limits, now);
    if (!(await this.store.consume(matched.id, now))) throw new InvalidOtpError(TenancyMessages.invalidCode);
    return matched;
  }
}
