import type { SqlEntityManager } from '@mikro-orm/sql';
import { ConcurrentModificationError } from '../../../domain/shared/domain-error.js';

export interface Versioned {
  id: string;
  version: number;
}

/**
 * Inserts a new aggregate (version 0 → 1), or updates a stored one only if nobody saved it since it
 * was read (`where version = ?`), so concurrent requests cannot silently overwrite each other.
 * `exclude` names columns a save never writes (counters bumped by their own atomic updates).
 */
export async function saveVersioned<T extends Versioned>(
  em: SqlEntityManager,
  entity: new () => T,
  aggregate: T,
  options: { exclude?: readonly (keyof T)[] } = {},
): Promise<void> {
  if (aggregate.version === 0) {
    aggregate.version = 1;
    try {
      await em.insert(entity, { ...aggregate } as never);
    } catch (error) {
      aggregate.version = 0;
      throw error;
    }
    return;
  }
  const data = { ...aggregate, version: aggregate.version + 1 } as unknown as Record<string, unknown>;
  delete data.id;
  for (const key of options.exclude ?? []) delete data[key as string];
  const changed = await em.nativeUpdate(entity, { id: aggregate.id, version: aggregate.version } as never, data as never);
  if (changed !== 1) throw new ConcurrentModificationError();
  aggregate.version += 1;
}
