import { Session, SESSION_LIFETIMES } from '../../domain/auth/session.js';
import type { User } from '../../domain/users/user.js';
import type { LoginAs } from '../../domain/auth/otp-challenge.js';
import type { SecretHasher } from '../shared/ports/secret-hasher.port.js';
import type { TokenGenerator } from '../shared/ports/token-generator.port.js';
import type { SessionRepository } from './ports/session.repository.port.js';

/** Opens sessions: the token goes to the caller once; only its hash is stored. */
export class SessionIssuer {
  constructor(
    private readonly sessions: SessionRepository,
    private readonly tokens: TokenGenerator,
    private readonly hasher: SecretHasher,
  ) {}

  async forUser(user: User, now: Date): Promise<string> {
    const token = this.tokens.generate();
    const lifetime = user.isAdmin ? SESSION_LIFETIMES.admin : SESSION_LIFETIMES.user;
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
