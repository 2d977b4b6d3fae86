/**
 * `npm run bench`: seeds 1,000,000 listings into a PostgreSQL database and measures the public search (and a
 * listing's details page, which counts a view) through the HTTP API under concurrent load (loopback only,
 * bounded in time).
 *
 * The server runs in its own process, started the way `npm start` starts it (the compiled server, built first
 * when stale; bench/soak-support.ts AppInstance), and the load comes from another: wrk when it is installed,
 * else this process's own HTTP clients. A load generator sharing the server's event loop would take its CPU
 * and hide the server's own limit.
 *
 * BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/gharsetu_bench; created if missing),
 * BENCH_LISTINGS (1000000), BENCH_SECONDS per scenario (10), BENCH_CONCURRENCY (32), BENCH_RESEED=1 to start over,
 * BENCH_LOAD=node to use the Node load generator even when wrk is installed, BENCH_WORKERS for the server's WORKERS (1),
 * BENCH_ONLY=<text> for the scenarios whose name holds the text.
 */
import { spawn, spawnSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import os from 'node:os';
import pg from 'pg';
import { openDatabase } from '../adapters/persistence/mikro-orm/orm.js';
import { countRows, ensureDatabase, seedOnce } from './bench-database.js';
import { AppInstance, tempDir } from './soak-support.js';
import { freePort } from '../test/support/free-port.js';
import { searchStatements } from '../adapters/persistence/mikro-orm/mikro-orm-property.repository.js';
import { SEARCH_COUNT_CAP } from '../application/properties/ports/property.repository.port.js';
import { GENERATED_OWNER_SQL, generatedListingsSql } from '../test/support/generated-listings.js';

const url = new URL(process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/gharsetu_bench');
const LISTINGS = Number(process.env.BENCH_LISTINGS ?? 1_000_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 32);
/** The server's WORKERS (processes sharing its port): 1, 2, or `auto` (one per core). */
const WORKERS = process.env.BENCH_WORKERS ?? '1';
/** Only the scenarios whose name contains this text (e.g. `text`), all when unset. */
const ONLY = process.env.BENCH_ONLY;

/** The generated listings (test/support/generated-listings.ts), in batches of 100,000. */
async function seed(db: pg.Client): Promise<void> {
  await db.query(GENERATED_OWNER_SQL);
  const batch = 100_000;
  for (let start = 0; start < LISTINGS; start += batch) {
    await db.query(generatedListingsSql(start + 1, Math.min(start + batch, LISTINGS)));
    process.stdout.write(`  ${Math.min(start + batch, LISTINGS).toLocaleString('en-IN')}\r`);
  }
  // A table that has lived a while has been vacuumed: its visibility map lets the count walk the index alone.
  await db.query('vacuum (analyze) properties');
}

const SEARCHES: Array<[string, string]> = [
  ['city, newest', 'city=patna'],
  ['city, 2 BHK, rent 8-15k', 'city=patna&bhk=2&min_rent=8000&max_rent=15000'],
  ['city, locality text', 'city=patna&search=kankar'],
  ['city, rent low→high', 'city=patna&sort=rent_asc'],
  ['city, verified only', 'city=patna&verified_only=true'],
  ['city, PG for women, furnished', 'city=patna&property_type=PG&preferred_tenants=BACHELOR_FEMALE&furnishing=FULLY_FURNISHED'],
  ['city, available by date, rent desc', `city=patna&available_by=${new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10)}&sort=rent_desc`],
  ['small city, page 50', 'city=gaya&page=50'],
];

interface Figures {
  n: number;
  errors: number;
  rps: number;
  p50: number;
  p90: number;
  p99: number;
}

/** One scenario: a list of paths, each client taking the next in turn. */
type Load = (base: string, paths: string[], seconds: number) => Promise<Figures>;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** This process's own clients (the server is another process): for machines without wrk. */
const nodeLoad: Load = async (base, paths, seconds) => {
  const latencies: number[] = [];
  let errors = 0;
  let next = 0;
  const deadline = Date.now() + seconds * 1000;
  const started = Date.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (Date.now() < deadline) {
        const t0 = performance.now();
        const res = await fetch(`${base}${paths[next++ % paths.length]}`);
        await res.arrayBuffer();
        latencies.push(performance.now() - t0);
        if (!res.ok) errors += 1;
      }
    }),
  );
  const elapsed = (Date.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { n: latencies.length, errors, rps: latencies.length / elapsed, p50: percentile(latencies, 50), p90: percentile(latencies, 90), p99: percentile(latencies, 99) };
};

/** wrk (C, its own process, 2 threads), with a Lua script that walks the paths and counts non-2xx answers. */
function wrkLoad(scriptDir: string): Load {
  return async (base, paths, seconds) => {
    const script = join(scriptDir, 'paths.lua');
    writeFileSync(
      script,
      `local paths = {${paths.map((p) => JSON.stringify(p)).join(',')}}
local i = 0
request = function() i = i + 1; return wrk.format("GET", paths[(i % #paths) + 1]) end
done = function(summary, latency, requests)
  io.write(string.format("BENCH %d %d %d %f %f %f\\n", summary.requests, summary.errors.status + summary.errors.connect + summary.errors.read + summary.errors.write + summary.errors.timeout, summary.duration,
    latency:percentile(50) / 1000, latency:percentile(90) / 1000, latency:percentile(99) / 1000))
end
`,
    );
    const out = await new Promise<string>((resolve, reject) => {
      const child = spawn('wrk', ['-t2', `-c${CONCURRENCY}`, `-d${seconds}s`, '-s', script, base], { stdio: ['ignore', 'pipe', 'inherit'] });
      let text = '';
      child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
      child.once('error', reject);
      child.once('exit', (code) => (code === 0 ? resolve(text) : reject(new Error(`wrk exited with ${code}`))));
    });
    const line = /^BENCH (\d+) (\d+) (\d+) ([\d.]+) ([\d.]+) ([\d.]+)$/m.exec(out);
    if (!line) throw new Error(`unexpected wrk output:\n${out}`);
    const [n, errors, micros, p50, p90, p99] = line.slice(1).map(Number) as [number, number, number, number, number, number];
    return { n, errors, rps: n / (micros / 1e6), p50, p90, p99 };
  };
}

const hasWrk = () => process.env.BENCH_LOAD !== 'node' && spawnSync('wrk', ['--version']).error === undefined;

async function main(): Promise<void> {
  await ensureDatabase(url);
  const orm = await openDatabase({ kind: 'postgres', url: url.toString() }); // migrations, before seeding
  await orm.close();
  const db = new pg.Client({ connectionString: url.toString() });
  await db.connect();
  await seedOnce({ count: () => countRows(db, 'properties'), wanted: LISTINGS, name: 'listings' }, () => seed(db));
  // Listings to open (live and current), spread over the table; each details request takes the next.
  const { rows: sample } = await db.query<{ id: string }>(
    `select id from properties tablesample system (1) where status = 'LIVE' and listed_until > now() limit 1000`,
  );

  const work = tempDir('gharsetu-bench-');
  const port = await freePort();
  const app = new AppInstance('bench-server', port, { DATABASE_URL: url.toString(), SEED_DEMO_DATA: 'false', DATA_DIR: join(work, 'data'), WORKERS: WORKERS, MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2' }, work);
  await app.start();
  const base = `http://127.0.0.1:${port}`;
  const wrk = hasWrk();
  const load = wrk ? wrkLoad(work) : nodeLoad;

  try {
    console.log(`\nMachine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB; PostgreSQL: ${(await db.query('show server_version')).rows[0].server_version}`);
    console.log(
      `Load: ${CONCURRENCY} concurrent connections, ${SECONDS} s per scenario, server WORKERS=${WORKERS}, from ${wrk ? 'wrk' : 'Node clients in the bench process'}; the server is \`npm start\`'s build in its own process (same machine).\n`,
    );
    console.log('| search | matches | requests | req/s | p50 ms | p90 ms | p99 ms | errors |');
    console.log('|---|---|---|---|---|---|---|---|');
    for (const [name, query] of SEARCHES.filter(([name]) => !ONLY || name.includes(ONLY))) {
      const path = `/api/v1/properties/list?${query}`;
      const first = (await (await fetch(base + path)).json()) as { meta: { total: number; total_is_exact: boolean } };
      await load(base, [path], 2); // warm-up: connections and plan caches
      const r = await load(base, [path], SECONDS);
      const matches = `${first.meta.total}${first.meta.total_is_exact ? '' : '+'}`;
      console.log(`| ${name} | ${matches} | ${r.n} | ${r.rps.toFixed(0)} | ${r.p50.toFixed(1)} | ${r.p90.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.errors} |`);
    }
    // The plans PostgreSQL chose at this size for the text search (a common text and a rare one): the statements
    // are the repository's own (searchStatements), with its placeholders numbered for pg.
    console.log('\nPlans of the text search (EXPLAIN ANALYZE, first lines):');
    for (const text of ['kankar', 'kidwaipuri 4 bhk pg']) {
      const q = { city: 'patna', text, sort: 'newest', offset: 0, limit: 10, now: new Date() } as const;
      const { page, count, params } = searchStatements(q);
      for (const [name, sql, values] of [['page', page, [...params, q.limit, q.offset]], ['count', count, [...params, SEARCH_COUNT_CAP + 1]]] as const) {
        let n = 0;
        const { rows } = await db.query(`explain (analyze, buffers off) ${sql.replace(/\?/g, () => `$${++n}`)}`, [...values]);
        const lines = rows.map((row: Record<string, string>) => Object.values(row)[0]!);
        const scan = lines.find((line) => /Scan/.test(line))?.trim().replace(/\s+\(cost=[^)]*\)/, '');
        const time = lines.find((line) => /Execution Time/.test(line))?.trim();
        console.log(`- "${text}", ${name}: ${scan} · ${time}`);
      }
    }
    // A listing's details as its page asks for them (`?view=1`): the listing, its photos, and the view counted in
    // its own transaction (one per visitor and day: from one address, after the first round these are repeats).
    const details = sample.map((row) => `/api/v1/properties/${row.id}?view=1`);
    await load(base, details, 2);
    const r = await load(base, details, SECONDS);
    console.log(`\n| details (GET /properties/:id?view=1) | listings | requests | req/s | p50 ms | p90 ms | p99 ms | errors |`);
    console.log('|---|---|---|---|---|---|---|---|');
    console.log(`| ${details.length} live listings in turn | ${details.length} | ${r.n} | ${r.rps.toFixed(0)} | ${r.p50.toFixed(1)} | ${r.p90.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.errors} |`);
  } finally {
    await app.stop();
    await db.end();
    rmSync(work, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
