import { Session, SESSION_LIFETIMES, type SessionLifetime } from '../../domain/auth/session.js';
import type { User } from '../../domain/users/user.js';
import type { LoginAs } from '../../domain/auth/otp-challenge.js';
import type { SecretHasher } from '../shared/ports/secret-hasher.port.js';
import type { TokenGenerator } from '../shared/ports/token-generator.port.js';
import type { SessionRepository } from './ports/session.repository.port.js';

/**
 * Opens sessions: the token goes to the caller once; only its hash is stored. An admin's session opens only through
 * `forAdminAfterSecondFactor`, which CompleteAdminSignIn alone calls once the authenticator or recovery code was
 * right; `forUser` refuses admins, so no other way in (a phone code, a sign-up) can hand out an admin's session.
 */
export class SessionIssuer {
  constructor(
    private readonly sessions: SessionRepository,
    private readonly tokens: TokenGenerator,
    private readonly hasher: SecretHasher,
  ) {}

  async forUser(user: User, now: Date): Promise<string> {
    if (user.isAdmin) throw new Error("An admin's session opens only after the second factor (CompleteAdminSignIn).");
    return this.open(user, SESSION_LIFETIMES.user, now);
  }

  /** An admin's session, with the admins' shorter lifetimes: only once the second factor was given. */
  async forAdminAfterSecondFactor(user: User, now: Date): Promise<string> {
    if (!user.isAdmin) throw new Error('Not an admin.');
    return this.open(user, SESSION_LIFETIMES.admin, now);
  }

  private async open(user: User, lifetime: SessionLifetime, now: Date): Promise<string> {
    const token = this.tokens.generate();
    await this.sessions.save(Session.open({ tokenHash: this.hasher.hash(token), kind: 'USER', userId: user.id, lifetime }, now));
    return token;
  }

  async forSignup(mobileNo: string, loginAs: LoginAs | null, now: Date): Promise<string> {
    const token = this.tokens.generate();
    await this.sessions.save(
      Session.open({ tokenHash: this.hasher.hash(token), kind: 'SIGNUP', mobileNo, loginAs, lifetime: SESSION_LIFETIMES.signup }, now),
    );
    return token;
  }
}
