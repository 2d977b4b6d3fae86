import { describe, expect, it } from 'vitest';
import { InMemoryPropertyRepository } from '../../adapters/persistence/in-memory/in-memory-property.repository.js';
import { InMemoryPropertyViewLedger } from '../../adapters/persistence/in-memory/in-memory-property-view-ledger.js';
import { InMemoryUserRepository } from '../../adapters/persistence/in-memory/in-memory-user.repository.js';
import { MikroOrmPropertyRepository } from '../../adapters/persistence/mikro-orm/mikro-orm-property.repository.js';
import { MikroOrmUserRepository } from '../../adapters/persistence/mikro-orm/mikro-orm-user.repository.js';
import { PostgresPropertyViewLedger } from '../../adapters/persistence/mikro-orm/postgres-property-view-ledger.js';
import type { PropertyViewLedger } from '../../application/properties/ports/property-view-ledger.port.js';
import type { PropertyRepository } from '../../application/properties/ports/property.repository.port.js';
import type { UserRepository } from '../../application/users/ports/user.repository.port.js';
import { PropertyMother } from '../mothers/property.mother.js';
import { adapterCases, storesWithOwner } from './repository-adapters.js';

interface Stores {
  views: PropertyViewLedger;
  properties: PropertyRepository;
  users: UserRepository;
}

describe('PropertyViewLedger contract', () => {
  const cases = adapterCases<Stores>(
    () => ({ views: new InMemoryPropertyViewLedger(), properties: new InMemoryPropertyRepository(), users: new InMemoryUserRepository() }),
    (source) => ({ views: new PostgresPropertyViewLedger(source), properties: new MikroOrmPropertyRepository(source), users: new MikroOrmUserRepository(source) }),
  );

  for (const adapter of cases) {
    describe(adapter.name, () => {
      const setup = async () => {
        const { views, properties, owner } = await storesWithOwner(adapter);
        const [a, b] = [PropertyMother.draft(owner.id), PropertyMother.draft(owner.id)];
        await properties.save(a);
        await properties.save(b);
        return { views, a: a.id, b: b.id };
      };

      it('counts a viewer once a day per listing; a new day, another viewer or another listing counts again', async () => {
        const { views, a, b } = await setup();
        expect(await views.record(a, 'user:1', '2026-11-23')).toBe(true);
        expect(await views.record(a, 'user:1', '2026-11-23')).toBe(false);
        expect(await views.record(a, 'visitor:x', '2026-11-23')).toBe(true);
        expect(await views.record(b, 'user:1', '2026-11-23')).toBe(true);
        expect(await views.record(a, 'user:1', '2026-11-24')).toBe(true);
        expect(await views.record(a, 'user:1', '2026-11-24')).toBe(false);
      });

      it('does not count a day already past for that viewer (a late request after a newer one)', async () => {
        const { views, a } = await setup();
        expect(await views.record(a, 'user:1', '2026-11-24')).toBe(true);
        expect(await views.record(a, 'user:1', '2026-11-23')).toBe(false);
      });

      it('counts parallel first views of one viewer once', async () => {
        const { views, a } = await setup();
        const answers = await Promise.all(Array.from({ length: 8 }, () => views.record(a, 'user:2', '2026-11-23')));
        expect(answers.filter(Boolean)).toHaveLength(1);
      });
    });
  }
});
