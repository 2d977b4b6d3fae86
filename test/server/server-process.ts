import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../support/free-port.js';

/** The real server process (`adapters/main.ts` through tsx) on embedded PGlite in a temp folder. */
export interface ServerProcess {
  child: ChildProcess;
  port: number;
  dataDir: string;
  /** stdout and stderr so far. */
  readonly log: string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  remove(): void;
}

export async function startServerProcess(env: Record<string, string> = {}): Promise<ServerProcess> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'gharsetu-server-'));
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    NODE_ENV: 'development',
    SEED_DEMO_DATA: 'false',
    STATIC_DIR: '.tmp/no-static',
    LEADS_PER_IP_PER_HOUR: '10000',
    ...env,
  };
  delete childEnv.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'adapters/main.ts'], { env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  child.stdout!.on('data', (d) => (log += d));
  child.stderr!.on('data', (d) => (log += d));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const server: ServerProcess = {
    child,
    port,
    dataDir,
    get log() {
      return log;
    },
    exited,
    remove() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited while starting:\n${log}`);
    if (Date.now() > deadline) throw new Error(`the server did not become ready:\n${log}`);
    try {
      if ((await rawRequest(port, 'GET /api/v1/health/ready HTTP/1.1')).status === 200) return server;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}

export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Parses the final answer (after any `100 Continue`) from what the server sent. */
export function parseAnswer(raw: string): RawAnswer | null {
  let rest = raw;
  while (/^HTTP\/1\.1 1\d\d /.test(rest)) {
    const end = rest.indexOf('\r\n\r\n');
    if (end < 0) return null;
    rest = rest.slice(end + 4);
  }
  const end = rest.indexOf('\r\n\r\n');
  if (end < 0) return null;
  const [statusLine, ...lines] = rest.slice(0, end).split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { status: Number(statusLine!.split(' ')[1]), headers, body: rest.slice(end + 4) };
}

/** One request on its own connection, read until the server closes it (`Connection: close` asked). */
export function rawRequest(port: number, requestLine: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let data = '';
    socket.setEncoding('utf8');
    socket.on('data', (d) => (data += d));
    socket.on('error', reject);
    socket.on('close', () => {
      const answer = parseAnswer(data);
      if (answer) resolve(answer);
      else reject(new Error(`no complete answer: ${JSON.stringify(data)}`));
    });
    socket.write(`${requestLine}\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
  });
}

/**
 * A POST whose JSON body the client sends in two parts, when the test says so: the request is in
 * flight on the server (it answered `100 Continue` to the head) until the second part arrives.
 */
export class SlowPost {
  readonly socket: Socket;
  private data = '';
  error: (Error & { code?: string }) | null = null;
  /** Resolves when the server has read the head (answered 100 Continue). */
  readonly accepted: Promise<void>;
  /** Resolves when the connection is closed, with the final answer if a complete one arrived. */
  readonly finished: Promise<RawAnswer | null>;

  constructor(
    port: number,
    path: string,
    private readonly body: string,
  ) {
    this.socket = connect(port, '127.0.0.1');
    this.socket.setEncoding('utf8');
    let markAccepted: () => void;
    this.accepted = new Promise((resolve) => (markAccepted = resolve));
    this.socket.on('data', (d) => {
      this.data += d;
      if (this.data.startsWith('HTTP/1.1 100')) markAccepted();
    });
    this.socket.on('error', (error) => (this.error = error));
    this.finished = new Promise((resolve) => this.socket.on('close', () => resolve(parseAnswer(this.data))));
    this.socket.write(
      `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nExpect: 100-continue\r\n\r\n`,
    );
  }

  sendFirstHalf(): void {
    this.socket.write(this.body.slice(0, Math.floor(this.body.length / 2)));
  }

  sendRest(): void {
    this.socket.write(this.body.slice(Math.floor(this.body.length / 2)));
  }
}

/** Resolves once a new TCP connection to the port is refused. */
export async function refusedSoon(port: number, withinMs: number): Promise<boolean> {
  const until = Date.now() + withinMs;
  while (Date.now() < until) {
    const refused = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(false);
      });
      socket.once('error', (error: Error & { code?: string }) => resolve(error.code === 'ECONNREFUSED'));
    });
    if (refused) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return false;
}
