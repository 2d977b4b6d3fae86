import type { Session } from '../../domain/auth/session.js';
import { NotAuthenticatedError } from '../../domain/shared/domain-error.js';
import type { User } from '../../domain/users/user.js';
import type { Clock } from '../shared/ports/clock.port.js';
import type { SecretHasher } from '../shared/ports/secret-hasher.port.js';
import type { UserRepository } from '../users/ports/user.repository.port.js';
import type { SessionRepository } from './ports/session.repository.port.js';

export type Principal =
  | { kind: 'USER'; session: Session; user: User }
  | { kind: 'SIGNUP'; session: Session; mobileNo: string };

/** Turns a bearer token into who is calling, or refuses with 'Not authenticated user'. */
export class Authenticate {
  constructor(
    private readonly sessions: SessionRepository,
    private readonly users: UserRepository,
    private readonly hasher: SecretHasher,
    private readonly clock: Clock,
  ) {}

  async execute(token: string | null | undefined): Promise<Principal> {
    if (!token) throw new NotAuthenticatedError();
    const session = await this.sessions.findByTokenHash(this.hasher.hash(token));
    const now = this.clock.now();
    if (!session || !session.isLive(now)) throw new NotAuthenticatedError();

    if (session.kind === 'SIGNUP') return { kind: 'SIGNUP', session, mobileNo: session.mobileNo! };

    const user = await this.users.findById(session.userId!);
    if (!user || !user.isActive) throw new NotAuthenticatedError();
    if (session.touch(now)) await this.sessions.touch(session.id, now);
    return { kind: 'USER', session, user };
  }
}
