import { describe, expect, it } from 'vitest';
import type { PropertyRepository } from '../../application/properties/ports/property.repository.port.js';
import type { RentFigureStore } from '../../application/rent-trends/ports/rent-figure.store.port.js';
import type { TenancyRepository } from '../../application/tenancies/ports/tenancy.repository.port.js';
import type { UserRepository } from '../../application/users/ports/user.repository.port.js';
import { InMemoryPropertyRepository } from '../../adapters/persistence/in-memory/in-memory-property.repository.js';
import { InMemoryRentFigureStore } from '../../adapters/persistence/in-memory/in-memory-rent-figure.store.js';
import { InMemoryTenancyRepository } from '../../adapters/persistence/in-memory/in-memory-tenancy.repository.js';
import { InMemoryUserRepository } from '../../adapters/persistence/in-memory/in-memory-user.repository.js';
import { MikroOrmPropertyRepository } from '../../adapters/persistence/mikro-orm/mikro-orm-property.repository.js';
import { MikroOrmTenancyRepository } from '../../adapters/persistence/mikro-orm/mikro-orm-tenancy.repository.js';
import { MikroOrmUserRepository } from '../../adapters/persistence/mikro-orm/mikro-orm-user.repository.js';
import { PostgresRentFigureStore } from '../../adapters/persistence/mikro-orm/postgres-rent-figure.store.js';
import type { PropertyDetails } from '../../domain/properties/property.js';
import type { RentFigure } from '../../domain/rent-trends/rent-figure.js';
import { Tenancy } from '../../domain/tenancies/tenancy.js';
import { parseTenancyTerms } from '../../domain/tenancies/tenancy-terms.js';
import { PropertyMother } from '../mothers/property.mother.js';
import { UserMother } from '../mothers/user.mother.js';
import { adapterCases } from './repository-adapters.js';

interface Stores {
  figures: RentFigureStore;
  properties: PropertyRepository;
  tenancies: TenancyRepository;
  users: UserRepository;
}

const NOW = new Date('2026-11-29T06:00:00Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000);

describe('rent figure store contract: percentiles as hand-computed', () => {
  const cases = adapterCases<Stores>(
    () => {
      const properties = new InMemoryPropertyRepository();
      const tenancies = new InMemoryTenancyRepository();
      return { figures: new InMemoryRentFigureStore(properties, tenancies), properties, tenancies, users: new InMemoryUserRepository() };
    },
    (source) => ({
      figures: new PostgresRentFigureStore(source),
      properties: new MikroOrmPropertyRepository(source),
      tenancies: new MikroOrmTenancyRepository(source),
      users: new MikroOrmUserRepository(source),
    }),
  );

  for (const adapter of cases) {
    describe(adapter.name, () => {
      const seed = async () => {
        const stores = await adapter.make();
        const owner = UserMother.owner();
        const tenant = UserMother.tenant();
        await stores.users.save(owner);
        await stores.users.save(tenant);
        const live = async (rent: number, overrides: Partial<PropertyDetails> = {}, at = daysAgo(2)) => {
          const home = PropertyMother.live(owner.id, { locality: 'Kankarbagh', bhk: 2, furnishing: 'SEMI_FURNISHED', rent, ...overrides }, at);
          await stores.properties.save(home);
          return home;
        };
        // Kankarbagh, 2 BHK, semi-furnished: five live homes (one spelled " kankarbagh", the same locality).
        const homes = [await live(10000), await live(12000), await live(11000), await live(13000), await live(20000, { locality: ' kankarbagh' })];
        // A sixth, fully furnished: in "all furnishings" only.
        await live(15000, { furnishing: 'FULLY_FURNISHED' });
        // Let 203 days ago: too long ago to be current, but in its month's trend (May 2026).
        const old = await live(9000, {}, new Date('2026-05-10T06:00:00Z'));
        old.markRented(new Date('2026-05-20T06:00:00Z'));
        await stores.properties.save(old);
        // Never listed: not counted anywhere.
        await stores.properties.save(PropertyMother.draft(owner.id, { locality: 'Kankarbagh', bhk: 2, furnishing: 'SEMI_FURNISHED', rent: 50000 }));
        // Another locality, another BHK.
        await live(25000, { locality: 'Boring Road', bhk: 3 });
        // An agreed rent: a tenancy both sides confirmed on the first home.
        const { tenancy } = Tenancy.propose(
          { propertyId: homes[0]!.id, city: 'patna', ownerId: owner.id, tenantId: tenant.id, terms: parseTenancyTerms({ rent: 9500, deposit: 19000, moveInDate: '2026-11-27' }, daysAgo(1)), actor: { id: owner.id, role: 'OWNER' } },
          daysAgo(1),
        );
        tenancy.confirm('OWNER', 1, daysAgo(1));
        tenancy.confirm('TENANT', 1, daysAgo(1));
        await stores.tenancies.save(tenancy);
        return stores;
      };
      const pick = (figures: RentFigure[], where: Partial<RentFigure>) =>
        figures.filter((f) => Object.entries(where).every(([k, v]) => f[k as keyof RentFigure] === v));
      const one = (figures: RentFigure[], where: Partial<RentFigure>) => {
        const found = pick(figures, where);
        expect(found, JSON.stringify(where)).toHaveLength(1);
        return found[0]!;
      };

      it('stores the 25th, 50th and 75th percentiles (linear interpolation) of each group, and the count alone below five homes', async () => {
        const { figures } = await seed();
        expect(await figures.computedAt()).toBeNull();
        const { figures: count } = await figures.recompute(NOW);
        expect(count).toBeGreaterThan(0);
        expect(await figures.computedAt()).toEqual(NOW);
        const patna = await figures.forCity('patna');
        const kankarbagh = { city: 'patna', localityKey: 'kankarbagh', bhk: 2, period: 'NOW' as const };

        // [10000, 11000, 12000, 13000, 20000]: ranks 0-4; p25 at 1, median at 2, p75 at 3.
        const semi = one(patna, { ...kankarbagh, furnishing: 'SEMI_FURNISHED', source: 'ASKING' });
        expect(semi).toMatchObject({ homes: 5, range: { p25: 11000, median: 12000, p75: 13000 } });
        // With the fully furnished 15000: ranks 0-5; p25 at 1.25 = 11000 + 0.25 × 1000, median at 2.5, p75 at 3.75 = 13000 + 0.75 × 2000.
        expect(one(patna, { ...kankarbagh, furnishing: 'ANY', source: 'ASKING' })).toMatchObject({ homes: 6, range: { p25: 11250, median: 12500, p75: 14500 } });
        expect(one(patna, { ...kankarbagh, furnishing: 'FULLY_FURNISHED', source: 'ASKING' })).toMatchObject({ homes: 1, range: null });
        // The whole city's 2 BHK: the same six; the 3 BHK its one.
        expect(one(patna, { city: 'patna', localityKey: '', bhk: 2, furnishing: 'ANY', source: 'ASKING', period: 'NOW' })).toMatchObject({ homes: 6, range: { median: 12500 } });
        expect(one(patna, { city: 'patna', localityKey: 'boring-road', bhk: 3, furnishing: 'ANY', source: 'ASKING', period: 'NOW' })).toMatchObject({ homes: 1, range: null });
        // Agreed rents apart from asking ones.
        expect(one(patna, { ...kankarbagh, furnishing: 'ANY', source: 'AGREED' })).toMatchObject({ homes: 1, range: null });
        // The trend: this month's six, and May's let home alone (not current any more).
        expect(one(patna, { ...kankarbagh, period: '2026-11', furnishing: 'ANY', source: 'ASKING' })).toMatchObject({ homes: 6, range: { p25: 11250, median: 12500, p75: 14500 } });
        expect(one(patna, { ...kankarbagh, period: '2026-05', furnishing: 'ANY', source: 'ASKING' })).toMatchObject({ homes: 1, range: null });
        expect(pick(patna, { ...kankarbagh, period: '2026-04' })).toEqual([]);
        // The draft's 50000 is nowhere.
        expect(patna.every((f) => !f.range || f.range.p75 < 50000)).toBe(true);
        expect(one(patna, { ...kankarbagh, furnishing: 'SEMI_FURNISHED', source: 'ASKING' }).locality.trim().toLowerCase()).toBe('kankarbagh');

        expect((await figures.forLocality('patna', 'kankarbagh')).length).toBe(pick(patna, { localityKey: 'kankarbagh' }).length);
        expect(await figures.forCity('gaya')).toEqual([]);
        const [found, missing, few] = await figures.comparables([
          { city: 'patna', locality: 'Kankarbagh', bhk: 2, furnishing: 'SEMI_FURNISHED' },
          { city: 'patna', locality: 'Kankarbagh', bhk: 4, furnishing: 'SEMI_FURNISHED' },
          { city: 'patna', locality: 'KANKARBAGH', bhk: 2, furnishing: 'FULLY_FURNISHED' },
        ]);
        expect(found).toMatchObject({ homes: 5, range: { median: 12000 } });
        expect(missing).toBeNull();
        expect(few).toMatchObject({ homes: 1, range: null });
      });

      it('replaces every figure on each run', async () => {
        const { figures, properties } = await seed();
        await figures.recompute(NOW);
        const before = await figures.forCity('patna');
        const gone = (await properties.list({ filter: { now: NOW, status: 'LIVE' }, sort: { field: 'rent', order: 'DESC' }, offset: 0, limit: 1 })).items[0]!;
        gone.archive(NOW);
        await properties.save(gone);
        await figures.recompute(new Date(NOW.getTime() + 60_000));
        const after = await figures.forCity('patna');
        expect(after.length).toBeLessThan(before.length);
        // Archived: no longer current, but still in the trend of the month it went live.
        expect(pick(after, { localityKey: 'boring-road', period: 'NOW' })).toEqual([]);
        expect(pick(after, { localityKey: 'boring-road', period: '2026-11', furnishing: 'ANY' })).toMatchObject([{ homes: 1 }]);
      });
    });
  }
});
