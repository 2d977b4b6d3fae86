import type { PropertyRepository } from '../properties/ports/property.repository.port.js';
import type { Clock } from '../shared/ports/clock.port.js';
import type { JobQueue } from '../shared/ports/job-queue.port.js';
import { inSendingHours, smsDayStart } from './alert-links.js';
import type { AlertDigestRepository } from './ports/alert-digest.repository.port.js';
import type { SearchAlertRepository } from './ports/search-alert.repository.port.js';
import { listingFacts } from './listing-facts.js';
import { SearchAlertJobs } from './search-alert-jobs.js';

/**
 * The job 'search-alerts.match-listing' (enqueued with the approval that made a listing live, and with its
 * verification for the verified-only alerts): records a waiting match for every alert whose search shows it, in
 * the database (one statement on SQL), then queues the SMS of each person it matched who has had none today (one
 * send job per person, not a dispatch of everyone: a dispatch already running may have paged past them). At night
 * nothing is queued: the first dispatch of the morning sends. Run twice, it records nothing new (and a person
 * already queued is not queued twice). A listing that left
 * search before the job ran (rejected, rented) matches nothing.
 */
export class MatchListingToAlerts {
  constructor(
    private readonly properties: PropertyRepository,
    private readonly alerts: SearchAlertRepository,
    private readonly digests: AlertDigestRepository,
    private readonly jobs: JobQueue,
    private readonly clock: Clock,
  ) {}

  async execute(payload: { propertyId: string; verifiedOnly?: boolean }): Promise<void> {
    const now = this.clock.now();
    const listing = await this.properties.findById(payload.propertyId);
    if (!listing || !listing.isPublic(now)) return;
    await this.alerts.recordMatches(listingFacts(listing, now), now, { verifiedOnly: payload.verifiedOnly === true });
    // Everyone this listing waits for (not only the new matches: a retry after a crash here queues them still).
    if (!inSendingHours(now)) return;
    for (const userId of await this.digests.dueRecipientsOf(listing.id, smsDayStart(now))) {
      await this.jobs.enqueue(SearchAlertJobs.send, { userId }, { singletonKey: userId });
    }
  }
}
