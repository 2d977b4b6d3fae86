import { describe, expect, it } from 'vitest';
import type { PropertyRepository } from '../../application/properties/ports/property.repository.port.js';
import type { WishlistRepository } from '../../application/properties/ports/wishlist.repository.port.js';
import type { UserRepository } from '../../application/users/ports/user.repository.port.js';
import { PropertyMother } from '../mothers/property.mother.js';
import { UserMother } from '../mothers/user.mother.js';
import type { AdapterCase } from './repository-adapters.js';

const T0 = new Date('2026-11-22T10:00:00Z').getTime();
const at = (s: number) => new Date(T0 + s * 1000);

export function wishlistRepositoryContract(adapter: AdapterCase<{ wishlist: WishlistRepository; properties: PropertyRepository; users: UserRepository }>) {
  describe(`WishlistRepository: ${adapter.name}`, () => {
    /** Two people and a few stored listings (the SQL adapter enforces both references). */
    const setup = async (listings = 3) => {
      const { wishlist, properties, users } = await adapter.make();
      const owner = UserMother.owner();
      const asha = UserMother.tenant({ firstName: 'Asha' });
      const bina = UserMother.tenant({ firstName: 'Bina' });
      for (const u of [owner, asha, bina]) await users.save(u);
      const ids: string[] = [];
      for (let i = 0; i < listings; i += 1) {
        const p = PropertyMother.live(owner.id);
        await properties.save(p);
        ids.push(p.id);
      }
      return { wishlist, asha: asha.id, bina: bina.id, ids };
    };

    it('a toggle adds, a second one removes; each person keeps their own list', async () => {
      const { wishlist, asha, bina, ids } = await setup(1);
      const [p] = ids as [string];
      expect(await wishlist.toggle(asha, p, at(1))).toBe(true);
      expect(await wishlist.toggle(bina, p, at(2))).toBe(true);
      expect(await wishlist.contains(asha, [p])).toEqual(new Set([p]));
      expect(await wishlist.toggle(asha, p, at(3))).toBe(false);
      expect(await wishlist.contains(asha, [p])).toEqual(new Set());
      expect(await wishlist.list(asha, 0, 10)).toEqual({ propertyIds: [], total: 0 });
      expect(await wishlist.list(bina, 0, 10)).toEqual({ propertyIds: [p], total: 1 });
      expect(await wishlist.toggle(asha, p, at(4))).toBe(true);
    });

    it('quick taps in parallel: each answer matches what is stored after it (an even number of taps leaves it unsaved)', async () => {
      const { wishlist, asha, ids } = await setup(1);
      const [p] = ids as [string];
      const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => wishlist.toggle(asha, p, at(10 + i))));
      expect(answers.filter(Boolean)).toHaveLength(3);
      expect(await wishlist.contains(asha, [p])).toEqual(new Set());
      const odd = await Promise.all(Array.from({ length: 3 }, (_, i) => wishlist.toggle(asha, p, at(20 + i))));
      expect(odd.filter(Boolean)).toHaveLength(2);
      expect(await wishlist.contains(asha, [p])).toEqual(new Set([p]));
    });

    it('lists newest saved first (ties broken the same way everywhere), page by page with the total', async () => {
      const { wishlist, asha, ids } = await setup(4);
      const [a, b, c, d] = ids as [string, string, string, string];
      await wishlist.toggle(asha, a, at(1));
      await wishlist.toggle(asha, b, at(3));
      await wishlist.toggle(asha, c, at(2));
      await wishlist.toggle(asha, d, at(2));
      const tie = [c, d].sort().reverse();
      expect(await wishlist.list(asha, 0, 10)).toEqual({ propertyIds: [b, ...tie, a], total: 4 });
      expect(await wishlist.list(asha, 1, 2)).toEqual({ propertyIds: tie, total: 4 });
      expect(await wishlist.list(asha, 4, 2)).toEqual({ propertyIds: [], total: 4 });
    });

    it('says which of the given listings a person saved', async () => {
      const { wishlist, asha, bina, ids } = await setup(3);
      const [a, b, c] = ids as [string, string, string];
      await wishlist.toggle(asha, a, at(1));
      await wishlist.toggle(asha, c, at(2));
      await wishlist.toggle(bina, b, at(3));
      expect(await wishlist.contains(asha, [a, b, c])).toEqual(new Set([a, c]));
      expect(await wishlist.contains(asha, [b])).toEqual(new Set());
      expect(await wishlist.contains(asha, [])).toEqual(new Set());
    });
  });
}
