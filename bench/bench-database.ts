import type { MikroORM } from '@mikro-orm/core';
import pg from 'pg';
import { openDatabase } from '../adapters/persistence/mikro-orm/orm.js';

/**
 * Creates the bench's PostgreSQL database at `url` when it is missing (through the server's `postgres` database);
 * with BENCH_RESEED=1 drops it first, so the bench seeds from scratch.
 */
export async function ensureDatabase(url: URL): Promise<void> {
  const adminUrl = new URL(url);
  adminUrl.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: adminUrl.toString() });
  await admin.connect();
  const name = url.pathname.slice(1);
  const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
  if (process.env.BENCH_RESEED === '1' && exists.rowCount) await admin.query(`drop database "${name}" with (force)`);
  if (!exists.rowCount || process.env.BENCH_RESEED === '1') await admin.query(`create database "${name}"`);
  await admin.end();
}

/**
 * The bench's own database at `url`, created when missing (ensureDatabase) and migrated by the app's own
 * openDatabase; `run` gets a plain pg client on it (for seeding and reading) and the app's ORM, both closed after
 * `run`, also when it throws.
 */
export async function withBenchDatabase(url: URL, run: (db: pg.Client, orm: MikroORM) => Promise<void>): Promise<void> {
  await ensureDatabase(url);
  const orm = await openDatabase({ kind: 'postgres', url: url.toString() }); // migrations, before seeding
  const db = new pg.Client({ connectionString: url.toString() });
  await db.connect();
  try {
    await run(db, orm);
  } finally {
    await db.end();
    await orm.close();
  }
}

/** How many rows `table` holds. */
export async function countRows(db: pg.Client, table: string): Promise<number> {
  return Number((await db.query(`select count(*)::int as n from ${table}`)).rows[0].n);
}

/**
 * Seeds a bench's rows once: when `rows.count()` already reaches `rows.wanted` it says so and keeps them
 * (BENCH_RESEED=1 starts over), else it runs `seed`, saying what it seeds (`rows.seeding`, else `rows.name`) and how
 * long that took.
 */
export async function seedOnce(rows: { count: () => Promise<number>; wanted: number; name: string; seeding?: string }, seed: () => Promise<void>): Promise<void> {
  const have = await rows.count();
  if (have >= rows.wanted) {
    console.log(`Using the ${have.toLocaleString('en-IN')} ${rows.name} already there (BENCH_RESEED=1 to start over).`);
    return;
  }
  console.log(`Seeding ${rows.wanted.toLocaleString('en-IN')} ${rows.seeding ?? rows.name}...`);
  const started = Date.now();
  await seed();
  console.log(`Seeded in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
}
