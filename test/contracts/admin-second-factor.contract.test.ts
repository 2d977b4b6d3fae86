import { describe, expect, it } from 'vitest';
import type { AdminSecondFactorRepository } from '../../application/auth/ports/admin-second-factor.repository.port.js';
import type { PendingAdminSignInRepository } from '../../application/auth/ports/pending-admin-sign-in.repository.port.js';
import type { UserRepository } from '../../application/users/ports/user.repository.port.js';
import {
  InMemoryAdminSecondFactorRepository,
  InMemoryPendingAdminSignInRepository,
} from '../../adapters/persistence/in-memory/in-memory-admin-second-factor.repository.js';
import { InMemoryUserRepository } from '../../adapters/persistence/in-memory/in-memory-user.repository.js';
import { MikroOrmUserRepository } from '../../adapters/persistence/mikro-orm/mikro-orm-user.repository.js';
import {
  PostgresAdminSecondFactorRepository,
  PostgresPendingAdminSignInRepository,
} from '../../adapters/persistence/mikro-orm/postgres-admin-second-factor.repository.js';
import { AdminSecondFactor } from '../../domain/auth/admin-second-factor.js';
import { PendingAdminSignIn } from '../../domain/auth/pending-admin-sign-in.js';
import { UserMother } from '../mothers/user.mother.js';
import { adapterCases } from './repository-adapters.js';

const T0 = new Date('2026-11-29T10:00:00Z');
const hash = (c: string) => c.repeat(64).slice(0, 64);

interface Stores {
  users: UserRepository;
  factors: AdminSecondFactorRepository;
  pending: PendingAdminSignInRepository;
}

/**
 * The admins' second factor and pending sign-ins: the same semantics in memory and in PostgreSQL. Whether a code
 * counts is one conditional write: a set-up finished once, a step used once, a recovery code used once, a pending
 * sign-in used once, even when two arrive together.
 */
describe('AdminSecondFactorRepository and PendingAdminSignInRepository contract', () => {
  const cases = adapterCases<Stores>(
    () => ({ users: new InMemoryUserRepository(), factors: new InMemoryAdminSecondFactorRepository(), pending: new InMemoryPendingAdminSignInRepository() }),
    (source) => ({ users: new MikroOrmUserRepository(source), factors: new PostgresAdminSecondFactorRepository(source), pending: new PostgresPendingAdminSignInRepository(source) }),
  );

  for (const adapter of cases) {
    describe(adapter.name, () => {
      const setup = async () => {
        const stores = await adapter.make();
        const admin = UserMother.admin();
        await stores.users.save(admin);
        return { ...stores, admin };
      };

      it('begins a set-up once (a second one replaces nothing), finishes it once, then takes only newer steps', async () => {
        const { factors, admin } = await setup();
        expect(await factors.findByUserId(admin.id)).toBeNull();
        expect(await factors.begin(AdminSecondFactor.begin(admin.id, 'sealed-1', T0))).toBe(true);
        expect(await factors.begin(AdminSecondFactor.begin(admin.id, 'sealed-2', T0))).toBe(false);
        const stored = (await factors.findByUserId(admin.id))!;
        expect(stored).toMatchObject({ userId: admin.id, sealedSecret: 'sealed-1', confirmedAt: null, lastUsedStep: null });
        expect(stored.isConfirmed).toBe(false);
        expect(await factors.useStep(admin.id, 100)).toBe(false); // not before the set-up is finished

        const [first, second] = await Promise.all([factors.confirm(admin.id, 100, T0), factors.confirm(admin.id, 101, T0)]);
        expect([first, second].filter(Boolean)).toHaveLength(1);
        const confirmed = (await factors.findByUserId(admin.id))!;
        expect(confirmed.isConfirmed).toBe(true);
        expect(confirmed.confirmedAt!.getTime()).toBe(T0.getTime());

        const last = confirmed.lastUsedStep!;
        expect(await factors.useStep(admin.id, last)).toBe(false);
        expect(await factors.useStep(admin.id, last - 1)).toBe(false);
        const racing = await Promise.all([factors.useStep(admin.id, last + 1), factors.useStep(admin.id, last + 1)]);
        expect(racing.filter(Boolean)).toHaveLength(1);
        expect((await factors.findByUserId(admin.id))!.lastUsedStep).toBe(last + 1);
      });

      it('walks the sealed secrets in user id order and re-seals one only if it is still what was read', async () => {
        const { users, factors } = await setup();
        const admins = [UserMother.admin(), UserMother.admin(), UserMother.admin()];
        for (const admin of admins) {
          await users.save(admin);
          await factors.begin(AdminSecondFactor.begin(admin.id, `sealed-${admin.id}`, T0));
        }
        const all = await factors.findSealed(null, 10);
        const ids = all.map((row) => row.id);
        expect(ids).toEqual([...ids].sort());
        expect(ids).toHaveLength(3);
        for (const row of all) expect(row.sealed).toBe(`sealed-${row.id}`);
        const firstPage = await factors.findSealed(null, 2);
        expect([...firstPage, ...(await factors.findSealed(firstPage[1]!.id, 10))]).toEqual(all);
        const target = all[0]!;
        expect(await factors.reseal(target.id, 'not-what-is-stored', 'fresh')).toBe(false);
        expect(await factors.reseal(target.id, target.sealed, 'fresh')).toBe(true);
        expect(await factors.reseal(target.id, target.sealed, 'fresher')).toBe(false);
        expect((await factors.findByUserId(target.id))!.sealedSecret).toBe('fresh');
      });

      it('recovery codes: each used once, replaced as a set, counted', async () => {
        const { factors, admin } = await setup();
        await factors.begin(AdminSecondFactor.begin(admin.id, 'sealed', T0));
        await factors.replaceRecoveryCodes(admin.id, [hash('a'), hash('b'), hash('c')], T0);
        expect(await factors.countUnusedRecoveryCodes(admin.id)).toBe(3);
        const racing = await Promise.all([factors.useRecoveryCode(admin.id, hash('a'), T0), factors.useRecoveryCode(admin.id, hash('a'), T0)]);
        expect(racing.filter(Boolean)).toHaveLength(1);
        expect(await factors.useRecoveryCode(admin.id, hash('z'), T0)).toBe(false);
        expect(await factors.countUnusedRecoveryCodes(admin.id)).toBe(2);

        expect(await factors.useRecoveryCode(UserMother.admin().id, hash('b'), T0)).toBe(false); // not another admin's code

        await factors.replaceRecoveryCodes(admin.id, [hash('d')], T0);
        expect(await factors.useRecoveryCode(admin.id, hash('b'), T0)).toBe(false);
        expect(await factors.countUnusedRecoveryCodes(admin.id)).toBe(1);
      });

      it('a pending sign-in is found by its hash and used once', async () => {
        const { pending, admin } = await setup();
        const signIn = PendingAdminSignIn.open(admin.id, hash('p'), T0);
        await pending.add(signIn);
        const found = (await pending.findByTokenHash(hash('p')))!;
        expect(found).toMatchObject({ id: signIn.id, userId: admin.id, usedAt: null });
        expect(found.expiresAt.getTime()).toBe(signIn.expiresAt.getTime());
        expect(found.isUsable(T0)).toBe(true);
        expect(await pending.findByTokenHash(hash('q'))).toBeNull();
        const racing = await Promise.all([pending.consume(signIn.id, T0), pending.consume(signIn.id, T0)]);
        expect(racing.filter(Boolean)).toHaveLength(1);
        expect((await pending.findByTokenHash(hash('p')))!.isUsable(T0)).toBe(false);
      });
    });
  }
});
