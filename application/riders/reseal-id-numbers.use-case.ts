import { forEachBatch } from '../shared/batches.js';
import type { Logger } from '../shared/ports/logger.port.js';
import type { SecretBox } from '../shared/ports/secret-box.port.js';
import { idNumberContext } from './id-number-keeping.js';
import type { RiderIdNumberStore } from './ports/rider-id-number.store.port.js';

declare module '../shared/ports/job-queue.port.js' {
  interface Jobs {
    /** At every start (and whenever enqueued): re-seals the ID numbers not sealed under the current key. */
    'rider-ids.reseal': Record<string, never>;
  }
}

const BATCH = 200;

/**
 * The 'rider-ids.reseal' job (key rotation, docs/operations.md): every sealed ID number not sealed under the
 * SecretBox's current key is opened and sealed again under it. Enqueued at every start, so putting a new key first
 * and restarting is enough; once its log line says none is left, the old key can go. Idempotent.
 */
export class ResealIdNumbers {
  constructor(
    private readonly store: RiderIdNumberStore,
    private readonly box: SecretBox,
    private readonly log: Logger,
  ) {}

  async execute(): Promise<{ resealed: number; checked: number }> {
    let resealed = 0;
    let checked = 0;
    await forEachBatch(
      BATCH,
      (after: { id: string } | undefined) => this.store.findSealed(after?.id ?? null, BATCH),
      async (rows) => {
        for (const row of rows) {
          checked += 1;
          if (await this.box.isCurrent(row.sealed)) continue;
          const context = idNumberContext(row.id);
          const fresh = await this.box.seal(await this.box.open(row.sealed, context), context);
          if (await this.store.reseal(row.id, row.sealed, fresh)) resealed += 1;
        }
      },
    );
    if (resealed > 0) this.log.info('Re-sealed ID numbers under the current key', { resealed, checked });
    else this.log.info('Every ID number is sealed under the current key', { checked });
    return { resealed, checked };
  }
}
