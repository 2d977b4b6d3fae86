import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EntityManagerSource } from '../../adapters/persistence/mikro-orm/entity-manager-source.js';
import { PURGE_ENDED_SESSIONS_SQL } from '../../adapters/persistence/mikro-orm/mikro-orm-session.repository.js';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../support/test-database.js';

/**
 * The nightly purge of ended sessions reads the rows due through sessions_ended_idx, not the whole table. A small
 * test table would be read whole anyway, so the plan is asked for with table scans ruled out: if the index could not
 * serve the delete, the planner would still scan the table. What it picks on a full table is in docs/operations.md.
 */
describe.each(databaseKinds())('the ended sessions purge plan (%s)', (kind) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await db?.close();
  });

  it('deletes through sessions_ended_idx, one range for sign-up sessions and one for sign-in sessions', async () => {
    const source = new EntityManagerSource(db.orm);
    const plan = await source.transactional(async () => {
      const tx = source.fork();
      await tx.execute('set local enable_seqscan = off');
      const rows = await tx.execute<Array<Record<string, string>>>(`explain ${PURGE_ENDED_SESSIONS_SQL}`, [new Date(), new Date(Date.now() - 90 * 86_400_000)]);
      return rows.map((row) => Object.values(row)[0]).join('\n');
    });
    expect(plan).toContain('sessions_ended_idx');
    expect(plan).not.toMatch(/Seq Scan on sessions/);
  });
});
