import { AuthMessages, InvalidCredentialsError } from '../../domain/auth/auth.errors.js';
import { FieldErrorCollector, RateLimitedError } from '../../domain/shared/domain-error.js';
import { Email } from '../../domain/shared/email.js';
import { Messages } from '../../domain/shared/messages.js';
import type { User } from '../../domain/users/user.js';
import type { Clock } from '../shared/ports/clock.port.js';
import type { RateLimiter } from '../shared/ports/rate-limiter.port.js';
import { chargeLimits, refundLimits, requesterLimits } from '../shared/rate-limits.js';
import type { UserRepository } from '../users/ports/user.repository.port.js';
import type { AuthLimits } from './auth-policy.js';
import type { PasswordHasher } from './ports/password-hasher.port.js';
import type { SecondFactorNeeded, SecondFactorStep } from './second-factor-step.js';
import { takeSlowLanePlace } from './slow-lane.js';

const WINDOW_SECONDS = 15 * 60;
/**
 * Wrong passwords for one admin account from all addresses together in WINDOW_SECONDS before it slows down to the
 * account's slow lane (slow-lane.ts): a guesser spread over many addresses gets about 480 tries an hour instead of
 * thousands; one address fills one place of four (and the per-pair cap lets it do so five times in 15 minutes).
 */
export const ACCOUNT_FREE_FAILURES = 10;

/**
 * Email + password sign-in for admins. Failures are throttled per (email, client address) pair and per
 * address: a stranger's wrong guesses slow down only the stranger, and the admin signs in from any other address
 * at once (OWASP: throttle, don't lock out). Past ACCOUNT_FREE_FAILURES for one account from all addresses, that
 * account takes SLOW_LANE_TRIES tries per SLOW_LANE_SECONDS, at most one of them from each address: guesses spread
 * over many addresses are slowed too, no one address can hold the lane, and the admin waits seconds, never hours.
 * A right password opens no session: it opens the second step (SecondFactorStep, finished by CompleteAdminSignIn),
 * where the admin gives a code from their authenticator, setting it up the first time.
 */
export class AdminLogIn {
  constructor(
    private readonly users: UserRepository,
    private readonly passwords: PasswordHasher,
    private readonly secondFactor: SecondFactorStep,
    private readonly rateLimiter: RateLimiter,
    private readonly clock: Clock,
    private readonly limits: AuthLimits,
  ) {}

  async execute(input: { email?: string | null; password?: string | null; clientIp: string | null }): Promise<SecondFactorNeeded & { user: User }> {
    const errors = new FieldErrorCollector();
    const email = errors.attempt('email', () => Email.create(input.email));
    if (typeof input.password !== 'string' || input.password === '') errors.add('password', Messages.required);
    errors.throwIfAny();
    const password = input.password as string;
    if (password.length > 256) throw new InvalidCredentialsError();

    const now = this.clock.now();
    // Charged before the password is compared, so parallel guesses cannot outrun the cap, and given
    // back on success: the counters hold failures only.
    const limits = requesterLimits('admin-login', { kind: 'email', value: email!.value }, input.clientIp, {
      perAddress: this.limits.adminLoginFailuresPerIpPer15Min,
      perPair: this.limits.adminLoginFailuresPerEmailAndIpPer15Min,
      windowSeconds: WINDOW_SECONDS,
    });
    const charge = await chargeLimits(this.rateLimiter, limits, now);
    if (!charge.allowed) throw new RateLimitedError(AuthMessages.loginAttempts, charge.retryAfterSeconds);
    // The account's budget over every address: past it, a place in the slow lane (a growing wait for a guesser, a
    // short one for the admin).
    const account = { key: `admin-login:account:${email!.value}`, limit: ACCOUNT_FREE_FAILURES, windowSeconds: WINDOW_SECONDS };
    if ((await chargeLimits(this.rateLimiter, [account], now)).allowed) limits.push(account);
    else {
      const slow = await takeSlowLanePlace(this.rateLimiter, 'admin-login', email!.value, input.clientIp, now);
      if (!slow.allowed) {
        await refundLimits(this.rateLimiter, limits, now);
        throw new RateLimitedError(AuthMessages.loginAttempts, slow.retryAfterSeconds);
      }
    }

    const user = await this.users.findAdminByEmail(email!.value);
    const usable = user && user.isAdmin && user.isActive && user.passwordHash;
    // Verify against something even when there is no such admin, so timing does not tell who exists.
    const ok = await this.passwords.verify(usable ? user.passwordHash! : DUMMY_HASH, password);
    if (!usable || !ok) throw new InvalidCredentialsError();
    await refundLimits(this.rateLimiter, limits, now);
    return { user, ...(await this.secondFactor.open(user, now)) };
  }
}

// argon2id hash of a random string nobody knows; only used to spend the same time on unknown emails.
const DUMMY_HASH = '$argon2id$v=19$m=65536,t=3,p=4$mp7o+fKKs+WZ3XbL6uPq6g$n2TCCFokhWXErDnFWuoT0Mj6plt7tWnTig3RM02A7oQ';
