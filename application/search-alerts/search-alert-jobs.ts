/**
 * The search alerts' background jobs (ADR 0010): a listing that went live is matched against every alert in the
 * database; a dispatch finds the people with homes waiting who may get an SMS now; one send job per person.
 */
import type { JobQueue } from '../shared/ports/job-queue.port.js';

declare module '../shared/ports/job-queue.port.js' {
  interface Jobs {
    /**
     * Enqueued with the approval that made a listing live (same unit of work); `verifiedOnly` with a verification
     * of a live listing (only the verified-only alerts are matched then: the others were at its approval).
     */
    'search-alerts.match-listing': { propertyId: string; verifiedOnly?: boolean };
    /** Recurring (every 15 minutes in sending hours): people with homes waiting and no SMS yet today. */
    'search-alerts.dispatch': Record<string, never>;
    /** One person's SMS of new homes (singleton per person), enqueued by the dispatch and after a match. */
    'search-alerts.send': { userId: string };
    /** Daily: forgets old sent and dropped matches and SMS records (purge-search-alerts.use-case.ts). */
    'search-alerts.purge': Record<string, never>;
  }
}

export const SearchAlertJobs = {
  matchListing: 'search-alerts.match-listing',
  dispatch: 'search-alerts.dispatch',
  send: 'search-alerts.send',
  purge: 'search-alerts.purge',
} as const;

/** When a listing goes live: match it against the alerts (once per listing at a time). */
export function enqueueListingMatch(jobs: JobQueue, propertyId: string): Promise<void> {
  return jobs.enqueue(SearchAlertJobs.matchListing, { propertyId }, { singletonKey: propertyId });
}

/**
 * When a listing gets its verified mark (an admin, a rider's visit; usually after its approval): the verified-only
 * alerts it now shows in are matched. Its own key, so a match of its approval still queued or running does not
 * swallow it.
 */
export function enqueueVerifiedListingMatch(jobs: JobQueue, propertyId: string): Promise<void> {
  return jobs.enqueue(SearchAlertJobs.matchListing, { propertyId, verifiedOnly: true }, { singletonKey: `${propertyId}:verified` });
}
