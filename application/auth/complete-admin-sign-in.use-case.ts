import {
  InvalidSecondFactorCodeError,
  AuthMessages,
  SecondFactorCodeUsedError,
  SignInExpiredError,
} from '../../domain/auth/auth.errors.js';
import { normaliseRecoveryCode, normaliseTotpCode, secondFactorContext } from '../../domain/auth/admin-second-factor.js';
import { RateLimitedError, ValidationError } from '../../domain/shared/domain-error.js';
import type { User } from '../../domain/users/user.js';
import type { AuditLog } from '../audit/ports/audit-log.port.js';
import type { Clock } from '../shared/ports/clock.port.js';
import type { RateLimiter } from '../shared/ports/rate-limiter.port.js';
import type { SecretBox } from '../shared/ports/secret-box.port.js';
import type { SecretHasher } from '../shared/ports/secret-hasher.port.js';
import type { UnitOfWork } from '../shared/ports/unit-of-work.port.js';
import { addressBucket, chargeLimits, refundLimits, type Limit } from '../shared/rate-limits.js';
import type { UserRepository } from '../users/ports/user.repository.port.js';
import type { SessionIssuer } from './issue-session.js';
import type { AdminSecondFactorRepository } from './ports/admin-second-factor.repository.port.js';
import type { Authenticator, RecoveryCodeGenerator } from './ports/authenticator.port.js';
import type { PendingAdminSignInRepository } from './ports/pending-admin-sign-in.repository.port.js';
import { newRecoveryCodes, recoveryCodeHash } from './second-factor-step.js';
import { takeSlowLanePlace } from './slow-lane.js';

const WINDOW_SECONDS = 15 * 60;
/**
 * Wrong codes for one admin, from every address together, in WINDOW_SECONDS before it slows down to the account's
 * slow lane (slow-lane.ts, the same lane as wrong passwords: a few places per 30 s, one per address). Only someone
 * who knew the password holds a pending sign-in, so a stranger who knows just the e-mail cannot slow the admin down
 * here; one who knows the password fills one place from each address they use, never the admin's, and from one
 * address at most CODE_FAILURES_PER_ADDRESS times in WINDOW_SECONDS (like the password's per-pair cap), so holding
 * every place all the time takes some two dozen addresses. Even the slow lane is a wait of seconds, never a lock-out.
 */
export const CODE_FREE_FAILURES = 5;
export const CODE_FAILURES_PER_ADDRESS = 5;

export interface AdminSignedIn {
  user: User;
  token: string;
  /** At set-up only: the recovery codes, shown this once (only their hashes are kept). */
  recoveryCodes: string[] | null;
}

/**
 * The second step of an admin's sign-in: the pending sign-in's token and a 6-digit code from the authenticator, or
 * one of the recovery codes. The first right code of a set-up finishes it and makes the recovery codes; a code is
 * good once (its time step is recorded, so it cannot be replayed); a recovery code is spent and the audit log says
 * so. The pending sign-in gives one session.
 */
export class CompleteAdminSignIn {
  constructor(
    private readonly pending: PendingAdminSignInRepository,
    private readonly users: UserRepository,
    private readonly factors: AdminSecondFactorRepository,
    private readonly authenticator: Authenticator,
    private readonly box: SecretBox,
    private readonly hasher: SecretHasher,
    private readonly recoveryCodes: RecoveryCodeGenerator,
    private readonly issuer: SessionIssuer,
    private readonly audit: AuditLog,
    private readonly rateLimiter: RateLimiter,
    private readonly clock: Clock,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  async execute(input: { pendingToken?: string | null; code?: string | number; clientIp: string | null }): Promise<AdminSignedIn> {
    if (typeof input.pendingToken !== 'string' || input.pendingToken === '') throw new SignInExpiredError();
    const typed = typeof input.code === 'number' ? String(input.code).padStart(6, '0') : input.code;
    if (typeof typed !== 'string' || typed.trim() === '') throw ValidationError.field('code', 'REQUIRED');
    const totp = normaliseTotpCode(typed);
    const recovery = totp ? null : normaliseRecoveryCode(typed);

    const now = this.clock.now();
    const pending = await this.pending.findByTokenHash(this.hasher.hash(input.pendingToken));
    if (!pending || !pending.isUsable(now)) throw new SignInExpiredError();
    const user = await this.users.findById(pending.userId);
    const factor = await this.factors.findByUserId(pending.userId);
    if (!user || !user.isAdmin || !user.isActive || !factor) throw new SignInExpiredError();
    if (!totp && !recovery) throw new InvalidSecondFactorCodeError();

    const charged = await this.charge(user.id, input.clientIp, now);
    if (totp) {
      const step = this.authenticator.stepOf(await this.box.open(factor.sealedSecret, secondFactorContext(user.id)), totp, now);
      if (step === null) throw new InvalidSecondFactorCodeError();
      // A right code of a step already used is refused, and still counts as a failure.
      if (!factor.acceptsStep(step)) throw new SecondFactorCodeUsedError();
      await refundLimits(this.rateLimiter, charged, now);
      if (!factor.isConfirmed) return this.finishSetUp(user, pending.id, step, now);
      return this.unitOfWork.run(async () => {
        if (!(await this.pending.consume(pending.id, now))) throw new SignInExpiredError();
        if (!(await this.factors.useStep(user.id, step))) throw new SecondFactorCodeUsedError();
        return { user, token: await this.issuer.forAdminAfterSecondFactor(user, now), recoveryCodes: null };
      });
    }

    // A recovery code (there are none before the set-up is finished).
    const signedIn = await this.unitOfWork.run(async (): Promise<AdminSignedIn | null> => {
      if (!factor.isConfirmed || !(await this.factors.useRecoveryCode(user.id, recoveryCodeHash(this.hasher, user.id, recovery!), now))) return null;
      if (!(await this.pending.consume(pending.id, now))) throw new SignInExpiredError();
      const left = await this.factors.countUnusedRecoveryCodes(user.id);
      await this.audit.record({ actorId: user.id, action: 'ADMIN_RECOVERY_CODE_USED', subject: { type: 'USER', id: user.id }, detail: { codes_left: left }, at: now });
      return { user, token: await this.issuer.forAdminAfterSecondFactor(user, now), recoveryCodes: null };
    });
    if (!signedIn) throw new InvalidSecondFactorCodeError();
    await refundLimits(this.rateLimiter, charged, now);
    return signedIn;
  }

  /** The first right code: the authenticator is confirmed, the recovery codes made, the set-up written in the audit log. */
  private finishSetUp(user: User, pendingId: string, step: number, now: Date): Promise<AdminSignedIn> {
    const { codes, hashes } = newRecoveryCodes(this.recoveryCodes, this.hasher, user.id);
    return this.unitOfWork.run(async () => {
      if (!(await this.pending.consume(pendingId, now))) throw new SignInExpiredError();
      if (!(await this.factors.confirm(user.id, step, now))) throw new SecondFactorCodeUsedError();
      await this.factors.replaceRecoveryCodes(user.id, hashes, now);
      await this.audit.record({ actorId: user.id, action: 'ADMIN_SECOND_FACTOR_SET_UP', subject: { type: 'USER', id: user.id }, at: now });
      return { user, token: await this.issuer.forAdminAfterSecondFactor(user, now), recoveryCodes: codes };
    });
  }

  /**
   * Charged before the code is compared (parallel guesses cannot outrun the budget) and given back when it is right:
   * the (admin, address) pair's failures first, then the account's; past CODE_FREE_FAILURES for the account, a place
   * in its slow lane (one per address), which a right code does not give back.
   */
  private async charge(userId: string, clientIp: string | null, now: Date): Promise<Limit[]> {
    const pair: Limit = {
      key: `admin-second-factor:account-ip:${userId}:${clientIp ? addressBucket(clientIp) : 'unknown'}`,
      limit: CODE_FAILURES_PER_ADDRESS,
      windowSeconds: WINDOW_SECONDS,
    };
    const account: Limit = { key: `admin-second-factor:account:${userId}`, limit: CODE_FREE_FAILURES, windowSeconds: WINDOW_SECONDS };
    const own = await chargeLimits(this.rateLimiter, [pair], now);
    if (!own.allowed) throw new RateLimitedError(AuthMessages.secondFactorAttempts, own.retryAfterSeconds);
    if ((await chargeLimits(this.rateLimiter, [account], now)).allowed) return [pair, account];
    const slow = await takeSlowLanePlace(this.rateLimiter, 'admin-second-factor', userId, clientIp, now);
    if (!slow.allowed) {
      await refundLimits(this.rateLimiter, [pair], now);
      throw new RateLimitedError(AuthMessages.secondFactorAttempts, slow.retryAfterSeconds);
    }
    return [pair];
  }
}
