import { AuthMessages } from '../../domain/auth/auth.errors.js';
import { FieldErrorCollector, ValidationError } from '../../domain/shared/domain-error.js';
import { Messages } from '../../domain/shared/messages.js';
import { Password } from '../../domain/shared/password.js';
import type { Clock } from '../shared/ports/clock.port.js';
import type { UnitOfWork } from '../shared/ports/unit-of-work.port.js';
import type { SecretHasher } from '../shared/ports/secret-hasher.port.js';
import type { UserRepository } from '../users/ports/user.repository.port.js';
import type { PasswordHasher } from './ports/password-hasher.port.js';
import type { PasswordResetRepository } from './ports/password-reset.repository.port.js';
import type { SessionRepository } from './ports/session.repository.port.js';

/** Sets a new admin password from a reset link, then signs that admin out everywhere. */
export class ResetPassword {
  constructor(
    private readonly resets: PasswordResetRepository,
    private readonly users: UserRepository,
    private readonly sessions: SessionRepository,
    private readonly passwords: PasswordHasher,
    private readonly hasher: SecretHasher,
    private readonly clock: Clock,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  async execute(input: { token?: string | null; password?: string | null; confirmPassword?: string | null }): Promise<{ message: string }> {
    const errors = new FieldErrorCollector();
    const password = errors.attempt('password', () => Password.create(input.password));
    if (typeof input.confirmPassword !== 'string' || input.confirmPassword === '') errors.add('confirm_password', Messages.required);
    else if (password && input.confirmPassword !== password.value) errors.add('confirm_password', Messages.passwordsDiffer);
    errors.throwIfAny();

    const invalid = new ValidationError({ token: AuthMessages.resetLinkInvalid }, AuthMessages.resetLinkInvalid);
    if (typeof input.token !== 'string' || input.token === '') throw invalid;
    const now = this.clock.now();
    const reset = await this.resets.findByTokenHash(this.hasher.hash(input.token));
    if (!reset || !reset.isUsable(now)) throw invalid;
    const user = await this.users.findById(reset.userId);
    if (!user || !user.isAdmin) throw invalid;

    const hash = await this.passwords.hash(password!.value);
    // Using the link (which voids the user's other open links), the new password and the sign-out everywhere
    // are stored together: a failure leaves the link usable and the old password in place.
    await this.unitOfWork.run(async () => {
      if (!(await this.resets.consume(reset, now))) throw invalid;
      user.changePasswordHash(hash, now);
      await this.users.save(user);
      await this.sessions.revokeAllForUser(user.id, now);
    });
    return { message: AuthMessages.passwordChanged };
  }
}
