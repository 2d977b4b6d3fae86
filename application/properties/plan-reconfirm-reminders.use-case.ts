import { ReconfirmLink, reminderHorizon } from '../../domain/properties/reconfirm-link.js';
import type { Clock } from '../shared/ports/clock.port.js';
import type { JobQueue } from '../shared/ports/job-queue.port.js';
import type { UnitOfWork } from '../shared/ports/unit-of-work.port.js';
import type { ReconfirmLinkRepository } from './ports/reconfirm-link.repository.port.js';
import './reconfirm-links.js';

/** Listings planned per query; the job goes on batch after batch until none is due. */
const BATCH = 500;

/**
 * The daily job ('reconfirm.plan-reminders', 10:00 India time): every live listing whose window ends within
 * the next 3 days and that has no reminder for that window gets one, and one job that texts its owner. Worked
 * out from the database each time ("due and not yet reminded"), so a missed day is caught up by the next run, a
 * run repeated (at-least-once jobs) or racing on another instance plans nothing twice: the reminder row is
 * unique per (listing, window), and its SMS job is enqueued in the same unit of work (no row without its job).
 * A listing reconfirmed recently has a window ending weeks away and is not due.
 */
export class PlanReconfirmReminders {
  constructor(
    private readonly links: ReconfirmLinkRepository,
    private readonly jobs: JobQueue,
    private readonly clock: Clock,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  async execute(_payload: Record<string, never> = {}): Promise<{ planned: number }> {
    const now = this.clock.now();
    const horizon = reminderHorizon(now);
    let planned = 0;
    for (;;) {
      const due = await this.links.findDue(now, horizon, BATCH);
      let added = 0;
      for (const listing of due) {
        const link = ReconfirmLink.plan(listing, now);
        const stored = await this.unitOfWork.run(async () => {
          if (!(await this.links.add(link))) return false; // another run planned this window first
          await this.jobs.enqueue('reconfirm.send-reminder', { linkId: link.id }, { singletonKey: link.id });
          return true;
        });
        if (stored) added += 1;
      }
      planned += added;
      // A short batch was the last; a batch that planned nothing (all taken by a racing run) would repeat itself.
      if (due.length < BATCH || added === 0) return { planned };
    }
  }
}
