import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { MikroORM } from '@mikro-orm/core';
import type { JobName, JobQueue, JobRun, Jobs } from '../../application/shared/ports/job-queue.port.js';
import type { UnitOfWork } from '../../application/shared/ports/unit-of-work.port.js';
import { InProcessJobQueue } from '../../adapters/jobs/in-process-job-queue.js';
import { DEFAULT_RETRY, type JobDefinition, type JobLog, type JobWorkers, type RecurringJob, type RetryPolicy } from '../../adapters/jobs/job-registry.js';
import { PgBossJobQueue, pgBossTargetOf } from '../../adapters/jobs/pg-boss-job-queue.js';
import { InMemoryUnitOfWork } from '../../adapters/persistence/in-memory/in-memory-unit-of-work.js';
import { EntityManagerSource } from '../../adapters/persistence/mikro-orm/entity-manager-source.js';
import { MikroOrmUnitOfWork } from '../../adapters/persistence/mikro-orm/mikro-orm-unit-of-work.js';
import { databaseKinds, openTestDatabase, serverPass, type DatabaseKind, type TestDatabase } from '../support/test-database.js';

declare module '../../application/shared/ports/job-queue.port.js' {
  interface Jobs {
    'test.committed': { n: number };
    'test.rolled-back': { n: number };
    'test.failing': { n: number };
    'test.singleton': { n: number };
    'test.once-a-window': { n: number };
    'test.later': { n: number };
    'test.shared': { n: number };
    'test.restart': { n: number };
    'test.graceful': { n: number };
    'test.follow-up': { n: number };
    'test.unhandled': { n: number };
    'test.hanging': { n: number };
    'test.scheduled': { n: number };
  }
}

type Queue = JobQueue & JobWorkers;

/** What the adapter logged, by level. */
class RecordingLog implements JobLog {
  readonly entries: Array<{ level: 'warn' | 'error'; message: string; fields?: Record<string, unknown> }> = [];
  warn(message: string, fields?: Record<string, unknown>): void {
    this.entries.push({ level: 'warn', message, fields });
  }
  error(message: string, fields?: Record<string, unknown>): void {
    this.entries.push({ level: 'error', message, fields });
  }
}

/** A handler that records every run it got. */
function recorder<N extends JobName>(name: N, options: { retry?: Partial<RetryPolicy>; work?: (payload: Jobs[N], run: JobRun) => Promise<void> } = {}) {
  const runs: Array<{ payload: Jobs[N]; run: JobRun; at: number }> = [];
  const definition: JobDefinition = {
    name,
    retry: { ...DEFAULT_RETRY, ...options.retry },
    concurrency: 2,
    deleteAfterSeconds: 3600,
    handler: (async (payload: Jobs[N], run: JobRun) => {
      runs.push({ payload, run, at: Date.now() });
      await options.work?.(payload, run);
    }) as JobDefinition['handler'],
  };
  return { definition, runs };
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Drains until `done` holds (retries and startAfter become due with time), or fails after `timeoutMs`. */
async function drainUntil(queue: Queue, done: () => boolean, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    await queue.drain();
    if (done()) return;
    if (Date.now() > deadline) throw new Error('timed out waiting for the jobs');
    await sleep(150);
  }
}

interface QueueCase {
  name: string;
  /** Durable and shared: a second queue (another app instance, or after a restart) sees the first one's jobs. */
  durable: boolean;
  /** A queue on the case's store, running `definitions` (and `schedules`); every queue made is stopped after the test. */
  make(definitions: JobDefinition[], log?: JobLog, schedules?: RecurringJob[]): Queue;
  /** Rows of a query on the case's database (the durable cases). */
  sql?(text: string): Promise<Array<Record<string, unknown>>>;
  unitOfWork(): UnitOfWork;
}

function cases(): QueueCase[] {
  const made: Queue[] = [];
  afterEach(async () => {
    await Promise.all(made.splice(0).map((queue) => queue.stop()));
  });
  const track = (queue: Queue, definitions: JobDefinition[], schedules: RecurringJob[] = []) => {
    queue.useRegistry(() => ({ handlers: definitions, schedules }));
    made.push(queue);
    return queue;
  };
  const all: QueueCase[] = [];
  if (!serverPass) {
    const unit = new InMemoryUnitOfWork([]);
    all.push({
      name: 'in process',
      durable: false,
      make: (definitions, log = new RecordingLog(), schedules = []) => track(new InProcessJobQueue(log), definitions, schedules),
      unitOfWork: () => unit,
    });
  }
  for (const kind of databaseKinds()) all.push(pgBossCase(kind, track));
  return all;
}

function pgBossCase(kind: DatabaseKind, track: (queue: Queue, definitions: JobDefinition[], schedules?: RecurringJob[]) => Queue): QueueCase {
  let db: TestDatabase | undefined;
  const state = {} as { orm: MikroORM; source: EntityManagerSource };
  beforeAll(async () => {
    db = await openTestDatabase(kind);
    state.orm = db.orm;
    state.source = new EntityManagerSource(db.orm);
  });
  afterAll(async () => {
    await db?.close();
  });
  return {
    name: `pg-boss (${kind})`,
    durable: true,
    make: (definitions, log = new RecordingLog(), schedules = []) =>
      track(
        new PgBossJobQueue({
          target: pgBossTargetOf(state.orm),
          currentTransaction: () => state.source.currentTransaction(),
          log,
          pollingIntervalSeconds: 0.5,
          idlePollingIntervalSeconds: 0.5,
          cronIntervalSeconds: 1,
        }),
        definitions,
        schedules,
      ),
    sql: (text) => state.orm.em.fork().getConnection().execute(text),
    unitOfWork: () => new MikroOrmUnitOfWork(state.source),
  };
}

describe('JobQueue contract', () => {
  for (const adapter of cases()) {
    describe(adapter.name, () => {
      it('runs a job enqueued in a committed unit of work once, after the commit', async () => {
        const job = recorder('test.committed');
        const queue = adapter.make([job.definition]);
        await queue.prepare();
        await adapter.unitOfWork().run(async () => {
          await queue.enqueue('test.committed', { n: 1 });
        });
        await queue.drain();
        await queue.drain();
        expect(job.runs.map((r) => r.payload)).toEqual([{ n: 1 }]);
        expect(job.runs[0]!.run.attempt).toBe(1);
      });

      it('never runs a job whose unit of work rolled back', async () => {
        const job = recorder('test.rolled-back');
        const queue = adapter.make([job.definition]);
        await queue.prepare();
        await expect(
          adapter.unitOfWork().run(async () => {
            await queue.enqueue('test.rolled-back', { n: 1 });
            throw new Error('the change failed');
          }),
        ).rejects.toThrow('the change failed');
        await queue.enqueue('test.rolled-back', { n: 2 }); // outside a unit: stored at once
        await queue.drain();
        expect(job.runs.map((r) => r.payload)).toEqual([{ n: 2 }]);
      });

      it('keeps a job of a nested unit only if that unit is kept and the outer one commits', async () => {
        const job = recorder('test.rolled-back');
        const queue = adapter.make([job.definition]);
        await queue.prepare();
        const unit = adapter.unitOfWork();
        await unit.run(async () => {
          await queue.enqueue('test.rolled-back', { n: 1 });
          await expect(
            unit.run(async () => {
              await queue.enqueue('test.rolled-back', { n: 2 }); // undone with its savepoint
              throw new Error('inner failure');
            }),
          ).rejects.toThrow('inner failure');
          await unit.run(() => queue.enqueue('test.rolled-back', { n: 3 })); // kept, commits with the outer unit
        });
        await expect(
          unit.run(async () => {
            await unit.run(() => queue.enqueue('test.rolled-back', { n: 4 })); // kept by its savepoint...
            throw new Error('outer failure'); // ...but the outer unit rolls back
          }),
        ).rejects.toThrow('outer failure');
        await queue.drain();
        expect(job.runs.map((r) => r.payload.n).sort()).toEqual([1, 3]);
      });

      it('retries a throwing handler with growing waits, then leaves the job failed and logs it', async () => {
        const log = new RecordingLog();
        const job = recorder('test.failing', {
          retry: { retryLimit: 2, retryDelaySeconds: 1 },
          work: async () => {
            throw new Error('provider down');
          },
        });
        const queue = adapter.make([job.definition], log);
        await queue.prepare();
        await queue.enqueue('test.failing', { n: 7 });
        await drainUntil(queue, () => log.entries.some((e) => e.level === 'error'));
        await sleep(300);
        await queue.drain();
        expect(job.runs.map((r) => r.run.attempt)).toEqual([1, 2, 3]); // the first run and two retries, no more
        expect(new Set(job.runs.map((r) => r.run.id)).size).toBe(1); // one job, whatever the attempt
        const [first, second, third] = job.runs.map((r) => r.at);
        // Backoff with jitter: 1-2 s before the first retry, 2-4 s before the second.
        expect(second! - first!).toBeGreaterThanOrEqual(900);
        expect(third! - second!).toBeGreaterThanOrEqual(1900);
        expect(log.entries.map((e) => [e.level, e.message])).toEqual([
          ['warn', 'Job failed; retrying with backoff'],
          ['warn', 'Job failed; retrying with backoff'],
          ['error', 'Job failed for good'],
        ]);
        expect(log.entries[2]!.fields).toMatchObject({ job: 'test.failing', attempt: 3 });
      }, 30_000);

      it('drops a second job with the same singletonKey while the first is queued, and takes it again once that one ran', async () => {
        const job = recorder('test.singleton');
        const queue = adapter.make([job.definition]);
        await queue.prepare();
        await queue.enqueue('test.singleton', { n: 1 }, { singletonKey: 'listing-1' });
        await queue.enqueue('test.singleton', { n: 2 }, { singletonKey: 'listing-1' });
        await queue.enqueue('test.singleton', { n: 3 }, { singletonKey: 'listing-2' });
        await queue.enqueue('test.singleton', { n: 4 }); // no key: never dropped
        await queue.drain();
        expect(job.runs.map((r) => r.payload.n).sort()).toEqual([1, 3, 4]);
        await queue.enqueue('test.singleton', { n: 5 }, { singletonKey: 'listing-1' });
        await queue.drain();
        expect(job.runs.map((r) => r.payload.n).sort()).toEqual([1, 3, 4, 5]);
      });

      it('with singletonSeconds, takes one job per key and window even after it ran, from any instance', async () => {
        if (adapter.sql) {
          // Windows of an hour of the database's clock: begin far enough from the hour's end that the test stays in one.
          const s = Number((await adapter.sql('select extract(epoch from now())::numeric % 3600 as s'))[0]!.s);
          if (3600 - s < 20) await sleep((3600 - s + 1) * 1000);
        } else if (3600 - ((Date.now() / 1000) % 3600) < 20) {
          await sleep(21_000);
        }
        const job = recorder('test.once-a-window');
        const first = adapter.make([job.definition]);
        await first.prepare();
        await first.enqueue('test.once-a-window', { n: 1 }, { singletonKey: 'start-up', singletonSeconds: 3600 });
        await first.drain();
        const again = adapter.durable ? adapter.make([job.definition]) : first; // another instance on the same database
        await again.enqueue('test.once-a-window', { n: 2 }, { singletonKey: 'start-up', singletonSeconds: 3600 });
        await first.enqueue('test.once-a-window', { n: 3 }, { singletonKey: 'start-up', singletonSeconds: 3600 });
        await again.enqueue('test.once-a-window', { n: 4 }, { singletonKey: 'other', singletonSeconds: 3600 });
        await again.drain();
        await first.drain();
        expect(job.runs.map((r) => r.payload.n).sort()).toEqual([1, 4]);
      }, 60_000);

      it('runs a job with startAfter not before that time', async () => {
        const job = recorder('test.later');
        const queue = adapter.make([job.definition]);
        await queue.prepare();
        // One clock throughout: the database's for pg-boss (it compares startAfter with now() there), this process's in memory.
        const now = adapter.sql ? new Date((await adapter.sql('select now() as now'))[0]!.now as string) : new Date();
        const startAfter = new Date(now.getTime() + 1500);
        await queue.enqueue('test.later', { n: 1 }, { startAfter });
        await queue.drain();
        expect(job.runs).toEqual([]);
        await drainUntil(queue, () => job.runs.length > 0, 10_000);
        if (adapter.sql) {
          const [row] = await adapter.sql(`select start_after, started_on from pgboss.job where name = 'test.later'`);
          expect(new Date(row!.started_on as string).getTime()).toBeGreaterThanOrEqual(new Date(row!.start_after as string).getTime());
        } else {
          expect(job.runs[0]!.at).toBeGreaterThanOrEqual(startAfter.getTime());
        }
      });

      it('stops taking jobs on stop() and lets the running one finish, taking the follow-up it enqueues meanwhile', async () => {
        let release!: () => void;
        const gate = new Promise<void>((resolve) => (release = resolve));
        let started!: () => void;
        const running = new Promise<void>((resolve) => (started = resolve));
        let finished = false;
        const job = recorder('test.graceful', {
          work: async () => {
            started();
            await gate;
            // While the queue stops: a follow-up in a unit of work goes to the stopping instance (on PGlite a fresh,
            // unprepared one would refuse an enqueue inside a unit).
            await adapter.unitOfWork().run(() => queue.enqueue('test.follow-up', { n: 1 }));
            finished = true;
          },
        });
        const followUp = recorder('test.follow-up');
        const queue = adapter.make([job.definition, followUp.definition]);
        await queue.start();
        await queue.enqueue('test.graceful', { n: 1 });
        await running;
        const stopped = queue.stop();
        await sleep(200);
        expect(finished).toBe(false); // stop() waits for it
        release();
        await stopped;
        expect(finished).toBe(true);
        if (adapter.durable) {
          // Completed, not left to run again: another instance finds only the follow-up to do.
          const again = recorder('test.graceful');
          const nextFollowUp = recorder('test.follow-up');
          const next = adapter.make([again.definition, nextFollowUp.definition]);
          await next.drain();
          expect(again.runs).toEqual([]);
          expect(nextFollowUp.runs.map((r) => r.payload)).toEqual([{ n: 1 }]);
        } else {
          await queue.drain();
          expect(followUp.runs.map((r) => r.payload)).toEqual([{ n: 1 }]);
        }
      });

      it('keeps stop(timeoutMs) within its deadline: a run still going is cut off and logged, and runs again later', async () => {
        let release!: () => void;
        const gate = new Promise<void>((resolve) => (release = resolve));
        let started!: () => void;
        const running = new Promise<void>((resolve) => (started = resolve));
        const log = new RecordingLog();
        const job = recorder('test.hanging', {
          retry: { retryDelaySeconds: 1 },
          work: async (_, run) => {
            if (run.attempt > 1) return;
            started();
            await gate;
          },
        });
        const queue = adapter.make([job.definition], log);
        await queue.start();
        await queue.enqueue('test.hanging', { n: 1 });
        await running;
        const begun = Date.now();
        try {
          await queue.stop(1500);
        } finally {
          release();
        }
        expect(Date.now() - begun).toBeLessThan(4000);
        expect(log.entries.filter((e) => e.level === 'error').map((e) => e.message)).toContain('Job queue stopped with jobs still running (cut off)');
        if (adapter.durable) {
          // pg-boss failed the cut-off run; the next instance runs it again and says why.
          const nextLog = new RecordingLog();
          const again = recorder('test.hanging');
          const next = adapter.make([again.definition], nextLog);
          await drainUntil(next, () => again.runs.length > 0);
          expect(again.runs[0]!.run.attempt).toBe(2);
          expect(nextLog.entries).toContainEqual(expect.objectContaining({ level: 'warn', message: 'Job run was cut off by the queue; running it again' }));
        }
      }, 30_000);

      it('throws at once on an enqueue of a job without a handler, inside and outside a unit of work, and refuses a schedule without one at start', async () => {
        const job = recorder('test.committed');
        const queue = adapter.make([job.definition]);
        await queue.prepare();
        await expect(queue.enqueue('test.unhandled', { n: 1 })).rejects.toThrow('No handler is registered for job "test.unhandled"');
        await expect(adapter.unitOfWork().run(() => queue.enqueue('test.unhandled', { n: 2 }))).rejects.toThrow('No handler is registered for job "test.unhandled"');
        // Nothing is held up by it: a handled job still goes through a unit and runs.
        await adapter.unitOfWork().run(() => queue.enqueue('test.committed', { n: 3 }));
        await queue.drain();
        expect(job.runs.map((r) => r.payload)).toEqual([{ n: 3 }]);
        const orphan: RecurringJob = { name: 'test.unhandled', cron: '0 8 * * *', payload: { n: 4 } };
        await expect(adapter.make([job.definition], undefined, [orphan]).start()).rejects.toThrow('Recurring job(s) without a handler: test.unhandled');
      });

      it('gives up a run that outlives its time, before the queue\'s own expiry, logs it and runs the job again', async () => {
        const log = new RecordingLog();
        let release!: () => void;
        const gate = new Promise<void>((resolve) => (release = resolve));
        const job = recorder('test.hanging', {
          retry: { expireInSeconds: 2, retryDelaySeconds: 1, retryLimit: 2 },
          work: async (_, run) => {
            if (run.attempt === 1) await gate; // the provider call that never answers
          },
        });
        const queue = adapter.make([job.definition], log);
        await queue.prepare();
        await queue.enqueue('test.hanging', { n: 1 });
        try {
          await drainUntil(queue, () => job.runs.length >= 2);
        } finally {
          release();
        }
        expect(job.runs.map((r) => r.run.attempt)).toEqual([1, 2]);
        expect(job.runs[1]!.at - job.runs[0]!.at).toBeLessThan(2000 + 2000); // given up at 1.5 s, retried 1-2 s later
        expect(log.entries.map((e) => [e.level, e.message])).toEqual([['warn', 'Job failed; retrying with backoff']]);
        expect((log.entries[0]!.fields!.err as Error).message).toBe('Job "test.hanging" did not finish within 2 s; given up (retried)');
      }, 30_000);

      it.runIf(adapter.name === 'pg-boss (pglite)')('refuses, without hanging, an enqueue inside a unit of work before the queue was prepared', async () => {
        const job = recorder('test.committed');
        const queue = adapter.make([job.definition]);
        await expect(adapter.unitOfWork().run(() => queue.enqueue('test.committed', { n: 1 }))).rejects.toThrow(
          'Job "test.committed" was enqueued before the job queue was prepared',
        );
        await queue.enqueue('test.committed', { n: 2 }); // outside a unit it prepares the queue itself
        await queue.drain();
        expect(job.runs.map((r) => r.payload)).toEqual([{ n: 2 }]);
      });

      it.runIf(adapter.durable)('sends a schedule\'s occurrence once with two instances working', async () => {
        // Occurrences of '* * * * *' are a minute apart: begin early enough in the minute (the database's) that
        // the next one cannot come within the test, so a second run can only be a duplicate.
        const second = Number((await adapter.sql!('select extract(second from now()) as s'))[0]!.s);
        if (second > 30) await sleep((61 - second) * 1000);
        const a = recorder('test.scheduled');
        const b = recorder('test.scheduled');
        const everyMinute: RecurringJob = { name: 'test.scheduled', cron: '* * * * *', payload: { n: 1 } };
        await adapter.make([a.definition], undefined, [everyMinute]).start();
        await adapter.make([b.definition], undefined, [everyMinute]).start();
        const deadline = Date.now() + 20_000;
        while (a.runs.length + b.runs.length === 0 && Date.now() < deadline) await sleep(100);
        await sleep(3000); // both instances look for due occurrences every second meanwhile
        expect([...a.runs, ...b.runs].map((r) => r.payload)).toEqual([{ n: 1 }]);
      }, 60_000);

      it.runIf(adapter.durable)('runs a job enqueued before a restart after it (the queue is in the database)', async () => {
        const before = recorder('test.restart');
        const first = adapter.make([before.definition]);
        await first.prepare();
        await first.enqueue('test.restart', { n: 42 });
        await first.stop(); // the app goes down before working it
        const after = recorder('test.restart');
        const second = adapter.make([after.definition]);
        await second.start();
        await drainUntil(second, () => after.runs.length > 0);
        expect(before.runs).toEqual([]);
        expect(after.runs.map((r) => r.payload)).toEqual([{ n: 42 }]);
      });

      it.runIf(adapter.durable)('keeps the recurring schedules in the database, in India\'s time, and drops one no longer registered', async () => {
        const job = recorder('test.committed');
        const daily: RecurringJob = { name: 'test.committed', cron: '0 8 * * *', payload: { n: 1 } };
        await adapter.make([job.definition], undefined, [daily]).start();
        expect(await adapter.sql!(`select name, cron, timezone from pgboss.schedule where name like 'test.%'`)).toEqual([
          { name: 'test.committed', cron: '0 8 * * *', timezone: 'Asia/Kolkata' },
        ]);
        await adapter.make([job.definition]).start(); // a later version without it
        expect(await adapter.sql!(`select name from pgboss.schedule where name like 'test.%'`)).toEqual([]);
      });

      it.runIf(adapter.durable)('runs each job exactly once with two instances working the same queue', async () => {
        const slow = async () => sleep(10);
        const a = recorder('test.shared', { work: slow });
        const b = recorder('test.shared', { work: slow });
        const one = adapter.make([a.definition]);
        const two = adapter.make([b.definition]);
        await one.start();
        await two.start();
        const count = 40;
        for (let n = 0; n < count; n += 1) await (n % 2 ? one : two).enqueue('test.shared', { n });
        const deadline = Date.now() + 30_000;
        while (a.runs.length + b.runs.length < count && Date.now() < deadline) await sleep(100);
        await sleep(500); // time for a wrongful second run to show
        const ran = [...a.runs, ...b.runs].map((r) => r.payload.n).sort((x, y) => x - y);
        expect(ran).toEqual(Array.from({ length: count }, (_, n) => n));
      }, 40_000);
    });
  }
});
