/**
 * `npm run bench:alerts`: matching a new listing against 100,000 search alerts, in PostgreSQL.
 *
 * Seeds BENCH_ALERTS alerts (default 100,000) for 25,000 people (4 each; cities, BHK, rents and the other filters
 * spread as people search: half of them in Patna) into their own database, then, for BENCH_LISTINGS new listings
 * (default 40, varied cities, BHK, rents, furnishing, tenants), times the one statement the matching job runs
 * (MikroOrmSearchAlertRepository.recordMatches: find every alert whose search shows the listing and record a
 * waiting match for each) through the app's own repository, and prints the median and p95 of those times, the
 * rows matched, and the plan (EXPLAIN ANALYZE, inside a rolled-back transaction) with the index it uses. Also times
 * the dispatch's "who is due" page once thousands of people have homes waiting. Performance is measured here,
 * never asserted by a timed test.
 *
 * BENCH_ALERTS_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/gharsetu_alerts_bench; created if missing;
 * not the search bench's gharsetu_bench), BENCH_ALERTS (100000), BENCH_LISTINGS (40), BENCH_RESEED=1 to start over.
 */
import os from 'node:os';
import pg from 'pg';
import { DUE_SQL, MikroOrmAlertDigestRepository } from '../adapters/persistence/mikro-orm/mikro-orm-alert-digest.repository.js';
import { EntityManagerSource } from '../adapters/persistence/mikro-orm/entity-manager-source.js';
import { countRows, seedOnce, withBenchDatabase } from './bench-database.js';
import { MATCH_SQL, matchParams, MikroOrmSearchAlertRepository } from '../adapters/persistence/mikro-orm/mikro-orm-search-alert.repository.js';
import type { ListingFacts } from '../domain/search-alerts/search-alert.js';
import { Cities, Furnishings, PreferredTenantOptions, PropertyTypes } from '../domain/properties/property-options.js';

const url = new URL(process.env.BENCH_ALERTS_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/gharsetu_alerts_bench');
const ALERTS = Number(process.env.BENCH_ALERTS ?? 100_000);
const LISTINGS = Number(process.env.BENCH_LISTINGS ?? 40);
const PER_PERSON = 4;
const OWNER = '00000000-0000-7000-8000-0000000a1e27';

/**
 * People and their alerts, generated in SQL. Each filter is set on a share of the alerts as people use the
 * listing page: a city always (half Patna), BHK on 70%, a highest rent on 80%, a lowest on 30%, type, furnishing and
 * tenants on 15% each, a date on 10%, verified only on 10%, a locality text on 5%; 5% stopped. A person's alerts
 * differ (the same search twice is refused by a unique index): clashes are skipped and made up for.
 */
async function seed(db: pg.Client): Promise<void> {
  const count = () => countRows(db, 'search_alerts');
  await db.query(`insert into users (id, first_name, last_name, primary_role, mobile_no, country_code, status, created_at, updated_at)
    values ($1, 'Bench', 'Owner', 'OWNER', '6000000000', '+91', 'ACTIVE', now(), now()) on conflict do nothing`, [OWNER]);
  const cities = `array[${Cities.map((c) => `'${c}'`).join(',')}]`;
  let round = 0;
  while ((await count()) < ALERTS) {
    const missing = ALERTS - (await count());
    const people = Math.ceil(missing / PER_PERSON);
    const from = round * 1_000_000 + 1;
    round += 1;
    await db.query(
      `insert into users (id, first_name, last_name, primary_role, mobile_no, country_code, status, created_at, updated_at)
       select gen_random_uuid(), 'Alert', 'Person', 'TENANT', '7' || lpad(i::text, 9, '0'), '+91', 'ACTIVE', now(), now()
       from generate_series($1::int, $2::int) as i
       on conflict do nothing`,
      [from, from + people - 1],
    );
    await db.query(
      `insert into search_alerts (id, user_id, city, text, property_type, bhk, min_rent, max_rent, furnishing, preferred_tenants,
         available_by, verified_only, status, stopped_at, created_at, updated_at, version)
       select gen_random_uuid(), id, c, t, pt, b, mn, case when mx is not null and mn is not null and mx < mn then mn + 5000 else mx end,
         f, pr, ab, v, case when r5 < 5 then 'STOPPED' else 'ACTIVE' end, case when r5 < 5 then now() end, now(), now(), 1
       from (
         select id,
           (case when h % 2 = 0 then 'patna' else (${cities})[1 + (h / 2) % ${Cities.length}] end) as c,
           (case when h % 100 < 5 then (array['kankar','boring','danapur','road','nagar'])[1 + (h / 7) % 5] end) as t,
           (case when (h / 3) % 100 < 15 then (array[${PropertyTypes.map((p) => `'${p}'`).join(',')}])[1 + (h / 11) % ${PropertyTypes.length}] end) as pt,
           (case when (h / 5) % 10 < 7 then (h / 13) % 5 end) as b,
           (case when (h / 17) % 10 < 3 then 3000 + ((h / 19) % 20) * 1000 end) as mn,
           (case when (h / 23) % 10 < 8 then 6000 + ((h / 29) % 35) * 1000 end) as mx,
           (case when (h / 31) % 100 < 15 then (array[${Furnishings.map((p) => `'${p}'`).join(',')}])[1 + (h / 37) % ${Furnishings.length}] end) as f,
           (case when (h / 41) % 100 < 15 then (array[${PreferredTenantOptions.map((p) => `'${p}'`).join(',')}])[1 + (h / 43) % ${PreferredTenantOptions.length}] end) as pr,
           (case when (h / 47) % 10 < 1 then current_date + ((h / 53) % 60)::int end) as ab,
           ((h / 59) % 10 < 1) as v,
           (h / 61) % 100 as r5
         from (
           select u.id, (hashtext(u.id::text || ':' || k::text) & 2147483647) as h
           from users u cross join generate_series(1, ${PER_PERSON}) as k
           where u.mobile_no between '7' || lpad($1::text, 9, '0') and '7' || lpad($2::text, 9, '0')
         ) s
       ) g
       on conflict do nothing`,
      [from, from + people - 1],
    );
  }
  await db.query(`delete from search_alerts where id in (select id from search_alerts order by id offset $1)`, [ALERTS]);
  await db.query('analyze users');
  await db.query('analyze search_alerts');
}

/** A spread of new listings: every city (Patna most), 1 RK to 4 BHK, rents for the size, the other fields turning over. */
function listings(): ListingFacts[] {
  const spread: ListingFacts[] = [];
  for (let i = 0; i < LISTINGS; i += 1) {
    const bhk = i % 5;
    spread.push({
      id: crypto.randomUUID(),
      ownerId: OWNER,
      city: i % 3 === 0 ? Cities[i % Cities.length]! : 'patna',
      title: `${bhk || 1} BHK home ${i}`,
      locality: ['Kankarbagh', 'Boring Road', 'Danapur', 'Rajendra Nagar', 'Bailey Road'][i % 5]!,
      propertyType: PropertyTypes[i % PropertyTypes.length]!,
      bhk,
      rent: 5000 + bhk * 3500 + ((i * 7919) % 6000),
      furnishing: Furnishings[i % Furnishings.length]!,
      preferredTenants: PreferredTenantOptions[i % PreferredTenantOptions.length]!,
      availableFrom: new Date(Date.now() + (i % 30) * 86_400_000).toISOString().slice(0, 10),
      verified: i % 4 === 0,
    });
  }
  return spread;
}

async function insertListing(db: pg.Client, l: ListingFacts): Promise<void> {
  await db.query(
    `insert into properties (id, owner_id, posted_by_id, posted_by_role, title, property_type, bhk, bathrooms, furnishing, preferred_tenants,
       rent, deposit, maintenance, available_from, amenities, city, locality, address, pincode, status, submitted_at, published_at, listed_until,
       view_count, wishlist_count, callback_count, created_at, updated_at, version)
     values ($1, $2, $2, 'OWNER', $3, $4, $5, 1, $6, $7, $8, 0, 0, $9, '{}', $10, $11, 'Bench address', '800001', 'LIVE', now(), now(), now() + interval '30 days', 0, 0, 0, now(), now(), 1)`,
    [l.id, l.ownerId, l.title, l.propertyType, l.bhk, l.furnishing, l.preferredTenants, l.rent, l.availableFrom, l.city, l.locality],
  );
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function main(): Promise<void> {
  if (url.pathname.slice(1) === 'gharsetu_bench') throw new Error('gharsetu_bench belongs to `npm run bench`: give the alerts bench its own database.');
  await withBenchDatabase(url, async (db, orm) => {
    try {
      await seedOnce({ count: () => countRows(db, 'search_alerts'), wanted: ALERTS, name: 'alerts', seeding: 'search alerts' }, () => seed(db));
      const source = new EntityManagerSource(orm);
      const alerts = new MikroOrmSearchAlertRepository(source);
      const digests = new MikroOrmAlertDigestRepository(source);
      const stats = (await db.query(`select count(*)::int as n, count(*) filter (where status = 'ACTIVE')::int as active, count(distinct user_id)::int as people from search_alerts`)).rows[0];
      console.log(`\nMachine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB; PostgreSQL ${(await db.query('show server_version')).rows[0].server_version}`);
      console.log(`Alerts: ${stats.n.toLocaleString('en-IN')} (${stats.active.toLocaleString('en-IN')} active) of ${stats.people.toLocaleString('en-IN')} people.\n`);

      // Warm-up: the index and the table in the cache, as on a running server.
      const warm = listings().slice(0, 3);
      for (const l of warm) {
        await insertListing(db, l);
        await alerts.recordMatches(l, new Date());
      }

      const times: number[] = [];
      const matched: number[] = [];
      console.log('| listing | city | BHK | rent | matched | ms |');
      console.log('|---|---|---|---|---|---|');
      const batch = listings();
      for (const [i, l] of batch.entries()) {
        await insertListing(db, l);
        const started = process.hrtime.bigint();
        const n = await alerts.recordMatches(l, new Date());
        const ms = Number(process.hrtime.bigint() - started) / 1e6;
        times.push(ms);
        matched.push(n);
        if (i < 10 || i === batch.length - 1) console.log(`| ${i + 1} | ${l.city} | ${l.bhk} | ${l.rent} | ${n} | ${ms.toFixed(1)} |`);
        else if (i === 10) console.log('| … | | | | | |');
      }
      const sorted = [...times].sort((a, b) => a - b);
      const rows = [...matched].sort((a, b) => a - b);
      console.log(`\nMatching one new listing against ${stats.n.toLocaleString('en-IN')} alerts (${batch.length} listings, one statement each, through the app's repository):`);
      console.log(`  median ${percentile(sorted, 50).toFixed(1)} ms, p95 ${percentile(sorted, 95).toFixed(1)} ms, min ${sorted[0]!.toFixed(1)} ms, max ${sorted.at(-1)!.toFixed(1)} ms`);
      console.log(`  rows matched (waiting matches recorded): median ${percentile(rows, 50)}, p95 ${percentile(rows, 95)}, max ${rows.at(-1)}, total ${rows.reduce((a, b) => a + b, 0).toLocaleString('en-IN')}`);

      // The plan of a typical listing (a Patna 2 BHK), run for real inside a transaction that is rolled back.
      const typical: ListingFacts = { ...batch.find((l) => l.city === 'patna' && l.bhk === 2)!, id: crypto.randomUUID() };
      await insertListing(db, typical);
      const sql = orm.em.getPlatform().formatQuery(MATCH_SQL, matchParams(typical, new Date()));
      await db.query('begin');
      const plan = (await db.query(`explain (analyze, buffers, costs off) ${sql}`)).rows.map((r) => r['QUERY PLAN'] as string);
      await db.query('rollback');
      console.log('\nEXPLAIN (ANALYZE, BUFFERS) of the matching statement for a Patna 2 BHK:');
      for (const line of plan) console.log(`  ${line}`);
      console.log(plan.some((line) => line.includes('search_alerts_match_idx')) ? '\nIndex used: search_alerts_match_idx.' : '\nWARNING: the plan does not use search_alerts_match_idx.');

      // The dispatch's page of people due, with everyone's homes waiting.
      const due: number[] = [];
      for (let i = 0; i < 5; i += 1) {
        const started = process.hrtime.bigint();
        const page = await digests.dueRecipients({ since: new Date(Date.now() - 86_400_000), after: null, limit: 500 });
        due.push(Number(process.hrtime.bigint() - started) / 1e6);
        if (i === 0) console.log(`\nDispatch: ${page.length} people due in the first page (of ${(await db.query(`select count(distinct user_id)::int as n from search_alert_matches where state = 'PENDING'`)).rows[0].n.toLocaleString('en-IN')} with homes waiting).`);
      }
      console.log(`  "who is due" page of 500: median ${percentile([...due].sort((a, b) => a - b), 50).toFixed(1)} ms`);
      const duePlan = (await db.query(`explain (analyze, buffers, costs off) ${orm.em.getPlatform().formatQuery(DUE_SQL, ['00000000-0000-0000-0000-000000000000', new Date(Date.now() - 86_400_000), 500])}`)).rows.map((r) => r['QUERY PLAN'] as string);
      console.log('  its plan (a skip scan of search_alert_matches_waiting_idx, one probe per person):');
      for (const line of duePlan) console.log(`    ${line}`);
    } finally {
      // The measured listings and their matches go, so a second run measures the same thing.
      await db.query(`delete from properties where owner_id = $1`, [OWNER]);
    }
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
