import { describe, expect, it } from 'vitest';
import type { LeadRepository } from '../../application/leads/ports/lead.repository.port.js';
import type { UserRepository } from '../../application/users/ports/user.repository.port.js';
import { UserMother } from '../mothers/user.mother.js';
import { Lead } from '../../domain/leads/lead.js';
import { ConcurrentModificationError } from '../../domain/shared/domain-error.js';
import { LeadMother } from '../mothers/lead.mother.js';
import type { AdapterCase } from './repository-adapters.js';

const newest = { field: 'createdAt', order: 'DESC' } as const;

export function leadRepositoryContract(adapter: AdapterCase<{ leads: LeadRepository; users: UserRepository }>) {
  /** A stored admin to record status changes against (the SQL adapter enforces the reference). */
  const withAdmin = async () => {
    const { leads, users } = await adapter.make();
    const admin = UserMother.admin();
    await users.save(admin);
    return { repo: leads, adminId: admin.id };
  };

  describe(`LeadRepository: ${adapter.name}`, () => {
    it('purges: deletes leads made before a date, clears the address of those made before another, keeps the rest', async () => {
      const { repo } = await withAdmin();
      const old = LeadMother.with({ clientIp: '198.51.100.1' }, new Date('2019-01-10T00:00:00Z'));
      const middle = LeadMother.with({ clientIp: '198.51.100.2' }, new Date('2019-03-10T00:00:00Z'));
      const recent = LeadMother.with({ clientIp: '198.51.100.3' }, new Date('2019-06-10T00:00:00Z'));
      for (const lead of [old, middle, recent]) await repo.save(lead);
      expect(await repo.purge(new Date('2019-02-01T00:00:00Z'), new Date('2019-05-01T00:00:00Z'))).toEqual({ deleted: 1, addressesCleared: 1 });
      expect(await repo.findById(old.id)).toBeNull();
      expect((await repo.findById(middle.id))!.clientIp).toBeNull();
      expect((await repo.findById(recent.id))!.clientIp).toBe('198.51.100.3');
      expect(await repo.purge(new Date('2019-02-01T00:00:00Z'), new Date('2019-05-01T00:00:00Z'))).toEqual({ deleted: 0, addressesCleared: 0 });
    });

    it('saves, finds and updates a lead', async () => {
      const { repo, adminId } = await withAdmin();
      const lead = LeadMother.with({ email: 'a@example.com' });
      await repo.save(lead);
      const found = (await repo.findById(lead.id))!;
      expect(found).toBeInstanceOf(Lead);
      expect(found).toMatchObject({ firstName: 'Ankit', status: 'NEW', email: 'a@example.com', propertyId: null });
      found.changeStatus('CONTACTED', adminId, new Date('2026-11-22T10:00:00Z'));
      await repo.save(found);
      const again = (await repo.findById(lead.id))!;
      expect(again.status).toBe('CONTACTED');
      expect(again.statusChangedAt!.toISOString()).toBe('2026-11-22T10:00:00.000Z');
      expect(again.nextStatuses).toContain('FOLLOW_UP');
      expect(await repo.findById('0190f0a0-0000-7000-8000-00000000ffff')).toBeNull();
    });

    it('filters by type, status and whether it came from a property; searches; pages newest first', async () => {
      const { repo, adminId } = await withAdmin();
      const t0 = new Date('2026-11-01T00:00:00Z').getTime();
      const leads = [
        LeadMother.with({ firstName: 'Asha', type: 'TENANT' }, new Date(t0 + 1000)),
        LeadMother.with({ firstName: 'Bina', type: 'OWNER' }, new Date(t0 + 2000)),
        LeadMother.property({ firstName: 'Chandan' }, new Date(t0 + 3000)),
        LeadMother.with({ firstName: 'Dinesh', type: 'TENANT', email: 'dinesh@example.com' }, new Date(t0 + 4000)),
      ];
      leads[3]!.changeStatus('CLOSED', adminId, new Date(t0 + 5000));
      for (const lead of leads) await repo.save(lead);
      const names = async (query: Partial<Parameters<LeadRepository['list']>[0]>) =>
        (await repo.list({ filter: {}, sort: newest, offset: 0, limit: 10, ...query })).items.map((l) => l.firstName);
      expect(await names({})).toEqual(['Dinesh', 'Chandan', 'Bina', 'Asha']);
      expect(await names({ filter: { type: 'TENANT' } })).toEqual(['Dinesh', 'Asha']);
      expect(await names({ filter: { status: 'CLOSED' } })).toEqual(['Dinesh']);
      expect(await names({ filter: { hasProperty: false } })).toEqual(['Dinesh', 'Bina', 'Asha']);
      expect(await names({ filter: { hasProperty: true } })).toEqual(['Chandan']);
      expect(await names({ search: 'DINESH@EXAMPLE' })).toEqual(['Dinesh']);
      expect(await names({ search: leads[1]!.mobileNo })).toEqual(['Bina']);
      const page = await repo.list({ filter: {}, sort: newest, offset: 1, limit: 2 });
      expect(page.total).toBe(4);
      expect(page.items.map((l) => l.firstName)).toEqual(['Chandan', 'Bina']);
    });

    it('stores a lead with its Idempotency-Key once; the key finds it again with its request fingerprint', async () => {
      const { repo, adminId } = await withAdmin();
      const first = LeadMother.with({ firstName: 'Asha' });
      expect(await repo.insertOnce(first, { key: 'retry-me-1', fingerprint: 'a'.repeat(64) })).toBeNull();
      expect(first.version).toBe(1);

      const twin = LeadMother.with({ firstName: 'Bina' });
      const holder = (await repo.insertOnce(twin, { key: 'retry-me-1', fingerprint: 'b'.repeat(64) }))!;
      expect(holder.record).toBeInstanceOf(Lead);
      expect(holder).toMatchObject({ record: { id: first.id, firstName: 'Asha' }, fingerprint: 'a'.repeat(64) });
      expect(twin.version).toBe(0);
      expect(await repo.findById(twin.id)).toBeNull();

      const found = (await repo.findByIdempotencyKey('retry-me-1'))!;
      expect(found).toMatchObject({ record: { id: first.id, firstName: 'Asha' }, fingerprint: 'a'.repeat(64) });
      expect(await repo.findByIdempotencyKey('retry-me-2')).toBeNull();
      expect(await repo.findByIdempotencyKey('RETRY-ME-1')).toBeNull();

      // Worked like any lead, it keeps its key; a lead saved without a key holds none.
      found.record.changeStatus('CONTACTED', adminId, new Date('2026-11-22T10:00:00Z'));
      await repo.save(found.record);
      expect((await repo.findByIdempotencyKey('retry-me-1'))!.record.status).toBe('CONTACTED');
      await repo.save(LeadMother.with({ firstName: 'Chandan' }));
      expect(await repo.insertOnce(LeadMother.with({ firstName: 'Dinesh' }), { key: 'retry-me-2', fingerprint: 'c'.repeat(64) })).toBeNull();
      const all = await repo.list({ filter: {}, sort: newest, offset: 0, limit: 10 });
      expect(all.items.map((l) => l.firstName).sort()).toEqual(['Asha', 'Chandan', 'Dinesh']);
    });

    it('20 racing inserts with one key store exactly one lead, and every loser gets that lead', async () => {
      const { repo } = await withAdmin();
      const racers = Array.from({ length: 20 }, (_, i) => LeadMother.with({ description: `racer ${i}` }));
      const results = await Promise.all(racers.map((lead) => repo.insertOnce(lead, { key: 'one-key', fingerprint: 'f'.repeat(64) })));
      const winners = racers.filter((_, i) => results[i] === null);
      expect(winners).toHaveLength(1);
      expect(new Set(results.filter((r) => r !== null).map((r) => r!.record.id))).toEqual(new Set([winners[0]!.id]));
      expect((await repo.list({ filter: {}, sort: newest, offset: 0, limit: 50 })).total).toBe(1);
    });
    it("a visit's lead: found by its visit, one per visit, first in the queue (priority, then newest), filtered apart from callbacks", async () => {
      const { repo, adminId } = await withAdmin();
      const visitId = '0190f0a0-0000-7000-8000-00000000a1a1';
      const older = LeadMother.with({ firstName: 'Older' }, new Date('2026-11-20T09:00:00Z'));
      await repo.save(older);
      const fromVisit = Lead.fromVisitInterest({ visitId, propertyId: '0190f0a0-0000-7000-8000-000000000001', firstName: 'Neha', lastName: 'Sinha', mobileNo: '9801000011' }, new Date('2026-11-21T09:00:00Z'));
      await repo.save(fromVisit);
      const newer = LeadMother.with({ firstName: 'Newer' }, new Date('2026-11-22T09:00:00Z'));
      await repo.save(newer);

      expect(await repo.findByVisitId(visitId)).toMatchObject({ id: fromVisit.id, visitId, priority: 10, type: 'PROPERTY', status: 'NEW' });
      expect(await repo.findByVisitId('0190f0a0-0000-7000-8000-00000000b2b2')).toBeNull();
      expect((await repo.findById(older.id))!).toMatchObject({ visitId: null, priority: 0 });

      const queue = await repo.list({ filter: {}, sort: { field: 'priority', order: 'DESC' }, offset: 0, limit: 10 });
      expect(queue.items.map((l) => l.firstName)).toEqual(['Neha', 'Newer', 'Older']);
      expect((await repo.list({ filter: { fromVisit: true }, sort: newest, offset: 0, limit: 10 })).items.map((l) => l.id)).toEqual([fromVisit.id]);
      expect((await repo.list({ filter: { fromVisit: false }, sort: newest, offset: 0, limit: 10 })).total).toBe(2);

      const twin = Lead.fromVisitInterest({ visitId, propertyId: '0190f0a0-0000-7000-8000-000000000001', firstName: 'Neha', lastName: 'Sinha', mobileNo: '9801000011' }, new Date('2026-11-21T09:00:01Z'));
      await expect(repo.save(twin)).rejects.toBeInstanceOf(ConcurrentModificationError);
      // The stored one still moves (the index refuses a second lead, not an update).
      const stored = (await repo.findByVisitId(visitId))!;
      expect(stored.withdrawInterest(adminId, new Date('2026-11-23T09:00:00Z'))).toBe(true);
      await repo.save(stored);
      expect((await repo.findByVisitId(visitId))!.status).toBe('CLOSED');
    });

    it('late first: those still NEW made at or before the cut-off, oldest first, then the queue; the page spans the seam', async () => {
      const { repo, adminId } = await withAdmin();
      const at = (hour: number) => new Date(Date.UTC(2026, 10, 20, hour));
      const lateOld = LeadMother.with({ firstName: 'LateOld' }, at(1));
      const lateAtCutoff = LeadMother.with({ firstName: 'LateAtCutoff' }, at(5));
      const answered = LeadMother.with({ firstName: 'Answered' }, at(0));
      answered.changeStatus('CONTACTED', adminId, at(2));
      const fresh = LeadMother.with({ firstName: 'Fresh' }, at(9));
      const visit = Lead.fromVisitInterest({ visitId: '0190f0a0-0000-7000-8000-00000000c3c3', propertyId: '0190f0a0-0000-7000-8000-000000000001', firstName: 'Visit', lastName: 'Sinha', mobileNo: '9801000011' }, at(8));
      for (const lead of [lateAtCutoff, answered, fresh, lateOld, visit]) await repo.save(lead);
      const lateFirst = (offset: number, limit: number, filter = {}) => repo.list({ filter, sort: { field: 'lateFirst', order: 'ASC' }, lateBefore: at(5), offset, limit });

      const all = await lateFirst(0, 10);
      expect(all.items.map((l) => l.firstName)).toEqual(['LateOld', 'LateAtCutoff', 'Visit', 'Fresh', 'Answered']);
      expect(all.total).toBe(5);
      expect((await lateFirst(1, 2)).items.map((l) => l.firstName)).toEqual(['LateAtCutoff', 'Visit']);
      expect((await lateFirst(3, 5)).items.map((l) => l.firstName)).toEqual(['Fresh', 'Answered']);
      expect(await lateFirst(10, 5)).toEqual({ items: [], total: 5 });
      expect((await lateFirst(0, 10, { status: 'CONTACTED' })).items.map((l) => l.firstName)).toEqual(['Answered']);
    });
  });
}
