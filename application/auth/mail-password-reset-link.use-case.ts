import { PasswordReset, PASSWORD_RESET_TTL_SECONDS } from '../../domain/auth/password-reset.js';
import type { Clock } from '../shared/ports/clock.port.js';
import type { DeliveryLog } from '../shared/ports/delivery-log.port.js';
import type { JobRun, Jobs } from '../shared/ports/job-queue.port.js';
import type { SecretHasher } from '../shared/ports/secret-hasher.port.js';
import type { TokenGenerator } from '../shared/ports/token-generator.port.js';
import { deliverOnce } from '../shared/outbound-messages.js';
import type { UserRepository } from '../users/ports/user.repository.port.js';
import type { MailSender } from './ports/mail-sender.port.js';
import type { PasswordResetRepository } from './ports/password-reset.repository.port.js';

declare module '../shared/ports/job-queue.port.js' {
  interface Jobs {
    /** A reset link for this email, if it is an active admin's. The link is made by the job, never stored in it. */
    'auth.mail-password-reset-link': { email: string };
  }
}

/**
 * The 'auth.mail-password-reset-link' job (RequestPasswordReset queues it for every email within the caps): looks
 * the admin up, issues a single-use link (20 minutes from now) and mails it; nothing for an unknown or inactive
 * email. The token exists only in the mail (its hash in password_resets), so the job's stored payload holds no
 * secret. Mailed once per job (the delivery log); a mail provider error is retried with a fresh link.
 */
export class MailPasswordResetLink {
  constructor(
    private readonly users: UserRepository,
    private readonly resets: PasswordResetRepository,
    private readonly tokens: TokenGenerator,
    private readonly hasher: SecretHasher,
    private readonly mail: MailSender,
    private readonly deliveries: DeliveryLog,
    private readonly clock: Clock,
    private readonly resetPageUrl: string,
  ) {}

  async execute(payload: Jobs['auth.mail-password-reset-link'], run: JobRun): Promise<void> {
    const { email } = payload;
    await deliverOnce(this.deliveries, this.clock, `mail:${run.id}`, async () => {
      const user = await this.users.findAdminByEmail(email);
      if (!user || !user.isAdmin || !user.isActive) return;
      const token = this.tokens.generate();
      await this.resets.add(PasswordReset.issue(user.id, this.hasher.hash(token), this.clock.now()));
      const link = `${this.resetPageUrl}?token=${encodeURIComponent(token)}`;
      await this.mail.send({
        to: email,
        subject: 'Reset your admin password',
        text:
          `Hello ${user.firstName},\n\nSomeone (hopefully you) asked to reset your admin password.\n` +
          `Open this link within ${PASSWORD_RESET_TTL_SECONDS / 60} minutes to choose a new one:\n${link}\n\n` +
          `The link works once. If you did not ask for it, ignore this mail; your password stays as it is.`,
      });
    });
  }
}
