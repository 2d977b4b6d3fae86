import { describe, expect, it } from 'vitest';
import type { RiderApplicationRepository } from '../../application/riders/ports/rider-application.repository.port.js';
import type { RiderIdNumberStore } from '../../application/riders/ports/rider-id-number.store.port.js';
import type { UserRepository } from '../../application/users/ports/user.repository.port.js';
import { RiderApplication, RiderApplicationMessages } from '../../domain/riders/rider-application.js';
import { ConcurrentModificationError, ConflictError } from '../../domain/shared/domain-error.js';
import type { User } from '../../domain/users/user.js';
import { RiderApplicationMother } from '../mothers/rider-application.mother.js';
import { UserMother } from '../mothers/user.mother.js';
import type { AdapterCase } from './repository-adapters.js';

const T0 = new Date('2026-11-01T00:00:00Z').getTime();
const at = (hours: number) => new Date(T0 + hours * 3_600_000);
const newest = { field: 'createdAt', order: 'DESC' } as const;

export function riderApplicationRepositoryContract(adapter: AdapterCase<{ riderApplications: RiderApplicationRepository; riderIdNumbers: RiderIdNumberStore; users: UserRepository }>) {
  describe(`RiderApplicationRepository: ${adapter.name}`, () => {
    /** Applications belong to stored people (foreign key); an admin reviews them. */
    const setup = async (people = 3) => {
      const { riderApplications, riderIdNumbers, users } = await adapter.make();
      const admin = UserMother.admin();
      await users.save(admin);
      const applicants: User[] = [];
      for (let i = 0; i < people; i += 1) {
        const person = UserMother.tenant();
        await users.save(person);
        applicants.push(person);
      }
      return { repo: riderApplications, idNumbers: riderIdNumbers, adminId: admin.id, ids: applicants.map((a) => a.id) };
    };

    it('saves and reads an application back with every field: localities and availability as plain JSON, dates as Dates', async () => {
      const { repo, adminId, ids } = await setup(1);
      const application = RiderApplicationMother.pending(ids[0]!, { localities: ['Boring Road', 'Kankarbagh', 'Rajendra Nagar'], idDocumentType: 'PAN', idDocumentNumber: 'abcde1234f' }, at(1));
      await repo.save(application);
      const found = (await repo.findById(application.id))!;
      expect(found).toBeInstanceOf(RiderApplication);
      expect({ ...found }).toEqual({ ...application });
      expect(found).toMatchObject({
        userId: ids[0],
        firstName: 'Vikash',
        lastName: 'Yadav',
        mobileNo: application.mobileNo,
        city: 'patna',
        hasVehicle: true,
        idDocumentType: 'PAN',
        idNumberLast4: '234F',
        idNumberSealed: 'test-sealed:ABCDE1234F',
        idNumberHash: null,
        status: 'PENDING',
        reviewReason: null,
        reviewedById: null,
        reviewedAt: null,
        version: 1,
      });
      expect(found.localities).toEqual(['Boring Road', 'Kankarbagh', 'Rajendra Nagar']);
      expect(found.availability).toEqual({ days: ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'], fromHour: 9, toHour: 19 });
      expect(found.createdAt).toBeInstanceOf(Date);
      expect(found.createdAt.getTime()).toBe(at(1).getTime());
      expect(found.maskedIdNumber).toBe('•••• 234F');

      found.approve(adminId, 'Met in person', at(5));
      await repo.save(found);
      const approved = (await repo.findById(application.id))!;
      expect(approved).toMatchObject({ status: 'APPROVED', reviewReason: 'Met in person', reviewedById: adminId, version: 2 });
      expect(approved.reviewedAt).toBeInstanceOf(Date);
      expect(approved.reviewedAt!.getTime()).toBe(at(5).getTime());
      expect(await repo.findById('0190f0a0-0000-7000-8000-00000000ffff')).toBeNull();
    });

    it("finds other people's applications made with the same Aadhaar (by its hash), newest first, never the person's own", async () => {
      const { repo, ids } = await setup(3);
      const aadhaar = { idDocumentType: 'AADHAAR', idDocumentNumber: '234567890124' };
      const mine = RiderApplicationMother.rejected(ids[0]!, ids[1]!, aadhaar, at(1));
      const first = RiderApplicationMother.pending(ids[1]!, aadhaar, at(2));
      const second = RiderApplicationMother.pending(ids[2]!, aadhaar, at(3));
      const unrelated = RiderApplicationMother.pending(ids[0]!, { idDocumentType: 'AADHAAR', idDocumentNumber: '999988887779' }, at(4));
      for (const application of [mine, first, second, unrelated]) await repo.save(application);
      expect(await repo.findOthersWithIdHash(first.idNumberHash!, ids[0]!)).toEqual([second.id, first.id]);
      expect(await repo.findOthersWithIdHash(first.idNumberHash!, ids[1]!)).toEqual([second.id, mine.id]);
      expect(await repo.findOthersWithIdHash('no-such-hash', ids[0]!)).toEqual([]);
    });

    it('the ID-number store pages through the sealed numbers and re-seals one only over the seal it read (a new version)', async () => {
      const { repo, idNumbers, ids } = await setup(3);
      const sealed = ids.map((id, i) => RiderApplicationMother.pending(id, { idDocumentType: 'PAN', idDocumentNumber: `ABCDE${1000 + i}F` }, at(i)));
      for (const application of sealed) await repo.save(application);
      await repo.save(RiderApplicationMother.approved(ids[0]!, ids[1]!, {}, at(9))); // an Aadhaar: nothing sealed
      const sortedIds = sealed.map((a) => a.id).sort();
      const firstPage = await idNumbers.findSealed(null, 2);
      expect(firstPage.map((r) => r.id)).toEqual(sortedIds.slice(0, 2));
      expect((await idNumbers.findSealed(firstPage[1]!.id, 2)).map((r) => r.id)).toEqual(sortedIds.slice(2));
      const target = sealed.find((a) => a.id === sortedIds[0])!;
      const stale = (await repo.findById(target.id))!;
      expect(await idNumbers.reseal(target.id, 'not-what-is-stored', 'new-seal')).toBe(false);
      expect(await idNumbers.reseal(target.id, target.idNumberSealed!, 'new-seal')).toBe(true);
      expect((await repo.findById(target.id))!.idNumberSealed).toBe('new-seal');
      // A copy read before the re-seal cannot write the old seal back.
      stale.approve(ids[1]!, null, at(10));
      await expect(repo.save(stale)).rejects.toBeInstanceOf(ConcurrentModificationError);
      expect(await idNumbers.findPlain(10)).toEqual([]);
    });

    it('refuses to save a stale copy over a newer save', async () => {
      const { repo, adminId, ids } = await setup(1);
      const application = RiderApplicationMother.pending(ids[0]!);
      await repo.save(application);
      const first = (await repo.findById(application.id))!;
      const second = (await repo.findById(application.id))!;
      first.approve(adminId, null, at(2));
      await repo.save(first);
      second.reject(adminId, 'Blurred ID photo', at(3));
      await expect(repo.save(second)).rejects.toBeInstanceOf(ConcurrentModificationError);
      expect(await repo.findById(application.id)).toMatchObject({ status: 'APPROVED', reviewReason: null });
    });

    it('keeps one pending application per person: a second is refused, another person or a reviewed one does not block', async () => {
      const { repo, adminId, ids } = await setup(2);
      const first = RiderApplicationMother.pending(ids[0]!, {}, at(1));
      await repo.save(first);
      const second = RiderApplicationMother.pending(ids[0]!, {}, at(2));
      const refused = await repo.save(second).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(ConflictError);
      expect((refused as Error).message).toBe(RiderApplicationMessages.pending);
      expect(await repo.findById(second.id)).toBeNull();
      await repo.save(RiderApplicationMother.pending(ids[1]!, {}, at(2)));

      const rejected = (await repo.findById(first.id))!;
      rejected.reject(adminId, 'Blurred ID photo', at(3));
      await repo.save(rejected);
      await repo.save(second);
      expect((await repo.findLatestForUser(ids[0]!))!.id).toBe(second.id);
    });

    it('two pending applications of one person saved at once: exactly one is stored', async () => {
      const { repo, ids } = await setup(1);
      const outcomes = await Promise.allSettled([repo.save(RiderApplicationMother.pending(ids[0]!, {}, at(1))), repo.save(RiderApplicationMother.pending(ids[0]!, {}, at(1)))]);
      expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
      const lost = outcomes.flatMap((o) => (o.status === 'rejected' ? [o.reason] : []));
      expect(lost[0]).toBeInstanceOf(ConflictError);
      expect((await repo.list({ filter: { userId: ids[0]! }, sort: newest, offset: 0, limit: 10 })).total).toBe(1);
    });

    it('finds a person\'s newest application, whatever its status', async () => {
      const { repo, adminId, ids } = await setup(2);
      expect(await repo.findLatestForUser(ids[0]!)).toBeNull();
      await repo.save(RiderApplicationMother.rejected(ids[0]!, adminId, {}, at(1)));
      const later = RiderApplicationMother.rejected(ids[0]!, adminId, { city: 'gaya' }, at(10));
      await repo.save(later);
      await repo.save(RiderApplicationMother.pending(ids[1]!, {}, at(20)));
      const found = (await repo.findLatestForUser(ids[0]!))!;
      expect(found).toBeInstanceOf(RiderApplication);
      expect(found).toMatchObject({ id: later.id, city: 'gaya', status: 'REJECTED', reviewReason: 'The ID number does not match the name.' });
    });

    it('lists for the grid: filters by status, city and person; searches name, mobile and localities; sorts and pages', async () => {
      const { repo, adminId, ids } = await setup(3);
      const asha = RiderApplicationMother.pending(ids[0]!, { firstName: 'Asha', localities: ['Kankarbagh'] }, at(1));
      const bina = RiderApplicationMother.approved(ids[1]!, adminId, { firstName: 'Bina', city: 'gaya', localities: ['Civil Lines'] }, at(2));
      const chandan = RiderApplicationMother.rejected(ids[2]!, adminId, { firstName: 'Chandan', localities: ['Boring Road', 'Rajendra Nagar'] }, at(3));
      for (const application of [asha, bina, chandan]) await repo.save(application);
      const names = async (filter: Parameters<RiderApplicationRepository['list']>[0]['filter'], extra: { search?: string; order?: 'ASC' | 'DESC'; offset?: number; limit?: number } = {}) =>
        (await repo.list({ filter, search: extra.search, sort: { field: 'createdAt', order: extra.order ?? 'DESC' }, offset: extra.offset ?? 0, limit: extra.limit ?? 10 })).items.map((a) => a.firstName);
      expect(await names({})).toEqual(['Chandan', 'Bina', 'Asha']);
      expect(await names({}, { order: 'ASC' })).toEqual(['Asha', 'Bina', 'Chandan']);
      expect(await names({ status: 'PENDING' })).toEqual(['Asha']);
      expect(await names({ city: 'patna' })).toEqual(['Chandan', 'Asha']);
      expect(await names({ city: 'gaya', status: 'APPROVED' })).toEqual(['Bina']);
      expect(await names({ userId: ids[2]! })).toEqual(['Chandan']);
      expect(await names({}, { search: 'rajendra' })).toEqual(['Chandan']);
      expect(await names({}, { search: 'civil LINES' })).toEqual(['Bina']);
      expect(await names({}, { search: 'ash' })).toEqual(['Asha']);
      expect(await names({}, { search: bina.mobileNo.slice(-6) })).toEqual(['Bina']);
      expect(await names({}, { search: '%' })).toEqual([]);
      const page = await repo.list({ filter: {}, sort: newest, offset: 1, limit: 1 });
      expect(page.total).toBe(3);
      expect(page.items.map((a) => a.firstName)).toEqual(['Bina']);
      expect(page.items[0]!.localities).toEqual(['Civil Lines']);
    });

    it('gives each person\'s newest approval: riders serving a city, and the profiles of given people', async () => {
      const { repo, adminId, ids } = await setup(4);
      const [moved, stayed, rejected, pending] = ids as [string, string, string, string];
      // `moved` served Patna, then was approved again for Gaya: they serve Gaya now.
      const patnaFirst = RiderApplicationMother.approved(moved, adminId, { firstName: 'Mohan', localities: ['Kankarbagh'] }, at(1), at(2));
      const gayaLater = RiderApplicationMother.approved(moved, adminId, { firstName: 'Mohan', city: 'gaya', localities: ['Civil Lines'] }, at(10), at(11));
      const patnaRider = RiderApplicationMother.approved(stayed, adminId, { firstName: 'Sita' }, at(3), at(4));
      const refused = RiderApplicationMother.rejected(rejected, adminId, { firstName: 'Ramesh' }, at(5));
      const waiting = RiderApplicationMother.pending(pending, { firstName: 'Geeta' }, at(6));
      for (const application of [patnaFirst, gayaLater, patnaRider, refused, waiting]) await repo.save(application);

      const inPatna = await repo.listApprovedInCity('patna');
      expect(inPatna.map((a) => a.id)).toEqual([patnaRider.id]);
      expect(inPatna[0]).toBeInstanceOf(RiderApplication);
      expect(inPatna[0]!.availability.days).toContain('MON');
      expect((await repo.listApprovedInCity('gaya')).map((a) => a.id)).toEqual([gayaLater.id]);
      expect(await repo.listApprovedInCity('ranchi')).toEqual([]);

      const profiles = await repo.findApprovedForUsers([moved, stayed, rejected, pending]);
      expect(profiles.map((a) => a.id).sort()).toEqual([gayaLater.id, patnaRider.id].sort());
      expect(profiles.find((a) => a.userId === moved)!.localities).toEqual(['Civil Lines']);
      expect((await repo.findApprovedForUsers([rejected])).length).toBe(0);
      expect(await repo.findApprovedForUsers([])).toEqual([]);
    });
  });
}
