import { PasswordReset, PASSWORD_RESET_TTL_SECONDS } from '../../domain/auth/password-reset.js';
import { AuthMessages } from '../../domain/auth/auth.errors.js';
import { Email } from '../../domain/shared/email.js';
import type { Clock } from '../shared/ports/clock.port.js';
import type { RateLimiter } from '../shared/ports/rate-limiter.port.js';
import type { SecretHasher } from '../shared/ports/secret-hasher.port.js';
import type { TokenGenerator } from '../shared/ports/token-generator.port.js';
import type { UserRepository } from '../users/ports/user.repository.port.js';
import type { AuthLimits } from './auth-policy.js';
import type { MailSender } from './ports/mail-sender.port.js';
import type { PasswordResetRepository } from './ports/password-reset.repository.port.js';

/**
 * Mails a single-use reset link (20 minutes) to an admin. The answer never says whether the email
 * belongs to an admin; past the hourly cap it silently sends nothing.
 */
export class RequestPasswordReset {
  constructor(
    private readonly users: UserRepository,
    private readonly resets: PasswordResetRepository,
    private readonly tokens: TokenGenerator,
    private readonly hasher: SecretHasher,
    private readonly mail: MailSender,
    private readonly rateLimiter: RateLimiter,
    private readonly clock: Clock,
    private readonly limits: AuthLimits,
    private readonly resetPageUrl: string,
  ) {}

  async execute(input: { email: unknown }): Promise<{ message: string }> {
    const email = Email.create(input.email);
    const now = this.clock.now();
    const answer = { message: AuthMessages.resetLinkSent };
    const decision = await this.rateLimiter.consume(`reset:email:${email.value}`, this.limits.passwordResetPerEmailPerHour, 3600, now);
    if (!decision.allowed) return answer;

    const user = await this.users.findAdminByEmail(email.value);
    if (!user || !user.isAdmin || !user.isActive) return answer;

    const token = this.tokens.generate();
    await this.resets.replaceOpenResets(PasswordReset.issue(user.id, this.hasher.hash(token), now), now);
    const link = `${this.resetPageUrl}?token=${encodeURIComponent(token)}`;
    // Not awaited: how long the mail server takes must not tell the caller that this email is an admin's.
    void this.mail.send({
      to: email.value,
      subject: 'Reset your admin password',
      text:
        `Hello ${user.firstName},\n\nSomeone (hopefully you) asked to reset your admin password.\n` +
        `Open this link within ${PASSWORD_RESET_TTL_SECONDS / 60} minutes to choose a new one:\n${link}\n\n` +
        `The link works once. If you did not ask for it, ignore this mail; your password stays as it is.`,
    }).catch((error: unknown) => console.error('Password reset mail could not be sent:', error));
    return answer;
  }
}
