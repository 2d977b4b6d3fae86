import type { Server, ServerResponse } from 'node:http';
import type { ServerLifecycle } from './server-lifecycle.js';

export interface ShutdownOptions {
  /** From the signal to forcing the remaining connections closed (`SHUTDOWN_TIMEOUT_MS`). */
  timeoutMs: number;
  /** From the signal to closing the port, answering readiness 503 meanwhile (`SHUTDOWN_UNREADY_DELAY_MS`); counts within timeoutMs. */
  unreadyDelayMs: number;
  lifecycle: ServerLifecycle;
  /** Run in order once no request is in flight: background work, the health probe, the database pool. Each is given its budget (ms). */
  cleanup: Array<{ name: string; run: (budgetMs: number) => Promise<void> }>;
  log: (message: string) => void;
  exit: (code: number) => void;
}

/** A second signal this soon after the first is the same Ctrl-C reaching the process twice (terminal group + a forwarding start script). */
export const DUPLICATE_SIGNAL_WINDOW_MS = 1000;
/** Clean-up steps get what is left of the deadline, but never less than this. */
const MIN_CLEANUP_MS = 1000;

/**
 * Graceful shutdown of one HTTP server. On the first SIGTERM or SIGINT:
 * 1. readiness turns false at once and every answer from then on carries `Connection: close`;
 * 2. after `unreadyDelayMs` (default 0) the port closes: new connections are refused, idle keep-alive
 *    connections are closed, each busy one closes after its answer;
 * 3. in-flight requests finish; any connection still open `timeoutMs` after the signal is cut;
 * 4. the clean-up steps run (each bounded by what is left of the deadline, at least 1 s), then the
 *    process exits 0, also when connections had to be cut (logged); 1 when a clean-up step failed.
 * A further signal more than 1 s after the first exits at once with code 1.
 */
export class GracefulShutdown {
  private readonly inFlight = new Set<ServerResponse>();
  private shuttingDown: Promise<number> | null = null;
  private firstSignalAt = 0;

  constructor(
    private readonly server: Server,
    private readonly options: ShutdownOptions,
  ) {
    // Before the application's own listener, so the header is set before any answer can be written.
    server.prependListener('request', (_request, response: ServerResponse) => this.track(response));
  }

  /** Handles SIGTERM and SIGINT (the signal reaches this process whichever way it was started). */
  handleSignals(signals: NodeJS.Signals[] = ['SIGTERM', 'SIGINT']): void {
    for (const signal of signals) process.on(signal, () => this.onSignal(signal));
  }

  onSignal(signal: string): void {
    if (!this.shuttingDown) {
      this.firstSignalAt = Date.now();
      this.options.log(`${signal}: shutting down (readiness off, finishing in-flight requests within ${this.options.timeoutMs} ms)`);
      void this.shutdown().then((code) => this.options.exit(code));
      return;
    }
    if (Date.now() - this.firstSignalAt < DUPLICATE_SIGNAL_WINDOW_MS) return;
    this.options.log(`${signal} again: exiting now without waiting for in-flight requests`);
    this.options.exit(1);
  }

  /** Runs the shutdown once; resolves to the exit code. */
  shutdown(): Promise<number> {
    this.shuttingDown ??= this.run();
    return this.shuttingDown;
  }

  private track(response: ServerResponse): void {
    if (this.options.lifecycle.draining) closeAfter(response);
    this.inFlight.add(response);
    response.once('close', () => {
      this.inFlight.delete(response);
      // A connection whose answer went out before draining began is kept alive by Node: close it now it is idle.
      if (this.options.lifecycle.draining) setImmediate(() => this.server.closeIdleConnections());
    });
  }

  private async run(): Promise<number> {
    const { timeoutMs, unreadyDelayMs, lifecycle, log } = this.options;
    const deadline = Date.now() + timeoutMs;
    lifecycle.beginDraining();
    for (const response of this.inFlight) closeAfter(response);

    let cut = 0;
    const force = setTimeout(() => {
      cut = this.inFlight.size;
      log(`Shutdown deadline (${timeoutMs} ms) passed: cutting ${cut} unfinished request(s)`);
      this.server.closeAllConnections();
    }, timeoutMs);

    if (unreadyDelayMs > 0) await sleep(unreadyDelayMs);
    await new Promise<void>((resolve) => {
      this.server.close(() => resolve());
      this.server.closeIdleConnections();
    });
    clearTimeout(force);
    if (cut === 0) log('Every in-flight request answered: closing resources');

    let code = 0;
    for (const step of this.options.cleanup) {
      const budget = Math.max(deadline - Date.now(), MIN_CLEANUP_MS);
      try {
        const finished = await Promise.race([step.run(budget).then(() => true), sleep(budget).then(() => false)]);
        if (!finished) log(`Shutdown: ${step.name} did not finish within ${budget} ms, going on`);
      } catch (error) {
        log(`Shutdown: ${step.name} failed: ${error instanceof Error ? error.message : String(error)}`);
        code = 1;
      }
    }
    log(`Shut down${cut ? ` (${cut} request(s) cut at the deadline)` : ''}`);
    return code;
  }
}

/** Tells the client this connection ends with this answer (unless the answer's head is already out). */
function closeAfter(response: ServerResponse): void {
  if (!response.headersSent) response.setHeader('Connection', 'close');
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms).unref());
}
