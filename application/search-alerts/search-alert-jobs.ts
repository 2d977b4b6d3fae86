/**
 * The search alerts' background jobs (ADR 0010): a listing that went live is matched against every alert in the
 * database; a dispatch finds the people with homes waiting who may get an SMS now; one send job per person.
 */
import type { JobQueue } from '../shared/ports/job-queue.port.js';

declare module '../shared/ports/job-queue.port.js' {
  interface Jobs {
    /** Enqueued with the approval that made a listing live (same unit of work). */
    'search-alerts.match-listing': { propertyId: string };
    /** Recurring (every 15 minutes in sending hours), and enqueued after a listing matched. */
    'search-alerts.dispatch': Record<string, never>;
    /** One person's SMS of new homes (singleton per person). */
    'search-alerts.send': { userId: string };
  }
}

export const SearchAlertJobs = {
  matchListing: 'search-alerts.match-listing',
  dispatch: 'search-alerts.dispatch',
  send: 'search-alerts.send',
} as const;

/** When a listing goes live: match it against the alerts (once per listing at a time). */
export function enqueueListingMatch(jobs: JobQueue, propertyId: string): Promise<void> {
  return jobs.enqueue(SearchAlertJobs.matchListing, { propertyId }, { singletonKey: propertyId });
}
