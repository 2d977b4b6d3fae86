import { secondFactorContext } from '../../domain/auth/admin-second-factor.js';
import type { AdminSecondFactorRepository } from '../auth/ports/admin-second-factor.repository.port.js';
import { idNumberContext } from '../riders/id-number-keeping.js';
import type { RiderIdNumberStore } from '../riders/ports/rider-id-number.store.port.js';
import type { Logger } from '../shared/ports/logger.port.js';
import type { SealedValueStore, SecretBox } from '../shared/ports/secret-box.port.js';

declare module '../shared/ports/job-queue.port.js' {
  interface Jobs {
    /** At start (once across instances) and nightly: re-seals every sealed value not sealed under the current key. */
    'secrets.reseal': Record<string, never>;
  }
}

/** One kind of value kept sealed with the SecretBox: where it is kept and the context each is sealed under. */
interface SealedKind {
  kind: 'riderIdNumbers' | 'adminTotpSecrets';
  store: SealedValueStore;
  contextOf(id: string): string;
}

export type ResealCounts = Record<SealedKind['kind'], { resealed: number; checked: number }>;

const BATCH = 200;

/**
 * The 'secrets.reseal' job (key rotation, docs/operations.md): every value sealed with the SecretBox (rider ID
 * numbers, admins' authenticator secrets) that is not sealed under its current key is opened and sealed again under
 * it. Once its log line says none is left, the old key can go. Idempotent; a value changed meanwhile is left to it.
 * A new kind of sealed value is listed here, or it would stop opening once the old key is removed.
 */
export class ResealSecrets {
  constructor(
    private readonly riderIdNumbers: RiderIdNumberStore,
    private readonly adminSecondFactors: AdminSecondFactorRepository,
    private readonly box: SecretBox,
    private readonly log: Logger,
  ) {}

  async execute(_payload: Record<string, never> = {}): Promise<ResealCounts> {
    const kinds: SealedKind[] = [
      { kind: 'riderIdNumbers', store: this.riderIdNumbers, contextOf: idNumberContext },
      { kind: 'adminTotpSecrets', store: this.adminSecondFactors, contextOf: secondFactorContext },
    ];
    const counts = {} as ResealCounts;
    for (const kind of kinds) counts[kind.kind] = await this.reseal(kind);
    const resealed = kinds.reduce((sum, { kind }) => sum + counts[kind].resealed, 0);
    if (resealed > 0) this.log.info('Re-sealed secrets under the current key', counts);
    else this.log.info('Every sealed secret is sealed under the current key', counts);
    return counts;
  }

  private async reseal({ store, contextOf }: SealedKind): Promise<{ resealed: number; checked: number }> {
    let after: string | null = null;
    let resealed = 0;
    let checked = 0;
    for (;;) {
      const rows = await store.findSealed(after, BATCH);
      for (const row of rows) {
        checked += 1;
        if (await this.box.isCurrent(row.sealed)) continue;
        const context = contextOf(row.id);
        const fresh = await this.box.seal(await this.box.open(row.sealed, context), context);
        if (await store.reseal(row.id, row.sealed, fresh)) resealed += 1;
      }
      if (rows.length < BATCH) break;
      after = rows[rows.length - 1]!.id;
    }
    return { resealed, checked };
  }
}
