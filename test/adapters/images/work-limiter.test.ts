import { describe, expect, it } from 'vitest';
import { WorkLimiter, WorkQueueFullError } from '../../../adapters/images/work-limiter.js';

const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
};

describe('WorkLimiter', () => {
  it('runs at most `limit` jobs at once, starts the waiting ones in arrival order, and frees a slot when a job fails', async () => {
    const limiter = new WorkLimiter(2);
    const gates = [deferred(), deferred(), deferred(), deferred()];
    const started: number[] = [];
    const jobs = gates.map((gate, i) =>
      limiter.run(async () => {
        started.push(i);
        await gate.promise;
        if (i === 0) throw new Error('bad photo');
        return i;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    expect(limiter.load).toEqual({ running: 2, waiting: 2 });
    gates[0]!.resolve();
    await expect(jobs[0]).rejects.toThrow('bad photo');
    expect(started).toEqual([0, 1, 2]);
    gates[1]!.resolve();
    gates[2]!.resolve();
    gates[3]!.resolve();
    expect(await Promise.all(jobs.slice(1))).toEqual([1, 2, 3]);
    expect(limiter.load).toEqual({ running: 0, waiting: 0 });
  });

  it('needs a limit of at least one', () => {
    expect(() => new WorkLimiter(0)).toThrow(RangeError);
  });

  it('with a bounded line, refuses a job at once when that many are waiting already, and takes jobs again once it moves', async () => {
    const limiter = new WorkLimiter(1, 2);
    const gate = deferred();
    const jobs = [0, 1, 2].map((i) => limiter.run(async () => (await gate.promise, i)));
    await Promise.resolve();
    expect(limiter.load).toEqual({ running: 1, waiting: 2 });
    await expect(limiter.run(async () => 'refused')).rejects.toBeInstanceOf(WorkQueueFullError);
    expect(limiter.load).toEqual({ running: 1, waiting: 2 });
    gate.resolve();
    expect(await Promise.all(jobs)).toEqual([0, 1, 2]);
    expect(await limiter.run(async () => 'taken')).toBe('taken');
    expect(limiter.load).toEqual({ running: 0, waiting: 0 });
  });
});
