import type { JobQueue } from '../../application/shared/ports/job-queue.port.js';
import type { AppConfig } from '../config.js';

/**
 * How long one start-up run serves every instance that starts: a day (windows from 00:00 UTC). A rolling deploy of
 * any number of instances runs each job once; only starts on both sides of midnight UTC run it twice (harmless: idempotent).
 */
export const START_UP_WINDOW_SECONDS = 86_400;

/**
 * The jobs every start enqueues (adapters/main.ts), once the queue is prepared; the workers run them after it starts.
 * Each is idempotent and finds nothing to do on most starts, and each runs once across instances (docs/operations.md):
 * - 'rider-ids.seal-plain': seals the ID numbers still stored as typed (rows from before sealing) and clears them;
 *   once a day at most, whichever instance starts first;
 * - 'secrets.reseal': re-seals every sealed value (ID numbers, admins' authenticator secrets) not sealed under the
 *   SecretBox's current key (key rotation); once a day per sealing key (`sealingKey`), so the restart that puts a
 *   new key first runs it at once even if another start ran it earlier that day. Nightly too (a recurring job).
 * Both are pg-boss throttled sends (singletonKey and singletonSeconds): an instance starting while the day's run is
 * queued, running or done enqueues nothing.
 */
export async function enqueueStartUpJobs(queue: JobQueue, sealingKey: string): Promise<void> {
  await queue.enqueue('rider-ids.seal-plain', {}, { singletonKey: 'start-up', singletonSeconds: START_UP_WINDOW_SECONDS });
  await queue.enqueue('secrets.reseal', {}, { singletonKey: `start-up:${sealingKey}`, singletonSeconds: START_UP_WINDOW_SECONDS });
}

/** Which key the SecretBox seals under, as configured: the first local key's id, or Vault's key name (not secret). */
export function sealingKeyOf(secretBox: AppConfig['secretBox']): string {
  return secretBox.provider === 'local' ? `local:${secretBox.keys[0]!.id}` : `vault-transit:${secretBox.key}`;
}
