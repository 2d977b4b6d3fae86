import type { PropertyRepository } from '../properties/ports/property.repository.port.js';
import type { Clock } from '../shared/ports/clock.port.js';
import type { JobQueue } from '../shared/ports/job-queue.port.js';
import type { SearchAlertRepository } from './ports/search-alert.repository.port.js';
import { listingFacts } from './listing-facts.js';
import { SearchAlertJobs } from './search-alert-jobs.js';

/**
 * The job 'search-alerts.match-listing' (enqueued with the approval that made a listing live): records a waiting
 * match for every alert whose search shows it, in the database (one statement on SQL), then asks the dispatch to
 * text the people now due. Run twice, it records nothing new. A listing that left search before the job ran
 * (rejected, rented) matches nothing.
 */
export class MatchListingToAlerts {
  constructor(
    private readonly properties: PropertyRepository,
    private readonly alerts: SearchAlertRepository,
    private readonly jobs: JobQueue,
    private readonly clock: Clock,
  ) {}

  async execute(payload: { propertyId: string }): Promise<void> {
    const now = this.clock.now();
    const listing = await this.properties.findById(payload.propertyId);
    if (!listing || !listing.isPublic(now)) return;
    const found = await this.alerts.recordMatches(listingFacts(listing, now), now);
    if (found > 0) await this.jobs.enqueue(SearchAlertJobs.dispatch, {}, { singletonKey: 'dispatch' });
  }
}
