import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RevealRiderIdNumber } from '../../application/riders/reveal-rider-id-number.use-case.js';
import { enqueueStartUpJobs, sealingKeyOf } from '../../adapters/jobs/start-up-jobs.js';
import { JobQueue } from '../../application/shared/ports/job-queue.port.js';
import { EntityManagerSource } from '../../adapters/persistence/mikro-orm/entity-manager-source.js';
import { MikroOrmUserRepository } from '../../adapters/persistence/mikro-orm/mikro-orm-user.repository.js';
import { UserMother } from '../mothers/user.mother.js';
import { harness } from '../support/harness.js';
import { drainJobs, prepareJobs, stopJobs } from '../support/jobs.js';
import { revertFrom } from '../support/revert-migrations.js';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../support/test-database.js';

/**
 * Migration20261129120000_sealed_id_numbers on applications stored before it (numbers as typed), then a start:
 * the start-up job seals every typed number (an Aadhaar: hashed, never sealed) and clears it, so no typed ID number
 * is left in the database; the sealed ones open for an admin who asks.
 */
describe.each(databaseKinds())('the sealed ID numbers migration and the start-up seal job (%s)', (kind) => {
  let db: TestDatabase;
  let h: ReturnType<typeof harness> | undefined;
  beforeAll(async () => {
    db = await openTestDatabase(kind);
  });
  afterAll(async () => {
    if (h) await stopJobs(h.container);
    await db?.close();
  });

  const sql = (text: string, params: unknown[] = []) => db.orm.em.fork().getConnection().execute(text, params) as Promise<Array<Record<string, unknown>>>;

  it('keeps the typed numbers until the start-up job seals them; then none is left and each opens for an admin', async () => {
    const users = new MikroOrmUserRepository(new EntityManagerSource(db.orm));
    const [pan, aadhaar, admin] = [UserMother.tenant(), UserMother.tenant(), UserMother.admin()];
    for (const user of [pan, aadhaar, admin]) await users.save(user);
    await revertFrom(db.orm.migrator, 'Migration20261129120000_sealed_id_numbers');
    const insert = (id: string, userId: string, type: string, number: string) =>
      sql(
        `insert into rider_applications (id, user_id, first_name, last_name, mobile_no, city, localities, has_vehicle, availability, id_document_type, id_document_number, status, created_at, updated_at)
         values (?, ?, 'Sunil', 'Yadav', '9876543210', 'patna', '["Boring Road"]', true, '{"days":["MON"],"fromHour":9,"toHour":19}', ?, ?, 'PENDING', now(), now())`,
        [id, userId, type, number],
      );
    const [panId, aadhaarId] = ['0190aaaa-0000-7000-8000-000000000001', '0190aaaa-0000-7000-8000-000000000002'];
    await insert(panId, pan.id, 'PAN', 'ABCDE1234F');
    await insert(aadhaarId, aadhaar.id, 'AADHAAR', '234567890124');

    await db.orm.migrator.up();
    // SQL cannot seal: the migration fills the last four and leaves the typed numbers for the job.
    expect(await sql(`select id_number_last4, id_document_number, id_number_sealed from rider_applications order by id`)).toEqual([
      { id_number_last4: '234F', id_document_number: 'ABCDE1234F', id_number_sealed: null },
      { id_number_last4: '0124', id_document_number: '234567890124', id_number_sealed: null },
    ]);

    // A start: the queue is prepared, the start-up jobs enqueued, the workers run them.
    h = harness({ persistence: { kind: 'mikro-orm', orm: db.orm } });
    await prepareJobs(h.container);
    await enqueueStartUpJobs(h.container.get<JobQueue>(JobQueue), sealingKeyOf(h.config.secretBox));
    await drainJobs(h.container);

    const rows = await sql(`select id, id_document_type, id_document_number, id_number_last4, id_number_sealed, id_number_hash from rider_applications order by id`);
    expect(rows.map((r) => r.id_document_number)).toEqual([null, null]);
    expect(JSON.stringify(await sql('select * from rider_applications'))).not.toMatch(/ABCDE1234F|234567890124/);
    expect(rows[0]).toMatchObject({ id_document_type: 'PAN', id_number_last4: '234F', id_number_hash: null });
    expect(rows[0]!.id_number_sealed).toEqual(expect.any(String));
    expect(rows[1]).toMatchObject({ id_document_type: 'AADHAAR', id_number_last4: '0124', id_number_sealed: null });
    expect(rows[1]!.id_number_hash).toMatch(/^[0-9a-f]{64}$/);

    const reveal = h.container.get(RevealRiderIdNumber);
    expect(await reveal.execute({ actor: admin, applicationId: panId })).toEqual({ idDocumentType: 'PAN', number: 'ABCDE1234F', last4: '234F' });
    expect(await reveal.execute({ actor: admin, applicationId: aadhaarId })).toEqual({ idDocumentType: 'AADHAAR', number: null, last4: '0124' });

    // The next start finds nothing to do.
    await enqueueStartUpJobs(h.container.get<JobQueue>(JobQueue), sealingKeyOf(h.config.secretBox));
    await drainJobs(h.container);
    expect(await sql(`select id, id_number_sealed, id_number_hash from rider_applications order by id`)).toEqual(rows.map((r) => ({ id: r.id, id_number_sealed: r.id_number_sealed, id_number_hash: r.id_number_hash })));
  });
});
