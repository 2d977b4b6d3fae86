import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ImageProcessor } from '../../../application/properties/ports/image-processor.port.js';
import { ReserveUploadSlot } from '../../../application/properties/reserve-upload-slot.use-case.js';
import { ImageStorage } from '../../../application/properties/ports/image-storage.port.js';
import { PropertyRepository } from '../../../application/properties/ports/property.repository.port.js';
import { ListPropertyPhotos } from '../../../application/properties/list-property-photos.use-case.js';
import { GalleryMessages } from '../../../application/properties/property-gallery.js';
import { RemovePropertyPhoto } from '../../../application/properties/remove-property-photo.use-case.js';
import { ReorderPropertyPhotos } from '../../../application/properties/reorder-property-photos.use-case.js';
import { UploadPropertyPhotos } from '../../../application/properties/upload-property-photos.use-case.js';
import { UserRepository } from '../../../application/users/ports/user.repository.port.js';
import { MAX_IMAGES_PER_PROPERTY, type PropertyImage } from '../../../domain/properties/property-image.js';
import { PropertyMessages } from '../../../domain/properties/properties.errors.js';
import type { Property } from '../../../domain/properties/property.js';
import type { User } from '../../../domain/users/user.js';
import { PropertyMother } from '../../mothers/property.mother.js';
import { UserMother } from '../../mothers/user.mother.js';
import { failure } from '../../support/failure.js';
import { harness } from '../../support/harness.js';
import { TestImages } from '../../support/images.js';

/**
 * The gallery through the real composition root: the sharp processor and local-disk storage in a
 * temporary folder (what the harness wires), with small generated photos.
 */
describe('listing photos (gallery)', () => {
  let h: ReturnType<typeof harness>;
  let owner: User;
  let listing: Property;
  let small: Buffer;
  let wide: Buffer;
  const gallery = () => ({
    list: (propertyId: string) => h.container.get(ListPropertyPhotos).execute(propertyId),
    upload: (...args: Parameters<UploadPropertyPhotos['execute']>) => h.container.get(UploadPropertyPhotos).execute(...args),
    remove: (...args: Parameters<RemovePropertyPhoto['execute']>) => h.container.get(RemovePropertyPhoto).execute(...args),
    reorder: (...args: Parameters<ReorderPropertyPhotos['execute']>) => h.container.get(ReorderPropertyPhotos).execute(...args),
  });
  const storage = () => h.container.get<ImageStorage>(ImageStorage);
  const cover = async () => (await h.container.get<PropertyRepository>(PropertyRepository).findById(listing.id))!.coverImageUrl;
  const coverOf = (image: PropertyImage) => storage().publicUrl(image.variants.find((v) => v.width === 640)?.key ?? image.variants[0]!.key);
  const ids = (images: PropertyImage[]) => images.map((i) => i.id);

  beforeAll(async () => {
    small = await TestImages.jpeg(64, 48);
    wide = await TestImages.jpeg(1600, 1200);
  });

  beforeEach(async () => {
    h = harness();
    owner = UserMother.owner();
    await h.container.get<UserRepository>(UserRepository).save(owner);
    listing = PropertyMother.draft(owner.id, {}, h.clock.now());
    await h.container.get<PropertyRepository>(PropertyRepository).save(listing);
  });

  it('stores each photo as WebP variants no wider than the original, in upload order; the first is the cover', async () => {
    expect(await cover()).toBeNull();
    const added = await gallery().upload(owner, listing.id, [wide, small]);
    expect(added.map((i) => [i.position, i.width, i.variants.map((v) => v.width)])).toEqual([
      [0, 1600, [320, 640, 1024]],
      [1, 64, [64]],
    ]);
    for (const variant of added.flatMap((i) => i.variants)) {
      const file = await storage().get(variant.key);
      expect(file!.contentType).toBe('image/webp');
      expect(Buffer.from(file!.body).subarray(8, 12).toString()).toBe('WEBP');
    }
    expect(await cover()).toBe(coverOf(added[0]!));
    expect(ids(await gallery().list(listing.id))).toEqual(ids(added));
  });

  it('a later batch goes after the photos already there; the cover stays', async () => {
    const first = await gallery().upload(owner, listing.id, [wide]);
    const all = await gallery().upload(owner, listing.id, [small, small]);
    expect(all.map((i) => i.position)).toEqual([0, 1, 2]);
    expect(all[0]!.id).toBe(first[0]!.id);
    expect(await cover()).toBe(coverOf(first[0]!));
  });

  it('keeps how many photos the listing has with its cover (cards show it), as photos are added and removed', async () => {
    const count = async () => (await h.container.get<PropertyRepository>(PropertyRepository).findById(listing.id))!.photoCount;
    expect(await count()).toBe(0);
    const added = await gallery().upload(owner, listing.id, [wide, small, small]);
    expect(await count()).toBe(3);
    await gallery().remove(owner, added[1]!.id);
    expect(await count()).toBe(2);
    await gallery().remove(owner, added[0]!.id);
    await gallery().remove(owner, added[2]!.id);
    expect(await count()).toBe(0);
    expect(await cover()).toBeNull();
  });

  it(`allows ${MAX_IMAGES_PER_PROPERTY} photos a listing, not one more, in one batch or several`, async () => {
    const tooMany = Array.from({ length: MAX_IMAGES_PER_PROPERTY + 1 }, () => small);
    expect((await failure(gallery().upload(owner, listing.id, tooMany))).fields.images).toBe(GalleryMessages.tooMany);
    expect(await gallery().list(listing.id)).toEqual([]);
    await gallery().upload(owner, listing.id, tooMany.slice(0, MAX_IMAGES_PER_PROPERTY - 1));
    await gallery().upload(owner, listing.id, [small]);
    expect(await gallery().list(listing.id)).toHaveLength(MAX_IMAGES_PER_PROPERTY);
    expect((await failure(gallery().upload(owner, listing.id, [small]))).fields.images).toBe(GalleryMessages.tooMany);
    expect(await gallery().list(listing.id)).toHaveLength(MAX_IMAGES_PER_PROPERTY);
  });

  it('two batches sent at once cannot pass the cap together: one is refused, the other keeps clean positions', async () => {
    const batch = Array.from({ length: 15 }, () => small);
    const results = await Promise.allSettled([gallery().upload(owner, listing.id, batch), gallery().upload(owner, listing.id, batch)]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason.fields.images).toBe(GalleryMessages.tooMany);
    const stored = await gallery().list(listing.id);
    expect(stored.map((i) => i.position)).toEqual(Array.from({ length: 15 }, (_, i) => i));
    expect(await cover()).toBe(coverOf(stored[0]!));
  });

  it('a photo removed while the gallery is reordered is neither lost from the order nor brought back', async () => {
    const photos = await gallery().upload(owner, listing.id, [small, small, small]);
    const [a, b, c] = photos.map((p) => p.id);
    const [removed, reordered] = await Promise.allSettled([gallery().remove(owner, a!), gallery().reorder(owner, listing.id, [c, b, a])]);
    const stored = ids(await gallery().list(listing.id));
    expect(stored).not.toContain(a);
    expect(removed.status).toBe('fulfilled');
    // Either the reorder ran first (then the removal closed the gap) or it was refused for naming a photo gone.
    if (reordered.status === 'fulfilled') expect(stored).toEqual([c, b]);
    else expect(stored).toEqual([b, c]);
  });

  it('a batch with one file that is not a photo stores nothing', async () => {
    for (const bad of [TestImages.executable(), TestImages.pdf()]) {
      const error = await failure(gallery().upload(owner, listing.id, [small, bad]));
      expect(error.fields.images).toBe('Only JPEG, PNG or WebP images are allowed.');
    }
    expect(await gallery().list(listing.id)).toEqual([]);
    expect(await cover()).toBeNull();
  });

  it('checks every file of a batch before decoding any: a wrong last file costs no photo its decoding, and files are read one at a time', async () => {
    const processor = h.container.get<ImageProcessor>(ImageProcessor);
    const decode = vi.spyOn(processor, 'process');
    let reading = 0;
    let mostAtOnce = 0;
    /** A photo waiting on disk: its bytes are read only when asked, and let go after. */
    const onDisk = (bytes: Uint8Array) => ({
      byteLength: bytes.byteLength,
      read: async () => {
        mostAtOnce = Math.max(mostAtOnce, ++reading);
        await new Promise((r) => setTimeout(r, 1));
        reading -= 1;
        return bytes;
      },
    });
    const batch = [...Array.from({ length: 5 }, () => onDisk(wide)), onDisk(TestImages.pdf())];
    expect((await failure(gallery().upload(owner, listing.id, batch))).fields.images).toBe('Only JPEG, PNG or WebP images are allowed.');
    expect(decode).not.toHaveBeenCalled();
    expect(await gallery().list(listing.id)).toEqual([]);
    // A good batch from disk: each file read on its turn, never two at once.
    expect(await gallery().upload(owner, listing.id, [onDisk(wide), onDisk(small)])).toHaveLength(2);
    expect(decode).toHaveBeenCalledTimes(2);
    expect(mostAtOnce).toBe(1);
  });

  it('a person has at most two uploads running at once, counted in the shared counters; a finished one frees its slot', async () => {
    const reserve = () => h.container.get(ReserveUploadSlot).execute(owner);
    const first = await reserve();
    const second = await reserve();
    const refused = await failure(reserve());
    expect(refused.kind).toBe('RATE_LIMITED');
    expect(refused.code).toBe('UPLOAD_IN_PROGRESS');
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(30);
    await first();
    const third = await reserve();
    // Another person is not held up by this one.
    await (await h.container.get(ReserveUploadSlot).execute(UserMother.owner()))();
    await second();
    await third();
  });

  it('refuses an empty batch and a file over 10 MB', async () => {
    expect((await failure(gallery().upload(owner, listing.id, []))).fields.images).toBe(GalleryMessages.none);
    const big = Buffer.concat([small, Buffer.alloc(10 * 1024 * 1024)]);
    expect((await failure(gallery().upload(owner, listing.id, [small, big]))).fields.images).toBe(GalleryMessages.tooLarge);
    expect(await gallery().list(listing.id)).toEqual([]);
  });

  it('only the owner or an admin may upload, reorder or remove', async () => {
    const [photo] = await gallery().upload(owner, listing.id, [small]);
    const admin = UserMother.admin();
    for (const stranger of [UserMother.owner(), UserMother.tenant()]) {
      for (const attempt of [
        gallery().upload(stranger, listing.id, [small]),
        gallery().reorder(stranger, listing.id, [photo!.id]),
        gallery().remove(stranger, photo!.id),
      ]) {
        const error = await failure(attempt);
        expect(error.kind).toBe('FORBIDDEN');
        expect(error.message).toBe(PropertyMessages.notYours);
      }
    }
    expect(ids(await gallery().list(listing.id))).toEqual([photo!.id]);
    expect(await gallery().upload(admin, listing.id, [small])).toHaveLength(2);
  });

  it('reordering puts a new cover first; the order must name every photo exactly once', async () => {
    const [a, b, c] = await gallery().upload(owner, listing.id, [wide, small, small]);
    for (const bad of [[a!.id, b!.id], [a!.id, b!.id, b!.id], [a!.id, b!.id, '0190f0a0-0000-7000-8000-00000000dead'], 'abc', null, [c!.id, b!.id, a!.id, a!.id]]) {
      expect((await failure(gallery().reorder(owner, listing.id, bad as string[]))).fields.image_ids).toBe(GalleryMessages.badOrder);
    }
    expect(ids(await gallery().list(listing.id))).toEqual([a!.id, b!.id, c!.id]);
    const reordered = await gallery().reorder(owner, listing.id, [c!.id, a!.id, b!.id]);
    expect(reordered.map((i) => [i.id, i.position])).toEqual([[c!.id, 0], [a!.id, 1], [b!.id, 2]]);
    expect(ids(await gallery().list(listing.id))).toEqual([c!.id, a!.id, b!.id]);
    expect(await cover()).toBe(coverOf(c!));
  });

  it('removing a photo deletes its files, closes the gap, and moves the cover; the last one leaves no cover', async () => {
    const [a, b] = await gallery().upload(owner, listing.id, [wide, small]);
    const left = await gallery().remove(owner, a!.id);
    expect(left.map((i) => [i.id, i.position])).toEqual([[b!.id, 0]]);
    for (const v of a!.variants) expect(await storage().get(v.key)).toBeNull();
    expect(await cover()).toBe(coverOf(b!));
    expect(await gallery().remove(owner, b!.id)).toEqual([]);
    expect(await cover()).toBeNull();
    expect((await failure(gallery().remove(owner, b!.id))).kind).toBe('NOT_FOUND');
  });

  it('a listing that does not exist has no gallery to change (404)', async () => {
    const missing = '0190f0a0-0000-7000-8000-00000000dead';
    expect((await failure(gallery().upload(owner, missing, [small]))).kind).toBe('NOT_FOUND');
    expect((await failure(gallery().reorder(owner, missing, []))).kind).toBe('NOT_FOUND');
  });
});
