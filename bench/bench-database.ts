import pg from 'pg';

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
