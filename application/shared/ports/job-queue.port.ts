import { port } from '../port.js';

/**
 * The jobs the product runs in the background, by name, with their JSON payloads. Each feature adds its own
 * jobs by augmenting this interface in its own module (declaration merging), e.g.
 *
 *     declare module '../shared/ports/job-queue.port.js' {
 *       interface Jobs { 'search-alerts.match-listing': { propertyId: string } }
 *     }
 *
 * A payload is plain JSON (strings, numbers, booleans, null, arrays, objects): it is stored in PostgreSQL
 * and read back by whichever instance runs the job.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-interface
export interface Jobs {}
export type JobName = keyof Jobs & string;

export interface EnqueueOptions {
  /** At most one queued-or-running job with this key per job name: a second enqueue with the same key is dropped. */
  singletonKey?: string;
  /**
   * With a singletonKey: at most one job with that key per name in each window of this many seconds (windows counted
   * from the epoch on the database's clock), whatever became of it: a job that completed in the window still drops a
   * second enqueue. For work every app instance asks for at start that one run serves (adapters/jobs/start-up-jobs.ts).
   */
  singletonSeconds?: number;
  /** Not before this instant. */
  startAfter?: Date;
}

/**
 * A durable queue of background jobs (ADR 0010). `enqueue` inside a unit of work commits with it: a job
 * whose unit rolls back never runs. Jobs run at least once, retried with backoff when their handler throws,
 * by exactly one instance at a time; a handler that must not act twice (an SMS) keeps its own record of what
 * it has done, in the same database.
 */
export interface JobQueue {
  enqueue<N extends JobName>(name: N, payload: Jobs[N], options?: EnqueueOptions): Promise<void>;
}
export const JobQueue = port<JobQueue>('JobQueue');

/** Which run of which job a handler is in: `id` is stable across retries (a key for "already done"), `attempt` counts from 1. */
export interface JobRun {
  id: string;
  attempt: number;
}

/**
 * Runs one job: the composition root maps each job name to one of these (usually a use case's `execute`).
 * It runs outside any request and any unit of work, at least once: make it idempotent (JobRun.id is the key).
 */
export type JobHandler<N extends JobName> = (payload: Jobs[N], run: JobRun) => Promise<void>;
