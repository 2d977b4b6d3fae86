import { randomUUID } from 'node:crypto';
import type { EnqueueOptions, JobName, JobQueue, JobRun, Jobs } from '../../application/shared/ports/job-queue.port.js';
import type { Logger } from '../../application/shared/ports/logger.port.js';
import { outsideUnitOfWork, whenCommitted } from '../persistence/unit-of-work-scope.js';
import { DEFAULT_RETRY, type JobDefinition, type JobRegistry, type JobWorkers, type RecurringJob } from './job-registry.js';
import { retryDelayMs } from './retry-delay.js';

interface QueuedJob {
  id: string;
  name: JobName;
  payload: unknown;
  singletonKey?: string;
  /** Not before (epoch ms). */
  dueAt: number;
  /** Runs so far. */
  runs: number;
}

/** Where a job that failed for good is reported (the server's logger in production). */
export type JobLog = Pick<Logger, 'warn' | 'error'>;

/**
 * The JobQueue in this process's memory, the twin of the PostgreSQL queue (PgBossJobQueue) for the in-memory
 * persistence (use-case tests, quick HTTP tests): the same port and the same promises where memory can keep
 * them. A job enqueued inside a unit of work is queued when the unit commits and dropped when it rolls back;
 * it starts on a later turn of the event loop, outside any unit; a throwing handler is retried with the same
 * backoff, then the job lands in `failed` (logged); a singletonKey drops a second job while the first is
 * queued or running. What memory cannot keep: the jobs do not survive the process, and one process works them.
 * Recurring schedules are kept (`schedules`) but never fire by themselves: tests enqueue the job.
 */
export class InProcessJobQueue implements JobQueue, JobWorkers {
  private registry: () => JobRegistry = () => ({ handlers: [], schedules: [] });
  private definitions: Map<string, JobDefinition> | null = null;
  private readonly queued: QueuedJob[] = [];
  private readonly running = new Map<string, { job: QueuedJob; done: Promise<void> }>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private stopped = false;
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
    // A payload is stored JSON on the server: the copy keeps a caller's later change out, as the database would.
    const stored = JSON.parse(JSON.stringify(payload ?? null)) as unknown;
    whenCommitted(() => this.add(name, stored, options));
  }

  async prepare(): Promise<void> {}

  async start(): Promise<void> {
    this.stopped = false;
    this.wake();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    await Promise.allSettled([...this.running.values()].map((r) => r.done));
  }

  async drain(): Promise<void> {
    for (;;) {
      if (!this.stopped) this.startDue();
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
    this.enqueued.push({ name, payload, options });
    this.queued.push({ id: randomUUID(), name, payload, singletonKey: key, dueAt: options.startAfter?.getTime() ?? 0, runs: 0 });
    this.wake();
  }

  private holds(name: JobName, key: string): boolean {
    const same = (job: QueuedJob) => job.name === name && job.singletonKey === key;
    return this.queued.some(same) || [...this.running.values()].some((r) => same(r.job));
  }

  /** Starts what is due on a later turn of the event loop (the caller's request answers first). */
  private wake(delayMs = 0): void {
    if (this.stopped) return;
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      if (!this.stopped) this.startDue();
    }, delayMs);
    timer.unref();
    this.timers.add(timer);
  }

  private startDue(): void {
    const now = Date.now();
    for (const job of [...this.queued]) {
      if (job.dueAt > now) continue;
      this.queued.splice(this.queued.indexOf(job), 1);
      const done = outsideUnitOfWork(() => this.run(job)).finally(() => this.running.delete(job.id));
      this.running.set(job.id, { job, done });
    }
  }

  private async run(job: QueuedJob): Promise<void> {
    const definition = this.handlers().get(job.name);
    job.runs += 1;
    try {
      if (!definition) throw new Error(`No handler is registered for job "${job.name}"`);
      await (definition.handler as (payload: unknown, run: JobRun) => Promise<void>)(job.payload, { id: job.id, attempt: job.runs });
    } catch (error) {
      const retryLimit = definition?.retry.retryLimit ?? 0;
      if (job.runs <= retryLimit) {
        const delay = retryDelayMs(definition!.retry.retryDelaySeconds, job.runs) * this.retryDelayScale;
        this.log.warn('Job failed; retrying with backoff', { job: job.name, jobId: job.id, attempt: job.runs, retryInMs: Math.round(delay), err: error });
        job.dueAt = Date.now() + delay;
        this.queued.push(job);
        this.wake(delay);
      } else {
        this.log.error('Job failed for good', { job: job.name, jobId: job.id, attempt: job.runs, err: error });
        this.failed.push({ id: job.id, name: job.name, payload: job.payload, error });
      }
    }
  }

  private handlers(): Map<string, JobDefinition> {
    this.definitions ??= new Map(this.registry().handlers.map((d) => [d.name, d]));
    return this.definitions;
  }
}

const consoleLog: JobLog = {
  warn: (message, fields) => console.warn(message, fields),
  error: (message, fields) => console.error(message, fields),
};
