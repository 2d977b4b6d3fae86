import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { JobName } from '../../application/shared/ports/job-queue.port.js';
import { DEFAULT_RETRY, type JobDefinition } from '../../adapters/jobs/job-registry.js';
import { PgBossJobQueue, pgBossTargetOf } from '../../adapters/jobs/pg-boss-job-queue.js';
import { enqueueStartUpJobs, sealingKeyOf, START_UP_WINDOW_SECONDS } from '../../adapters/jobs/start-up-jobs.js';
import { EntityManagerSource } from '../../adapters/persistence/mikro-orm/entity-manager-source.js';
import { testConfig } from '../support/harness.js';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../support/test-database.js';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const quiet = { warn() {}, error() {} };

/**
 * The start-up jobs on the queue every instance shares: however many instances start (a rolling deploy), the day's
 * run of each happens once; a start that puts a new sealing key first gets its own re-seal run.
 */
describe.each(databaseKinds())('the start-up jobs across app instances (%s)', (kind) => {
  let db: TestDatabase;
  let source: EntityManagerSource;
  const queues: PgBossJobQueue[] = [];
  const runs: Record<string, string[]> = {};

  beforeAll(async () => {
    db = await openTestDatabase(kind);
    source = new EntityManagerSource(db.orm);
  });
  afterEach(async () => {
    await Promise.all(queues.splice(0).map((queue) => queue.stop()));
  });
  afterAll(async () => {
    await db?.close();
  });

  /** One app instance's queue, recording which instance ran which job. */
  const instance = (label: string) => {
    const handler = (name: JobName): JobDefinition => ({
      name,
      retry: DEFAULT_RETRY,
      concurrency: 1,
      deleteAfterSeconds: 3600,
      handler: (async () => {
        (runs[name] ??= []).push(label);
      }) as JobDefinition['handler'],
    });
    const queue = new PgBossJobQueue({ target: pgBossTargetOf(db.orm), currentTransaction: () => source.currentTransaction(), log: quiet, pollingIntervalSeconds: 0.5 });
    queue.useRegistry(() => ({ handlers: [handler('rider-ids.seal-plain'), handler('secrets.reseal')], schedules: [] }));
    queues.push(queue);
    return queue;
  };

  it('two instances start: each start-up job runs once, and a later start the same day with the same key runs none', async () => {
    // Windows are whole days of the database's clock: begin far enough from midnight UTC that the test stays in one.
    const [{ s }] = (await db.orm.em.fork().getConnection().execute(`select extract(epoch from now())::numeric % ${START_UP_WINDOW_SECONDS} as s`)) as Array<{ s: number }>;
    if (START_UP_WINDOW_SECONDS - Number(s) < 30) await sleep((START_UP_WINDOW_SECONDS - Number(s) + 1) * 1000);
    const key = sealingKeyOf(testConfig().secretBox);
    const [a, b] = [instance('a'), instance('b')];
    await a.prepare();
    await b.prepare();
    await Promise.all([enqueueStartUpJobs(a, key), enqueueStartUpJobs(b, key)]);
    await Promise.all([a.drain(), b.drain()]);
    expect(runs['rider-ids.seal-plain']).toHaveLength(1);
    expect(runs['secrets.reseal']).toHaveLength(1);

    // A third instance starts after both runs completed: nothing to run again.
    const c = instance('c');
    await enqueueStartUpJobs(c, key);
    await c.drain();
    expect(runs['rider-ids.seal-plain']).toHaveLength(1);
    expect(runs['secrets.reseal']).toHaveLength(1);

    // A restart with a new key first: the re-seal runs at once, for that key, once.
    const [d, e] = [instance('d'), instance('e')];
    await enqueueStartUpJobs(d, 'local:k2027');
    await enqueueStartUpJobs(e, 'local:k2027');
    await Promise.all([d.drain(), e.drain()]);
    expect(runs['secrets.reseal']).toHaveLength(2);
    expect(runs['rider-ids.seal-plain']).toHaveLength(1);
  }, 60_000);
});
