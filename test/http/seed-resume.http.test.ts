import { describe, expect, it } from 'vitest';
import { LeadRepository } from '../../application/leads/ports/lead.repository.port.js';
import { IMAGE_VARIANT_WIDTHS } from '../../application/properties/ports/image-processor.port.js';
import { ImageStorage } from '../../application/properties/ports/image-storage.port.js';
import { UserRepository } from '../../application/users/ports/user.repository.port.js';
import { demoStores, seedDemoData, seedMissingDemoPhotos } from '../../adapters/seed/demo-data.js';
import { useTestApp } from '../support/test-app.js';

/** The storage, down for its first `failures` puts (an unreachable bucket at first start), then back. */
function storageDownFor(failures: number, storage: ImageStorage): ImageStorage & { puts: number } {
  let left = failures;
  return {
    puts: 0,
    async put(key, body, contentType) {
      this.puts += 1;
      if (left-- > 0) throw new Error('connect ECONNREFUSED (storage down)');
      return storage.put(key, body, contentType);
    },
    get: (key) => storage.get(key),
    delete: (keys) => storage.delete(keys),
    publicUrl: (key) => storage.publicUrl(key),
  };
}

describe('demo data survives a failure part-way (pglite)', () => {
  const app = useTestApp('pglite');
  const auth = () => ({ Authorization: `Bearer ${app.adminToken}` });
  const adminId = async () => (await app.signInAdmin()).answer.data.id as string;
  const allListings = async (): Promise<Array<{ id: string; title: string }>> =>
    (await app.http.post('/api/v1/properties/list/admin').set(auth()).send({ page: 1, limit: 100 }).expect(200)).body.data;
  /** A listing's photos as an admin reads them (the demo tenancy's home is rented: out of public view). */
  const photosOf = async (id: string): Promise<unknown[]> => (await app.http.get(`/api/v1/properties/${id}`).set(auth()).expect(200)).body.data.images;

  it('a database failure while seeding leaves nothing behind, and the next start seeds it all', async () => {
    const stores = demoStores(app.container);
    const leads = app.container.get<LeadRepository>(LeadRepository);
    let saves = 0;
    // The fifth lead cannot be stored: people, listings, riders and four leads were written before it.
    const failing: LeadRepository = Object.assign(Object.create(leads) as LeadRepository, {
      save: async (lead: Parameters<LeadRepository['save']>[0]) => {
        if (++saves === 5) throw new Error('connection terminated unexpectedly');
        return leads.save(lead);
      },
    });
    const id = await adminId();
    await expect(seedDemoData({ ...stores, leads: failing }, id, app.clock.now())).rejects.toThrow('connection terminated');
    expect(await app.container.get<UserRepository>(UserRepository).findByMobile('9801000001')).toBeNull();
    expect(await allListings()).toEqual([]);

    expect(await seedDemoData(stores, id, app.clock.now())).toBe(true);
    expect((await app.http.get('/api/v1/properties/list').query({ city: 'patna' }).expect(200)).body.meta.total).toBe(5); // one rented through the demo tenancy
    const propertyLeads = await app.http.post('/api/v1/leads/list').set(auth()).send({ filter: { type: 'PROPERTY' } }).expect(200);
    // Three callback requests from listings and one tenant who wants to rent after a rider visit.
    expect(propertyLeads.body.meta.total).toBe(4);
  });

  it('a storage failure during the photos is reported, not thrown; the listing left without photos gets them on the next start', async () => {
    const stores = demoStores(app.container);
    const down = storageDownFor(1, app.container.get<ImageStorage>(ImageStorage));
    const first = await seedMissingDemoPhotos({ ...stores, imageStorage: down }, app.clock.now());
    expect(first.added).toBe(16);
    expect(first.failed).toHaveLength(1);
    expect(String(first.failed[0]!.error)).toContain('ECONNREFUSED');

    const listings = await allListings();
    const left = listings.find((l) => l.title === first.failed[0]!.title)!;
    // A listing gets all its photos or none: no half gallery, no cover.
    expect(await photosOf(left.id)).toEqual([]);
    for (const listing of listings.filter((l) => l.id !== left.id)) expect((await photosOf(listing.id)).length, listing.title).toBeGreaterThanOrEqual(3);

    // Next start, storage back: only the missing listing is uploaded.
    const back = storageDownFor(0, app.container.get<ImageStorage>(ImageStorage));
    expect(await seedMissingDemoPhotos({ ...stores, imageStorage: back }, app.clock.now())).toEqual({ added: 1, failed: [] });
    // Every photo of that listing stored once: its WebP widths and its 1200×630 share card, nothing else.
    const stored = (await photosOf(left.id)).length;
    expect(stored).toBeGreaterThanOrEqual(3);
    expect(back.puts).toBe(stored * (IMAGE_VARIANT_WIDTHS.length + 1));
    const details = (await app.http.get(`/api/v1/properties/${left.id}`).set(auth()).expect(200)).body.data;
    expect(details.cover_image_url).toBe(details.images[0].urls['640']);

    // And the start after that has nothing left to do.
    const idle = storageDownFor(0, app.container.get<ImageStorage>(ImageStorage));
    expect(await seedMissingDemoPhotos({ ...stores, imageStorage: idle }, app.clock.now())).toEqual({ added: 0, failed: [] });
    expect(idle.puts).toBe(0);
  });
});
