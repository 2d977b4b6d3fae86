import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PropertyRepository } from '../../application/properties/ports/property.repository.port.js';
import { loadConfig } from '../../adapters/config.js';
import { startS3StandIn, type S3StandIn } from '../adapters/storage/s3-stand-in.js';
import { propertyForm } from '../mothers/property.mother.js';
import { TestImages } from '../support/images.js';
import { databaseKinds } from '../support/test-database.js';
import { useTestApp } from '../support/test-app.js';

const SECRET = 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY';

/**
 * With STORAGE_PROVIDER=s3 the bucket is private (the stand-in checks every request's SigV4 signature and
 * refuses ACLs) and the app serves every photo at /media with the same rules as local storage.
 */
describe.each(databaseKinds())('photos in a private S3 bucket, served by the app (%s)', (kind) => {
  let s3: S3StandIn;
  const env: Record<string, string> = {};
  // Runs before useTestApp's own beforeAll, which reads `env` when it builds the app.
  beforeAll(async () => {
    s3 = await startS3StandIn(SECRET);
    Object.assign(env, { STORAGE_PROVIDER: 's3', S3_ENDPOINT: s3.endpoint, S3_REGION: 'ap-south-1', S3_BUCKET: 'photos', S3_ACCESS_KEY_ID: 'AKIDEXAMPLE', S3_SECRET_ACCESS_KEY: SECRET });
  });
  afterAll(() => s3?.close());
  const app = useTestApp(kind, env);
  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
  const admin = () => bearer(app.adminToken);
  const plain = (url: string) => url.split('?')[0]!;
  const storeGets = () => s3.requests.filter((r) => r.method === 'GET').map((r) => r.url);

  async function listingWithPhoto() {
    const owner = await app.signedIn('OWNER');
    const id = (await app.http.post('/api/v1/properties').set(bearer(owner.token)).send(propertyForm()).expect(201)).body.data.id as string;
    const photo = (await app.http.post(`/api/v1/properties/${id}/gallery/bulk`).set(bearer(owner.token)).attach('images', await TestImages.jpeg(700, 500), 'a.jpg').expect(201)).body.data[0];
    const move = (action: string, by: Record<string, string> = admin()) => app.http.post(`/api/v1/properties/${id}/state`).set(by).send({ action }).expect(200);
    return { owner, id, photoUrl: photo.urls['320'] as string, move };
  }

  it("a draft's photo is stored in the bucket, 404 at its /media URL for anyone, and served to the owner through the signed link", async () => {
    const { owner, id, photoUrl } = await listingWithPhoto();
    const key = `properties/${id}/${plain(photoUrl).split('/').pop()}`;
    expect(s3.objects.get(`/photos/${key}`)?.body.subarray(8, 12).toString()).toBe('WEBP');
    expect(photoUrl).toMatch(new RegExp(`^/media/${key}\\?expires=\\d+&signature=`));

    await app.http.get(plain(photoUrl)).expect(404);
    await app.http.get(plain(photoUrl)).set(bearer(owner.token)).expect(404); // the link is the permission, not the header
    const own = (await app.http.get(`/api/v1/properties/${id}`).set(bearer(owner.token)).expect(200)).body.data;
    expect(own.images[0].urls['320']).toBe(photoUrl);
    const gotBefore = storeGets().length;
    const media = await app.http.get(own.images[0].urls['320']).expect(200);
    expect(media.headers['content-type']).toBe('image/webp');
    expect(media.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    expect(media.body.subarray(8, 12).toString()).toBe('WEBP');
    expect(Number(media.headers['content-length'])).toBe(s3.objects.get(`/photos/${key}`)!.body.length);
    expect(storeGets().slice(gotBefore)).toEqual([`/photos/${key}`]); // read back from the private bucket with a signed GET
    await app.http.get(own.cover_image_url).expect(200);
    // A forged signature does not open it.
    await app.http.get(photoUrl.replace(/signature=[^&]+/, 'signature=AAAA')).expect(404);
  });

  it("a live listing's photo is served to anyone with the public cache header; once it leaves the market it is 404 again", async () => {
    const { owner, id, photoUrl, move } = await listingWithPhoto();
    await move('submit', bearer(owner.token));
    await move('approve');
    const details = (await app.http.get(`/api/v1/properties/${id}`).expect(200)).body.data;
    expect(details.images[0].urls['320']).toBe(plain(photoUrl));
    const media = await app.http.get(details.images[0].urls['320']).expect(200);
    expect(media.headers['cache-control']).toBe('public, max-age=86400');
    // Loadable by the site's pages when a CDN on another origin serves /media (helmet's default is same-origin).
    expect(media.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(media.body.subarray(8, 12).toString()).toBe('WEBP');
    expect(details.cover_image_url).toMatch(/^\/media\/properties\/[^?]+$/);
    await app.http.get(details.cover_image_url).expect(200);

    await app.http.delete(`/api/v1/properties/${id}`).set(bearer(owner.token)).expect(200); // archived
    await app.http.get(plain(photoUrl)).expect(404);
  });

  it("a cover stored as an old bucket URL is handed out as the app's /media URL", async () => {
    const { owner, id, move } = await listingWithPhoto();
    await move('submit', bearer(owner.token));
    await move('approve');
    const listings = app.container.get<PropertyRepository>(PropertyRepository);
    const listing = (await listings.findById(id))!;
    const current = listing.coverImageUrl!;
    listing.setCover(`https://photos.s3.ap-south-1.amazonaws.com${current.replace(/^\/media/, '')}`, listing.photoCount, app.clock.now());
    await listings.save(listing);
    expect((await app.http.get(`/api/v1/properties/${id}`).expect(200)).body.data.cover_image_url).toBe(current);
  });

  it('dot segments cannot reach another object through a public listing; a failing store is a 500, not a missing photo', async () => {
    const { owner, id, photoUrl, move } = await listingWithPhoto();
    await move('submit', bearer(owner.token));
    await move('approve');
    s3.objects.set('/photos/rides/secret-320.webp', { body: Buffer.from('private'), contentType: 'image/webp', cacheControl: '' });
    const gotBefore = storeGets().length;
    for (const path of [`/media/properties/${id}/%2E%2E/%2E%2E/rides/secret-320.webp`, `/media/properties/${id}/..%2F..%2Frides/secret-320.webp`, `/media/properties/${id}/./x.webp`]) {
      await app.http.get(path).expect(404);
    }
    expect(storeGets().slice(gotBefore)).toEqual([]);

    s3.failWith = 500;
    try {
      const res = await app.http.get(plain(photoUrl)).expect(500);
      expect(res.headers['cache-control']).toBeUndefined();
    } finally {
      s3.failWith = null;
    }
    await app.http.get(plain(photoUrl)).expect(200);
  });
});

describe('photo URL configuration', () => {
  const s3 = { STORAGE_PROVIDER: 's3', S3_ENDPOINT: 'https://s3.example.com', S3_BUCKET: 'photos', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' };

  it('MEDIA_PUBLIC_BASE_URL names a CDN in front of the app\'s /media, for either provider', () => {
    expect(loadConfig({ ...s3, MEDIA_PUBLIC_BASE_URL: 'https://media.example.com/' }).storage.publicBaseUrl).toBe('https://media.example.com');
    expect(loadConfig({ MEDIA_PUBLIC_BASE_URL: 'https://media.example.com' }).storage).toMatchObject({ provider: 'local', publicBaseUrl: 'https://media.example.com' });
    expect(() => loadConfig({ MEDIA_PUBLIC_BASE_URL: 'media.example.com' })).toThrow('MEDIA_PUBLIC_BASE_URL must be an http(s) URL such as https://media.example.com');
  });

  it('refuses S3_PUBLIC_BASE_URL, whose old meaning (a CDN in front of a public bucket) would now break every photo', () => {
    expect(() => loadConfig({ ...s3, S3_PUBLIC_BASE_URL: 'https://cdn.example.com' })).toThrow(
      "S3_PUBLIC_BASE_URL is no longer used: the bucket stays private and photos are served by the app at /media; set MEDIA_PUBLIC_BASE_URL to a CDN in front of the app's /media, or remove it",
    );
  });
});
