import { describe, expect, it } from 'vitest';
import type { PropertyImageRepository } from '../../application/properties/ports/property-image.repository.port.js';
import type { PropertyRepository } from '../../application/properties/ports/property.repository.port.js';
import type { UserRepository } from '../../application/users/ports/user.repository.port.js';
import { PropertyImage } from '../../domain/properties/property-image.js';
import { PropertyMother } from '../mothers/property.mother.js';
import { UserMother } from '../mothers/user.mother.js';
import type { AdapterCase } from './repository-adapters.js';

const T0 = new Date('2026-11-22T10:00:00Z');

const photo = (propertyId: string, position: number) =>
  PropertyImage.add(
    {
      propertyId,
      position,
      width: 1600,
      height: 1200,
      variants: [320, 640, 1024].map((width) => ({ width, height: (width * 3) / 4, key: `properties/${propertyId}/${position}-${width}.webp` })),
    },
    T0,
  );

export function propertyImageRepositoryContract(adapter: AdapterCase<{ images: PropertyImageRepository; properties: PropertyRepository; users: UserRepository }>) {
  describe(`PropertyImageRepository: ${adapter.name}`, () => {
    const setup = async () => {
      const { images, properties, users } = await adapter.make();
      const owner = UserMother.owner();
      await users.save(owner);
      const [listing, other] = [PropertyMother.draft(owner.id), PropertyMother.draft(owner.id)];
      await properties.save(listing);
      await properties.save(other);
      return { repo: images, listing: listing.id, other: other.id };
    };

    it('saves photos and reads them back in gallery order with their variants', async () => {
      const { repo, listing, other } = await setup();
      const [a, b, c] = [photo(listing, 2), photo(listing, 0), photo(listing, 1)];
      await repo.saveAll([a, b, c]);
      await repo.saveAll([photo(other, 0)]);
      const gallery = await repo.listFor(listing);
      expect(gallery.map((i) => i.id)).toEqual([b.id, c.id, a.id]);
      expect(gallery[0]).toBeInstanceOf(PropertyImage);
      expect(gallery[0]).toMatchObject({ propertyId: listing, position: 0, width: 1600, height: 1200, variants: b.variants });
      expect(gallery[0]!.createdAt.getTime()).toBe(T0.getTime());
      const found = (await repo.findById(a.id))!;
      expect(found).toMatchObject({ id: a.id, position: 2, variants: a.variants });
      expect(await repo.findById('0190f0a0-0000-7000-8000-00000000ffff')).toBeNull();
      expect(await repo.listFor('0190f0a0-0000-7000-8000-00000000ffff')).toEqual([]);
    });

    it('a second save moves photos (a reorder) without adding any', async () => {
      const { repo, listing } = await setup();
      const [a, b] = [photo(listing, 0), photo(listing, 1)];
      await repo.saveAll([a, b]);
      a.position = 1;
      b.position = 0;
      await repo.saveAll([a, b]);
      expect((await repo.listFor(listing)).map((i) => [i.id, i.position])).toEqual([
        [b.id, 0],
        [a.id, 1],
      ]);
      await repo.saveAll([]);
      expect(await repo.listFor(listing)).toHaveLength(2);
    });

    it('deletes one photo and leaves the others', async () => {
      const { repo, listing } = await setup();
      const [a, b] = [photo(listing, 0), photo(listing, 1)];
      await repo.saveAll([a, b]);
      await repo.delete(a.id);
      expect(await repo.findById(a.id)).toBeNull();
      expect((await repo.listFor(listing)).map((i) => i.id)).toEqual([b.id]);
      await repo.delete(a.id); // deleting again is harmless
      expect(await repo.listFor(listing)).toHaveLength(1);
    });

    it('changes a gallery in one step: adds, drops and renumbers; a change that throws stores nothing', async () => {
      const { repo, listing } = await setup();
      const [a, b, c] = [photo(listing, 0), photo(listing, 1), photo(listing, 2)];
      await repo.saveAll([a, b]);
      const { before, after } = await repo.changeGallery(listing, (current) => [current[1]!, c]);
      expect(before.map((i) => [i.id, i.position])).toEqual([[a.id, 0], [b.id, 1]]);
      expect(after.map((i) => [i.id, i.position])).toEqual([[b.id, 0], [c.id, 1]]);
      expect((await repo.listFor(listing)).map((i) => [i.id, i.position])).toEqual([[b.id, 0], [c.id, 1]]);
      await expect(
        repo.changeGallery(listing, () => {
          throw new Error('refused');
        }),
      ).rejects.toThrow('refused');
      expect((await repo.listFor(listing)).map((i) => i.id)).toEqual([b.id, c.id]);
    });

    it('parallel changes of one gallery do not see each other half-done: every photo is kept, positions stay unique', async () => {
      const { repo, listing } = await setup();
      const added = Array.from({ length: 6 }, () => photo(listing, 0));
      await Promise.all(added.map((image) => repo.changeGallery(listing, (current) => [...current, image])));
      const gallery = await repo.listFor(listing);
      expect(gallery.map((i) => i.position)).toEqual([0, 1, 2, 3, 4, 5]);
      expect(new Set(gallery.map((i) => i.id))).toEqual(new Set(added.map((i) => i.id)));
    });
  });
}
