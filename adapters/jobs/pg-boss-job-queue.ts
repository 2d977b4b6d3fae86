import { randomUUID } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/core';
import { PgliteConnection } from '@mikro-orm/pglite';
import { PgBoss, fromKysely, fromPglite, type ConstructorOptions, type JobWithMetadata, type KyselyTransactionLike, type PGliteLike } from 'pg-boss';
import type { EnqueueOptions, JobName, JobQueue, JobRun, Jobs } from '../../application/shared/ports/job-queue.port.js';
import {
  assertSchedulesHandled,
  logJobFailure,
  RECURRING_JOB_TIME_ZONE,
  runJobHandler,
  STOPPED_WITH_RUNNING_JOBS,
  throttledErrorLog,
  unhandledJobError,
  type JobDefinition,
  type JobLog,
  type JobRegistry,
  type JobWorkers,
} from './job-registry.js';

/** Where the queue lives: the PostgreSQL server (its own small pool), or the embedded PGlite the app runs on. */
export type PgBossTarget =
  | { kind: 'server'; connectionString: string; poolMax: number }
  | { kind: 'pglite'; pglite: () => Promise<PGliteLike> };

/** pg-boss's pooled connections per app instance on the server by default (`JOB_QUEUE_POOL_MAX`), beside MikroORM's pool, plus one held for LISTEN. */
export const JOB_QUEUE_POOL_MAX = 3;

/**
 * The queue's database: the one `orm` is open on (its PGlite instance, or the server with a pool of `poolMax`), at
 * `directUrl` when requests go through a transaction pooler (pg-boss holds a LISTEN connection and works in sessions).
 */
export function pgBossTargetOf(orm: MikroORM, poolMax = JOB_QUEUE_POOL_MAX, directUrl?: string): PgBossTarget {
  const connection = orm.em.getConnection();
  if (connection instanceof PgliteConnection) return { kind: 'pglite', pglite: () => connection.getNativeClient() as Promise<PGliteLike> };
  return { kind: 'server', connectionString: directUrl ?? (orm.config.get('clientUrl') as string), poolMax };
}

export interface PgBossJobQueueOptions {
  target: PgBossTarget;
  /** The transaction of the unit of work the caller is in (a Kysely transaction), undefined outside one. */
  currentTransaction: () => unknown;
  log: JobLog;
  /** How often a worker looks for due jobs when LISTEN/NOTIFY is not available (seconds, default 2). */
  pollingIntervalSeconds?: number;
  /**
   * How often an idle worker looks for jobs that came due without a NOTIFY (a retry, a startAfter) while
   * LISTEN/NOTIFY wakes it for new ones (seconds, default 10: the first retry waits at least that long anyway).
   */
  idlePollingIntervalSeconds?: number;
  /** How long `stop()` lets running jobs finish when it is given no deadline (default 10 s). */
  stopTimeoutMs?: number;
  /** How often an instance looks for due schedule occurrences and forwards them (seconds; pg-boss's 30 and 5 by default; tests: 1). */
  cronIntervalSeconds?: number;
}

/** Prepared: takes jobs (enqueue, drain). Serving: also works them (workers, schedules, maintenance). */
type Mode = 'prepared' | 'serving';

/**
 * The JobQueue on PostgreSQL through pg-boss (ADR 0010), on the server and on embedded PGlite alike.
 *
 * - `enqueue` of a job without a handler throws at once (on PGlite, pg-boss would otherwise look the unknown queue
 *   up on the connection the caller's unit holds: a deadlock).
 * - `enqueue` inside a unit of work inserts the job through the unit's own transaction (pg-boss's Kysely adapter
 *   on MikroORM's transaction), so it commits or rolls back with the unit; outside one it is stored at once.
 * - Every queue has pg-boss's `exclusive` policy: at most one queued-or-running job per singletonKey; a job
 *   enqueued without a key gets a random key of its own, so it never collides with another enqueue. A scheduled
 *   occurrence is keyless in pg-boss (it goes in under its own throttle), so under `exclusive` an occurrence still
 *   queued or retrying makes the next one be dropped: for our daily and quarter-hourly runs, which each work out
 *   what is due from the database, that is what we want. A key with `singletonSeconds` is pg-boss's throttle: one
 *   job per key and window, even once it completed (the start-up jobs: one run for every instance that starts).
 * - Workers claim jobs with `FOR UPDATE SKIP LOCKED`: with several app instances on one database each job runs on
 *   one of them at a time. A throwing handler is failed and retried with exponential backoff; past its retry limit
 *   the job stays `failed` in pgboss.job and is logged ("Job failed for good").
 * - Recurring jobs are pg-boss schedules (cron in Asia/Kolkata) kept in the database: one instance sends each.
 *
 * On PGlite the app's single connection is shared: pg-boss's statements go through PGlite's own lock, which the
 * app's transactions hold, so they wait for an open unit of work rather than run inside it. That is also why the
 * queue must be prepared before the first request (`prepare()`/`start()`): preparing inside a unit would wait for it.
 */
export class PgBossJobQueue implements JobQueue, JobWorkers {
  private registry: () => JobRegistry = () => ({ handlers: [], schedules: [] });
  /** The names with a handler (read from the registry once). */
  private handled: Set<string> | null = null;
  /**
   * The pg-boss instance once started (schema installed, queues created), and whether it works the queue. A
   * stopping instance stays here, taking enqueues, until its pool is closed: no fresh one is started meanwhile.
   */
  private instance: { mode: Mode; boss: Promise<PgBoss> } | null = null;
  private isReady = false;
  /**
   * The registry whose queues this process has created and updated: `start()` after `prepare()` (a second
   * instance on the same database) does not do it again. The queues are rows in pgboss.queue; an instance
   * reads them when it first uses one.
   */
  private queuesSetUpFor: (() => JobRegistry) | null = null;
  private stopping: Promise<void> | null = null;
  /** Jobs this instance is running (its workers' and drain's). */
  private readonly running = new Set<Promise<unknown>>();
  /** pg-boss's errors, at most once a minute per message (a database outage fails every worker's poll). */
  private readonly queueError: (message: string, fields?: Record<string, unknown>) => void;

  constructor(private readonly options: PgBossJobQueueOptions) {
    this.queueError = throttledErrorLog(options.log);
  }

  useRegistry(registry: () => JobRegistry): void {
    this.registry = registry;
    this.handled = null;
    this.queuesSetUpFor = null;
  }

  async enqueue<N extends JobName>(name: N, payload: Jobs[N], options: EnqueueOptions = {}): Promise<void> {
    this.handled ??= new Set(this.registry().handlers.map((definition) => definition.name));
    if (!this.handled.has(name)) throw unhandledJobError(name);
    const transaction = this.options.currentTransaction() as KyselyTransactionLike | undefined;
    if (!this.isReady && transaction && this.options.target.kind === 'pglite') {
      // Preparing runs pg-boss's own statements, which on PGlite wait for the caller's open transaction: a deadlock.
      throw new Error(`Job "${name}" was enqueued before the job queue was prepared (JobWorkers.prepare/start at startup).`);
    }
    const boss = await this.boss();
    await boss.send(name, (payload ?? null) as object | null, {
      singletonKey: options.singletonKey ?? randomUUID(),
      // pg-boss's throttle: a unique index on (name, key, window) over every job not cancelled, completed ones too.
      singletonSeconds: options.singletonKey ? options.singletonSeconds : undefined,
      startAfter: options.startAfter,
      db: transaction ? fromKysely(transaction) : undefined,
    });
  }

  async prepare(): Promise<void> {
    await this.boss();
  }

  async start(): Promise<void> {
    if (this.stopping) await this.stopping;
    if (this.instance?.mode === 'serving') {
      await this.instance.boss;
      return;
    }
    if (this.instance) await this.stop(); // prepared for enqueueing only (nothing runs yet): start over, working
    await this.boss('serving');
  }

  /**
   * Stops taking jobs and lets the running ones finish, all within `timeoutMs` (graceful shutdown passes what is left
   * of its deadline); then closes the pool. Enqueues meanwhile go to the stopping instance.
   */
  stop(timeoutMs = this.options.stopTimeoutMs ?? 10_000): Promise<void> {
    this.stopping ??= this.close(Date.now() + timeoutMs).finally(() => (this.stopping = null));
    return this.stopping;
  }

  async drain(): Promise<void> {
    const boss = await this.boss();
    const handlers = this.registry().handlers;
    for (;;) {
      let fetched = 0;
      for (const definition of handlers) {
        const jobs = await boss.fetch<unknown>(definition.name, { batchSize: 20, includeMetadata: true });
        fetched += jobs.length;
        // One after the other, oldest first (a batch comes back in no particular order): what a test reads
        // comes out in the order it was queued.
        jobs.sort((a, b) => new Date(a.createdOn).getTime() - new Date(b.createdOn).getTime());
        for (const job of jobs) await this.track(this.settle(boss, definition, job));
      }
      if (fetched > 0) continue;
      if (this.running.size === 0) return;
      await Promise.allSettled([...this.running]);
    }
  }

  /** The started instance (started now if none is, in `mode`); a failed start is tried again on the next call. */
  private boss(mode: Mode = 'prepared'): Promise<PgBoss> {
    if (!this.instance) {
      const instance = { mode, boss: this.startInstance(mode) };
      this.instance = instance;
      instance.boss.then(
        () => (this.isReady = this.instance === instance),
        () => this.instance === instance && (this.instance = null),
      );
    }
    return this.instance.boss;
  }

  private async startInstance(mode: Mode): Promise<PgBoss> {
    const serving = mode === 'serving';
    const registryOf = this.registry;
    const registry = registryOf();
    if (serving) assertSchedulesHandled(registry);
    const boss = new PgBoss(await this.constructorOptions(serving));
    boss.on('error', (error) => this.queueError('Job queue error', { err: error }));
    boss.on('warning', (warning) => this.options.log.warn('Job queue warning', { warning }));
    try {
      await boss.start();
      const { handlers, schedules } = registry;
      if (this.queuesSetUpFor !== registryOf) {
        for (const definition of handlers) {
          const { retryLimit, retryDelaySeconds, expireInSeconds } = definition.retry;
          const { deleteAfterSeconds } = definition;
          const settings = { retryLimit, retryDelay: retryDelaySeconds, retryBackoff: true, expireInSeconds, deleteAfterSeconds, notify: true };
          await boss.createQueue(definition.name, { policy: 'exclusive', ...settings });
          // Changed retry, expiry and retention settings reach a queue created by an earlier version. Its policy does
          // not: pg-boss cannot change a queue's policy (every queue here is created `exclusive`).
          await boss.updateQueue(definition.name, settings);
        }
        if (this.registry === registryOf) this.queuesSetUpFor = registryOf;
      }
      if (!serving) return boss;
      for (const definition of handlers) await this.work(boss, definition);
      const wanted = new Set<string>(schedules.map((schedule) => schedule.name));
      for (const schedule of await boss.getSchedules()) {
        if (!wanted.has(schedule.name)) await boss.unschedule(schedule.name, schedule.key);
      }
      for (const { name, cron, payload } of schedules) {
        // `missed: 'once'`: a day the app was down at the hour still gets its run when it is back.
        await boss.schedule(name, cron, payload, { tz: RECURRING_JOB_TIME_ZONE, missed: 'once' });
      }
      return boss;
    } catch (error) {
      await boss.stop({ graceful: false, close: true }).catch(() => undefined);
      throw error;
    }
  }

  /**
   * `concurrency` workers per job name, each running one job at a time (a hung provider call holds up only its
   * own worker). After a job a worker fetches again at once, so a backlog drains at the handlers' pace; an empty
   * fetch waits for a NOTIFY (a new job) or the polling interval (a retry or a startAfter comes due without one).
   */
  private async work(boss: PgBoss, definition: JobDefinition): Promise<void> {
    const polling = this.options.pollingIntervalSeconds ?? 2;
    const options = {
      includeMetadata: true,
      batchSize: 1,
      pollingIntervalSeconds: polling,
      notifyPollingIntervalSeconds: this.options.idlePollingIntervalSeconds ?? Math.max(polling, 10),
    } as const;
    for (let slot = 0; slot < definition.concurrency; slot += 1) {
      const worker: { id?: string } = {};
      worker.id = await boss.work<unknown>(definition.name, options, async ([job]) => {
        try {
          await this.track(this.runHandler(definition, job as JobWithMetadata<unknown>));
        } finally {
          if (worker.id) boss.notifyWorker(worker.id); // there may be more waiting: fetch again now
        }
      });
    }
  }

  private async constructorOptions(serving: boolean): Promise<ConstructorOptions> {
    const { target } = this.options;
    const common: ConstructorOptions = {
      // Only a working instance maintains the queues (expiring hung jobs, deleting old ones) and sends schedules.
      supervise: serving,
      schedule: serving,
      useListenNotify: true,
      openTelemetry: { enabled: false },
      ...(this.options.cronIntervalSeconds
        ? { cronMonitorIntervalSeconds: this.options.cronIntervalSeconds, cronWorkerIntervalSeconds: this.options.cronIntervalSeconds }
        : {}),
    };
    if (target.kind === 'pglite') return { ...common, db: fromPglite(await target.pglite()), backend: 'pglite', registerInstance: false };
    return {
      ...common,
      connectionString: target.connectionString,
      max: target.poolMax,
      connectionTimeoutMillis: 10_000, // an unreachable database fails a poll instead of hanging it
      application_name: 'rental-marketplace jobs',
    };
  }

  /** A job drain fetched itself: completed when its handler resolves, failed (retried or for good) when it throws. */
  private async settle(boss: PgBoss, definition: JobDefinition, job: JobWithMetadata<unknown>): Promise<void> {
    try {
      await this.runHandler(definition, job);
    } catch (error) {
      await boss.fail(definition.name, { id: job.id, retryCount: job.retryCount }, errorOutput(error));
      return;
    }
    await boss.complete(definition.name, { id: job.id, retryCount: job.retryCount });
  }

  /**
   * Runs the handler (given up a little before the queue's expiry); logs a failure (retried, or for good) and
   * rethrows it for pg-boss to record. A retry whose previous run pg-boss itself ended (expired, cut off at a
   * shutdown, failed by the supervisor after its instance died) logs that first: no handler of ours saw it.
   */
  private async runHandler(definition: JobDefinition, job: JobWithMetadata<unknown>): Promise<void> {
    const run: JobRun = { id: job.id, attempt: job.retryCount + 1 };
    const cutOff = job.retryCount > 0 ? cutOffReason(job.output) : undefined;
    if (cutOff) this.options.log.warn('Job run was cut off by the queue; running it again', { job: definition.name, jobId: job.id, attempt: run.attempt, reason: cutOff });
    try {
      await runJobHandler(definition, job.data, run);
    } catch (error) {
      logJobFailure(this.options.log, { name: definition.name, jobId: job.id, attempt: run.attempt, final: job.retryCount >= job.retryLimit, error });
      throw error;
    }
  }

  private track<T>(work: Promise<T>): Promise<T> {
    const tracked = work.finally(() => this.running.delete(tracked));
    this.running.add(tracked);
    return tracked;
  }

  /** Workers stop fetching and their running jobs finish; then drain's; then the pool closes. All by `deadline`. */
  private async close(deadline: number): Promise<void> {
    const instance = this.instance;
    if (!instance) return;
    const boss = await instance.boss.catch(() => null);
    if (boss) {
      const left = () => Math.max(deadline - Date.now(), 0);
      // pg-boss waits for its workers' handlers up to `timeout` (1 s at least), then fails what is still running.
      await boss.stop({ graceful: true, close: false, timeout: left() });
      const finished = await Promise.race([Promise.allSettled([...this.running]).then(() => true), delay(left()).then(() => false)]);
      if (!finished || this.running.size > 0) {
        // pg-boss has failed them (output "pg-boss shut down while active"): retried with backoff, on any instance.
        this.options.log.error(STOPPED_WITH_RUNNING_JOBS, { running: this.running.size });
      }
      await boss.stop({ close: true }).catch((error: unknown) => this.options.log.error('Job queue: closing its pool failed', { err: error }));
    }
    if (this.instance === instance) {
      this.instance = null;
      this.isReady = false;
    }
  }
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms).unref());
}

/** The reason pg-boss stored when it, not our handler, ended a run (expiry, shutdown, supervisor); undefined otherwise. */
function cutOffReason(output: unknown): string | undefined {
  const stored = output as { message?: unknown; value?: unknown } | null | undefined;
  const value = stored?.value as { message?: unknown } | string | undefined;
  const message = typeof value === 'string' ? value : (value?.message ?? stored?.message);
  if (typeof message !== 'string') return undefined;
  return /^(job timed out|job heartbeat timeout|pg-boss shut down|handler execution exceeded)/.test(message) ? message : undefined;
}

/** What pg-boss stores as the failed run's output: the message, not the stack or the payload. */
function errorOutput(error: unknown): object {
  return { message: error instanceof Error ? error.message : String(error) };
}
