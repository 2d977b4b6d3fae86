import { describe, expect, it } from 'vitest';
import type { UserRepository } from '../../application/users/ports/user.repository.port.js';
import { EmailTakenError, MobileTakenError } from '../../domain/users/users.errors.js';
import { User } from '../../domain/users/user.js';
import { ConcurrentModificationError } from '../../domain/shared/domain-error.js';
import { UserMother } from '../mothers/user.mother.js';
import type { AdapterCase } from './repository-adapters.js';

const sortNewest = { field: 'createdAt', order: 'DESC' } as const;

export function userRepositoryContract(adapter: AdapterCase<UserRepository>) {
  describe(`UserRepository: ${adapter.name}`, () => {
    it('saves and finds by id, mobile and email, as a User with its behaviour', async () => {
      const repo = await adapter.make();
      const user = UserMother.tenant({ email: 'priya@example.com' });
      await repo.save(user);
      for (const found of [await repo.findById(user.id), await repo.findByMobile(user.mobileNo!)]) {
        expect(found).toBeInstanceOf(User);
        expect(found).toMatchObject({ id: user.id, firstName: 'Ravi', email: 'priya@example.com', primaryRole: 'TENANT', status: 'ACTIVE' });
        expect(found!.createdAt.getTime()).toBe(user.createdAt.getTime());
        expect(found!.hasRole('TENANT')).toBe(true);
      }
      expect(await repo.findByMobile('9000000000')).toBeNull();
    });

    it('updates in place on a second save', async () => {
      const repo = await adapter.make();
      const user = UserMother.tenant();
      await repo.save(user);
      const loaded = (await repo.findById(user.id))!;
      loaded.becomeOwnerIfTenant(new Date());
      await repo.save(loaded);
      expect((await repo.findById(user.id))!.secondaryRole).toBe('OWNER');
      expect((await repo.list({ filter: {}, sort: sortNewest, offset: 0, limit: 10 })).total).toBe(1);
    });

    it('refuses to save a stale copy over a newer save (no lost updates)', async () => {
      const repo = await adapter.make();
      const user = UserMother.tenant();
      await repo.save(user);
      const first = (await repo.findById(user.id))!;
      const second = (await repo.findById(user.id))!;
      first.rename('Asha', 'Devi', new Date());
      await repo.save(first);
      second.changePasswordHash('stale', new Date());
      await expect(repo.save(second)).rejects.toBeInstanceOf(ConcurrentModificationError);
      expect(await repo.findById(user.id)).toMatchObject({ firstName: 'Asha', passwordHash: null });
    });

    it('refuses a second account with the same mobile, and a second admin with the same email', async () => {
      const repo = await adapter.make();
      const first = UserMother.tenant({ email: 'same@example.com' });
      await repo.save(first);
      await expect(repo.save(UserMother.tenant({ mobileNo: first.mobileNo }))).rejects.toBeInstanceOf(MobileTakenError);
      // For phone users an email is contact information: shared addresses are allowed.
      await repo.save(UserMother.tenant({ email: 'same@example.com' }));
      const admin = UserMother.admin({ email: 'same@example.com' });
      await repo.save(admin);
      await expect(repo.save(UserMother.admin({ email: 'same@example.com' }))).rejects.toBeInstanceOf(EmailTakenError);
      expect((await repo.findAdminByEmail('SAME@example.com'))!.id).toBe(admin.id);
      expect(await repo.findAdminByEmail('nobody@example.com')).toBeNull();
    });

    it('lists by role (primary or secondary), searches, sorts and pages', async () => {
      const repo = await adapter.make();
      const base = new Date('2026-11-01T00:00:00Z').getTime();
      const people = [
        UserMother.with({ firstName: 'Asha', primaryRole: 'OWNER' }, new Date(base + 1000)),
        UserMother.with({ firstName: 'Bina', primaryRole: 'TENANT', secondaryRole: 'OWNER' }, new Date(base + 2000)),
        UserMother.with({ firstName: 'Chandan', primaryRole: 'TENANT' }, new Date(base + 3000)),
        UserMother.with({ firstName: 'Dinesh', primaryRole: 'RIDER' }, new Date(base + 4000)),
      ];
      for (const person of people) await repo.save(person);
      const owners = await repo.list({ filter: { roles: ['OWNER'] }, sort: sortNewest, offset: 0, limit: 10 });
      expect(owners.items.map((u) => u.firstName)).toEqual(['Bina', 'Asha']);
      const ownersOrTenants = await repo.list({ filter: { roles: ['OWNER', 'TENANT'] }, sort: sortNewest, offset: 0, limit: 10 });
      expect(ownersOrTenants.items.map((u) => u.firstName)).toEqual(['Chandan', 'Bina', 'Asha']);
      const search = await repo.list({ filter: {}, search: 'chAND', sort: sortNewest, offset: 0, limit: 10 });
      expect(search.items.map((u) => u.firstName)).toEqual(['Chandan']);
      // The last six digits hold the mother's sequence number: no other person here shares them (a middle slice could).
      const byPhone = await repo.list({ filter: {}, search: people[3]!.mobileNo!.slice(-6), sort: sortNewest, offset: 0, limit: 10 });
      expect(byPhone.items.map((u) => u.firstName)).toEqual(['Dinesh']);
      const page2 = await repo.list({ filter: {}, sort: { field: 'createdAt', order: 'ASC' }, offset: 2, limit: 2 });
      expect(page2).toMatchObject({ total: 4 });
      expect(page2.items.map((u) => u.firstName)).toEqual(['Chandan', 'Dinesh']);
    });

    it('keeps a person\'s city and the reason and time of their last block or unblock', async () => {
      const repo = await adapter.make();
      const user = UserMother.rider();
      await repo.save(user);
      expect(await repo.findById(user.id)).toMatchObject({ city: null, statusReason: null, statusChangedAt: null });
      const loaded = (await repo.findById(user.id))!;
      const blockedAt = new Date('2026-11-23T08:30:00Z');
      loaded.moveTo('gaya', blockedAt);
      loaded.changeStatus('BLOCKED', 'Missed three visits in a row', blockedAt);
      await repo.save(loaded);
      const found = (await repo.findById(user.id))!;
      expect(found).toMatchObject({ city: 'gaya', status: 'BLOCKED', statusReason: 'Missed three visits in a row', version: 2 });
      expect(found.statusChangedAt).toBeInstanceOf(Date);
      expect(found.statusChangedAt!.getTime()).toBe(blockedAt.getTime());
      expect(found.isActive).toBe(false);
    });

    it('keeps the language a person reads (English unless chosen), from the start and when they switch', async () => {
      const repo = await adapter.make();
      const english = UserMother.tenant();
      const hindi = UserMother.tenant({ language: 'hi' });
      await repo.save(english);
      await repo.save(hindi);
      expect((await repo.findById(english.id))!.language).toBe('en');
      expect((await repo.findByMobile(hindi.mobileNo!))!.language).toBe('hi');
      const switching = (await repo.findById(english.id))!;
      switching.chooseLanguage('hi', new Date());
      await repo.save(switching);
      expect((await repo.findById(english.id))!.language).toBe('hi');
      expect((await repo.findByIds([english.id, hindi.id])).map((u) => u.language)).toEqual(['hi', 'hi']); // both, in any order
    });

    it('keeps whether the person chose the language, and when (the default alone is not a choice)', async () => {
      const repo = await adapter.make();
      const byDefault = UserMother.tenant();
      const signedUpInHindi = UserMother.tenant({ language: 'hi' });
      await repo.save(byDefault);
      await repo.save(signedUpInHindi);
      expect((await repo.findById(byDefault.id))!.languageChosenAt).toBeNull();
      expect((await repo.findByMobile(signedUpInHindi.mobileNo!))!.languageChosenAt!.getTime()).toBe(signedUpInHindi.createdAt.getTime());
      // Choosing English, the default it already holds, is a choice too: kept with its time.
      const choosing = (await repo.findById(byDefault.id))!;
      const at = new Date('2026-11-25T10:15:30.000Z');
      expect(choosing.chooseLanguage('en', at)).toBe(true);
      await repo.save(choosing);
      const chosen = (await repo.findById(byDefault.id))!;
      expect([chosen.language, chosen.languageChosenAt]).toEqual(['en', at]);
    });

    it('finds several people by id, leaving out the missing ones', async () => {
      const repo = await adapter.make();
      const people = [UserMother.tenant(), UserMother.rider(), UserMother.owner()];
      for (const person of people) await repo.save(person);
      const found = await repo.findByIds([people[2]!.id, '0190f0a0-0000-7000-8000-00000000ffff', people[0]!.id, people[0]!.id]);
      expect(found.map((u) => u.id).sort()).toEqual([people[0]!.id, people[2]!.id].sort());
      expect(found[0]).toBeInstanceOf(User);
      expect(await repo.findByIds([])).toEqual([]);
    });

    it('filters by city, with role and status', async () => {
      const repo = await adapter.make();
      const base = new Date('2026-11-01T00:00:00Z').getTime();
      const patnaRider = UserMother.with({ firstName: 'Asha', primaryRole: 'RIDER' }, new Date(base + 1000));
      patnaRider.moveTo('patna', new Date(base + 1000));
      const gayaRider = UserMother.with({ firstName: 'Bina', primaryRole: 'RIDER' }, new Date(base + 2000));
      gayaRider.becomeRider('gaya', new Date(base + 2000));
      const patnaTenant = UserMother.with({ firstName: 'Chandan', primaryRole: 'TENANT' }, new Date(base + 3000));
      patnaTenant.moveTo('patna', new Date(base + 3000));
      const blocked = UserMother.with({ firstName: 'Dinesh', primaryRole: 'RIDER' }, new Date(base + 4000));
      blocked.moveTo('patna', new Date(base + 4000));
      blocked.changeStatus('BLOCKED', 'Fake ID', new Date(base + 4000));
      const nowhere = UserMother.with({ firstName: 'Esha', primaryRole: 'RIDER' }, new Date(base + 5000));
      for (const person of [patnaRider, gayaRider, patnaTenant, blocked, nowhere]) await repo.save(person);
      const names = async (filter: Parameters<UserRepository['list']>[0]['filter']) => (await repo.list({ filter, sort: sortNewest, offset: 0, limit: 10 })).items.map((u) => u.firstName);
      expect(await names({ city: 'patna' })).toEqual(['Dinesh', 'Chandan', 'Asha']);
      expect(await names({ city: 'patna', roles: ['RIDER'] })).toEqual(['Dinesh', 'Asha']);
      expect(await names({ city: 'patna', roles: ['RIDER'], status: 'ACTIVE' })).toEqual(['Asha']);
      expect(await names({ city: 'gaya' })).toEqual(['Bina']);
      expect(await names({ roles: ['RIDER'] })).toEqual(['Esha', 'Dinesh', 'Bina', 'Asha']);
    });

    it('leaves the erased people\'s tombstones out of a list unless asked for them (then only them)', async () => {
      const repo = await adapter.make();
      const base = new Date('2026-11-01T00:00:00Z').getTime();
      const kept = UserMother.with({ firstName: 'Asha', primaryRole: 'TENANT' }, new Date(base + 1000));
      const erased = UserMother.with({ firstName: 'Bina', primaryRole: 'TENANT' }, new Date(base + 2000));
      const blocked = UserMother.with({ firstName: 'Chandan', primaryRole: 'TENANT' }, new Date(base + 3000));
      blocked.changeStatus('BLOCKED', 'Fake listings', new Date(base + 3000));
      for (const person of [kept, erased, blocked]) await repo.save(person);
      const tombstone = (await repo.findById(erased.id))!;
      tombstone.erase(new Date(base + 4000));
      await repo.save(tombstone);
      const list = (filter: Parameters<UserRepository['list']>[0]['filter'], search?: string) => repo.list({ filter, search, sort: sortNewest, offset: 0, limit: 10 });
      const names = async (filter: Parameters<UserRepository['list']>[0]['filter']) => (await list(filter)).items.map((u) => u.firstName);
      expect(await names({})).toEqual(['Chandan', 'Asha']);
      expect((await list({})).total).toBe(2);
      expect(await names({ roles: ['TENANT'], status: 'BLOCKED' })).toEqual(['Chandan']); // an erased person is blocked too, but not listed
      expect(await names({ erased: false })).toEqual(['Chandan', 'Asha']);
      expect(await names({ erased: true })).toEqual(['Erased']);
      expect((await list({ erased: true })).total).toBe(1);
      expect((await list({}, 'Erased')).total).toBe(0);
    });

    it('treats % and _ in a search as plain characters', async () => {
      const repo = await adapter.make();
      await repo.save(UserMother.tenant());
      expect((await repo.list({ filter: {}, search: '%', sort: sortNewest, offset: 0, limit: 10 })).total).toBe(0);
    });
  });
}
