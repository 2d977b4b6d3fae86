import type { RiderApplication } from '../../domain/riders/rider-application.js';
import type { User } from '../../domain/users/user.js';
import type { RiderApplicationRepository } from './ports/rider-application.repository.port.js';

/** The person's newest application (its status and, when rejected, the reason), or none. */
export class GetMyRiderApplication {
  constructor(private readonly applications: RiderApplicationRepository) {}

  execute(actor: User): Promise<RiderApplication | null> {
    return this.applications.findLatestForUser(actor.id);
  }
}
