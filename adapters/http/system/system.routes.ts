import { Type } from '@sinclair/typebox';
import { DatabaseHealth } from '../../../application/shared/ports/database-health.port.js';
import { Clock } from '../../../application/shared/ports/clock.port.js';
import { JobQueue, type JobName } from '../../../application/shared/ports/job-queue.port.js';
import { NotFoundError, ValidationError } from '../../../domain/shared/domain-error.js';
import { AdjustableClock } from '../../clock/adjustable-clock.js';
import { AppConfig } from '../../config.js';
import { DevOutbox } from '../../dev-outbox/dev-outbox.js';
import { RecurringJobs } from '../../jobs/job-registry.js';
import { ServerLifecycle } from '../../server/server-lifecycle.js';
import { every, optional } from '../../typed-binding.js';
import { DevClockSchema, EnvelopeOf, ErrorEnvelopeSchema, LivenessSchema, OutboxMessageSchema, PublicConfigSchema, ReadinessSchema } from '../contract/wire/index.js';
import { envelope } from '../envelope.js';
import { edgeErrorBody } from '../error-middleware.js';
import { publicConfigJson } from './public-config.presenter.js';
import { Answer, declareRoutes } from '../shared/route.js';
import { DevClockDto, OutboxQueryDto } from './system.dto.js';

export const systemNeeds = {
  config: AppConfig,
  database: DatabaseHealth,
  lifecycle: ServerLifecycle,
  clock: Clock,
  jobs: JobQueue,
  /** Bound only while a local SMS or mail adapter is active. */
  outbox: optional(DevOutbox),
  recurringJobs: every(RecurringJobs),
};

/** The 503 of readiness: the error envelope, its `data` saying why. */
const NOT_READY = { 503: { contentType: 'application/json', schema: Type.Composite([ErrorEnvelopeSchema, Type.Object({ data: ReadinessSchema })]) } };

/** The dev clock and its job trigger: with DEV_CLOCK outside production (the clock is then an AdjustableClock). */
const DEV_CLOCK = {
  when: 'DEV_CLOCK=true outside production',
  mounted: ({ config, clock }: { config: AppConfig; clock: Clock }) => config.devClock && !config.production && clock instanceof AdjustableClock,
};

/** Health, the public site's configuration, and (development only) the dev outbox, clock and job trigger. */
export const systemRoutes = declareRoutes(systemNeeds, { tag: 'System', dialect: 'envelope' }, (route) => [
  // Liveness: the process answers; no database work, so a slow database never gets the process restarted.
  route({
    method: 'GET',
    path: '/health/live',
    access: 'public',
    summary: 'Liveness: the process answers (no database work)',
    ok: [{ status: 200, schema: EnvelopeOf(LivenessSchema) }],
    handle: async () => envelope({ data: { status: 'live' } }),
  }),
  // Readiness: send traffic here? Not while draining for shutdown, nor when the database does not answer
  // `select 1` within its own budget (DB_HEALTH_TIMEOUT_MS, on a connection of its own).
  ...(['/health/ready', '/health'] as const).map((path) =>
    route({
      method: 'GET',
      path,
      access: 'public',
      summary: path === '/health' ? 'The same as /health/ready' : 'Readiness: not draining, and the database answers within its budget',
      ok: [{ status: 200, schema: EnvelopeOf(ReadinessSchema) }],
      errorSchemas: NOT_READY,
      handle: async (_request, { lifecycle, database }) => {
        if (lifecycle.draining) return new Answer(503, { ...edgeErrorBody('SHUTTING_DOWN'), data: { draining: true, database: 'unknown' } });
        if (!(await database.check())) return new Answer(503, { ...edgeErrorBody('DATABASE_DOWN'), data: { draining: false, database: 'down' } });
        return envelope({ data: { draining: false, database: 'up' } });
      },
    }),
  ),
  route({
    method: 'GET',
    path: '/config',
    access: 'public',
    summary: "The public site's configuration (captcha, contact)",
    ok: [{ status: 200, schema: EnvelopeOf(PublicConfigSchema) }],
    handle: async ({ ctx }, { config }) => {
      ctx.set('Cache-Control', 'public, max-age=300');
      return envelope({ data: publicConfigJson(config) });
    },
  }),
  route({
    method: 'GET',
    path: '/dev/outbox',
    access: 'public',
    summary: 'What the local SMS and mail adapters "sent", newest first',
    query: OutboxQueryDto,
    ok: [{ status: 200, schema: EnvelopeOf(Type.Array(OutboxMessageSchema)) }],
    onlyWhen: { when: 'the local SMS/mail adapters are active (development, tests)', mounted: ({ outbox }) => outbox !== null },
    handle: async ({ query }, { outbox }) => envelope({ data: outbox!.list(query.to) }),
  }),
  // Development only: move the server's clock (a visit booked for tomorrow can be started today).
  route({
    method: 'POST',
    path: '/dev/clock',
    access: 'public',
    summary: "Move the server's clock (development only)",
    body: DevClockDto,
    ok: [{ status: 200, schema: EnvelopeOf(DevClockSchema) }],
    onlyWhen: DEV_CLOCK,
    handle: async ({ body }, { clock }) => {
      const at = new Date(String(body.now ?? ''));
      if (Number.isNaN(at.getTime())) throw ValidationError.field('now', 'DEV_CLOCK_NOW');
      (clock as AdjustableClock).setNow(at);
      return envelope({ data: { now: clock.now().toISOString() } });
    },
  }),
  // Development only, with the moved clock: run a recurring job now (a daily reminder) instead of at its hour.
  route({
    method: 'POST',
    path: '/dev/jobs/:name',
    access: 'public',
    summary: 'Run a recurring job now, e.g. `reconfirm.plan-reminders` (development only, with the moved clock)',
    params: { name: Type.String({ description: 'A recurring job, e.g. reconfirm.plan-reminders' }) },
    ok: [{ status: 200, schema: EnvelopeOf(Type.Object({ name: Type.String() })) }],
    errors: [404],
    onlyWhen: DEV_CLOCK,
    handle: async ({ params }, { recurringJobs, jobs }) => {
      const job = recurringJobs.find((j) => j.name === params.name);
      if (!job) throw new NotFoundError('DEV_JOB_UNKNOWN');
      await jobs.enqueue(job.name as JobName, job.payload as never);
      return envelope({ data: { name: job.name } });
    },
  }),
]);
