import type { JobQueue } from '../../application/shared/ports/job-queue.port.js';

/**
 * The jobs every start enqueues (adapters/main.ts), once the queue is prepared; the workers run them after it starts.
 * Each is idempotent and finds nothing to do on most starts:
 * - 'rider-ids.seal-plain': seals the ID numbers still stored as typed (rows from before sealing) and clears them;
 * - 'secrets.reseal': re-seals every sealed value (ID numbers, admins' authenticator secrets) not sealed under the
 *   SecretBox's current key (key rotation).
 * One of each at a time across instances (singleton keys).
 */
export async function enqueueStartUpJobs(queue: JobQueue): Promise<void> {
  await queue.enqueue('rider-ids.seal-plain', {}, { singletonKey: 'start-up' });
  await queue.enqueue('secrets.reseal', {}, { singletonKey: 'start-up' });
}
