import { forEachBatch } from '../shared/batches.js';
import type { Logger } from '../shared/ports/logger.port.js';
import type { SecretBox } from '../shared/ports/secret-box.port.js';
import type { SecretHasher } from '../shared/ports/secret-hasher.port.js';
import { keptIdNumber } from './id-number-keeping.js';
import type { RiderIdNumberStore } from './ports/rider-id-number.store.port.js';

declare module '../shared/ports/job-queue.port.js' {
  interface Jobs {
    /** At every start: seals the ID numbers still stored as typed (an Aadhaar's: hashed) and clears them. */
    'rider-ids.seal-plain': Record<string, never>;
  }
}

const BATCH = 100;

/**
 * The 'rider-ids.seal-plain' job, enqueued at every start (adapters/jobs/start-up-jobs.ts): the rows stored before
 * ID numbers were sealed get the number sealed (every document but Aadhaar) or hashed (Aadhaar), its last four kept,
 * and the typed number cleared. Idempotent: a row already done is not found again; none left, it does nothing.
 */
export class SealPlainIdNumbers {
  constructor(
    private readonly store: RiderIdNumberStore,
    private readonly box: SecretBox,
    private readonly hasher: SecretHasher,
    private readonly log: Logger,
  ) {}

  async execute(): Promise<number> {
    let done = 0;
    // A row once sealed is not found again: every batch reads from the start.
    await forEachBatch(
      BATCH,
      () => this.store.findPlain(BATCH),
      async (rows) => {
        for (const row of rows) {
          const kept = await keptIdNumber({ box: this.box, hasher: this.hasher }, row, row.number);
          await this.store.replacePlain(row.id, row.number, { ...kept, last4: row.number.slice(-4) });
        }
        done += rows.length;
      },
    );
    if (done > 0) this.log.info('Sealed the ID numbers stored as typed', { count: done });
    return done;
  }
}
