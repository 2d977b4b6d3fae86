import { mkdirSync } from 'node:fs';
import { MikroORM, type Options } from '@mikro-orm/core';
import { Migration, Migrator } from '@mikro-orm/migrations';
import { PgliteDriver } from '@mikro-orm/pglite';
import { PostgreSqlDriver } from '@mikro-orm/postgresql';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { migrationsList } from '../../../migrations/index.js';
import { allSchemas } from './schemas.js';
import { DEFAULT_DATABASE_LIMITS, type DatabaseLimits } from '../database-limits.js';

export type DatabaseTarget =
  /**
   * `directUrl`: the primary itself, when `url` goes through a transaction pooler (PgBouncer): the migrations run on
   * it (a short-lived connection of their own), the pool serves requests through `url`.
   */
  | { kind: 'postgres'; url: string; directUrl?: string }
  /** Embedded PostgreSQL (PGlite). No dataDir: in memory (tests). */
  | { kind: 'pglite'; dataDir?: string };

/** How the domain objects are mapped, the same on the primary and on a standby. */
const MAPPING: Partial<Options> = {
  entities: allSchemas,
  allowGlobalContext: false,
  // Plain data properties on the domain objects instead of MikroORM's per-instance accessors (installed by a
  // setter on the prototype at an object's first write, for relation propagation and auto-flush dirtiness):
  // there are no relations and nothing flushes (explicit statements, see EntityManagerSource), and the
  // accessors cost every object built and every field read (presenters) on the hot reads.
  propagationOnPrototype: false,
};

/**
 * Opens the database (PostgreSQL server or embedded PGlite) and runs pending migrations.
 *
 * On the server every pooled connection starts with `statement_timeout`, and a request waits at most
 * `poolAcquireTimeoutMs` for a connection (pg-pool's `connectionTimeoutMillis` covers both the wait for a
 * free one and connecting a new one), so a locked table or a full pool ends in an error the HTTP edge
 * answers 503 instead of a request that hangs. Migrations are exempt (`set local statement_timeout = 0` in
 * each migration's transaction): building an index on a large table may take minutes and must not fail a deploy.
 */
export async function openDatabase(
  target: DatabaseTarget,
  options: { debug?: boolean; limits?: DatabaseLimits } = {},
): Promise<MikroORM> {
  const limits = options.limits ?? DEFAULT_DATABASE_LIMITS;
  const common: Partial<Options> = {
    ...MAPPING,
    extensions: [Migrator],
    migrations: { migrationsList: migrationsList.map(withoutStatementTimeout), snapshot: false, silent: true, transactional: true },
    debug: options.debug ?? false,
  };
  let orm: MikroORM;
  if (target.kind === 'postgres') {
    const onServer = (url: string, poolMax: number) =>
      MikroORM.init({
        ...common,
        driver: PostgreSqlDriver,
        clientUrl: url,
        pool: { min: 0, max: poolMax },
        // Handed to pg's Pool (and each pg Client it opens) as a startup parameter; 0 leaves a timeout off. Through
        // PgBouncer (which refuses unknown startup parameters) set it on the role instead: docs/deploy.md.
        driverOptions: { connectionTimeoutMillis: limits.poolAcquireTimeoutMs, statement_timeout: limits.statementTimeoutMs },
      } as Options);
    if (target.directUrl && target.directUrl !== target.url) {
      const direct = await onServer(target.directUrl, 1);
      try {
        await direct.migrator.up();
      } finally {
        await direct.close();
      }
      return onServer(target.url, limits.poolMax);
    }
    orm = await onServer(target.url, limits.poolMax);
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

/**
 * A hot standby for reads (no migrations: it replays the primary's). Its pool is as large as the primary's, and a
 * connection that cannot be made fails fast (`poolAcquireTimeoutMs`), so reads fall back to the primary quickly.
 */
export function openReadReplica(url: string, options: { limits?: DatabaseLimits } = {}): Promise<MikroORM> {
  const limits = options.limits ?? DEFAULT_DATABASE_LIMITS;
  const replicaOptions: Partial<Options> = {
    ...MAPPING,
    driver: PostgreSqlDriver,
    clientUrl: url,
    pool: { min: 0, max: limits.poolMax },
    driverOptions: { connectionTimeoutMillis: Math.min(limits.poolAcquireTimeoutMs || 1000, 1000), statement_timeout: limits.statementTimeoutMs },
  };
  return MikroORM.init(replicaOptions as Options);
}

type MigrationEntry = (typeof migrationsList)[number];

/** The same migration, run with no statement timeout for its own transaction only (`set local`). */
function withoutStatementTimeout({ name, class: Base }: MigrationEntry): MigrationEntry {
  type Concrete = new (...args: ConstructorParameters<typeof Migration>) => Omit<Migration, 'up'> & { up(): Promise<void> };
  const Untimed = class extends (Base as unknown as Concrete) {
    override async up(): Promise<void> {
      this.addSql('set local statement_timeout = 0');
      await super.up();
    }
  };
  return { name, class: Untimed as MigrationEntry['class'] };
}
