import Router from '@koa/router';
import type { Context } from 'koa';
import { DatabaseHealth } from '../../../application/shared/ports/database-health.port.js';
import { ServerLifecycle } from '../../server/server-lifecycle.js';
import { AppConfig } from '../../config.js';
import type { DevOutbox } from '../../dev-outbox/dev-outbox.js';
import { ok } from '../envelope.js';
import { edgeErrorBody } from '../error-middleware.js';
import { Clock } from '../../../application/shared/ports/clock.port.js';
import { NotFoundError, ValidationError } from '../../../domain/shared/domain-error.js';
import { AdjustableClock } from '../../clock/adjustable-clock.js';
import type { Resolved } from '../../typed-binding.js';
import { publicConfigJson } from '../presenters.js';
import { JobQueue, type JobName } from '../../../application/shared/ports/job-queue.port.js';
import type { RecurringJob } from '../../jobs/job-registry.js';

function notReady(ctx: Context, code: 'SHUTTING_DOWN' | 'DATABASE_DOWN', data: Record<string, unknown>): void {
  ctx.status = 503;
  ctx.body = { ...edgeErrorBody(code), data };
}

export const systemNeeds = { config: AppConfig, database: DatabaseHealth, lifecycle: ServerLifecycle, clock: Clock, jobs: JobQueue };

/** Health, the public site's configuration, and (local adapters only: `outbox` is null otherwise) the dev outbox. */
export function systemRouter(
  { config, database, lifecycle, clock, jobs }: Resolved<typeof systemNeeds>,
  outbox: DevOutbox | null,
  /** The recurring jobs' schedules (the dev trigger below runs one now). */
  recurringJobs: () => RecurringJob[] = () => [],
): Router {
  const router = new Router();

  // Liveness: the process answers; no database work, so a slow database never gets the process restarted.
  router.get('/health/live', (ctx) => {
    ok(ctx, { data: { status: 'live' } });
  });

  // Readiness: send traffic here? Not while draining for shutdown, nor when the database does not answer
  // `select 1` within its own budget (DB_HEALTH_TIMEOUT_MS, on a connection of its own).
  const ready = async (ctx: Context) => {
    if (lifecycle.draining) {
      notReady(ctx, 'SHUTTING_DOWN', { draining: true, database: 'unknown' });
      return;
    }
    if (!(await database.check())) {
      notReady(ctx, 'DATABASE_DOWN', { draining: false, database: 'down' });
      return;
    }
    ok(ctx, { data: { draining: false, database: 'up' } });
  };
  router.get('/health/ready', ready);
  router.get('/health', ready);

  router.get('/config', (ctx) => {
    ctx.set('Cache-Control', 'public, max-age=300');
    ok(ctx, { data: publicConfigJson(config) });
  });

  if (outbox) {
    router.get('/dev/outbox', (ctx) => {
      const to = typeof ctx.query.to === 'string' ? ctx.query.to : undefined;
      ok(ctx, { data: outbox.list(to) });
    });
  }

  if (config.devClock && !config.production && clock instanceof AdjustableClock) {
    // Development only: move the server's clock (a visit booked for tomorrow can be started today).
    router.post('/dev/clock', (ctx) => {
      const at = new Date(String((ctx.request.body as { now?: unknown } | undefined)?.now ?? ''));
      if (Number.isNaN(at.getTime())) throw ValidationError.field('now', 'DEV_CLOCK_NOW');
      clock.setNow(at);
      ok(ctx, { data: { now: clock.now().toISOString() } });
    });

    // Development only, with the moved clock: run a recurring job now (a daily reminder) instead of at its hour.
    router.post('/dev/jobs/:name', async (ctx) => {
      const job = recurringJobs().find((j) => j.name === ctx.params.name);
      if (!job) throw new NotFoundError('DEV_JOB_UNKNOWN');
      await jobs.enqueue(job.name as JobName, job.payload as never);
      ok(ctx, { data: { name: job.name } });
    });
  }

  return router;
}
