import { outsideUnitOfWork } from '../persistence/unit-of-work-scope.js';

/**
 * Runs work in this process on a later turn of the event loop, keeps track of what is still running, and reports
 * failures. `drain()` resolves once nothing is pending, including work started while draining: graceful shutdown
 * awaits it. Work handed off from inside a unit of work starts outside it (it keeps the log context): its writes
 * neither join the unit's transaction nor roll back with it, and it may charge rate limits.
 *
 * Work still pending when the process dies is lost, so the product's background work (every SMS and mail,
 * alert matching, reminders) is durable jobs instead (JobQueue, ADR 0010). This serves only main.ts's start-up
 * chore that is redone on the next start anyway (the demo listings' photos).
 */
export class InProcessBackgroundWork {
  private readonly pending = new Set<Promise<void>>();

  constructor(private readonly report: (name: string, error: unknown) => void = defaultReport) {}

  run(name: string, work: () => Promise<void>): void {
    const task: Promise<void> = outsideUnitOfWork(() =>
      new Promise<void>((resolve) => setImmediate(resolve))
        .then(work)
        .catch((error: unknown) => this.report(name, error))
        .finally(() => this.pending.delete(task)),
    );
    this.pending.add(task);
  }

  /** How many pieces of work are still running. */
  get size(): number {
    return this.pending.size;
  }

  async drain(): Promise<void> {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
  }
}

function defaultReport(name: string, error: unknown): void {
  console.error(`Background work "${name}" failed:`, error);
}
