import type { SqlEntityManager } from '@mikro-orm/sql';

/**
 * Rows of a raw `select *` as domain objects for reading, without `em.map`: the column → property mapping and
 * type conversion are MikroORM's own (the comparator's compiled result mapper, the same one `em.map` runs), but
 * the objects are never merged into an identity map nor snapshotted for change tracking. Nothing here needs
 * either: every aggregate is written by an explicit statement (`saveVersioned`, a version check, not a flush),
 * so a detached copy saves exactly like a managed one. On a search page this was most of the ORM's cost per
 * request (merge, hydration, snapshot and the garbage they leave).
 */
export function detachedRows<T extends object>(em: SqlEntityManager, entity: new () => T, rows: readonly Record<string, unknown>[]): T[] {
  const meta = em.getMetadata().get(entity);
  const driver = em.getDriver();
  return rows.map((row) => Object.assign(Object.create(entity.prototype) as T, driver.mapResult(row as never, meta)));
}
