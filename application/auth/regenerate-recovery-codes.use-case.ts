import { ForbiddenError } from '../../domain/shared/domain-error.js';
import type { User } from '../../domain/users/user.js';
import type { Clock } from '../shared/ports/clock.port.js';
import type { SecretHasher } from '../shared/ports/secret-hasher.port.js';
import type { AdminSecondFactorRepository } from './ports/admin-second-factor.repository.port.js';
import type { RecoveryCodeGenerator } from './ports/authenticator.port.js';
import { newRecoveryCodes } from './second-factor-step.js';

/** A signed-in admin makes a new set of recovery codes (shown once); the earlier ones, used or not, stop working. */
export class RegenerateRecoveryCodes {
  constructor(
    private readonly factors: AdminSecondFactorRepository,
    private readonly generator: RecoveryCodeGenerator,
    private readonly hasher: SecretHasher,
    private readonly clock: Clock,
  ) {}

  async execute(actor: User): Promise<{ recoveryCodes: string[] }> {
    if (!actor.isAdmin) throw new ForbiddenError();
    const factor = await this.factors.findByUserId(actor.id);
    if (!factor?.isConfirmed) throw new ForbiddenError();
    const { codes, hashes } = newRecoveryCodes(this.generator, this.hasher, actor.id);
    await this.factors.replaceRecoveryCodes(actor.id, hashes, this.clock.now());
    return { recoveryCodes: codes };
  }
}
