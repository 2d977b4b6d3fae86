import { randomUUID } from 'node:crypto';
import type { EnqueueOptions, JobName, JobQueue, JobRun, Jobs } from '../../application/shared/ports/job-queue.port.js';
import { outsideUnitOfWork, whenCommitted } from '../persistence/unit-of-work-scope.js';
import {
  assertSchedulesHandled,
  DEFAULT_RETRY,
  logJobFailure,
  runJobHandler,
  STOPPED_WITH_RUNNING_JOBS,
  unhandledJobError,
  type JobDefinition,
  type JobLog,
  type JobRegistry,
  type JobWorkers,
  type RecurringJob,
} from './job-registry.js';
import { retryDelayMs } from './retry-delay.js';

interface QueuedJob {
  id: string;
  name: JobName;
  payload: unknown;
  singletonKey?: string;
  /** Not before (epoch ms). */
  dueAt: number;
  /** Enqueue order: the oldest due job runs first (as pg-boss orders by creation). */
  seq: number;
  /** Runs so far. */
  runs: number;
}

/**
 * The JobQueue in this process's memory, the twin of the PostgreSQL queue (PgBossJobQueue) for the in-memory
 * persistence (use-case tests, quick HTTP tests): the same port and the same promises where memory can keep
 * them. An enqueue of a job without a handler throws at once. A job enqueued inside a unit of work is queued
 * when the unit commits and dropped when it rolls back. Like pg-boss prepared but not started (every test),
 * nothing runs by itself: `drain()` runs the due jobs one at a time, oldest first; after `start()` jobs run on a
 * later turn of the event loop, outside any unit, up to each job's `concurrency` at once. A throwing handler is
 * retried with the same backoff, then the job lands in `failed` (logged); a run past `runTimeoutMs` is given up;
 * a singletonKey drops a second job while the first is queued or running (with singletonSeconds, for the rest of its
 * window, run or not). What memory cannot keep: the jobs do
 * not survive the process, and one process works them. Schedules are checked at start but never fire here.
 */
export class InProcessJobQueue implements JobQueue, JobWorkers {
  private registry: () => JobRegistry = () => ({ handlers: [], schedules: [] });
  private definitions: Map<string, JobDefinition> | null = null;
  private readonly queued: QueuedJob[] = [];
  private readonly running = new Map<string, { job: QueuedJob; done: Promise<void> }>();
  private readonly timers = new Set<NodeJS.Timeout>();
  /** Not working the queue by itself: until `start()`, and again after `stop()`. */
  private stopped = true;
  private seq = 0;
  /** The (name, singletonKey, window) of every job enqueued with singletonSeconds: a second in the window is dropped. */
  private readonly windows = new Set<string>();
  /** Every job enqueued (committed), oldest first, for tests that assert what was queued. */
  readonly enqueued: Array<{ name: JobName; payload: unknown; options: EnqueueOptions }> = [];
  /** Jobs that failed for good, with the last error. */
  readonly failed: Array<{ id: string; name: JobName; payload: unknown; error: unknown }> = [];

  constructor(
    private readonly log: JobLog = consoleLog,
    /** Scales every retry delay (tests: 0 retries at once, 0.01 keeps the backoff's shape in milliseconds). */
    private readonly retryDelayScale = 1,
  ) {}

  useRegistry(registry: () => JobRegistry): void {
    this.registry = registry;
    this.definitions = null;
  }

  /** Registers a handler directly (a use-case test without a container). */
  handle<N extends JobName>(definition: { name: N; handler: (payload: Jobs[N], run: JobRun) => Promise<void> } & Partial<Pick<JobDefinition, 'retry'>>): this {
    const map = this.handlers();
    map.set(definition.name, { retry: DEFAULT_RETRY, concurrency: 1, deleteAfterSeconds: 0, ...definition } as unknown as JobDefinition);
    return this;
  }

  get schedules(): RecurringJob[] {
    return this.registry().schedules;
  }

  async enqueue<N extends JobName>(name: N, payload: Jobs[N], options: EnqueueOptions = {}): Promise<void> {
    if (!this.handlers().has(name)) throw unhandledJobError(name);
    // A payload is stored JSON on the server: the copy keeps a caller's later change out, as the database would.
    const stored = JSON.parse(JSON.stringify(payload ?? null)) as unknown;
    whenCommitted(() => this.add(name, stored, options));
  }

  async prepare(): Promise<void> {}

  async start(): Promise<void> {
    assertSchedulesHandled(this.registry());
    this.stopped = false;
    this.wake();
  }

  async stop(timeoutMs = 10_000): Promise<void> {
    this.stopped = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    const finished = Promise.allSettled([...this.running.values()].map((r) => r.done));
    const cut = await Promise.race([finished.then(() => false), delay(timeoutMs).then(() => true)]);
    if (cut) this.log.error(STOPPED_WITH_RUNNING_JOBS, { running: [...this.running.values()].map((r) => r.job.name) });
  }

  async drain(): Promise<void> {
    for (;;) {
      const next = this.nextDue();
      if (next) {
        await this.begin(next);
        continue;
      }
      if (this.running.size === 0) return;
      await Promise.allSettled([...this.running.values()].map((r) => r.done));
    }
  }

  /** Jobs queued or running (not failed). */
  get size(): number {
    return this.queued.length + this.running.size;
  }

  private add(name: JobName, payload: unknown, options: EnqueueOptions): void {
    const key = options.singletonKey;
    if (key !== undefined && this.holds(name, key)) return;
    if (key !== undefined && options.singletonSeconds) {
      const window = `${name}\u0000${key}\u0000${Math.floor(Date.now() / 1000 / options.singletonSeconds)}`;
      if (this.windows.has(window)) return;
      this.windows.add(window);
    }
    this.enqueued.push({ name, payload, options });
    this.queued.push({ id: randomUUID(), name, payload, singletonKey: key, dueAt: options.startAfter?.getTime() ?? 0, seq: (this.seq += 1), runs: 0 });
    this.wake();
  }

  private holds(name: JobName, key: string): boolean {
    const same = (job: QueuedJob) => job.name === name && job.singletonKey === key;
    return this.queued.some(same) || [...this.running.values()].some((r) => same(r.job));
  }

  /** The oldest due job (of a name below its concurrency when `limited`, as the started workers take them). */
  private nextDue(limited = false): QueuedJob | undefined {
    const now = Date.now();
    let next: QueuedJob | undefined;
    for (const job of this.queued) {
      if (job.dueAt > now || (next && next.seq < job.seq)) continue;
      if (limited && this.runningOf(job.name) >= (this.handlers().get(job.name)?.concurrency ?? 1)) continue;
      next = job;
    }
    return next;
  }

  private runningOf(name: JobName): number {
    return [...this.running.values()].filter((r) => r.job.name === name).length;
  }

  /** Started: works what is due on a later turn of the event loop (the caller's request answers first). */
  private wake(delayMs = 0): void {
    if (this.stopped) return;
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      if (this.stopped) return;
      for (let job = this.nextDue(true); job; job = this.nextDue(true)) {
        void this.begin(job).then(() => this.wake());
      }
    }, delayMs);
    timer.unref();
    this.timers.add(timer);
  }

  /** Takes `job` off the queue and runs it (outside any unit of work); resolves when the run is over. */
  private begin(job: QueuedJob): Promise<void> {
    this.queued.splice(this.queued.indexOf(job), 1);
    const done = outsideUnitOfWork(() => this.run(job)).finally(() => this.running.delete(job.id));
    this.running.set(job.id, { job, done });
    return done;
  }

  private async run(job: QueuedJob): Promise<void> {
    const definition = this.handlers().get(job.name);
    job.runs += 1;
    try {
      if (!definition) throw unhandledJobError(job.name);
      await runJobHandler(definition, job.payload, { id: job.id, attempt: job.runs });
    } catch (error) {
      const retryLimit = definition?.retry.retryLimit ?? 0;
      const final = job.runs > retryLimit;
      const delay = final ? undefined : retryDelayMs(definition!.retry.retryDelaySeconds, job.runs) * this.retryDelayScale;
      logJobFailure(this.log, { name: job.name, jobId: job.id, attempt: job.runs, final, error, retryInMs: delay });
      if (final) {
        this.failed.push({ id: job.id, name: job.name, payload: job.payload, error });
        return;
      }
      job.dueAt = Date.now() + delay!;
      this.queued.push(job);
      this.wake(delay);
    }
  }

  private handlers(): Map<string, JobDefinition> {
    this.definitions ??= new Map(this.registry().handlers.map((d) => [d.name, d]));
    return this.definitions;
  }
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms).unref());
}

const consoleLog: JobLog = {
  warn: (message, fields) => console.warn(message, fields),
  error: (message, fields) => console.error(message, fields),
};
