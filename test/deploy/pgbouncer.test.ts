import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../support/free-port.js';

/**
 * The product through Debian's PgBouncer in transaction mode, as deploy/ runs it: requests on DATABASE_URL through
 * the pooler, the migrations and the job queue on DATABASE_DIRECT_URL (the server itself), statement_timeout set on
 * the database since PgBouncer ignores it as a startup parameter (deploy/pgbouncer/pgbouncer.ini). The built server
 * (dist/server, as `npm start` runs it) on a throw-away database of the server named by DATABASE_URL.
 */
const PGBOUNCER = '/usr/sbin/pgbouncer';
const SERVER_ENTRY = join('dist', 'server', 'adapters', 'main.js');
const ADMIN = { email: 'pooler-admin@gharsetu.local', password: 'Pooler#Admin-12345' };

const onServer = async <T extends pg.QueryResultRow>(url: string, sql: string): Promise<T[]> => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
};

describe.runIf(process.env.DATABASE_URL && existsSync(PGBOUNCER))('through PgBouncer in transaction mode', () => {
  const serverUrl = process.env.DATABASE_URL!;
  const database = `test_pooler_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const dir = mkdtempSync(join(tmpdir(), 'gharsetu-pgbouncer-'));
  let bouncer: ChildProcess | undefined;
  let app: ChildProcess | undefined;
  let appLog = '';
  let bouncerPort = 0;
  let base = '';

  const json = async <T = Record<string, unknown>>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const answer = await fetch(`${base}${path}`, {
      method,
      headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: answer.status, body: (await answer.json()) as T & { data: any; code?: string } };
  };
  const outbox = async (to: string) => (await json<{ data: { text: string }[] }>('GET', `/api/v1/dev/outbox?to=${encodeURIComponent(to)}`)).body.data;

  beforeAll(async () => {
    const server = new URL(serverUrl);
    await onServer(serverUrl, `create database "${database}"`);
    // PgBouncer ignores statement_timeout as a startup parameter; the database (or the app's role) carries it.
    await onServer(serverUrl, `alter database "${database}" set statement_timeout = '5s'`);

    bouncerPort = await freePort();
    writeFileSync(join(dir, 'userlist.txt'), `"${decodeURIComponent(server.username || 'postgres')}" ""\n`);
    writeFileSync(
      join(dir, 'pgbouncer.ini'),
      [
        '[databases]',
        `* = host=${server.hostname} port=${server.port || 5432}`,
        '[pgbouncer]',
        'listen_addr = 127.0.0.1',
        `listen_port = ${bouncerPort}`,
        'unix_socket_dir =',
        'auth_type = trust',
        `auth_file = ${join(dir, 'userlist.txt')}`,
        `admin_users = ${decodeURIComponent(server.username || 'postgres')}`,
        'pool_mode = transaction',
        'ignore_startup_parameters = extra_float_digits,statement_timeout',
        'default_pool_size = 8',
        'max_client_conn = 200',
        '',
      ].join('\n'),
    );
    chmodSync(dir, 0o755);
    // PgBouncer will not run as root: as the postgres user when the tests run as root (CI).
    const asRoot = process.getuid?.() === 0;
    bouncer = spawn(PGBOUNCER, [...(asRoot ? ['-u', 'postgres'] : []), join(dir, 'pgbouncer.ini')], { stdio: ['ignore', 'pipe', 'pipe'] });
    let bouncerLog = '';
    bouncer.stdout!.on('data', (d) => (bouncerLog += d));
    bouncer.stderr!.on('data', (d) => (bouncerLog += d));

    const pooled = new URL(serverUrl);
    pooled.hostname = '127.0.0.1';
    pooled.port = String(bouncerPort);
    pooled.pathname = `/${database}`;
    const direct = new URL(serverUrl);
    direct.pathname = `/${database}`;
    for (let tries = 0; ; tries += 1) {
      try {
        await onServer(pooled.toString(), 'select 1');
        break;
      } catch (error) {
        if (tries > 50) throw new Error(`PgBouncer did not answer: ${(error as Error).message}\n${bouncerLog}`);
        await new Promise((r) => setTimeout(r, 100));
      }
    }

    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    app = spawn(process.execPath, [SERVER_ENTRY], {
      env: {
        ...process.env,
        NODE_ENV: 'development',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: pooled.toString(),
        DATABASE_DIRECT_URL: direct.toString(),
        DATA_DIR: join(dir, 'data'),
        SEED_DEMO_DATA: 'true',
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        LEADS_PER_NUMBER_PER_HOUR: '2',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    app.stdout!.on('data', (d) => (appLog += d));
    app.stderr!.on('data', (d) => (appLog += d));
    const deadline = Date.now() + 120_000;
    for (;;) {
      if (app.exitCode !== null) throw new Error(`the server exited while starting:\n${appLog}`);
      if (Date.now() > deadline) throw new Error(`the server did not become ready:\n${appLog}`);
      try {
        if ((await fetch(`${base}/api/v1/health/ready`)).status === 200) break;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 250));
    }
  }, 180_000);

  afterAll(async () => {
    app?.kill('SIGKILL');
    bouncer?.kill('SIGKILL');
    await new Promise((r) => setTimeout(r, 200));
    await onServer(serverUrl, `drop database if exists "${database}" with (force)`).catch(() => undefined);
    rmSync(dir, { recursive: true, force: true });
  });

  it('migrates on the direct connection, seeds and searches through the pooler, signs a person up by OTP, keeps their wishlist', async () => {
    const migrations = await onServer<{ n: string }>(serverUrl.replace(/\/[^/]*$/, `/${database}`), 'select count(*) as n from mikro_orm_migrations');
    expect(Number(migrations[0]!.n)).toBeGreaterThan(20);
    const search = await json('GET', '/api/v1/properties/list?city=patna&limit=5');
    expect(search.status).toBe(200);
    const listing = search.body.data[0];
    expect(listing?.id).toBeTruthy();

    // OTP: the quiet period and caps sit behind a transaction-scoped advisory lock, which transaction mode keeps.
    const mobile = `97${String(Date.now()).slice(-8)}`;
    expect((await json('POST', '/api/v1/auth/otp-challenge', { mobile_no: mobile, country_code: '+91', captcha_token: 'pooler', is_signup: true })).status).toBe(200);
    const again = await json('POST', '/api/v1/auth/otp-challenge', { mobile_no: mobile, country_code: '+91', captcha_token: 'pooler', is_signup: true });
    expect(again.status).toBe(429); // the 30-second wait before another code, read on another pooled connection
    const otp = /\b(\d{6})\b/.exec((await outbox(mobile))[0]?.text ?? '')?.[1];
    expect(otp).toMatch(/^\d{6}$/);
    const verified = await json('POST', '/api/v1/auth/verify-otp', { mobile_no: mobile, country_code: '+91', otp, is_signup: true });
    expect(verified.status).toBe(200);
    const registered = await json('POST', '/api/v1/auth/user', { first_name: 'Pooled', last_name: 'Tenant', mobile_no: mobile, captcha_token: 'pooler' }, { authorization: `Bearer ${verified.body.data.token}` });
    expect(registered.status).toBe(201);
    const auth = { authorization: `Bearer ${registered.body.data.token}` };

    expect((await json('POST', '/api/v1/properties/wishlist/toggle', { property_id: listing.id }, auth)).status).toBe(200);
    const wishlist = await json('GET', '/api/v1/properties/wishlist', undefined, auth);
    expect(JSON.stringify(wishlist.body.data)).toContain(listing.id);
  }, 60_000);

  it('keeps idempotency keys and per-number limits across pooled connections, and works the job queue on the direct one', async () => {
    const mobile = `96${String(Date.now()).slice(-8)}`;
    const lead = { first_name: 'Pooled', last_name: 'Caller', mobile_no: mobile, type: 'TENANT', description: 'through the pooler' };
    const key = randomUUID();
    const [first, second] = await Promise.all([
      json('POST', '/api/v1/leads', lead, { 'idempotency-key': key }),
      json('POST', '/api/v1/leads', lead, { 'idempotency-key': key }),
    ]);
    const statuses = [first.status, second.status].sort();
    // One is stored; the other is its replay, or told the first is still in flight (409) to retry.
    expect(statuses[0]).toBe(201);
    expect([201, 409]).toContain(statuses[1]);
    const stored = await onServer<{ n: string }>(serverUrl.replace(/\/[^/]*$/, `/${database}`), `select count(*) as n from leads where mobile_no = '${mobile}'`);
    expect(Number(stored[0]!.n)).toBe(1);
    const capped = { ...lead, mobile_no: `95${String(Date.now()).slice(-8)}` };
    expect((await json('POST', '/api/v1/leads', capped)).status).toBe(201);
    expect((await json('POST', '/api/v1/leads', capped)).status).toBe(201);
    expect((await json('POST', '/api/v1/leads', capped)).status).toBe(429); // LEADS_PER_NUMBER_PER_HOUR=2

    // A reset link is mailed by a job: the queue (LISTEN and its pool on the direct connection) runs it.
    expect((await json('POST', '/api/v1/admin/forgot-password', { email: ADMIN.email })).status).toBe(200);
    await expect.poll(async () => (await outbox(ADMIN.email)).length, { timeout: 30_000 }).toBeGreaterThan(0);

    // And the requests did go through the pooler: its own statistics count this database's transactions.
    const stats = await onServer<{ database: string; total_xact_count: string }>(`postgres://${new URL(serverUrl).username || 'postgres'}@127.0.0.1:${bouncerPort}/pgbouncer`, 'show stats');
    const ours = stats.find((row) => row.database === database);
    expect(Number(ours?.total_xact_count ?? 0)).toBeGreaterThan(50);
  }, 60_000);

  it('answers every request while PgBouncer is reloaded (the configuration re-read, the pools kept)', async () => {
    execFileSync('kill', ['-HUP', String(bouncer!.pid)]);
    for (let i = 0; i < 20; i += 1) expect((await fetch(`${base}/api/v1/properties/list?city=patna&limit=2`)).status).toBe(200);
    expect(appLog).not.toMatch(/unsupported startup parameter/);
  }, 30_000);
});
