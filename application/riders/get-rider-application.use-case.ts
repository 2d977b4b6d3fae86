import type { RiderApplication } from '../../domain/riders/rider-application.js';
import { NotFoundError } from '../../domain/shared/domain-error.js';
import type { RiderApplicationRepository } from './ports/rider-application.repository.port.js';

/** An application as the console's review page shows it: with the other people's applications made with the same Aadhaar. */
export interface RiderApplicationReview {
  application: RiderApplication;
  /** Ids of other people's applications with the same Aadhaar number (empty for other documents). */
  sameIdNumberAs: string[];
}

/** One rider application, for the console's review page. */
export class GetRiderApplication {
  constructor(private readonly applications: RiderApplicationRepository) {}

  async execute(id: string): Promise<RiderApplicationReview> {
    const application = await this.applications.findById(id);
    if (!application) throw new NotFoundError('APPLICATION_NOT_FOUND');
    const sameIdNumberAs = application.idNumberHash ? await this.applications.findOthersWithIdHash(application.idNumberHash, application.userId) : [];
    return { application, sameIdNumberAs };
  }
}
