import type { Clock } from './ports/clock.port.js';
import type { DeliveryLog } from './ports/delivery-log.port.js';

declare module './ports/job-queue.port.js' {
  interface Jobs {
    /** Daily: forgets deliveries older than the jobs that could still run again. */
    'deliveries.purge': Record<string, never>;
  }
}

/** Kept 30 days: longer than any job can wait for a retry (queued jobs are dropped after 14 days). */
export const DELIVERY_LOG_DAYS = 30;

/** The 'deliveries.purge' job (daily): drops delivery records no job can ask about any more. */
export class PurgeDeliveries {
  constructor(
    private readonly deliveries: DeliveryLog,
    private readonly clock: Clock,
  ) {}

  async execute(): Promise<void> {
    await this.deliveries.purgeBefore(new Date(this.clock.now().getTime() - DELIVERY_LOG_DAYS * 86_400_000));
  }
}
