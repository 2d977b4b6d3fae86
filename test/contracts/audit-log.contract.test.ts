import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { InMemoryAuditLog } from '../../adapters/persistence/in-memory/in-memory-audit-log.js';
import { InMemoryUnitOfWork } from '../../adapters/persistence/in-memory/in-memory-unit-of-work.js';
import type { EntityManagerSource } from '../../adapters/persistence/mikro-orm/entity-manager-source.js';
import { MikroOrmUnitOfWork } from '../../adapters/persistence/mikro-orm/mikro-orm-unit-of-work.js';
import { PostgresAuditLog } from '../../adapters/persistence/mikro-orm/postgres-audit-log.js';
import type { AuditFilter, AuditLog } from '../../application/audit/ports/audit-log.port.js';
import type { ListQuery } from '../../application/shared/list-query.js';
import type { UnitOfWork } from '../../application/shared/ports/unit-of-work.port.js';
import type { AuditRecord } from '../../domain/audit/audit-entry.js';
import { RETENTION, yearsBefore } from '../../domain/shared/retention.js';
import { adapterCases } from './repository-adapters.js';

const T0 = new Date('2026-11-29T10:00:00Z').getTime();
const at = (minutes: number) => new Date(T0 + minutes * 60_000);

interface Subject {
  log: AuditLog;
  unitOfWork: UnitOfWork;
  /** The SQL adapter's source (raw statements against audit_log), absent in memory. */
  source?: EntityManagerSource;
}

/** The address every entry of these tests is recorded from (the request being served, as the adapter is told). */
const FROM = '203.0.113.7';

describe('AuditLog contract', () => {
  const cases = adapterCases<Subject>(
    () => {
      const log = new InMemoryAuditLog(() => FROM);
      return { log, unitOfWork: new InMemoryUnitOfWork([log]) };
    },
    (source) => ({ log: new PostgresAuditLog(source, () => FROM), unitOfWork: new MikroOrmUnitOfWork(source), source }),
  );

  for (const adapter of cases) {
    describe(adapter.name, () => {
      /** The table is never emptied (it refuses to be): each test reads only its own actor's entries. */
      const list = (log: AuditLog, filter: AuditFilter, more: Partial<ListQuery<AuditFilter, 'at'>> = {}) =>
        log.list({ filter, sort: { field: 'at', order: 'DESC' }, offset: 0, limit: 50, ...more });
      const entry = (actorId: string, minutes: number, over: Partial<AuditRecord> = {}): AuditRecord => ({
        actorId,
        action: 'USER_BLOCKED',
        subject: { type: 'USER', id: randomUUID() },
        detail: { reason: 'Fake listings' },
        at: at(minutes),
        ...over,
      });

      it('records an entry and reads it back with who, when, what, to what, the detail and from where', async () => {
        const { log } = await adapter.make();
        const actorId = randomUUID();
        const subjectId = randomUUID();
        await log.record({ actorId, action: 'PROPERTY_STATE_CHANGED', subject: { type: 'PROPERTY', id: subjectId }, detail: { action: 'reject', from: 'PENDING', to: 'REJECTED', reason: 'Photos blurred', count: 2, final: true, none: null }, at: at(1) });
        const page = await list(log, { actorId });
        expect(page.total).toBe(1);
        expect(page.items[0]).toMatchObject({
          actorId,
          action: 'PROPERTY_STATE_CHANGED',
          subject: { type: 'PROPERTY', id: subjectId },
          detail: { action: 'reject', from: 'PENDING', to: 'REJECTED', reason: 'Photos blurred', count: 2, final: true, none: null },
          from: FROM,
        });
        expect(page.items[0]!.at.getTime()).toBe(at(1).getTime());
        expect(page.items[0]!.id).toMatch(/^[0-9a-f-]{36}$/);
      });

      it('keeps an entry with no subject id (a people export) and no detail', async () => {
        const { log } = await adapter.make();
        const actorId = randomUUID();
        await log.record({ actorId, action: 'PEOPLE_EXPORTED', subject: { type: 'PEOPLE', id: null }, at: at(2) });
        const [found] = (await list(log, { actorId })).items;
        expect(found).toMatchObject({ action: 'PEOPLE_EXPORTED', subject: { type: 'PEOPLE', id: null } });
      });

      it('filters by actor, action, subject type, subject id and a time range [from, to)', async () => {
        const { log } = await adapter.make();
        const [a, b] = [randomUUID(), randomUUID()];
        const user = randomUUID();
        const listing = randomUUID();
        await log.record(entry(a, 0, { subject: { type: 'USER', id: user } }));
        await log.record(entry(a, 10, { action: 'USER_UNBLOCKED', subject: { type: 'USER', id: user } }));
        await log.record(entry(a, 20, { action: 'PROPERTY_VERIFIED', subject: { type: 'PROPERTY', id: listing } }));
        await log.record(entry(b, 30, { action: 'PROPERTY_VERIFIED', subject: { type: 'PROPERTY', id: listing } }));
        const actions = async (filter: AuditFilter) => (await list(log, filter)).items.map((e) => `${e.actorId === a ? 'a' : 'b'}:${e.action}`);

        expect(await actions({ actorId: a })).toEqual(['a:PROPERTY_VERIFIED', 'a:USER_UNBLOCKED', 'a:USER_BLOCKED']);
        expect(await actions({ actorId: a, action: 'USER_BLOCKED' })).toEqual(['a:USER_BLOCKED']);
        expect(await actions({ subjectId: listing })).toEqual(['b:PROPERTY_VERIFIED', 'a:PROPERTY_VERIFIED']);
        expect(await actions({ actorId: a, subjectType: 'USER' })).toEqual(['a:USER_UNBLOCKED', 'a:USER_BLOCKED']);
        expect(await actions({ subjectType: 'USER', subjectId: user })).toEqual(['a:USER_UNBLOCKED', 'a:USER_BLOCKED']);
        // From inclusive, to exclusive: 10 and 20 of a's 0, 10, 20.
        expect(await actions({ actorId: a, from: at(10), to: at(30) })).toEqual(['a:PROPERTY_VERIFIED', 'a:USER_UNBLOCKED']);
        expect(await actions({ actorId: a, from: at(10), to: at(20) })).toEqual(['a:USER_UNBLOCKED']);
        expect(await actions({ actorId: randomUUID() })).toEqual([]);
      });

      it('sorts by when (newest first or oldest first) and pages with the total of all matches', async () => {
        const { log } = await adapter.make();
        const actorId = randomUUID();
        // Recorded out of order: the list orders by `at`, not by insertion.
        for (const minute of [3, 1, 4, 0, 2]) await log.record(entry(actorId, minute, { detail: { n: minute } }));
        const minutes = (items: { detail?: Record<string, unknown> }[]) => items.map((e) => e.detail?.n);
        const newest = await list(log, { actorId }, { limit: 2 });
        expect(newest.total).toBe(5);
        expect(minutes(newest.items)).toEqual([4, 3]);
        expect(minutes((await list(log, { actorId }, { offset: 2, limit: 2 })).items)).toEqual([2, 1]);
        expect(minutes((await list(log, { actorId }, { offset: 4, limit: 2 })).items)).toEqual([0]);
        const oldest = await list(log, { actorId }, { sort: { field: 'at', order: 'ASC' }, limit: 3 });
        expect(minutes(oldest.items)).toEqual([0, 1, 2]);
        expect(oldest.total).toBe(5);
      });

      it("joins the caller's unit of work: an entry recorded in work that fails is gone with it", async () => {
        const { log, unitOfWork } = await adapter.make();
        const actorId = randomUUID();
        await expect(
          unitOfWork.run(async () => {
            await log.record(entry(actorId, 0));
            throw new Error('the action failed after its entry');
          }),
        ).rejects.toThrow('the action failed');
        await unitOfWork.run(() => log.record(entry(actorId, 1, { action: 'USER_UNBLOCKED' })));
        expect((await list(log, { actorId })).items.map((e) => e.action)).toEqual(['USER_UNBLOCKED']);
      });

      it('purges the entries past the retention (3 years) and keeps the newer ones', async () => {
        const { log } = await adapter.make();
        const actorId = randomUUID();
        // Real time: the database's floor reads its own clock.
        const now = new Date();
        await log.record(entry(actorId, 0, { at: yearsBefore(now, RETENTION.auditLogYears + 1), detail: { n: 'old' } }));
        await log.record(entry(actorId, 0, { at: new Date(yearsBefore(now, RETENTION.auditLogYears).getTime() + 86_400_000), detail: { n: 'almost' } }));
        await log.record(entry(actorId, 0, { at: now, detail: { n: 'new' } }));
        expect(await log.purge(yearsBefore(now, RETENTION.auditLogYears))).toBeGreaterThanOrEqual(1);
        expect((await list(log, { actorId })).items.map((e) => e.detail?.n)).toEqual(['new', 'almost']);
      });

      if (adapter.name.startsWith('mikro-orm')) {
        it('purges only through audit_log_purge, never younger than its own 3-year floor; an ordinary DELETE of an old entry is still refused', async () => {
          const { log, source } = await adapter.make();
          const actorId = randomUUID();
          const now = new Date();
          await log.record(entry(actorId, 0, { at: yearsBefore(now, RETENTION.auditLogYears + 1), detail: { n: 'old' } }));
          await log.record(entry(actorId, 0, { at: yearsBefore(now, 1), detail: { n: 'young' } }));
          const sql = (text: string, params: unknown[] = [actorId]) => source!.fork().execute(text, params);
          await expect(sql('delete from audit_log where actor_id = ?')).rejects.toThrow(/append-only/);
          // Claiming to be the purge is not enough for a young entry: the trigger checks its age too.
          await expect(
            source!.fork().transactional(async (em) => {
              await em.execute(`select set_config('audit_log.purge', 'on', true)`);
              await em.execute('delete from audit_log where actor_id = ? and at > ?', [actorId, yearsBefore(now, 2)]);
            }),
          ).rejects.toThrow(/append-only/);
          expect((await list(log, { actorId })).total).toBe(2);
          // A cutoff of now (a wrong clock, a wrong number) still leaves everything younger than 3 years.
          await log.purge(new Date(now.getTime() + 86_400_000));
          expect((await list(log, { actorId })).items.map((e) => e.detail?.n)).toEqual(['young']);
          await expect(sql('update audit_log set detail = ?::jsonb where actor_id = ?', ['{}', actorId])).rejects.toThrow(/append-only/);
        });

        it('is append-only in the database: UPDATE, DELETE and TRUNCATE of audit_log are refused, the row stays as recorded', async () => {
          const { log, source } = await adapter.make();
          const actorId = randomUUID();
          await log.record(entry(actorId, 0, { detail: { reason: 'Fake listings' } }));
          const sql = (text: string) => source!.fork().execute(text, [actorId]);
          await expect(sql(`update audit_log set detail = '{"reason":"nothing"}'::jsonb where actor_id = ?`)).rejects.toThrow(/append-only/);
          await expect(sql(`update audit_log set actor_id = gen_random_uuid() where actor_id = ?`)).rejects.toThrow(/append-only/);
          await expect(sql('delete from audit_log where actor_id = ?')).rejects.toThrow(/append-only/);
          await expect(source!.fork().execute('truncate table audit_log')).rejects.toThrow(/append-only/);
          const [kept] = (await list(log, { actorId })).items;
          expect(kept).toMatchObject({ actorId, action: 'USER_BLOCKED', detail: { reason: 'Fake listings' } });
        });
      }
    });
  }
});
