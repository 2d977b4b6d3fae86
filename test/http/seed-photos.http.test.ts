import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { demoStores, seedDemoData, seedMissingDemoPhotos } from '../../adapters/seed/demo-data.js';
import { Cities } from '../../domain/properties/property-options.js';
import { useTestApp } from '../support/test-app.js';

type Card = { id: string; title: string; locality: string; city: string; cover_image_url: string | null };
type Photo = { position: number; width: number; height: number; urls: Record<string, string> };

describe('demo data on first start: photos, cities, callback counts (pglite)', () => {
  const app = useTestApp('pglite');
  const seeded = async () => {
    const admin = (await app.signInAdmin()).answer.data;
    expect(await seedDemoData(demoStores(app.container), admin.id, app.clock.now())).toBe(true);
    expect(await seedMissingDemoPhotos(demoStores(app.container), app.clock.now())).toEqual({ added: 17, failed: [] });
    return admin as { id: string; token: string };
  };
  const auth = () => ({ Authorization: `Bearer ${app.adminToken}` });
  const allListings = async (): Promise<Array<Card & { callback_count: number }>> =>
    (await app.http.post('/api/v1/properties/list/admin').set(auth()).send({ page: 1, limit: 100 }).expect(200)).body.data;
  const media = async (url: string) => {
    const res = await app.http.get(url).buffer(true).parse((r, done) => {
      const chunks: Buffer[] = [];
      r.on('data', (c: Buffer) => chunks.push(c));
      r.on('end', () => done(null, Buffer.concat(chunks)));
    });
    expect(res.status, url).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    return sharp(res.body as Buffer).metadata();
  };

  it('every demo listing has 3-5 photos of its rooms, each a WebP of 320, 640 and 1024 px from storage, the first its cover', async () => {
    await seeded();
    const listings = await allListings();
    expect(listings.length).toBeGreaterThanOrEqual(Cities.length * 2);
    const covers = new Map<string, string[]>();
    const photoCounts = new Map<string, number>();
    for (const listing of listings) {
      const details = (await app.http.get(`/api/v1/properties/${listing.id}`).set(auth()).expect(200)).body.data as Card & { images: Photo[] };
      expect(details.images.length, listing.title).toBeGreaterThanOrEqual(3);
      expect(details.images.length, listing.title).toBeLessThanOrEqual(5);
      photoCounts.set(listing.id, details.images.length);
      expect(details.images.map((p) => p.position)).toEqual(details.images.map((_, i) => i));
      expect(details.cover_image_url).toBe(details.images[0]!.urls['640']);
      for (const photo of details.images) {
        expect(Object.keys(photo.urls).sort()).toEqual(['1024', '320', '640']);
        for (const [width, url] of Object.entries(photo.urls)) {
          const meta = await media(url);
          expect([meta.format, meta.width, meta.height]).toEqual(['webp', Number(width), Math.round((Number(width) * photo.height) / photo.width)]);
        }
      }
      // The cover's picture, to compare cards side by side in a city.
      const cover = await app.http.get(details.images[0]!.urls['320']!).buffer(true).parse((r, done) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => done(null, Buffer.concat(chunks).toString('base64')));
      });
      covers.set(listing.city, [...(covers.get(listing.city) ?? []), cover.body as string]);
    }
    // No two cards of a city show the same picture.
    for (const [city, pictures] of covers) expect(new Set(pictures).size, city).toBe(pictures.length);

    // A second start adds nothing.
    const admin = (await app.signInAdmin()).answer.data;
    expect(await seedDemoData(demoStores(app.container), admin.id, app.clock.now())).toBe(false);
    expect(await seedMissingDemoPhotos(demoStores(app.container), app.clock.now())).toEqual({ added: 0, failed: [] });
    const again = await allListings();
    expect(again.length).toBe(listings.length);
    for (const listing of listings.slice(0, 3)) {
      const photos = (await app.http.get(`/api/v1/properties/${listing.id}`).set(auth()).expect(200)).body.data.images;
      expect(photos.length).toBe(photoCounts.get(listing.id));
    }
  });

  it('every city in the picker has live listings with photos, and a verified one for the home strip', async () => {
    for (const city of Cities) {
      const live = (await app.http.get('/api/v1/properties/list').query({ city }).expect(200)).body;
      expect(live.meta.total, city).toBeGreaterThanOrEqual(2);
      expect(live.data.every((c: Card) => c.cover_image_url), city).toBe(true);
      const verified = (await app.http.get('/api/v1/properties/list').query({ city, verified_only: 'true' }).expect(200)).body;
      expect(verified.meta.total, city).toBeGreaterThanOrEqual(1);
    }
  });

  it('each seeded callback request names the listing it is about, and that listing counts it', async () => {
    const all = (await app.http.post('/api/v1/leads/list').set(auth()).send({ filter: { type: 'PROPERTY' } }).expect(200)).body.data as Array<{ property_id: string; description: string; visit_id: string | null }>;
    // A tenant's "I want to rent it" after a visit is a lead too, but no callback request: it has no description.
    const leads = all.filter((lead) => lead.visit_id === null);
    expect(leads.length).toBeGreaterThan(0);
    expect(all.length).toBeGreaterThan(leads.length);
    const listings = await allListings();
    for (const lead of leads) {
      const listing = listings.find((l) => l.id === lead.property_id)!;
      expect(lead.description).toContain(listing.locality);
    }
    for (const listing of listings) {
      expect(listing.callback_count, listing.title).toBe(leads.filter((l) => l.property_id === listing.id).length);
    }
  });
});
