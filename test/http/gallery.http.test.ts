import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { propertyForm } from '../mothers/property.mother.js';
import { TestImages } from '../support/images.js';
import { databaseKinds } from '../support/test-database.js';
import { useTestApp } from '../support/test-app.js';

describe.each(databaseKinds())('listing photos over HTTP (%s)', (kind) => {
  const app = useTestApp(kind);
  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

  async function ownListing() {
    const owner = await app.signedIn('OWNER');
    const id = (await app.http.post('/api/v1/properties').set(bearer(owner.token)).send(propertyForm()).expect(201)).body.data.id as string;
    return { owner, id, upload: () => app.http.post(`/api/v1/properties/${id}/gallery/bulk`).set(bearer(owner.token)) };
  }

  it('uploads several photos as WebP variants, sets the cover, serves them to the owner by a signed link while the listing is a draft', async () => {
    const { owner, id, upload } = await ownListing();
    const res = await upload()
      .attach('images', await TestImages.jpeg(2000, 1500), 'front.jpg')
      .attach('images', await TestImages.png(800, 600), 'kitchen.png')
      .attach('images', await TestImages.webp(1200, 900), 'room.webp')
      .expect(201);
    expect(res.body.data).toHaveLength(3);
    expect(Object.keys(res.body.data[0].urls)).toEqual(['320', '640', '1024']);
    expect(Object.keys(res.body.data[1].urls)).toEqual(['320', '640']);
    const details = await app.http.get(`/api/v1/properties/${id}`).set(bearer(owner.token)).expect(200);
    expect(details.body.data.images.map((i: { id: string }) => i.id)).toEqual(res.body.data.map((i: { id: string }) => i.id));
    expect(details.body.data.cover_image_url).toBe(res.body.data[0].urls['640']);
    const media = await app.http.get(res.body.data[0].urls['320']).expect(200);
    expect(media.headers['content-type']).toBe('image/webp');
    expect(media.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    expect(media.body.subarray(8, 12).toString()).toBe('WEBP');
    // Without the signature (the URL a stranger would guess) a draft's photo does not exist.
    await app.http.get(res.body.data[0].urls['320'].split('?')[0]).expect(404);
  });

  it('refuses a wrong file type and a renamed executable, storing nothing of the batch', async () => {
    const { owner, id, upload } = await ownListing();
    for (const [bytes, name] of [
      [TestImages.executable(), 'photo.jpg'],
      [TestImages.pdf(), 'scan.png'],
      [Buffer.from('just text'), 'notes.webp'],
    ] as const) {
      const res = await upload().attach('images', await TestImages.jpeg(400, 300), 'good.jpg').attach('images', bytes, name).expect(400);
      expect(res.body.errors.images).toBe('Only JPEG, PNG or WebP images are allowed.');
    }
    expect((await app.http.get(`/api/v1/properties/${id}`).set(bearer(owner.token)).expect(200)).body.data.images).toEqual([]);
  });

  it('refuses a 160 KB interlaced 7000 × 7000 PNG (a decompression bomb) with 400 and a clear message, and keeps serving', async () => {
    const { owner, id, upload } = await ownListing();
    const bomb = await sharp({ create: { width: 7000, height: 7000, channels: 3, background: '#fff' } }).png({ progressive: true, compressionLevel: 9 }).toBuffer();
    // Four at once by one person: two are received and refused for what they are; the others wait for a slot (429).
    const answers = await Promise.all(Array.from({ length: 4 }, () => upload().attach('images', bomb, 'innocent.png')));
    const refused = answers.filter((res) => res.status === 400);
    expect(refused.length).toBeGreaterThanOrEqual(2);
    for (const res of refused) expect(res.body.errors.images).toBe('A progressive or interlaced photo must be at most 16 megapixels: save it as a standard JPEG or make it smaller.');
    for (const res of answers.filter((r) => r.status !== 400)) {
      expect(res.status).toBe(429);
      expect(res.body).toMatchObject({ code: 'UPLOAD_IN_PROGRESS', message: 'Your other photos are still uploading. Try again when they are done.' });
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
    const huge = await sharp({ create: { width: 9000, height: 6000, channels: 3, background: '#fff' } }).jpeg().toBuffer();
    expect((await upload().attach('images', huge, 'huge.jpg').expect(400)).body.errors.images).toBe('Each photo must be at most 50 megapixels.');
    expect((await app.http.get(`/api/v1/properties/${id}`).set(bearer(owner.token)).expect(200)).body.data.images).toEqual([]);
    await upload().attach('images', await TestImages.jpeg(800, 600), 'fine.jpg').expect(201);
    await app.http.get('/api/v1/properties/list').query({ city: 'patna' }).expect(200);
  });

  it('refuses a file over 10 MB with 413', async () => {
    const { upload } = await ownListing();
    const big = Buffer.concat([await TestImages.jpeg(100, 100), Buffer.alloc(10 * 1024 * 1024 + 1)]);
    const res = await upload().attach('images', big, 'huge.jpg');
    expect(res.status).toBe(413);
    expect(res.body.success).toBe(false);
  });

  it('allows 20 photos a listing, not 21; only the owner or an admin may upload', async () => {
    const { id, upload } = await ownListing();
    const small = await TestImages.jpeg(64, 48);
    let batch = upload();
    for (let i = 0; i < 20; i += 1) batch = batch.attach('images', small, `p${i}.jpg`);
    await batch.expect(201);
    const res = await upload().attach('images', small, 'one-more.jpg').expect(400);
    expect(res.body.errors.images).toBe('A listing can have at most 20 photos.');
    const stranger = await app.signedIn('OWNER');
    await app.http.post(`/api/v1/properties/${id}/gallery/bulk`).set(bearer(stranger.token)).attach('images', small, 'x.jpg').expect(403);
    await app.http.post(`/api/v1/properties/${id}/gallery/bulk`).attach('images', small, 'x.jpg').expect(401);
  });

  it('reorders (first = cover) and deletes photos', async () => {
    const { owner, id, upload } = await ownListing();
    const uploaded = (await upload().attach('images', await TestImages.jpeg(700, 500), 'a.jpg').attach('images', await TestImages.png(700, 500), 'b.png').expect(201)).body.data;
    const [a, b] = uploaded.map((i: { id: string }) => i.id);
    await app.http.put(`/api/v1/properties/${id}/gallery/order`).set(bearer(owner.token)).send({ image_ids: [a] }).expect(400);
    const reordered = await app.http.put(`/api/v1/properties/${id}/gallery/order`).set(bearer(owner.token)).send({ image_ids: [b, a] }).expect(200);
    expect(reordered.body.data.map((i: { id: string }) => i.id)).toEqual([b, a]);
    expect((await app.http.get(`/api/v1/properties/${id}`).set(bearer(owner.token))).body.data.cover_image_url).toBe(uploaded[1].urls['640']);
    const left = await app.http.delete(`/api/v1/properties/gallery/${b}`).set(bearer(owner.token)).expect(200);
    expect(left.body.data.map((i: { id: string; position: number }) => [i.id, i.position])).toEqual([[a, 0]]);
    await app.http.get(uploaded[1].urls['320']).expect(404);
    expect((await app.http.get(`/api/v1/properties/${id}`).set(bearer(owner.token))).body.data.cover_image_url).toBe(uploaded[0].urls['640']);
  });
});
