import type { Container } from 'inversify';
import { INDIA_TIME_ZONE } from '../../domain/shared/india-date.js';
import { port } from '../../application/shared/port.js';
import { JobQueue, type JobName, type JobRun, type Jobs } from '../../application/shared/ports/job-queue.port.js';
import { Logger } from '../../application/shared/ports/logger.port.js';
import { bindFactory, type Token, type TypedBind } from '../typed-binding.js';
import { outsideRequest } from '../http/request-origin.js';

/** How a job is retried when its handler throws (ADR 0010). */
export interface RetryPolicy {
  /** Retries after the first run; then the job lands `failed` (logged). */
  retryLimit: number;
  /** Before the first retry; doubled (with jitter) for each further one. */
  retryDelaySeconds: number;
  /**
   * A run still going after this long counts as failed and is retried. We give it up a little earlier ourselves
   * (`runTimeoutMs`), logged; the queue's own expiry is the backstop for an instance that died mid-run.
   */
  expireInSeconds: number;
}

/** Five retries, the first after about 10 s, the last about 5 minutes after the first run. */
export const DEFAULT_RETRY: RetryPolicy = { retryLimit: 5, retryDelaySeconds: 10, expireInSeconds: 300 };

/** A job's handler with its name erased: the registry keeps every job's together. */
export type AnyJobHandler = (payload: never, run: JobRun) => Promise<void>;

export interface JobDefinition {
  name: JobName;
  handler: AnyJobHandler;
  retry: RetryPolicy;
  /** How many of these one instance runs at once (an SMS mostly waits on the provider). */
  concurrency: number;
  /** How long a finished (completed or failed) job's row, payload included, is kept. */
  deleteAfterSeconds: number;
}

/** A job's retry policy, concurrency and retention, each defaulted (2 at once, kept 7 days). */
export type JobOptions = Partial<RetryPolicy> & { concurrency?: number; deleteAfterSeconds?: number };

/** A job enqueued on a cron schedule, read in `RECURRING_JOB_TIME_ZONE`. */
export interface RecurringJob {
  name: JobName;
  cron: string;
  payload: object;
}

/** Recurring schedules are read in India's time (the product's one time zone): '0 8 * * *' is 08:00 IST. */
export const RECURRING_JOB_TIME_ZONE = INDIA_TIME_ZONE;

/** What the composition root declares: every job's handler and every schedule (multi-bound, see below). */
export const JobDefinitions = port<JobDefinition>('JobDefinitions');
export const RecurringJobs = port<RecurringJob>('RecurringJobs');

/** The handlers and schedules bound in a container, resolved when the queue first needs them (not when built). */
export interface JobRegistry {
  handlers: JobDefinition[];
  schedules: RecurringJob[];
}

export function jobRegistryOf(container: Container): JobRegistry {
  const all = <T>(token: symbol) => container.getAll(token, { optional: true }) as T[];
  return { handlers: all<JobDefinition>(JobDefinitions), schedules: all<RecurringJob>(RecurringJobs) };
}

/**
 * Maps a job to the use case that runs it: its `execute(payload, run)` gets the job's payload (checked against
 * `Jobs[name]`) and, if it wants it, which run this is. One handler per job name.
 */
export function bindJobHandler<N extends JobName>(
  bind: TypedBind,
  name: N,
  UseCase: Token<{ execute(payload: Jobs[N], run: JobRun): Promise<unknown> }>,
  options: JobOptions = {},
): void {
  const { concurrency = 2, deleteAfterSeconds = 7 * 86_400, ...retry } = options;
  type Runner = { execute(payload: Jobs[N], run: JobRun): Promise<unknown> };
  const define = (useCase: Runner): JobDefinition => ({
    name,
    handler: (async (payload: Jobs[N], run: JobRun) => {
      await useCase.execute(payload, run);
    }) as AnyJobHandler,
    retry: { ...DEFAULT_RETRY, ...retry },
    concurrency,
    deleteAfterSeconds,
  });
  bind(JobDefinitions).toResolvedValue(define, [UseCase] as never).inSingletonScope();
}

/** Enqueues `name` with `payload` on a five-field cron schedule in India's time (one instance enqueues it, not each). */
export function bindRecurringJob<N extends JobName>(bind: TypedBind, name: N, cron: string, payload: Jobs[N]): void {
  bind(RecurringJobs).toConstantValue({ name, cron, payload: payload as object });
}

/**
 * What drives a queue besides enqueueing: the server starts its workers and schedules with `start()`, graceful
 * shutdown calls `stop()` (no new jobs taken, running ones finish), tests await `drain()`.
 */
export interface JobWorkers {
  /** Takes the registry (from the container) the workers run; called once by the composition root. */
  useRegistry(registry: () => JobRegistry): void;
  /** Makes the queue ready to take jobs (on PostgreSQL: installs or migrates its schema, creates the queues), without working them. Idempotent. */
  prepare(): Promise<void>;
  /** Starts working the queue (every registered job) and the recurring schedules; throws when a schedule has no handler. Idempotent. */
  start(): Promise<void>;
  /**
   * Stops taking jobs and waits for the running ones to finish, all within `timeoutMs` (graceful shutdown passes
   * what is left of its deadline); a run still going then is cut off (failed, retried later) and logged. Enqueue
   * keeps working while it stops (a running job may queue a follow-up). Idempotent.
   */
  stop(timeoutMs?: number): Promise<void>;
  /**
   * Runs every job that is due, including those they enqueue, and resolves once none is queued or running here:
   * tests await it before reading what the jobs produced (the outbox). Jobs waiting for a retry or a later
   * `startAfter` stay queued.
   */
  drain(): Promise<void>;
}
export const JobWorkers = port<JobWorkers>('JobWorkers');

/** Where a queue adapter reports failures (the server's logger in production). */
export type JobLog = Pick<Logger, 'warn' | 'error'>;

/** The error an enqueue of a job nobody handles throws at once, on every adapter (a forgotten bindJobHandler). */
export function unhandledJobError(name: string): Error {
  return new Error(`No handler is registered for job "${name}" (add bindJobHandler(bind, '${name}', …) in jobsModule)`);
}

/** Throws when a recurring schedule names a job without a handler: found at start, not at the first occurrence. */
export function assertSchedulesHandled(registry: JobRegistry): void {
  const handled = new Set<string>(registry.handlers.map((definition) => definition.name));
  const orphans = registry.schedules.filter((schedule) => !handled.has(schedule.name)).map((schedule) => schedule.name);
  if (orphans.length > 0) throw new Error(`Recurring job(s) without a handler: ${orphans.join(', ')} (bindJobHandler in jobsModule)`);
}

/**
 * How long one run of a job may take before we give it up and fail it (then it is retried, logged): a little
 * before the queue's own expiry (`expireInSeconds`), so the retry and the log line are ours, not a silent expiry.
 * Outside calls carry their own shorter timeouts (SMS 10 s, SMTP 10-30 s), so a run reaching this is a hang.
 */
export function runTimeoutMs(retry: RetryPolicy): number {
  const expiry = retry.expireInSeconds * 1000;
  return expiry - Math.min(10_000, expiry / 4);
}

/** Runs a job's handler, failing it with a clear error when it outlives `runTimeoutMs` (the handler itself cannot be cancelled). */
export async function runJobHandler(definition: JobDefinition, payload: unknown, run: JobRun): Promise<void> {
  const timeoutMs = runTimeoutMs(definition.retry);
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Job "${definition.name}" did not finish within ${Math.round(timeoutMs / 1000)} s; given up (retried)`)), timeoutMs);
    timer.unref();
  });
  try {
    // A job serves no request (the in-process queue may wake from inside the one that enqueued): no client address.
    await Promise.race([outsideRequest(() => (definition.handler as (payload: unknown, run: JobRun) => Promise<void>)(payload, run)), timedOut]);
  } finally {
    clearTimeout(timer);
  }
}

/** Logged (error) when stop() reached its deadline with runs still going: cut off, on every adapter. */
export const STOPPED_WITH_RUNNING_JOBS = 'Job queue stopped with jobs still running (cut off)';

/** The one wording of a failed run, on every adapter: a warning while retries are left, an error when it failed for good. */
export function logJobFailure(log: JobLog, failure: { name: string; jobId: string; attempt: number; final: boolean; error: unknown; retryInMs?: number }): void {
  const fields: Record<string, unknown> = { job: failure.name, jobId: failure.jobId, attempt: failure.attempt, err: failure.error };
  if (failure.retryInMs !== undefined) fields.retryInMs = Math.round(failure.retryInMs);
  if (failure.final) log.error('Job failed for good', fields);
  else log.warn('Job failed; retrying with backoff', fields);
}

/**
 * An error log that writes one message at most once per `windowMs` (a database outage makes every worker's poll
 * fail every few seconds): the first at once, the repeats counted and reported with the next one written.
 */
export function throttledErrorLog(log: JobLog, windowMs = 60_000, now: () => number = Date.now): (message: string, fields?: Record<string, unknown>) => void {
  const last = new Map<string, { at: number; suppressed: number }>();
  return (message, fields = {}) => {
    const key = `${message}|${fields.err instanceof Error ? fields.err.message : String(fields.err ?? '')}`;
    const seen = last.get(key);
    const at = now();
    if (seen && at - seen.at < windowMs) {
      seen.suppressed += 1;
      return;
    }
    if (!seen && last.size >= 200) last.clear(); // messages that vary without end (an id in them) stay bounded
    last.set(key, { at, suppressed: 0 });
    log.error(message, seen?.suppressed ? { ...fields, repeatedSinceLastLog: seen.suppressed } : fields);
  };
}

/** The queue adapter itself (JobQueue and JobWorkers in one object); bound by the persistence modules with bindJobQueue. */
export const JobQueueAdapter = port<JobQueue & JobWorkers>('JobQueueAdapter');

/** Binds one queue adapter, made with the logger, as both the JobQueue (use cases) and the JobWorkers (main, tests). */
export function bindJobQueue(bind: TypedBind, make: (log: Logger) => JobQueue & JobWorkers): void {
  bindFactory(bind, JobQueueAdapter, make, [Logger]);
  bindFactory(bind, JobQueue, (queue: JobQueue & JobWorkers): JobQueue => queue, [JobQueueAdapter]);
  bindFactory(bind, JobWorkers, (queue: JobQueue & JobWorkers): JobWorkers => queue, [JobQueueAdapter]);
}
