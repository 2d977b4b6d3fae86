import { mkdirSync } from 'node:fs';
import { MikroORM, type Options } from '@mikro-orm/core';
import { Migrator } from '@mikro-orm/migrations';
import { PgliteDriver } from '@mikro-orm/pglite';
import { PostgreSqlDriver } from '@mikro-orm/postgresql';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { migrationsList } from '../../../migrations/index.js';
import { allSchemas } from './schemas.js';

export type DatabaseTarget =
  | { kind: 'postgres'; url: string }
  /** Embedded PostgreSQL (PGlite). No dataDir: in memory (tests). */
  | { kind: 'pglite'; dataDir?: string };

/** Opens the database (PostgreSQL server or embedded PGlite) and runs pending migrations. */
export async function openDatabase(target: DatabaseTarget, options: { debug?: boolean } = {}): Promise<MikroORM> {
  const common: Partial<Options> = {
    entities: allSchemas,
    extensions: [Migrator],
    migrations: { migrationsList, snapshot: false, silent: true, transactional: true },
    debug: options.debug ?? false,
    allowGlobalContext: false,
  };
  let orm: MikroORM;
  if (target.kind === 'postgres') {
    orm = await MikroORM.init({ ...common, driver: PostgreSqlDriver, clientUrl: target.url, pool: { min: 0, max: 10 } } as Options);
  } else {
    if (target.dataDir) mkdirSync(target.dataDir, { recursive: true });
    orm = await MikroORM.init({
      ...common,
      driver: PgliteDriver,
      dbName: 'postgres',
      // Without a data directory PGlite would treat dbName as one; 'memory://' keeps tests in memory.
      driverOptions: { dataDir: target.dataDir ?? 'memory://', extensions: { pg_trgm } },
    } as Options);
  }
  await orm.migrator.up();
  return orm;
}
