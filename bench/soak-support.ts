/**
 * Pieces of `npm run soak` (bench/soak.ts): a raw HTTP client, a PostgreSQL server the soak may restart (a
 * throw-away cluster, or one the operator names with a restart command), and app instances started the way
 * `npm start` starts them.
 */
import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { appendFileSync, chownSync, existsSync, readFileSync, mkdtempSync, openSync, readdirSync, rmSync, writeFileSync, closeSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../test/support/free-port.js';

export const ROOT = new URL('..', import.meta.url).pathname;
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * How an app instance is started: like `npm start` (the compiled server, built first when missing or stale).
 * SOAK_START=tsx runs the TypeScript sources through tsx instead (no build step).
 */
export const START_COMMAND: readonly string[] =
  process.env.SOAK_START === 'tsx' ? [process.execPath, '--import', 'tsx', 'adapters/main.ts'] : [process.execPath, '--experimental-async-context-frame', 'scripts/start.mjs']; // as package.json's start

// ---------------------------------------------------------------------------------------------------------
// HTTP

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface RawRequest {
  port: number;
  method: string;
  /** Sent as written: no normalisation, so `../` and `%00` reach the server untouched. */
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  timeoutMs?: number;
  agent?: http.Agent;
}

/** One request; rejects on a network error (reset, refused, timeout) with the error's code. */
export function request(req: RawRequest): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const body = req.body === undefined ? undefined : Buffer.isBuffer(req.body) ? req.body : Buffer.from(req.body);
    const outgoing = http.request(
      {
        host: '127.0.0.1',
        port: req.port,
        method: req.method,
        path: req.path,
        agent: req.agent ?? false,
        headers: { ...(body ? { 'content-length': String(body.length) } : {}), ...req.headers },
        timeout: req.timeoutMs ?? 15_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })));
    outgoing.on('error', reject);
    if (body) outgoing.write(body);
    outgoing.end();
  });
}

export async function json<T = Record<string, unknown>>(port: number, method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<{ status: number; body: T }> {
  const answer = await request({ port, method, path, headers: { 'content-type': 'application/json', ...headers }, body: body === undefined ? undefined : JSON.stringify(body) });
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(answer.body);
  } catch {
    parsed = { raw: answer.body };
  }
  return { status: answer.status, body: parsed as T };
}

// ---------------------------------------------------------------------------------------------------------
// PostgreSQL

export interface SoakDatabase {
  url: string;
  describe: string;
  /** `fast` / `immediate`: pg_ctl's shutdown modes, then start again. */
  restart(mode: 'fast' | 'immediate'): Promise<void>;
  /** Down for a while (fast shutdown), then up again; null when the operator gave no way to. */
  stopFor: ((seconds: number) => Promise<void>) | null;
  close(): Promise<void>;
}

function newestPostgresBin(): string {
  if (process.env.SOAK_PG_BIN) return process.env.SOAK_PG_BIN;
  const versions = readdirSync('/usr/lib/postgresql').filter((v) => existsSync(`/usr/lib/postgresql/${v}/bin/initdb`));
  versions.sort((a, b) => Number(b) - Number(a));
  if (!versions[0]) throw new Error('No PostgreSQL binaries under /usr/lib/postgresql/*/bin (set SOAK_PG_BIN, or SOAK_DATABASE_URL + SOAK_RESTART_COMMAND)');
  return `/usr/lib/postgresql/${versions[0]}/bin`;
}

/** A cluster of our own in a temp folder on a free port: the only server the soak restarts unless told otherwise. */
export async function throwawayCluster(): Promise<SoakDatabase> {
  const bin = newestPostgresBin();
  const root = mkdtempSync(join(tmpdir(), 'gharsetu-soak-pg-'));
  const data = join(root, 'data');
  const log = join(root, 'postgres.log');
  const asRoot = process.getuid?.() === 0;
  // initdb refuses to run as root: the cluster belongs to the `postgres` user then.
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(root, uid, gid);
  }
  const run = (tool: string, args: string[]) => {
    const command = asRoot ? ['runuser', '-u', 'postgres', '--', join(bin, tool), ...args] : [join(bin, tool), ...args];
    const result = spawnSync(command[0]!, command.slice(1), { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`${tool} ${args.join(' ')} failed: ${result.stderr || result.stdout}`);
  };
  const port = await freePort();
  run('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-sync']);
  // fsync off: the soak restarts PostgreSQL, not the machine, so the kernel keeps every write it was given;
  // a committed transaction survives fast and immediate shutdowns exactly as it would with fsync on.
  const conf = [`port = ${port}`, `listen_addresses = '127.0.0.1'`, `unix_socket_directories = '${root}'`, 'fsync = off', 'max_connections = 100'];
  appendFileSync(join(data, 'postgresql.conf'), `\n# npm run soak\n${conf.join('\n')}\n`);
  run('pg_ctl', ['-D', data, '-l', log, '-w', 'start']);
  run('psql', ['-h', root, '-p', String(port), '-U', 'postgres', '-d', 'postgres', '-qc', 'create database soak']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/soak`,
    describe: `throw-away PostgreSQL ${bin.split('/').at(-2)} cluster in ${data} on port ${port} (fsync off)`,
    async restart(mode) {
      run('pg_ctl', ['-D', data, '-l', log, '-w', '-m', mode, 'restart']);
    },
    stopFor: async (seconds) => {
      run('pg_ctl', ['-D', data, '-w', '-m', 'fast', 'stop']);
      await sleep(seconds * 1000);
      run('pg_ctl', ['-D', data, '-l', log, '-w', 'start']);
    },
    async close() {
      try {
        run('pg_ctl', ['-D', data, '-w', '-m', 'immediate', 'stop']);
      } catch {
        // already down
      }
      if (process.env.SOAK_KEEP !== '1') rmSync(root, { recursive: true, force: true });
    },
  };
}

/**
 * An existing server named by SOAK_DATABASE_URL. SOAK_RESTART_COMMAND restarts it (run by sh with SOAK_MODE set
 * to fast or immediate); SOAK_STOP_COMMAND and SOAK_START_COMMAND, when both given, take it down for a while.
 * The shared development server (port 5432 on this machine) is refused: other people's tests run on it.
 */
export function namedServer(): SoakDatabase {
  const url = new URL(process.env.SOAK_DATABASE_URL!);
  const local = ['127.0.0.1', 'localhost', '::1', '[::1]'].includes(url.hostname);
  if (local && (url.port === '' || url.port === '5432') && process.env.SOAK_ALLOW_PORT_5432 !== '1') {
    throw new Error('Refusing to restart the PostgreSQL server on this machine\'s port 5432 (shared; SOAK_ALLOW_PORT_5432=1 if it is truly yours). Leave SOAK_DATABASE_URL unset for a throw-away cluster.');
  }
  const restartCommand = process.env.SOAK_RESTART_COMMAND;
  if (!restartCommand) throw new Error('SOAK_DATABASE_URL needs SOAK_RESTART_COMMAND (a shell command that restarts that server; SOAK_MODE is fast or immediate)');
  const sh = (command: string, env: Record<string, string> = {}) => {
    const result = spawnSync('sh', ['-c', command], { stdio: 'inherit', env: { ...process.env, ...env } });
    if (result.status !== 0) throw new Error(`\`${command}\` exited with ${result.status}`);
  };
  const stop = process.env.SOAK_STOP_COMMAND;
  const start = process.env.SOAK_START_COMMAND;
  return {
    url: url.toString(),
    describe: `${url.host}${url.pathname} (restarted by SOAK_RESTART_COMMAND)`,
    async restart(mode) {
      sh(restartCommand, { SOAK_MODE: mode });
    },
    stopFor:
      stop && start
        ? async (seconds) => {
            sh(stop);
            await sleep(seconds * 1000);
            sh(start);
          }
        : null,
    async close() {},
  };
}

// ---------------------------------------------------------------------------------------------------------
// App instances

export interface StopResult {
  signal: string;
  exitCode: number | null;
  ms: number;
}

/** One app process, started like `npm start` on its own port; its output goes to a log file. */
export class AppInstance {
  private child: ChildProcess | null = null;
  private exited: Promise<number | null> = Promise.resolve(null);
  starts = 0;

  constructor(
    readonly name: string,
    readonly port: number,
    private readonly env: Record<string, string>,
    private readonly logDir: string,
  ) {}

  get running(): boolean {
    return this.child !== null;
  }

  async start(readyWithinMs = 300_000): Promise<number> {
    const started = Date.now();
    this.starts += 1;
    const logFile = join(this.logDir, `${this.name}-${this.starts}.log`);
    writeFileSync(logFile, '');
    const out = openSync(logFile, 'a');
    const child = spawn(START_COMMAND[0]!, START_COMMAND.slice(1), { cwd: ROOT, env: { ...process.env, ...this.env, PORT: String(this.port) }, stdio: ['ignore', out, out] });
    closeSync(out);
    this.child = child;
    this.exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
    void this.exited.then(() => {
      if (this.child === child) this.child = null;
    });
    while (Date.now() - started < readyWithinMs) {
      if (this.child !== child) throw new Error(`${this.name} exited while starting; its output ends:\n${readFileSync(logFile, 'utf8').slice(-3000)}`);
      try {
        const answer = await request({ port: this.port, method: 'GET', path: '/api/v1/health/ready', timeoutMs: 2000 });
        if (answer.status === 200) return Date.now() - started;
      } catch {
        // not listening yet
      }
      await sleep(250);
    }
    throw new Error(`${this.name} not ready within ${readyWithinMs} ms; see ${logFile}`);
  }

  /** Sends the signal and waits for the process to end (killed after `killAfterMs`). */
  async stop(signal: NodeJS.Signals = 'SIGTERM', killAfterMs = 30_000): Promise<StopResult> {
    const child = this.child;
    if (!child) return { signal, exitCode: null, ms: 0 };
    const started = Date.now();
    child.kill(signal);
    const timer = setTimeout(() => child.kill('SIGKILL'), killAfterMs);
    const exitCode = await this.exited;
    clearTimeout(timer);
    return { signal, exitCode, ms: Date.now() - started };
  }
}

export function tempDir(prefix: string): string {
  return mkdtempSync(join(tmpdir(), prefix));
}
