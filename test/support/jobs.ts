import type { Container } from 'inversify';
import { JobWorkers } from '../../adapters/jobs/job-registry.js';

/**
 * Runs every background job that is due (the SMS and mail a request queued, and the jobs those enqueue) and
 * resolves once none is queued or running: await it before reading what the jobs produced (the outbox, a fake
 * sender). Works with every JobQueue adapter the composition root binds (in process, pg-boss on PGlite or the server).
 */
export function drainJobs(container: Container): Promise<void> {
  return container.get(JobWorkers).drain();
}

/** Prepares the queue (pg-boss installs its schema): before a test's first request on a database. */
export function prepareJobs(container: Container): Promise<void> {
  return container.get(JobWorkers).prepare();
}

/** Stops the queue (its pool and timers): before the test's database is closed. */
export function stopJobs(container: Container): Promise<void> {
  return container.get(JobWorkers).stop();
}
