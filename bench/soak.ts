/**
 * `npm run soak` (not part of `npm test`): faults and hostile input on two app instances over one PostgreSQL server.
 *
 * 1. Callback requests (`POST /api/v1/leads`), each with its own Idempotency-Key and a marker in its description,
 *    spread over both instances by concurrent clients that retry a network error, a 429 or a 5xx with the same key
 *    (on the other instance too) with backoff, within a time budget. Midway the database is restarted (fast,
 *    immediate, a stop of several seconds, fast, immediate) and each instance gets a SIGTERM in turn (and is
 *    started again). At the end, acknowledged (2xx) requests are counted against stored rows: lost (acknowledged,
 *    not stored) and duplicates (more than one row for one request) must both be 0.
 * 2. A hostile-input pass over every route the routers declare (bodies, parameters, queries, headers, methods; as
 *    nobody, a tenant and the admin), counting 5xx answers (goal 0) and printing each one.
 *
 * The database: by default a throw-away cluster (initdb in a temp folder, free port, as the `postgres` user when
 * run as root), or SOAK_DATABASE_URL + SOAK_RESTART_COMMAND (+ SOAK_STOP_COMMAND / SOAK_START_COMMAND) for a
 * server of yours. The shared server on port 5432 is never touched.
 *
 * SOAK_REQUESTS (10000), SOAK_CONCURRENCY (32), SOAK_RETRY_BUDGET_S per request (120), SOAK_STOP_SECONDS (10),
 * SOAK_HOSTILE_CONCURRENCY (16), SOAK_PHASES (load,hostile), SOAK_START=tsx to run the sources instead of the
 * build, SOAK_KEEP=1 to keep the temp folders (logs, cluster). Exit code 1 when anything was lost, duplicated,
 * or answered 5xx in the hostile pass.
 */
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import pg from 'pg';
import { AppInstance, request, sleep, START_COMMAND, tempDir, throwawayCluster, namedServer, type SoakDatabase, type StopResult } from './soak-support.js';
import { appRoutes, hostileCases, hostilePass, signInPrincipals, stillSignedIn } from './soak-hostile.js';
import { rmSync } from 'node:fs';
import { freePort } from '../test/support/free-port.js';

const REQUESTS = Number(process.env.SOAK_REQUESTS ?? 10_000);
const CONCURRENCY = Number(process.env.SOAK_CONCURRENCY ?? 32);
const RETRY_BUDGET_MS = Number(process.env.SOAK_RETRY_BUDGET_S ?? 120) * 1000;
const STOP_SECONDS = Number(process.env.SOAK_STOP_SECONDS ?? 10);
const HOSTILE_CONCURRENCY = Number(process.env.SOAK_HOSTILE_CONCURRENCY ?? 16);
const PHASES = new Set((process.env.SOAK_PHASES ?? 'load,hostile').split(',').map((p) => p.trim()));
const ADMIN = { email: 'soak-admin@gharsetu.local', password: 'Soak#Admin-12345' };
const RUN = Date.now().toString(36);
const HIGH = '100000000';

/** Local adapters, no demo data, caps out of the way (one client address sends everything). */
function instanceEnv(databaseUrl: string, dataDir: string): Record<string, string> {
  return {
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    SEED_DEMO_DATA: 'false',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    LOG_LEVEL: process.env.SOAK_LOG_LEVEL ?? 'warn',
    SMS_PROVIDER: 'local',
    MAIL_PROVIDER: 'local',
    CAPTCHA_PROVIDER: 'local',
    STORAGE_PROVIDER: 'local',
    LEADS_PER_IP_PER_HOUR: HIGH,
    LEADS_PER_NUMBER_PER_HOUR: HIGH,
    OTP_PER_IP_PER_HOUR: HIGH,
    OTP_PER_NUMBER_PER_HOUR: HIGH,
    ADMIN_LOGIN_PER_IP_PER_15_MIN: HIGH,
    ADMIN_LOGIN_PER_EMAIL_PER_15_MIN: HIGH,
    PASSWORD_RESET_PER_IP_PER_HOUR: HIGH,
    PASSWORD_RESET_PER_EMAIL_AND_IP_PER_HOUR: HIGH,
  };
}

interface Logical {
  index: number;
  key: string;
  marker: string;
  ackedId: string | null;
  attempts: number;
  rejected: string | null;
}

const attemptOutcomes = new Map<string, number>();
const bump = (outcome: string) => attemptOutcomes.set(outcome, (attemptOutcomes.get(outcome) ?? 0) + 1);

/** One callback request, retried with the same key until a 2xx, a final 4xx, or the time budget runs out. */
async function sendLead(index: number, instances: AppInstance[], agents: http.Agent[]): Promise<Logical> {
  const key = randomUUID();
  const marker = `soak:${RUN}:${index}`;
  const body = JSON.stringify({ first_name: 'Soak', last_name: 'Client', mobile_no: `9${String(index).padStart(9, '0')}`, type: 'TENANT', description: marker });
  const logical: Logical = { index, key, marker, ackedId: null, attempts: 0, rejected: null };
  const deadline = Date.now() + RETRY_BUDGET_MS;
  for (let attempt = 0; Date.now() < deadline; attempt += 1) {
    const target = (index + attempt) % instances.length;
    logical.attempts += 1;
    let wait = Math.min(2000, 50 * 2 ** Math.min(attempt, 6)) * (0.5 + Math.random());
    try {
      const answer = await request({
        port: instances[target]!.port,
        method: 'POST',
        path: '/api/v1/leads',
        headers: { 'content-type': 'application/json', 'idempotency-key': key },
        body,
        timeoutMs: 15_000,
        agent: agents[target],
      });
      bump(String(answer.status));
      if (answer.status >= 200 && answer.status < 300) {
        logical.ackedId = (JSON.parse(answer.body) as { data: { id: string } }).data.id;
        return logical;
      }
      if (answer.status !== 429 && answer.status < 500) {
        logical.rejected = `${answer.status} ${answer.body.slice(0, 200)}`;
        return logical;
      }
      const retryAfter = Number(answer.headers['retry-after']);
      if (answer.status === 429 && retryAfter > 0) wait = Math.max(wait, Math.min(retryAfter * 1000, 5000));
    } catch (error) {
      bump((error as { code?: string }).code ?? 'network error');
    }
    await sleep(wait);
  }
  return logical;
}

interface Event {
  at: number;
  name: string;
  run: () => Promise<string>;
}

function chaos(db: SoakDatabase, instances: AppInstance[]): Event[] {
  const restartDb = (mode: 'fast' | 'immediate') => async () => {
    const started = Date.now();
    await db.restart(mode);
    return `database down and up in ${Date.now() - started} ms`;
  };
  const terminate = (instance: AppInstance) => async () => {
    const stopped: StopResult = await instance.stop('SIGTERM');
    const ready = await instance.start();
    return `exited with code ${stopped.exitCode} after ${stopped.ms} ms; started again, ready in ${ready} ms`;
  };
  const events: Event[] = [
    { at: 0.1, name: 'database restart (fast)', run: restartDb('fast') },
    { at: 0.2, name: 'database restart (immediate)', run: restartDb('immediate') },
    { at: 0.3, name: `SIGTERM ${instances[0]!.name}`, run: terminate(instances[0]!) },
  ];
  if (db.stopFor) {
    events.push({
      at: 0.45,
      name: `database stopped ${STOP_SECONDS} s`,
      run: async () => {
        const started = Date.now();
        await db.stopFor!(STOP_SECONDS);
        return `database down and up in ${Date.now() - started} ms`;
      },
    });
  }
  events.push(
    { at: 0.6, name: `SIGTERM ${instances[1]!.name}`, run: terminate(instances[1]!) },
    { at: 0.7, name: 'database restart (fast)', run: restartDb('fast') },
    { at: 0.85, name: 'database restart (immediate)', run: restartDb('immediate') },
  );
  return events;
}

async function loadPhase(db: SoakDatabase, instances: AppInstance[]): Promise<boolean> {
  console.log(`\n== Load: ${REQUESTS.toLocaleString('en-IN')} callback requests, ${CONCURRENCY} clients, over ${instances.map((i) => `${i.name} :${i.port}`).join(' and ')}`);
  const agents = instances.map(() => new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY }));
  const results: Logical[] = [];
  let next = 0;
  let done = 0;
  const started = Date.now();
  const clients = Array.from({ length: CONCURRENCY }, async () => {
    while (next < REQUESTS) {
      const index = next++;
      results[index] = await sendLead(index, instances, agents);
      done += 1;
    }
  });

  const events = chaos(db, instances);
  const log: string[] = [];
  const chaosRun = (async () => {
    for (const event of events) {
      while (done < REQUESTS * event.at) await sleep(100);
      const at = ((Date.now() - started) / 1000).toFixed(1);
      if (done >= REQUESTS) {
        log.push(`t=${at}s ${event.name}: skipped, the load had finished (raise SOAK_REQUESTS)`);
        continue;
      }
      console.log(`  t=${at}s  ${done} done  ${event.name}...`);
      try {
        const outcome = await event.run();
        log.push(`t=${at}s ${event.name}: ${outcome}`);
        console.log(`            ${outcome}`);
      } catch (error) {
        log.push(`t=${at}s ${event.name}: FAILED ${(error as Error).message}`);
        console.log(`            FAILED ${(error as Error).message}`);
      }
    }
  })();
  const progress = setInterval(() => console.log(`  t=${((Date.now() - started) / 1000).toFixed(0)}s  ${done} done`), 10_000);
  await Promise.all(clients);
  clearInterval(progress);
  await chaosRun;
  const ms = Date.now() - started;
  for (const agent of agents) agent.destroy();

  // Count what the database holds for this run's markers.
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  const { rows } = await client.query<{ description: string; id: string; idempotency_key: string | null }>(
    `select description, id, idempotency_key from leads where description like $1`,
    [`soak:${RUN}:%`],
  );
  await client.end();
  const stored = new Map<string, string[]>();
  for (const row of rows) stored.set(row.description, [...(stored.get(row.description) ?? []), row.id]);

  const acked = results.filter((r) => r.ackedId);
  const lost = acked.filter((r) => !stored.has(r.marker));
  const wrongId = acked.filter((r) => stored.has(r.marker) && !stored.get(r.marker)!.includes(r.ackedId!));
  const duplicates = [...stored.values()].reduce((n, ids) => n + Math.max(0, ids.length - 1), 0);
  const gaveUp = results.filter((r) => !r.ackedId && !r.rejected);
  const rejected = results.filter((r) => r.rejected);
  const storedUnacked = results.filter((r) => !r.ackedId && stored.has(r.marker));
  const withoutKey = rows.filter((r) => r.idempotency_key === null).length;
  const retried = results.filter((r) => r.attempts > 1).length;

  console.log('\nEvents:');
  for (const line of log) console.log(`  ${line}`);
  console.log('\nAttempts by answer:');
  console.log(`  ${[...attemptOutcomes.entries()].sort().map(([k, v]) => `${k}: ${v}`).join(', ')}`);
  console.log('\n| figure | value |\n|---|---|');
  const table: [string, string | number][] = [
    ['callback requests sent (each with its own Idempotency-Key)', REQUESTS],
    ['acknowledged (2xx)', acked.length],
    ['rows stored for them', rows.length],
    ['**lost** (acknowledged, not stored)', lost.length],
    ['acknowledged with another id than the stored row', wrongId.length],
    ['**duplicates** (extra rows for one request)', duplicates],
    ['requests that needed a retry', retried],
    ['HTTP attempts in all', results.reduce((n, r) => n + r.attempts, 0)],
    ['refused with a final 4xx', rejected.length],
    ['gave up (no 2xx within the retry budget)', gaveUp.length],
    ['stored though never acknowledged', storedUnacked.length],
    ['stored rows without their key', withoutKey],
    ['wall time', `${(ms / 1000).toFixed(1)} s (${Math.round((acked.length / ms) * 1000)} acknowledged/s)`],
  ];
  for (const [name, value] of table) console.log(`| ${name} | ${value} |`);
  for (const r of rejected.slice(0, 5)) console.log(`  refused: ${r.marker} ${r.rejected}`);
  for (const r of lost.slice(0, 5)) console.log(`  lost: ${r.marker} acknowledged as ${r.ackedId}`);
  return lost.length === 0 && wrongId.length === 0 && duplicates === 0 && rejected.length === 0 && gaveUp.length === 0;
}

async function hostilePhase(instance: AppInstance): Promise<boolean> {
  const routes = appRoutes();
  const principals = await signInPrincipals(instance.port, ADMIN);
  const cases = hostileCases(routes, principals);
  console.log(`\n== Hostile input: ${routes.length} routes, ${Object.keys(principals).join(' / ')}, ${cases.length.toLocaleString('en-IN')} requests against ${instance.name}`);
  const result = await hostilePass(instance.port, cases, HOSTILE_CONCURRENCY);
  const alive = await stillSignedIn(instance.port, principals);
  console.log('\n| figure | value |\n|---|---|');
  console.log(`| routes (method + path) | ${routes.length} |`);
  console.log(`| hostile requests | ${result.requests} |`);
  for (const klass of ['2xx', '3xx', '4xx']) console.log(`| answered ${klass} | ${result.byClass[klass] ?? 0} |`);
  console.log(`| answered 501 to a method the server does not know (TRACE, PROPFIND, ...: the issue's 405/501) | ${result.notImplemented} |`);
  console.log(`| **answered 5xx otherwise** | ${result.fiveHundreds.length} |`);
  console.log(`| connection closed without an answer (Node refusing a malformed request) | ${result.networkErrors} |`);
  console.log(`| wall time | ${(result.ms / 1000).toFixed(1)} s |`);
  console.log(`  sessions still valid afterwards: ${Object.entries(alive).map(([k, v]) => `${k} ${v ? 'yes' : 'NO'}`).join(', ')}`);
  if (result.fiveHundreds.length) {
    console.log('\n5xx answers (method path | route | case | principal | status | message):');
    const seen = new Map<string, number>();
    for (const f of result.fiveHundreds) {
      const group = `${f.route} | ${f.label} | ${f.status} | ${f.message}`;
      seen.set(group, (seen.get(group) ?? 0) + 1);
      if (seen.get(group)! <= 2) console.log(`  ${f.method} ${f.path} | ${f.route} | ${f.label} | ${f.principal} | ${f.status} | ${f.message}`);
    }
    console.log(`  (${seen.size} distinct route/case/status groups)`);
  }
  return result.fiveHundreds.length === 0;
}

async function main(): Promise<void> {
  const db = process.env.SOAK_DATABASE_URL ? namedServer() : await throwawayCluster();
  const dataDir = tempDir('gharsetu-soak-app-');
  const instances = [new AppInstance('instance-a', await freePort(), instanceEnv(db.url, dataDir), dataDir), new AppInstance('instance-b', await freePort(), instanceEnv(db.url, dataDir), dataDir)];
  const cleanup = async () => {
    await Promise.all(instances.map((i) => i.stop('SIGTERM', 15_000)));
    await db.close();
    if (process.env.SOAK_KEEP !== '1') rmSync(dataDir, { recursive: true, force: true });
  };
  process.once('SIGINT', () => void cleanup().then(() => process.exit(130)));
  let ok = true;
  try {
    console.log(`Database: ${db.describe}`);
    console.log(`Instances started with: ${START_COMMAND.map((p) => p.replace(process.execPath, 'node')).join(' ')} (logs in ${dataDir})`);
    // One after the other: the first start builds what is stale, the second finds it built.
    for (const instance of instances) console.log(`  ${instance.name} ready on :${instance.port} in ${await instance.start()} ms`);
    if (PHASES.has('load')) ok = (await loadPhase(db, instances)) && ok;
    if (PHASES.has('hostile')) ok = (await hostilePhase(instances[0]!)) && ok;
  } finally {
    await cleanup();
  }
  console.log(ok ? '\nSOAK PASSED' : '\nSOAK FAILED');
  process.exit(ok ? 0 : 1);
}

main().catch((error) => {
  console.error(error);
  process.exit(2);
});
