import type { Clock } from '../shared/ports/clock.port.js';
import type { JobQueue } from '../shared/ports/job-queue.port.js';
import type { AlertDigestRepository } from './ports/alert-digest.repository.port.js';
import { inSendingHours, smsDayStart } from './alert-links.js';
import { SearchAlertJobs } from './search-alert-jobs.js';

/** People read a page of due recipients at a time. */
const PAGE = 500;

/**
 * The job 'search-alerts.dispatch' (every 15 minutes in sending hours): one send job per person who has homes
 * waiting and has had no SMS today (India's calendar day). Works out who is due from the
 * database, so a missed or repeated run changes nothing: a person already queued is not queued twice (singleton
 * per person), and the send itself decides again.
 */
export class DispatchSearchAlerts {
  constructor(
    private readonly digests: AlertDigestRepository,
    private readonly jobs: JobQueue,
    private readonly clock: Clock,
  ) {}

  async execute(_payload: Record<string, never> = {}): Promise<void> {
    const now = this.clock.now();
    if (!inSendingHours(now)) return;
    const since = smsDayStart(now);
    let after: string | null = null;
    for (;;) {
      const due = await this.digests.dueRecipients({ since, after, limit: PAGE });
      for (const userId of due) await this.jobs.enqueue(SearchAlertJobs.send, { userId }, { singletonKey: userId });
      if (due.length < PAGE) return;
      after = due[due.length - 1]!;
    }
  }
}
