import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ImageStorage } from '../../../application/properties/ports/image-storage.port.js';
import { PropertyRepository } from '../../../application/properties/ports/property.repository.port.js';
import { PropertyImageRepository } from '../../../application/properties/ports/property-image.repository.port.js';
import { PropertyImage } from '../../../domain/properties/property-image.js';
import { PrepareShareCard } from '../../../application/properties/prepare-share-card.use-case.js';
import { RemovePropertyPhoto } from '../../../application/properties/remove-property-photo.use-case.js';
import { shareCardKey } from '../../../application/properties/share-card.js';
import { UploadPropertyPhotos } from '../../../application/properties/upload-property-photos.use-case.js';
import { UserRepository } from '../../../application/users/ports/user.repository.port.js';
import type { Property } from '../../../domain/properties/property.js';
import type { User } from '../../../domain/users/user.js';
import { PropertyMother } from '../../mothers/property.mother.js';
import { UserMother } from '../../mothers/user.mother.js';
import { harness } from '../../support/harness.js';
import { TestImages } from '../../support/images.js';

/**
 * Share cards (1200 × 630 JPEG, the og:image of a shared link) through the real composition root: the sharp
 * processor and local-disk storage in a temporary folder.
 */
describe("listing photos' share cards", () => {
  let h: ReturnType<typeof harness>;
  let owner: User;
  let listing: Property;
  let photo: Buffer;
  const storage = () => h.container.get<ImageStorage>(ImageStorage);
  const upload = (files: Buffer[]) => h.container.get(UploadPropertyPhotos).execute(owner, listing.id, files);
  const prepare = (propertyId: string, imageId: string) => h.container.get(PrepareShareCard).execute({ propertyId, imageId });
  const cardSize = async (key: string) => {
    const file = await storage().get(key);
    if (!file) return null;
    const meta = await sharp(file.body).metadata();
    return { type: file.contentType, format: meta.format, width: meta.width, height: meta.height };
  };

  beforeAll(async () => {
    photo = await TestImages.jpeg(1600, 1200);
  });

  beforeEach(async () => {
    h = harness();
    owner = UserMother.owner();
    await h.container.get<UserRepository>(UserRepository).save(owner);
    listing = PropertyMother.live(owner.id, {}, h.clock.now());
    await h.container.get<PropertyRepository>(PropertyRepository).save(listing);
  });

  it('every uploaded photo gets its card beside its variants (any may become the cover); removing the photo removes it', async () => {
    const [first, second] = await upload([photo, await TestImages.png(640, 480)]);
    for (const image of [first!, second!]) expect(await cardSize(shareCardKey(image))).toEqual({ type: 'image/jpeg', format: 'jpeg', width: 1200, height: 630 });
    await h.container.get(RemovePropertyPhoto).execute(owner, first!.id);
    expect(await storage().get(shareCardKey(first!))).toBeNull();
    expect(await storage().get(shareCardKey(second!))).not.toBeNull();
  });

  it('a batch refused when it is stored (the gallery filled up meanwhile) leaves no card behind', async () => {
    // 19 photos already: two uploads of one photo each pass the early check together; the second to be stored is refused.
    const nineteen = Array.from({ length: 19 }, () => PropertyImage.add({ propertyId: listing.id, position: 0, width: 640, height: 480, variants: [] }, h.clock.now()));
    await h.container.get<PropertyImageRepository>(PropertyImageRepository).changeGallery(listing.id, (current) => [...current, ...nineteen]);
    const results = await Promise.allSettled([upload([photo]), upload([photo])]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    const stored = await readdir(join((h.config.storage as { dir: string }).dir, 'properties', listing.id));
    const cards = stored.filter((name) => name.endsWith('-1200x630.jpg'));
    const [kept] = (results.find((r) => r.status === 'fulfilled') as PromiseFulfilledResult<PropertyImage[]>).value.slice(-1);
    expect(cards).toEqual([`${kept!.id}-1200x630.jpg`]);
    expect(stored.filter((name) => !name.startsWith(kept!.id))).toEqual([]);
  });

  it('a photo stored without a card gets one from its largest variant, once its listing is public', async () => {
    const [image] = await upload([photo]);
    await storage().delete([shareCardKey(image!)]);
    expect(await prepare(listing.id, image!.id)).toBe(true);
    expect(await cardSize(shareCardKey(image!))).toEqual({ type: 'image/jpeg', format: 'jpeg', width: 1200, height: 630 });
  });

  it('makes one lazily only for the cover (the photo og:image names), not for the other photos', async () => {
    const [cover, second] = await upload([photo, await TestImages.png(640, 480)]);
    await storage().delete([shareCardKey(cover!), shareCardKey(second!)]);
    expect(await prepare(listing.id, second!.id)).toBe(false);
    expect(await storage().get(shareCardKey(second!))).toBeNull();
    expect(await prepare(listing.id, cover!.id)).toBe(true);
  });

  it('makes nothing for a listing nobody outside may see, or a photo named under another listing', async () => {
    const [image] = await upload([photo]);
    await storage().delete([shareCardKey(image!)]);
    const other = PropertyMother.live(owner.id, {}, h.clock.now());
    await h.container.get<PropertyRepository>(PropertyRepository).save(other);
    expect(await prepare(other.id, image!.id)).toBe(false);
    expect(await prepare(listing.id, '0193a6f2-0000-7000-8000-000000000000')).toBe(false);

    const hidden = PropertyMother.draft(owner.id, {}, h.clock.now());
    await h.container.get<PropertyRepository>(PropertyRepository).save(hidden);
    const [draftPhoto] = await h.container.get(UploadPropertyPhotos).execute(owner, hidden.id, [photo]);
    await storage().delete([shareCardKey(draftPhoto!)]);
    expect(await prepare(hidden.id, draftPhoto!.id)).toBe(false);
    expect(await storage().get(shareCardKey(draftPhoto!))).toBeNull();
    expect(await storage().get(shareCardKey(image!))).toBeNull();
  });
});
