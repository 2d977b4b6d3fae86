import type { MikroORM } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';

/**
 * Each repository call works in its own fork of the EntityManager: repositories are stateless, reads
 * never see another request's identity map, and aggregates are written back with an upsert on the
 * primary key (an update when the row exists), so a loaded-then-saved aggregate is never re-inserted.
 */
export class EntityManagerSource {
  constructor(private readonly orm: MikroORM) {}

  fork(): SqlEntityManager {
    return this.orm.em.fork({ clear: true }) as unknown as SqlEntityManager;
  }
}
