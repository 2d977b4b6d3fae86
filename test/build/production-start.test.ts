import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { get } from 'node:http';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import pg from 'pg';
import { freePort } from '../support/free-port.js';

/**
 * The production runtime as an operator meets it: `npm start` runs the compiled server (dist/server, built by
 * the global setup through scripts/build-if-stale.mjs) with plain node, no tsx; a stop signal, sent to npm or
 * to the whole process group, leaves nothing running. The production install itself (`npm ci --omit=dev`) is
 * checked by scripts/smoke-production.sh in CI. With DATABASE_URL set the server runs on a throw-away database
 * on that PostgreSQL server (MikroORM's own pg driver, from the compiled code), else on embedded PGlite.
 */
const SERVER_ENTRY = join('dist', 'server', 'adapters', 'main.js');

interface Started {
  child: ChildProcess;
  base: string;
  log: () => string;
}

const started: { child: ChildProcess; dataDir: string; database?: string }[] = [];

afterEach(async () => {
  for (const { child, dataDir, database } of started.splice(0)) {
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      // already gone, as it should be
    }
    rmSync(dataDir, { recursive: true, force: true });
    if (database) await onServer(`drop database if exists "${database}" with (force)`);
  }
});

async function onServer(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** GETs `url` on a connection of its own (no keep-alive pool) and resolves with the status. */
function statusOnNewConnection(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    }).on('error', reject);
  });
}

/** Starts `command` in its own process group on a free port with an empty database; resolves once /health answers. */
async function start(command: string, args: string[], extraEnv: Record<string, string> = {}): Promise<Started> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'gharsetu-start-'));
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_DEMO_DATA: 'false', NODE_ENV: 'development', ...extraEnv };
  let database: string | undefined;
  if (process.env.DATABASE_URL) {
    database = `test_start_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
    await onServer(`create database "${database}"`);
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = `/${database}`;
    env.DATABASE_URL = url.toString();
  }
  const child = spawn(command, args, { env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  started.push({ child, dataDir, database });
  let log = '';
  child.stdout!.on('data', (d) => (log += d));
  child.stderr!.on('data', (d) => (log += d));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 100_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`${command} ${args.join(' ')} exited:\n${log}`);
    if (Date.now() > deadline) throw new Error(`${command} ${args.join(' ')} did not answer /api/v1/health:\n${log}`);
    try {
      if ((await fetch(`${base}/api/v1/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return { child, base, log: () => log };
}

/** The command lines of the processes in a process group (empty when none is left). */
function processGroup(pgid: number): string[] {
  try {
    return execFileSync('ps', ['-o', 'args=', '-g', String(pgid)], { encoding: 'utf8' }).split('\n').map((l) => l.trim()).filter(Boolean);
  } catch {
    return []; // ps exits 1 when no process matches
  }
}

async function exited(child: ChildProcess, withinMs = 30_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`pid ${child.pid} still running ${withinMs} ms after the signal`)), withinMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

async function refused(url: string): Promise<boolean> {
  try {
    await fetch(url);
    return false;
  } catch {
    return true;
  }
}

describe('production start', () => {
  it('npm start serves from the compiled build with node, not tsx; SIGTERM to npm leaves no server behind', async () => {
    const { child, base } = await start('npm', ['start']);
    const running = processGroup(child.pid!);
    // npm itself and the server: `exec` in the start script leaves no shell between them, and the server is
    // scripts/start.mjs importing dist/server in the same process (no tsx, no child).
    expect(running).toHaveLength(2);
    expect(running.some((args) => /^node\b.*scripts\/start\.mjs$/.test(args))).toBe(true);
    // AsyncLocalStorage without async hooks (docs/performance.md: the search's margin over its bare baseline).
    expect(running.some((args) => /^node --experimental-async-context-frame scripts\/start\.mjs$/.test(args))).toBe(true);
    expect(running.join('\n')).not.toMatch(/tsx|\bsh -c\b/);
    const home = await fetch(`${base}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('<div id="root"><'); // the prerendered home, docs/adr/0005

    process.kill(child.pid!, 'SIGTERM'); // npm's pid only, as a supervisor or `kill <pid>` would
    await exited(child);
    await expect.poll(() => processGroup(child.pid!), { timeout: 15_000 }).toEqual([]);
    expect(await refused(`${base}/api/v1/health`)).toBe(true);
  }, 150_000);

  it('a stop of the whole process group (Ctrl-C in a terminal, a container stop) leaves nothing running', async () => {
    const { child, base } = await start('npm', ['start']);
    process.kill(-child.pid!, 'SIGTERM');
    await exited(child);
    await expect.poll(() => processGroup(child.pid!), { timeout: 15_000 }).toEqual([]);
    expect(await refused(`${base}/api/v1/health`)).toBe(true);
  }, 150_000);

  it('the built server runs with plain node from dist and stops on SIGTERM', async () => {
    const { child, base } = await start(process.execPath, [SERVER_ENTRY]);
    const health = await fetch(`${base}/api/v1/health`);
    expect(health.status).toBe(200);
    process.kill(child.pid!, 'SIGTERM');
    await exited(child);
    expect(processGroup(child.pid!)).toEqual([]);
    expect(await refused(`${base}/api/v1/health`)).toBe(true);
  }, 150_000);

  it.runIf(process.env.DATABASE_URL)('WORKERS=2: two workers share the port; one killed is replaced; SIGTERM stops them all', async () => {
    const metricsPort = await freePort();
    const { child, base, log } = await start('npm', ['start'], { WORKERS: '2', METRICS_PORT: String(metricsPort) });
    // npm, the primary, two workers.
    await expect.poll(() => processGroup(child.pid!).length, { timeout: 30_000 }).toBe(4);
    const workers = () => processGroup(child.pid!).length - 2;
    for (let i = 0; i < 20; i += 1) expect((await fetch(`${base}/api/v1/health/ready`)).status).toBe(200);
    // The primary's metrics add up both workers' requests.
    const served = async () => {
      const text = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
      return Number(/http_request_duration_seconds_count\{[^}]*route="\/api\/v1\/health\/ready"[^}]*status="200"[^}]*\} (\d+)/.exec(text)?.[1] ?? 0);
    };
    expect(await served()).toBeGreaterThanOrEqual(20);

    const pids = execFileSync('pgrep', ['-g', String(child.pid), '-f', 'adapters/main.js'], { encoding: 'utf8' }).trim().split('\n').map(Number);
    expect(pids).toHaveLength(2);
    process.kill(pids[0]!, 'SIGKILL');
    // Once the primary has seen the death, the other worker answers every new connection (a kept-alive
    // connection to the killed worker is reset, as it would be behind any balancer), and a new worker takes its place.
    await expect.poll(log, { timeout: 20_000 }).toMatch(/exited \(SIGKILL\); starting another/);
    for (let i = 0; i < 10; i += 1) expect(await statusOnNewConnection(`${base}/api/v1/health/ready`)).toBe(200);
    await expect.poll(workers, { timeout: 60_000 }).toBe(2);

    process.kill(child.pid!, 'SIGTERM');
    await exited(child);
    await expect.poll(() => processGroup(child.pid!), { timeout: 20_000 }).toEqual([]);
    expect(await refused(`${base}/api/v1/health`)).toBe(true);
  }, 180_000);
});
