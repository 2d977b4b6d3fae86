/**
 * `npm run bench`: seeds 1,000,000 listings into a PostgreSQL database and measures the public search
 * through the HTTP API under concurrent load (loopback only, bounded in time).
 *
 * BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/gharsetu_bench; created if missing),
 * BENCH_LISTINGS (1000000), BENCH_SECONDS per scenario (10), BENCH_CONCURRENCY (32), BENCH_RESEED=1 to start over.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import pg from 'pg';
import { buildContainer } from '../adapters/composition-root.js';
import { loadConfig } from '../adapters/config.js';
import { createHttpApp } from '../adapters/http/create-app.js';
import { openDatabase } from '../adapters/persistence/mikro-orm/orm.js';

const url = new URL(process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/gharsetu_bench');
const LISTINGS = Number(process.env.BENCH_LISTINGS ?? 1_000_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 32);

async function ensureDatabase(): Promise<void> {
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

/** Realistic spread: 70% Patna, localities, BHK 1-4, rents by BHK, 85% live (10% of those stale), 30% verified. */
async function seed(db: pg.Client): Promise<void> {
  const { rows } = await db.query('select count(*)::int as n from properties');
  if (rows[0].n >= LISTINGS) {
    console.log(`Using the ${rows[0].n.toLocaleString('en-IN')} listings already there (BENCH_RESEED=1 to start over).`);
    return;
  }
  console.log(`Seeding ${LISTINGS.toLocaleString('en-IN')} listings...`);
  const started = Date.now();
  await db.query(`insert into users (id, first_name, last_name, primary_role, mobile_no, country_code, status, created_at, updated_at)
    values ('00000000-0000-7000-8000-00000000b0b0', 'Bench', 'Owner', 'OWNER', '9000000000', '+91', 'ACTIVE', now(), now()) on conflict do nothing`);
  const batch = 100_000;
  for (let start = 0; start < LISTINGS; start += batch) {
    await db.query(
      `insert into properties (id, owner_id, posted_by_id, posted_by_role, title, description, property_type, bhk, bathrooms, furnishing,
         preferred_tenants, rent, deposit, maintenance, built_up_area, floor, total_floors, available_from, amenities, city, locality, address,
         pincode, status, submitted_at, published_at, listed_until, verified_at, verified_until, view_count, wishlist_count, callback_count, created_at, updated_at)
       select gen_random_uuid(), o, o, 'OWNER',
         b || ' BHK ' || lower(replace(t, '_', ' ')) || ' in ' || loc, null, t, b, greatest(1, b - 1),
         (array['UNFURNISHED','SEMI_FURNISHED','FULLY_FURNISHED'])[1 + (i % 3)],
         (array['FAMILY','BACHELOR_MALE','BACHELOR_FEMALE','ANY'])[1 + (i % 4)],
         r, r * 2, (i % 5) * 250, 300 + b * 350, i % 6, 6, current_date + ((i % 90) - 30),
         array['POWER_BACKUP','WATER_24X7'], c, loc, loc || ', ' || initcap(c), '800001', s,
         pub, pub, case when s = 'LIVE' then (case when i % 10 = 0 then now() - interval '1 day' else now() + interval '20 days' end) end,
         case when i % 10 < 3 then pub end, case when i % 10 < 3 then now() + interval '60 days' end, 0, 0, 0, pub, pub
       from (
         select i, '00000000-0000-7000-8000-00000000b0b0'::uuid as o,
           1 + (i % 4) as b,
           (array['APARTMENT','APARTMENT','INDEPENDENT_HOUSE','BUILDER_FLOOR','ROOM','PG'])[1 + (i % 6)] as t,
           (array['Boring Road','Kankarbagh','Patliputra Colony','Rajendra Nagar','Bailey Road','Danapur','Anisabad','Fraser Road','Kidwaipuri','Gardanibagh','Saguna More','Bankipur'])[1 + ((i / 7) % 12)] as loc,
           (case when i % 10 < 7 then 'patna' else (array['gaya','muzaffarpur','bhagalpur','ranchi'])[1 + (i % 4)] end) as c,
           3000 + (1 + (i % 4)) * 2500 + ((i::bigint * 7919) % 8000)::int as r,
           (case when i % 20 < 17 then 'LIVE' when i % 20 = 17 then 'SUBMITTED' when i % 20 = 18 then 'RENTED' else 'DRAFT' end) as s,
           now() - ((i % 100000) || ' minutes')::interval as pub
         from generate_series($1::int, $2::int) as i
       ) g`,
      [start + 1, Math.min(start + batch, LISTINGS)],
    );
    process.stdout.write(`  ${Math.min(start + batch, LISTINGS).toLocaleString('en-IN')}\r`);
  }
  await db.query('analyze properties');
  console.log(`Seeded in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
}

const SCENARIOS: Array<[string, string]> = [
  ['city, newest', 'city=patna'],
  ['city, 2 BHK, rent 8-15k', 'city=patna&bhk=2&min_rent=8000&max_rent=15000'],
  ['city, locality text', 'city=patna&search=kankar'],
  ['city, rent low→high', 'city=patna&sort=rent_asc'],
  ['city, verified only', 'city=patna&verified_only=true'],
  ['city, PG for women, furnished', 'city=patna&property_type=PG&preferred_tenants=BACHELOR_FEMALE&furnishing=FULLY_FURNISHED'],
  ['city, available by date, rent desc', `city=patna&available_by=${new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10)}&sort=rent_desc`],
  ['small city, page 50', 'city=gaya&page=50'],
];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function load(base: string, query: string, seconds: number): Promise<{ n: number; errors: number; rps: number; p50: number; p90: number; p99: number; total: string }> {
  const latencies: number[] = [];
  let errors = 0;
  let total = '';
  const deadline = Date.now() + seconds * 1000;
  const started = Date.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (Date.now() < deadline) {
        const t0 = performance.now();
        const res = await fetch(`${base}/api/v1/properties/list?${query}`);
        const body = (await res.json()) as { meta?: { total: number; total_is_exact: boolean } };
        latencies.push(performance.now() - t0);
        if (!res.ok) errors += 1;
        else total = `${body.meta!.total}${body.meta!.total_is_exact ? '' : '+'}`;
      }
    }),
  );
  const elapsed = (Date.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { n: latencies.length, errors, rps: latencies.length / elapsed, p50: percentile(latencies, 50), p90: percentile(latencies, 90), p99: percentile(latencies, 99), total };
}

async function main(): Promise<void> {
  await ensureDatabase();
  const orm = await openDatabase({ kind: 'postgres', url: url.toString() });
  const db = new pg.Client({ connectionString: url.toString() });
  await db.connect();
  await seed(db);

  const config = loadConfig({ APP_SECRET: 'bench-secret-0123456789', STATIC_DIR: '.tmp/no-static', DATABASE_URL: url.toString() });
  const server = createServer(createHttpApp(buildContainer(config, { kind: 'mikro-orm', orm })).callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  console.log(`\nMachine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB; PostgreSQL: ${(await db.query('show server_version')).rows[0].server_version}`);
  console.log(`Load: ${CONCURRENCY} concurrent clients, ${SECONDS} s per scenario, one Node process serving (same machine).\n`);
  console.log('| search | matches | requests | req/s | p50 ms | p90 ms | p99 ms | errors |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const [name, query] of SCENARIOS) {
    await load(base, query, 2); // warm-up: connections and plan caches
    const r = await load(base, query, SECONDS);
    console.log(`| ${name} | ${r.total} | ${r.n} | ${r.rps.toFixed(0)} | ${r.p50.toFixed(1)} | ${r.p90.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.errors} |`);
  }
  server.close();
  await db.end();
  await orm.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
