import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import type { IdempotencyStamp, KeyHolder } from '../../../application/shared/idempotency.js';
import type { Versioned } from './versioned-save.js';

/**
 * Inserts a new aggregate with its Idempotency-Key and request fingerprint in the same statement. The partial
 * unique index named `constraint` decides between racing requests with one key: the loser's insert fails
 * (after waiting for the winner to commit), stores nothing, and the loser reads the winner's row.
 */
export async function insertKeyed<T extends Versioned>(
  em: SqlEntityManager,
  entity: new () => T,
  aggregate: T,
  stamp: IdempotencyStamp,
  constraint: string,
  holder: () => Promise<KeyHolder<T> | null>,
): Promise<KeyHolder<T> | null> {
  if (aggregate.version !== 0) throw new Error('insertKeyed stores new aggregates only');
  aggregate.version = 1;
  try {
    const row = { ...aggregate, idempotencyKey: stamp.key, idempotencyFingerprint: stamp.fingerprint } as never;
    // Inside a unit of work the insert gets its own savepoint: a lost race must not abort the whole
    // transaction, which still has to read the winner's row.
    if (em.isInTransaction()) await em.transactional((tx) => tx.insert(entity, row));
    else await em.insert(entity, row);
    return null;
  } catch (error) {
    aggregate.version = 0;
    if (error instanceof UniqueConstraintViolationException && `${error.message} ${(error as { constraint?: string }).constraint ?? ''}`.includes(constraint)) {
      const found = await holder();
      if (found) return found;
    }
    throw error;
  }
}

/** The id and fingerprint stored under a key (one indexed read), then the aggregate itself. */
export async function findKeyed<T extends object>(
  em: SqlEntityManager,
  entity: new () => T,
  sql: string,
  params: unknown[],
): Promise<KeyHolder<T> | null> {
  const rows = await em.execute<{ id: string; idempotency_fingerprint: string }[]>(sql, params);
  const row = rows[0];
  if (!row) return null;
  const record = await em.findOne(entity, { id: row.id } as never);
  return record ? { record: record as T, fingerprint: row.idempotency_fingerprint } : null;
}
