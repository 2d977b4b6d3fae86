/**
 * `npm run fleet:drill` (not part of `npm test`): faults on the fleet of deploy/ (scripts/fleet.sh) under a steady
 * load, through the load balancer, and what they cost.
 *
 * The load (DRILL_CONCURRENCY clients for DRILL_SECONDS): searches, listing details, sign-ups by OTP (request, the
 * code from the dev outbox, verify, register), each followed by a visit booking with an Idempotency-Key, and callback
 * requests with an Idempotency-Key. A keyed write that fails (network error, 5xx, 429) is sent again with the same
 * key, as a client of the API is told to. Meanwhile, at fixed fractions of the run: one instance is killed with
 * SIGKILL and started again; the standby is stopped and started; PgBouncer is restarted (an immediate stop: open
 * transactions are cut); one instance gets SIGTERM (a deploy) and is started again.
 *
 * It prints requests sent and their answers by status (separately for idempotent requests: GETs and keyed writes),
 * 5xx answers without Retry-After, writes acknowledged against rows stored on the primary, and duplicates (one key,
 * more than one row). Exit code 1 when an acknowledged write is lost, a write is stored twice, or an idempotent
 * request failed in the end.
 *
 * It brings the fleet up when it is not (and down again after, unless DRILL_KEEP=1), with the caps raised (every
 * client here is one address). DRILL_SECONDS (90), DRILL_CONCURRENCY (12).
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { request, ROOT, sleep, type Answer } from './soak-support.js';

const SECONDS = Number(process.env.DRILL_SECONDS ?? 90);
const CONCURRENCY = Number(process.env.DRILL_CONCURRENCY ?? 12);
const FLEET_DIR = process.env.FLEET_DIR ?? '/tmp/gharsetu-fleet';
const PORT = Number(process.env.FLEET_HTTP_PORT ?? 8080);
const PRIMARY = `postgres://postgres@127.0.0.1:${process.env.PRIMARY_PORT ?? 5441}/gharsetu`;
const HIGH = '100000000';
const CAPS = ['OTP_PER_IP_PER_HOUR', 'OTP_PER_NUMBER_PER_HOUR', 'OTP_VERIFY_FAILURES_PER_IP_PER_HOUR', 'LEADS_PER_IP_PER_HOUR', 'LEADS_PER_NUMBER_PER_HOUR'].map((cap) => `${cap}=${HIGH}`).join(' ');
const RUN = Date.now().toString(36);

const fleetEnv = { ...process.env, FLEET_APP_ENV: CAPS };
/** Bringing the fleet up or down, before and after the load. */
const fleetNow = (...args: string[]) => execFileSync('bash', ['scripts/fleet.sh', ...args], { cwd: ROOT, stdio: 'inherit', env: fleetEnv });
/** A lever pulled during the load: never blocking the clients' event loop. */
const fleet = (...args: string[]) =>
  new Promise<void>((resolve, reject) => {
    const child = spawn('bash', ['scripts/fleet.sh', ...args], { cwd: ROOT, stdio: 'inherit', env: fleetEnv });
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`scripts/fleet.sh ${args.join(' ')} exited ${code}`))));
  });
const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY * 2 });

interface Tally {
  sent: number;
  byStatus: Map<string, number>;
  idempotentByStatus: Map<string, number>;
  fiveHundredsWithoutRetryAfter: number;
}
const tally: Tally = { sent: 0, byStatus: new Map(), idempotentByStatus: new Map(), fiveHundredsWithoutRetryAfter: 0 };
const networkErrors: string[] = [];
let drillStart = Date.now();
const count = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);

/** One request through the load balancer, counted; a network error is counted as `network` and answered as status 0. */
async function call(method: string, path: string, options: { body?: unknown; headers?: Record<string, string>; idempotent: boolean }): Promise<Answer> {
  tally.sent += 1;
  let answer: Answer;
  try {
    answer = await request({
      port: PORT,
      method,
      path,
      agent,
      timeoutMs: 20_000,
      headers: { ...(options.body === undefined ? {} : { 'content-type': 'application/json' }), ...options.headers },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
  } catch (error) {
    answer = { status: 0, headers: {}, body: '' };
    networkErrors.push(`${((Date.now() - drillStart) / 1000).toFixed(1)} s ${method} ${path.slice(0, 40)}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
  }
  const key = answer.status === 0 ? 'network' : String(answer.status);
  count(tally.byStatus, key);
  if (options.idempotent) count(tally.idempotentByStatus, key);
  if (answer.status >= 500 && !answer.headers['retry-after']) tally.fiveHundredsWithoutRetryAfter += 1;
  return answer;
}

const data = <T>(answer: Answer): T => (JSON.parse(answer.body) as { data: T }).data;
const retryable = (status: number) => status === 0 || status === 429 || status >= 500;

interface KeyedWrite {
  kind: 'lead' | 'ride';
  key: string;
  marker: string;
  acknowledged: boolean;
  gaveUp: boolean;
}
const writes: KeyedWrite[] = [];

/** A keyed write, sent again with the same key until it is answered (2xx or a final 4xx) or 60 s pass. */
async function keyedWrite(write: KeyedWrite, path: string, body: unknown, headers: Record<string, string> = {}): Promise<void> {
  writes.push(write);
  const deadline = Date.now() + 60_000;
  for (let attempt = 0; Date.now() < deadline; attempt += 1) {
    const answer = await call('POST', path, { body, headers: { ...headers, 'idempotency-key': write.key }, idempotent: true });
    if (answer.status >= 200 && answer.status < 300) {
      write.acknowledged = true;
      return;
    }
    if (!retryable(answer.status)) return; // a final refusal (a taken slot, a bad request): not a write
    await sleep(Math.min(2000, 100 * 2 ** attempt));
  }
  write.gaveUp = true;
}

let listingIds: string[] = [];
const pick = <T>(items: T[]): T => items[Math.floor(Math.random() * items.length)]!;
const indiaDate = (daysAhead: number) => new Date(Date.now() + 5.5 * 3_600_000 + daysAhead * 86_400_000).toISOString().slice(0, 10);

async function signUpAndBook(client: number, round: number): Promise<void> {
  const mobile = `9${String(client).padStart(2, '0')}${String(Date.now() % 10_000_000).padStart(7, '0')}`;
  const otpAnswer = await call('POST', '/api/v1/auth/otp-challenge', { body: { mobile_no: mobile, country_code: '+91', captcha_token: 'drill', is_signup: true }, idempotent: false });
  if (otpAnswer.status !== 200) return;
  const outbox = await call('GET', `/api/v1/dev/outbox?to=${mobile}`, { idempotent: true });
  const otp = outbox.status === 200 ? /\b(\d{6})\b/.exec(data<{ text: string }[]>(outbox)[0]?.text ?? '')?.[1] : undefined;
  if (!otp) return;
  const verified = await call('POST', '/api/v1/auth/verify-otp', { body: { mobile_no: mobile, country_code: '+91', otp, is_signup: true }, idempotent: false });
  if (verified.status !== 200) return;
  const registered = await call('POST', '/api/v1/auth/user', {
    body: { first_name: 'Drill', last_name: 'Tenant', mobile_no: mobile, captcha_token: 'drill' },
    headers: { authorization: `Bearer ${data<{ token: string }>(verified).token}` },
    idempotent: false,
  });
  if (registered.status !== 201) return;
  const token = data<{ token: string }>(registered).token;
  const marker = `drill:${RUN}:${client}:${round}`;
  await keyedWrite({ kind: 'ride', key: randomUUID(), marker, acknowledged: false, gaveUp: false }, '/api/v1/rides', {
    property_id: pick(listingIds),
    slot_date: indiaDate(1 + (round % 13)),
    slot_start: `${String(10 + (client % 8)).padStart(2, '0')}:00`,
    note: marker,
  }, { authorization: `Bearer ${token}` });
}

async function client(index: number, until: number): Promise<void> {
  for (let round = 0; Date.now() < until; round += 1) {
    const step = round % 6;
    if (step === 0 || step === 3) await call('GET', `/api/v1/properties/list?city=patna&page=${1 + (round % 3)}&limit=12`, { idempotent: true });
    else if (step === 1 || step === 4) await call('GET', `/api/v1/properties/${pick(listingIds)}`, { idempotent: true });
    else if (step === 2) {
      const marker = `drill:${RUN}:${index}:${round}`;
      await keyedWrite({ kind: 'lead', key: randomUUID(), marker, acknowledged: false, gaveUp: false }, '/api/v1/leads', {
        first_name: 'Drill', last_name: 'Caller', mobile_no: `8${String(index).padStart(2, '0')}${String(round).padStart(7, '0')}`, type: 'TENANT', description: marker,
      });
    } else await signUpAndBook(index, round);
  }
}

function appPid(n: number): number {
  return Number(readFileSync(`${FLEET_DIR}/run/app${n}.pid`, 'utf8'));
}

async function waitExit(pid: number, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  for (;;) {
    try {
      process.kill(pid, 0);
    } catch {
      return;
    }
    if (Date.now() > deadline) throw new Error(`pid ${pid} still running`);
    await sleep(200);
  }
}

async function faults(startedAt: number): Promise<string[]> {
  const log: string[] = [];
  const at = async (fraction: number, what: string, act: () => Promise<void> | void) => {
    const due = startedAt + fraction * SECONDS * 1000;
    if (Date.now() < due) await sleep(due - Date.now());
    const t0 = Date.now();
    await act();
    log.push(`${((t0 - startedAt) / 1000).toFixed(0).padStart(3)} s  ${what} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
  };
  await at(0.1, 'SIGKILL instance 2', () => void process.kill(appPid(2), 'SIGKILL'));
  await at(0.2, 'instance 2 started again', () => fleet('app-start', '2'));
  await at(0.3, 'standby stopped', () => fleet('standby-stop'));
  await at(0.4, 'standby started again', () => fleet('standby-start'));
  await at(0.5, 'PgBouncer restarted (immediate stop, start)', () => fleet('pgbouncer-restart'));
  await at(0.65, 'SIGTERM instance 3 (a deploy), drained, started again', async () => {
    const pid = appPid(3);
    process.kill(pid, 'SIGTERM');
    await waitExit(pid, 30_000);
    await fleet('app-start', '3');
  });
  return log;
}

async function main(): Promise<void> {
  const broughtUp = !existsSync(`${FLEET_DIR}/run`);
  if (broughtUp) fleetNow('up');
  try {
    for (let page = 1; page <= 4; page += 1) {
      const listings = data<{ id: string }[]>(await request({ port: PORT, method: 'GET', path: `/api/v1/properties/list?city=patna&page=${page}&limit=12` }));
      listingIds.push(...listings.map((p) => p.id));
    }
    console.log(`Drill: ${SECONDS} s, ${CONCURRENCY} clients through HAProxy :${PORT}, ${listingIds.length} listings`);
    const startedAt = Date.now();
    drillStart = startedAt;
    const until = startedAt + SECONDS * 1000;
    const [faultLog] = await Promise.all([faults(startedAt), Promise.all(Array.from({ length: CONCURRENCY }, (_, i) => client(i, until)))]);

    const db = new pg.Client({ connectionString: PRIMARY });
    await db.connect();
    const stored = async (kind: KeyedWrite['kind']) => {
      const sql = kind === 'lead' ? `select description as marker, count(*)::int as n from leads where description like $1 group by 1` : `select tenant_note as marker, count(*)::int as n from rides where tenant_note like $1 group by 1`;
      return new Map((await db.query<{ marker: string; n: number }>(sql, [`drill:${RUN}:%`])).rows.map((r) => [r.marker, r.n]));
    };
    const rows = { lead: await stored('lead'), ride: await stored('ride') };
    await db.end();

    let lost = 0;
    let duplicates = 0;
    let gaveUp = 0;
    for (const write of writes) {
      const n = rows[write.kind].get(write.marker) ?? 0;
      if (write.acknowledged && n === 0) lost += 1;
      if (n > 1) duplicates += 1;
      if (write.gaveUp) gaveUp += 1;
    }
    const acked = writes.filter((w) => w.acknowledged);
    const failedIdempotent = [...tally.idempotentByStatus].filter(([status]) => status === 'network' || Number(status) >= 500).reduce((sum, [, n]) => sum + n, 0);
    const format = (map: Map<string, number>) => [...map].sort().map(([s, n]) => `${s}: ${n}`).join(', ');
    console.log('\nFaults:');
    for (const line of faultLog) console.log(`  ${line}`);
    console.log(`\nRequests sent: ${tally.sent}`);
    console.log(`  by status: ${format(tally.byStatus)}`);
    console.log(`  idempotent (GETs, keyed writes), by status: ${format(tally.idempotentByStatus)}`);
    console.log(`  idempotent answered 5xx or cut (each then retried by HAProxy or the client): ${failedIdempotent}`);
    if (process.env.DRILL_VERBOSE === '1') for (const line of networkErrors) console.log(`    cut: ${line}`);
    console.log(`  5xx without Retry-After: ${tally.fiveHundredsWithoutRetryAfter}`);
    console.log(`Keyed writes: ${writes.length} (${writes.filter((w) => w.kind === 'lead').length} callback requests, ${writes.filter((w) => w.kind === 'ride').length} bookings)`);
    console.log(`  acknowledged: ${acked.length}, stored: ${[...rows.lead.values(), ...rows.ride.values()].length}, lost: ${lost}, duplicates: ${duplicates}, given up after 60 s: ${gaveUp}`);
    const ok = lost === 0 && duplicates === 0 && gaveUp === 0;
    console.log(ok ? '\nOK: nothing acknowledged was lost, nothing stored twice, every keyed write answered.' : '\nFAILED');
    process.exitCode = ok ? 0 : 1;
  } finally {
    agent.destroy();
    if (broughtUp && process.env.DRILL_KEEP !== '1') fleetNow('down');
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
