import { normaliseTotpCode, secondFactorContext } from '../../domain/auth/admin-second-factor.js';
import { AuthMessages } from '../../domain/auth/auth.errors.js';
import { ForbiddenError, RateLimitedError, ValidationError } from '../../domain/shared/domain-error.js';
import type { User } from '../../domain/users/user.js';
import type { Clock } from '../shared/ports/clock.port.js';
import type { RateLimiter } from '../shared/ports/rate-limiter.port.js';
import type { SecretBox } from '../shared/ports/secret-box.port.js';
import type { SecretHasher } from '../shared/ports/secret-hasher.port.js';
import type { AdminSecondFactorRepository } from './ports/admin-second-factor.repository.port.js';
import type { Authenticator, RecoveryCodeGenerator } from './ports/authenticator.port.js';
import { newRecoveryCodes } from './second-factor-step.js';

/** Wrong app codes an admin may type here in WINDOW_SECONDS (a stolen session cannot try codes until one fits). */
export const RECOVERY_CODE_TRIES = 5;
const WINDOW_SECONDS = 15 * 60;

/**
 * A signed-in admin makes a new set of recovery codes (shown once); the earlier ones, used or not, stop working.
 * It takes the current code of the admin's authenticator app (a session alone is not enough to replace the way back
 * in), used once like a sign-in's; a wrong or used code is a field error on `code` (the session stays).
 */
export class RegenerateRecoveryCodes {
  constructor(
    private readonly factors: AdminSecondFactorRepository,
    private readonly generator: RecoveryCodeGenerator,
    private readonly hasher: SecretHasher,
    private readonly authenticator: Authenticator,
    private readonly box: SecretBox,
    private readonly rateLimiter: RateLimiter,
    private readonly clock: Clock,
  ) {}

  async execute(actor: User, code?: string | number): Promise<{ recoveryCodes: string[] }> {
    if (!actor.isAdmin) throw new ForbiddenError();
    const factor = await this.factors.findByUserId(actor.id);
    if (!factor?.isConfirmed) throw new ForbiddenError();
    const typed = typeof code === 'number' ? String(code).padStart(6, '0') : code;
    if (typeof typed !== 'string' || typed.trim() === '') throw ValidationError.field('code', 'REQUIRED');
    const totp = normaliseTotpCode(typed);
    if (!totp) throw ValidationError.field('code', 'SECOND_FACTOR_APP_CODE');

    const now = this.clock.now();
    const tries = await this.rateLimiter.consume(`admin-recovery-codes:${actor.id}`, RECOVERY_CODE_TRIES, WINDOW_SECONDS, now);
    if (!tries.allowed) throw new RateLimitedError(AuthMessages.secondFactorAttempts, tries.retryAfterSeconds);
    const step = this.authenticator.stepOf(await this.box.open(factor.sealedSecret, secondFactorContext(actor.id)), totp, now);
    if (step === null) throw ValidationError.field('code', 'SECOND_FACTOR_APP_CODE');
    if (!factor.acceptsStep(step) || !(await this.factors.useStep(actor.id, step))) throw ValidationError.field('code', 'SECOND_FACTOR_CODE_USED');

    const { codes, hashes } = newRecoveryCodes(this.generator, this.hasher, actor.id);
    await this.factors.replaceRecoveryCodes(actor.id, hashes, now);
    return { recoveryCodes: codes };
  }
}
