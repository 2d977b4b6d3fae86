import { describe, expect, it } from 'vitest';
import type { PropertyRequestRepository } from '../../application/property-requests/ports/property-request.repository.port.js';
import type { UserRepository } from '../../application/users/ports/user.repository.port.js';
import { PropertyRequest } from '../../domain/property-requests/property-request.js';
import { ConcurrentModificationError } from '../../domain/shared/domain-error.js';
import { PropertyRequestMother } from '../mothers/property-request.mother.js';
import { UserMother } from '../mothers/user.mother.js';
import type { AdapterCase } from './repository-adapters.js';

const T0 = new Date('2026-11-01T00:00:00Z').getTime();
const at = (s: number) => new Date(T0 + s * 1000);
const newest = { field: 'createdAt', order: 'DESC' } as const;

export function propertyRequestRepositoryContract(adapter: AdapterCase<{ propertyRequests: PropertyRequestRepository; users: UserRepository }>) {
  describe(`PropertyRequestRepository: ${adapter.name}`, () => {
    const setup = async () => {
      const { propertyRequests, users } = await adapter.make();
      const admin = UserMother.admin();
      const tenant = UserMother.tenant();
      await users.save(admin);
      await users.save(tenant);
      return { repo: propertyRequests, adminId: admin.id, tenantId: tenant.id };
    };

    it('saves and reads a request back with every field, as a PropertyRequest with its behaviour', async () => {
      const { repo, tenantId } = await setup();
      const request = PropertyRequestMother.with({ email: 'neha@example.com', userId: tenantId, bhk: 3, budget: 2_500_000, moveInDate: '2027-01-15', notes: 'Near a girls school', locality: null }, at(1));
      await repo.save(request);
      const found = (await repo.findById(request.id))!;
      expect(found).toBeInstanceOf(PropertyRequest);
      expect(found).toMatchObject({
        firstName: 'Neha',
        lastName: 'Kumari',
        mobileNo: request.mobileNo,
        email: 'neha@example.com',
        city: 'patna',
        locality: null,
        bhk: 3,
        budget: 2_500_000,
        moveInDate: '2027-01-15',
        notes: 'Near a girls school',
        userId: tenantId,
        clientIp: '203.0.113.5',
        status: 'NEW',
        statusChangedAt: null,
        statusChangedBy: null,
      });
      expect(found.createdAt.getTime()).toBe(at(1).getTime());
      expect(found.nextStatuses).toEqual(['CONTACTED', 'CLOSED']);
      expect(await repo.findById('0190f0a0-0000-7000-8000-00000000ffff')).toBeNull();
    });

    it('purges: deletes requests made before one instant, clears the client address of those before another', async () => {
      const { repo } = await setup();
      const ancient = PropertyRequestMother.with({ clientIp: '198.51.100.1' }, new Date(T0 - 800 * 86_400_000));
      const monthOld = PropertyRequestMother.with({ clientIp: '198.51.100.2' }, new Date(T0 - 40 * 86_400_000));
      const fresh = PropertyRequestMother.with({ clientIp: '198.51.100.3' }, new Date(T0 - 86_400_000));
      for (const request of [ancient, monthOld, fresh]) await repo.save(request);
      const result = await repo.purge(new Date(T0 - 730 * 86_400_000), new Date(T0 - 30 * 86_400_000));
      expect(result.deleted).toBeGreaterThanOrEqual(1);
      expect(result.addressesCleared).toBeGreaterThanOrEqual(1);
      expect(await repo.findById(ancient.id)).toBeNull();
      expect((await repo.findById(monthOld.id))!.clientIp).toBeNull();
      expect((await repo.findById(fresh.id))!.clientIp).toBe('198.51.100.3');
      // Nothing more is due: a second run changes nothing.
      expect(await repo.purge(new Date(T0 - 730 * 86_400_000), new Date(T0 - 30 * 86_400_000))).toEqual({ deleted: 0, addressesCleared: 0 });
    });

    it('keeps a request with only the required fields', async () => {
      const { repo } = await setup();
      const request = PropertyRequestMother.with({ locality: null, bhk: null, moveInDate: null, clientIp: null });
      await repo.save(request);
      expect(await repo.findById(request.id)).toMatchObject({ locality: null, bhk: null, moveInDate: null, clientIp: null, email: null, userId: null, notes: null });
    });

    it('stores a status change with who and when, and refuses a stale copy', async () => {
      const { repo, adminId } = await setup();
      const request = PropertyRequestMother.with();
      await repo.save(request);
      const first = (await repo.findById(request.id))!;
      const second = (await repo.findById(request.id))!;
      first.changeStatus('CONTACTED', adminId, at(10));
      await repo.save(first);
      second.changeStatus('CLOSED', adminId, at(11));
      await expect(repo.save(second)).rejects.toBeInstanceOf(ConcurrentModificationError);
      const stored = (await repo.findById(request.id))!;
      expect(stored).toMatchObject({ status: 'CONTACTED', statusChangedBy: adminId });
      expect(stored.statusChangedAt!.getTime()).toBe(at(10).getTime());
      expect(stored.nextStatuses).toEqual(['MATCHED', 'CLOSED']);
    });

    it('filters by city and status, searches names, phone and locality, sorts and pages', async () => {
      const { repo, adminId } = await setup();
      const requests = [
        PropertyRequestMother.with({ firstName: 'Asha', budget: 9000, locality: 'Kankarbagh' }, at(1)),
        PropertyRequestMother.with({ firstName: 'Bina', city: 'gaya', budget: 6000, locality: 'Civil Lines' }, at(2)),
        PropertyRequestMother.with({ firstName: 'Chandan', lastName: 'Mishra', budget: 25000, locality: null }, at(3)),
        PropertyRequestMother.with({ firstName: 'Dinesh', budget: 12000, locality: 'Boring Road' }, at(4)),
      ];
      requests[0]!.changeStatus('CONTACTED', adminId, at(5));
      requests[3]!.changeStatus('CLOSED', adminId, at(6));
      for (const r of requests) await repo.save(r);
      const names = async (query: Partial<Parameters<PropertyRequestRepository['list']>[0]>) =>
        (await repo.list({ filter: {}, sort: newest, offset: 0, limit: 10, ...query })).items.map((r) => r.firstName);
      expect(await names({})).toEqual(['Dinesh', 'Chandan', 'Bina', 'Asha']);
      expect(await names({ filter: { city: 'patna' } })).toEqual(['Dinesh', 'Chandan', 'Asha']);
      expect(await names({ filter: { status: 'CONTACTED' } })).toEqual(['Asha']);
      expect(await names({ filter: { city: 'gaya', status: 'NEW' } })).toEqual(['Bina']);
      expect(await names({ search: 'KANKAR' })).toEqual(['Asha']);
      expect(await names({ search: 'mishra' })).toEqual(['Chandan']);
      expect(await names({ search: requests[1]!.mobileNo.slice(3) })).toEqual(['Bina']);
      expect(await names({ search: '_' })).toEqual([]);
      expect(await names({ sort: { field: 'budget', order: 'ASC' } })).toEqual(['Bina', 'Asha', 'Dinesh', 'Chandan']);
      expect(await names({ sort: { field: 'budget', order: 'DESC' } })).toEqual(['Chandan', 'Dinesh', 'Asha', 'Bina']);
      const page = await repo.list({ filter: {}, sort: newest, offset: 2, limit: 2 });
      expect(page.total).toBe(4);
      expect(page.items.map((r) => r.firstName)).toEqual(['Bina', 'Asha']);
    });
  });
}
