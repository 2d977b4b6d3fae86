import type { RiderApplication } from '../../domain/riders/rider-application.js';
import { NotFoundError } from '../../domain/shared/domain-error.js';
import type { RiderApplicationRepository } from './ports/rider-application.repository.port.js';

/** One rider application, for the console's review page. */
export class GetRiderApplication {
  constructor(private readonly applications: RiderApplicationRepository) {}

  async execute(id: string): Promise<RiderApplication> {
    const application = await this.applications.findById(id);
    if (!application) throw new NotFoundError('APPLICATION_NOT_FOUND');
    return application;
  }
}
