import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../test/support/free-port.js';

/**
 * The servers started here and not stopped yet, each with the way to end it at once. However the bench process ends
 * (its last line, process.exit, a throw nobody catches, Ctrl-C or a kill), they end with it: a server left running
 * would keep its port and its memory, and go on taking the next bench's CPU.
 */
const running = new Set<() => void>();
const endRunning = () => {
  for (const end of running) end();
};
process.on('exit', endRunning);
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.once(signal, () => {
    endRunning();
    process.kill(process.pid, signal); // this handler is gone: the signal now ends the bench as it would have
  });
}

/**
 * The real server (adapters/main.ts, from the sources) in a child process on a throw-away PGlite folder with the
 * demo data, local adapters and `env` on top; resolves once it answers /health/live. `stop` ends it and removes the
 * folder; a server that does not start is ended before the error is thrown, and one still running when the bench
 * process ends (a bench that fails or exits) is ended with it.
 */
export async function startServer(env: Record<string, string>, name = 'bench'): Promise<{ child: ChildProcess; base: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), `${name}-`));
  const child = spawn(process.execPath, ['--import', 'tsx', 'adapters/main.ts'], {
    env: { ...process.env, NODE_ENV: 'development', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', SEED_DEMO_DATA: 'true', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const removeFolder = () => rmSync(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
  // On the way out of the bench process nothing can be awaited: the server is killed and its folder removed at once.
  const endNow = () => {
    child.kill('SIGKILL');
    try {
      removeFolder();
    } catch {
      // a temp folder: never fail the exit over it
    }
  };
  running.add(endNow);
  const stop = async () => {
    running.delete(endNow);
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    removeFolder();
  };
  const base = `http://127.0.0.1:${port}`;
  try {
    for (let i = 0; ; i++) {
      if (child.exitCode !== null || child.signalCode !== null) throw new Error(`the server exited with ${child.exitCode ?? child.signalCode}`);
      if (await fetch(`${base}/api/v1/health/live`).then((r) => r.ok, () => false)) break;
      if (i > 1200) throw new Error('the server did not start in 120 s');
      await new Promise((r) => setTimeout(r, 100));
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { child, base, stop };
}
