import { ReconfirmLink, reminderFloor, reminderHorizon } from '../../domain/properties/reconfirm-link.js';
import type { Clock } from '../shared/ports/clock.port.js';
import type { JobQueue } from '../shared/ports/job-queue.port.js';
import type { UnitOfWork } from '../shared/ports/unit-of-work.port.js';
import type { ReconfirmLinkRepository } from './ports/reconfirm-link.repository.port.js';
import './reconfirm-links.js';

/** Listings planned per query; the job goes on batch after batch until none is due. */
const BATCH = 500;

/**
 * The daily job ('reconfirm.plan-reminders', 10:00 India time): every live listing whose window ends on one of
 * the next 3 days (India's calendar: the text goes out 3 days before that day, whatever the hour the window ends)
 * and that has no reminder for that window gets one, and one job that texts its owner. Worked
 * out from the database each time ("due and not yet reminded"), so a missed day is caught up by the next run, a
 * run repeated (at-least-once jobs) or racing on another instance plans nothing twice: the reminder row is
 * unique per (listing, window), and its SMS job is enqueued in the same unit of work (no row without its job).
 * A listing reconfirmed recently has a window ending weeks away and is not due.
 *
 * First it queues again the texts of earlier reminders that never went out (the provider refused them through
 * every retry of their job, say an SMS gateway down for an hour) while their window is open: an outage costs a day,
 * not the reminder. The send job's singleton key and its claim keep that from ever sending twice. Neither step
 * takes a window that ends today (India's calendar): on its last day the text would name yesterday, so it is not
 * sent (reminderFloor).
 */
export class PlanReconfirmReminders {
  constructor(
    private readonly links: ReconfirmLinkRepository,
    private readonly jobs: JobQueue,
    private readonly clock: Clock,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  async execute(_payload: Record<string, never> = {}): Promise<{ planned: number; retried: number }> {
    const now = this.clock.now();
    const horizon = reminderHorizon(now);
    // Windows ending later today are past texting (their last day: the text would name yesterday), so neither planned nor queued again.
    const floor = reminderFloor(now);
    let retried = 0;
    for (let after: string | undefined; ; ) {
      const unsent = await this.links.findUnsent(floor, BATCH, after);
      for (const linkId of unsent) await this.jobs.enqueue('reconfirm.send-reminder', { linkId }, { singletonKey: linkId });
      retried += unsent.length;
      if (unsent.length < BATCH) break;
      after = unsent.at(-1);
    }
    let planned = 0;
    for (;;) {
      const due = await this.links.findDue(floor, horizon, BATCH);
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
      if (due.length < BATCH || added === 0) return { planned, retried };
    }
  }
}
