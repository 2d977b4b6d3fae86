/** A bounded WorkLimiter's line is full: the job was not taken (the caller says "busy, try again later"). */
export class WorkQueueFullError extends Error {
  constructor() {
    super('Too much work waiting; try again shortly.');
  }
}

/**
 * At most `limit` jobs run at once in this process; the others wait their turn in arrival order. Image
 * decoding uses this to bound memory: N photos decode together whatever the number of parallel uploads.
 * With `maxWaiting`, at most that many wait: a job beyond them is refused at once (WorkQueueFullError).
 * (Per-process work limiting, not shared state: every instance has its own.)
 */
export class WorkLimiter {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(
    readonly limit: number,
    readonly maxWaiting = Number.POSITIVE_INFINITY,
  ) {
    if (!Number.isInteger(limit) || limit < 1) throw new RangeError('WorkLimiter needs a limit of at least 1');
  }

  async run<T>(job: () => Promise<T>): Promise<T> {
    if (this.running >= this.limit) {
      if (this.waiting.length >= this.maxWaiting) throw new WorkQueueFullError();
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else this.running += 1;
    try {
      return await job();
    } finally {
      // Hand the slot straight to the next in line (running stays the same), or free it.
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }

  /** Jobs running and waiting now (for tests and diagnostics). */
  get load(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }
}
