import { PasswordReset, PASSWORD_RESET_TTL_SECONDS } from '../../domain/auth/password-reset.js';
import { AuthMessages } from '../../domain/auth/auth.errors.js';
import { Email } from '../../domain/shared/email.js';
import type { BackgroundWork } from '../shared/ports/background-work.port.js';
import type { Clock } from '../shared/ports/clock.port.js';
import type { RateLimiter } from '../shared/ports/rate-limiter.port.js';
import type { SecretHasher } from '../shared/ports/secret-hasher.port.js';
import type { TokenGenerator } from '../shared/ports/token-generator.port.js';
import { chargeLimits, requesterLimits } from '../shared/rate-limits.js';
import type { UserRepository } from '../users/ports/user.repository.port.js';
import type { AuthLimits } from './auth-policy.js';
import type { MailSender } from './ports/mail-sender.port.js';
import type { PasswordResetRepository } from './ports/password-reset.repository.port.js';

/**
 * Mails a single-use reset link (20 minutes) to an admin. The answer never says whether the email
 * belongs to an admin, neither by its words nor by its timing: the request is validated and charged
 * against the caps (the same work for every email), then the lookup, the new link and the mail are
 * handed to background work and the answer goes out. Past a cap it silently sends nothing.
 *
 * A new link leaves earlier open ones valid, and the caps are per (email, client address) pair and
 * per address, so nobody can void or starve the admin's reset by asking for one in their name.
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
    private readonly background: BackgroundWork,
    private readonly resetPageUrl: string,
  ) {}

  async execute(input: { email: unknown; clientIp: string | null }): Promise<{ message: string }> {
    const email = Email.create(input.email).value;
    const now = this.clock.now();
    const answer = { message: AuthMessages.resetLinkSent };
    const charge = await chargeLimits(this.rateLimiter, requesterLimits('reset', { kind: 'email', value: email }, input.clientIp, {
      perAddress: this.limits.passwordResetPerIpPerHour,
      perPair: this.limits.passwordResetPerEmailAndIpPerHour,
      windowSeconds: 3600,
    }), now);
    if (charge.allowed) this.background.run('password-reset-mail', () => this.mailLink(email, now));
    return answer;
  }

  private async mailLink(email: string, now: Date): Promise<void> {
    const user = await this.users.findAdminByEmail(email);
    if (!user || !user.isAdmin || !user.isActive) return;
    const token = this.tokens.generate();
    await this.resets.add(PasswordReset.issue(user.id, this.hasher.hash(token), now));
    const link = `${this.resetPageUrl}?token=${encodeURIComponent(token)}`;
    await this.mail.send({
      to: email,
      subject: 'Reset your admin password',
      text:
        `Hello ${user.firstName},\n\nSomeone (hopefully you) asked to reset your admin password.\n` +
        `Open this link within ${PASSWORD_RESET_TTL_SECONDS / 60} minutes to choose a new one:\n${link}\n\n` +
        `The link works once. If you did not ask for it, ignore this mail; your password stays as it is.`,
    });
  }
}
