import type { Session } from '../../domain/auth/session.js';
import type { Clock } from '../shared/ports/clock.port.js';
import type { SessionRepository } from './ports/session.repository.port.js';

export class LogOut {
  constructor(
    private readonly sessions: SessionRepository,
    private readonly clock: Clock,
  ) {}

  async execute(session: Session): Promise<void> {
    const now = this.clock.now();
    session.revoke(now);
    await this.sessions.revoke(session.id, now);
  }
}
