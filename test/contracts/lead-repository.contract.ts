import { describe, expect, it } from 'vitest';
import type { LeadRepository } from '../../application/leads/ports/lead.repository.port.js';
import type { UserRepository } from '../../application/users/ports/user.repository.port.js';
import { UserMother } from '../mothers/user.mother.js';
import { Lead } from '../../domain/leads/lead.js';
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
  });
}
