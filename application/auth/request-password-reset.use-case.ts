import { AuthMessages } from '../../domain/auth/auth.errors.js';
import { Email } from '../../domain/shared/email.js';
import type { Clock } from '../shared/ports/clock.port.js';
import type { JobQueue } from '../shared/ports/job-queue.port.js';
import type { RateLimiter } from '../shared/ports/rate-limiter.port.js';
import { chargeLimits, requesterLimits } from '../shared/rate-limits.js';
import type { AuthLimits } from './auth-policy.js';
import type {} from './mail-password-reset-link.use-case.js'; // declares the job

/**
 * Mails a single-use reset link (20 minutes) to an admin. The answer never says whether the email
 * belongs to an admin, neither by its words nor by its timing: the request is validated and charged
 * against the caps (the same work for every email), then a job is queued (the same insert for every
 * email: the lookup, the new link and the mail are the job's, MailPasswordResetLink) and the answer
 * goes out. Past a cap it silently queues nothing.
 *
 * A new link leaves earlier open ones valid, and the caps are per (email, client address) pair and
 * per address, so nobody can void or starve the admin's reset by asking for one in their name.
 */
export class RequestPasswordReset {
  constructor(
    private readonly rateLimiter: RateLimiter,
    private readonly clock: Clock,
    private readonly limits: AuthLimits,
    private readonly jobs: JobQueue,
  ) {}

  async execute(input: { email?: string | null; clientIp: string | null }): Promise<{ message: string }> {
    const email = Email.create(input.email).value;
    const now = this.clock.now();
    const answer = { message: AuthMessages.resetLinkSent };
    const charge = await chargeLimits(this.rateLimiter, requesterLimits('reset', { kind: 'email', value: email }, input.clientIp, {
      perAddress: this.limits.passwordResetPerIpPerHour,
      perPair: this.limits.passwordResetPerEmailAndIpPerHour,
      windowSeconds: 3600,
    }), now);
    if (charge.allowed) await this.jobs.enqueue('auth.mail-password-reset-link', { email });
    return answer;
  }
}
