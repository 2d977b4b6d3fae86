/**
 * `npm run bench:trends`: the rent trends' job (RecomputeRentTrends → PostgresRentFigureStore.recompute) on a city of
 * a million listings, in PostgreSQL.
 *
 * Seeds BENCH_LISTINGS listings (default 1,000,000), all in Patna, across 60 localities, 1-4 BHK and the three
 * furnishings, listed over the past 15 months (40% live, 50% let, the rest drafts, submitted or archived), and a
 * confirmed tenancy on every fifth let home, into their own database; then runs the job's statement BENCH_RUNS times
 * (default 3) through the app's own store and prints each run's time, the median, and how many figures were stored.
 * The product's target: within 60 seconds for a city of a million listings. Measured here, never asserted by a test.
 *
 * BENCH_TRENDS_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/gharsetu_trends_bench; created if missing),
 * BENCH_LISTINGS (1000000), BENCH_RUNS (3), BENCH_RESEED=1 to start over.
 */
import os from 'node:os';
import pg from 'pg';
import { EntityManagerSource } from '../adapters/persistence/mikro-orm/entity-manager-source.js';
import { PostgresRentFigureStore } from '../adapters/persistence/mikro-orm/postgres-rent-figure.store.js';
import { countRows, seedOnce, withBenchDatabase } from './bench-database.js';

const url = new URL(process.env.BENCH_TRENDS_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/gharsetu_trends_bench');
const LISTINGS = Number(process.env.BENCH_LISTINGS ?? 1_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const OWNER = '00000000-0000-7000-8000-00000000b0b1';
const TENANT = '00000000-0000-7000-8000-00000000b0b2';

/** The bench's two people, the listings still missing (in batches of 100,000), and a tenancy on every fifth let home. */
async function seed(db: pg.Client): Promise<void> {
  for (const [id, mobile, role] of [[OWNER, '6000000001', 'OWNER'], [TENANT, '6000000002', 'TENANT']] as const) {
    await db.query(
      `insert into users (id, first_name, last_name, primary_role, mobile_no, country_code, status, created_at, updated_at)
       values ($1, 'Bench', 'Person', $3, $2, '+91', 'ACTIVE', now(), now()) on conflict do nothing`,
      [id, mobile, role],
    );
  }
  const batch = 100_000;
  for (let start = await countRows(db, 'properties'); start < LISTINGS; start += batch) {
    await db.query(
      `insert into properties (id, owner_id, posted_by_id, posted_by_role, title, description, property_type, bhk, bathrooms, furnishing,
         preferred_tenants, rent, deposit, maintenance, built_up_area, floor, total_floors, available_from, amenities, city, locality, address,
         pincode, status, submitted_at, published_at, listed_until, view_count, wishlist_count, callback_count, created_at, updated_at)
       select gen_random_uuid(), $3::uuid, $3::uuid, 'OWNER', b || ' BHK in ' || loc, null, 'APARTMENT', b, greatest(1, b - 1),
         (array['UNFURNISHED','SEMI_FURNISHED','FULLY_FURNISHED'])[1 + (i % 3)], 'ANY',
         r, r * 2, 0, 300 + b * 350, 1, 4, current_date, array['WATER_24X7'], 'patna', loc, loc || ', Patna', '800001', s,
         case when s <> 'DRAFT' then pub end, case when s not in ('DRAFT', 'SUBMITTED') then pub end,
         case when s = 'LIVE' then now() + interval '20 days' end, 0, 0, 0, pub, pub
       from (
         select i, 1 + (i % 4) as b,
           'Locality ' || (1 + (i / 11) % 60) as loc,
           4000 + (1 + (i % 4)) * 2500 + ((i::bigint * 7919) % 6000)::int + ((i % 450) * 4) as r,
           (case when i % 10 < 4 then 'LIVE' when i % 10 < 9 then 'RENTED' when i % 20 = 9 then 'ARCHIVED' else 'DRAFT' end) as s,
           now() - ((i % 450) || ' days')::interval - ((i % 1440) || ' minutes')::interval as pub
         from generate_series($1::int, $2::int) as i
       ) g`,
      [start + 1, Math.min(start + batch, LISTINGS), OWNER],
    );
    process.stdout.write(`  ${Math.min(start + batch, LISTINGS).toLocaleString('en-IN')}\r`);
  }
  // A confirmed tenancy on every fifth let home, agreed a little below its asking rent.
  await db.query(
    `insert into tenancies (id, property_id, city, owner_id, tenant_id, proposed_by_id, proposed_by_role, rent, deposit, maintenance, move_in_date,
       term_months, notice_months, rent_due_day, terms_version, owner_confirmed_version, owner_confirmed_at, tenant_confirmed_version, tenant_confirmed_at,
       status, confirmed_at, created_at, updated_at, version)
     select gen_random_uuid(), p.id, p.city, p.owner_id, $1::uuid, p.owner_id, 'OWNER', (p.rent * 0.96)::int, p.rent * 2, 0, (p.published_at + interval '10 days')::date,
       11, 1, 5, 1, 1, p.published_at + interval '9 days', 1, p.published_at + interval '9 days',
       case when p.published_at > now() - interval '330 days' then 'CONFIRMED' else 'ENDED' end, p.published_at + interval '9 days', p.published_at, p.published_at, 1
     from (select id, city, owner_id, rent, published_at, row_number() over (order by id) as n from properties where status = 'RENTED') p
     where p.n % 5 = 0`,
    [TENANT],
  );
  await db.query('analyze properties');
  await db.query('analyze tenancies');
}

async function main(): Promise<void> {
  await withBenchDatabase(url, async (db, orm) => {
    await seedOnce({ count: () => countRows(db, 'properties'), wanted: LISTINGS, name: 'listings', seeding: 'listings in Patna' }, () => seed(db));
    const listings = await countRows(db, 'properties');
    const tenancies = await countRows(db, 'tenancies');
    const store = new PostgresRentFigureStore(new EntityManagerSource(orm));
    console.log(`Recomputing the rent figures of ${listings.toLocaleString('en-IN')} listings and ${tenancies.toLocaleString('en-IN')} tenancies (${os.cpus().length} CPUs)...`);
    const times: number[] = [];
    let figures = 0;
    for (let run = 1; run <= RUNS; run++) {
      const started = performance.now();
      figures = (await store.recompute(new Date())).figures;
      const ms = performance.now() - started;
      times.push(ms);
      console.log(`  run ${run}: ${(ms / 1000).toFixed(2)} s, ${figures.toLocaleString('en-IN')} figures`);
    }
    const sorted = [...times].sort((a, b) => a - b);
    console.log(`Median ${(sorted[Math.floor(sorted.length / 2)]! / 1000).toFixed(2)} s over ${RUNS} runs (target: under 60 s for a city of 1,000,000 listings).`);
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
