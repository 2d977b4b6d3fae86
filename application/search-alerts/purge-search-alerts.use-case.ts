import type { Clock } from '../shared/ports/clock.port.js';
import type { AlertDigestRepository } from './ports/alert-digest.repository.port.js';

/**
 * Sent and dropped matches are kept this long: a listing is told to an alert once while its match is kept (one
 * approved again after that may be told again, which is fine), and the table stays at about 90 days of approvals
 * (a listing can match 10,000 alerts).
 */
export const SEARCH_ALERT_MATCH_KEEP_DAYS = 90;
/** SMS records are kept a year: an old SMS's stop link still stops its person's alerts that long. */
export const SEARCH_ALERT_SMS_KEEP_DAYS = 365;

const DAY_MS = 86_400_000;

/** The job 'search-alerts.purge' (daily): forgets matches and SMS records older than the above. Waiting matches stay. */
export class PurgeSearchAlerts {
  constructor(
    private readonly digests: AlertDigestRepository,
    private readonly clock: Clock,
  ) {}

  async execute(_payload: Record<string, never> = {}): Promise<void> {
    const now = this.clock.now().getTime();
    await this.digests.purge({
      matchesBefore: new Date(now - SEARCH_ALERT_MATCH_KEEP_DAYS * DAY_MS),
      digestsBefore: new Date(now - SEARCH_ALERT_SMS_KEEP_DAYS * DAY_MS),
    });
  }
}
