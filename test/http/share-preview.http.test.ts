import type { Server } from 'node:http';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ImageProcessor } from '../../application/properties/ports/image-processor.port.js';
import { ImageStorage } from '../../application/properties/ports/image-storage.port.js';
import { PropertyImageRepository } from '../../application/properties/ports/property-image.repository.port.js';
import { shareCardKey } from '../../application/properties/share-card.js';
import { ConfigError, loadConfig } from '../../adapters/config.js';
import { createHttpApp } from '../../adapters/http/create-app.js';
import { startS3StandIn, type S3StandIn } from '../adapters/storage/s3-stand-in.js';
import { propertyForm } from '../mothers/property.mother.js';
import { freePort } from '../support/free-port.js';
import { TestImages } from '../support/images.js';
import { databaseKinds } from '../support/test-database.js';
import { useTestApp } from '../support/test-app.js';

/** How WhatsApp's link-preview fetcher names itself (it runs no script and sends no Sec-Fetch headers). */
const WHATSAPP = { 'User-Agent': 'WhatsApp/2.24.6.77 A' };
const FACEBOOK = { 'User-Agent': 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)' };

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const decode = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, name: string) =>
    name.startsWith('#x') || name.startsWith('#X') ? String.fromCodePoint(parseInt(name.slice(2), 16)) : name.startsWith('#') ? String.fromCodePoint(Number(name.slice(1))) : (ENTITIES[name] ?? whole),
  );

/**
 * The page's <head> as a link-preview fetcher reads it: every <meta property|name content> (the first of each name,
 * as they take it) and the canonical link, entities decoded. Read from the raw HTML: no script runs.
 */
function previewTags(html: string): Record<string, string> {
  const head = html.slice(0, html.indexOf('</head>'));
  const tags: Record<string, string> = {};
  for (const [tag] of head.matchAll(/<meta\b[^>]*>/g)) {
    const name = /\b(?:property|name)="([^"]*)"/.exec(tag)?.[1];
    const content = /\bcontent="([^"]*)"/.exec(tag)?.[1];
    if (name && content !== undefined && !(name in tags)) tags[name] = decode(content);
  }
  const canonical = /<link rel="canonical" href="([^"]*)"/.exec(head)?.[1];
  if (canonical) tags.canonical = decode(canonical);
  return tags;
}

/** How many of a tag the head holds (a fetcher that sees two titles may take either). */
const count = (html: string, name: string) => [...html.slice(0, html.indexOf('</head>')).matchAll(new RegExp(`(?:property|name)="${name}"`, 'g'))].length;

/** The product on a real port, for fetching as a crawler does (plain HTTP, absolute URLs from the page). */
function useListeningApp(app: ReturnType<typeof useTestApp>) {
  const state = {} as { server: Server; base: string };
  beforeAll(async () => {
    const port = await freePort();
    state.server = createHttpApp(app.container).listen(port, '127.0.0.1');
    await new Promise((resolve) => state.server.once('listening', resolve));
    state.base = `http://127.0.0.1:${port}`;
  });
  afterAll(() => new Promise<void>((resolve) => (state.server ? state.server.close(() => resolve()) : resolve())));
  return state;
}

function useListings(app: ReturnType<typeof useTestApp>) {
  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
  return async function liveListing(form: Record<string, unknown> = {}, photo: Buffer | null = null, approve = true) {
    const owner = await app.signedIn('OWNER');
    const created = await app.http.post('/api/v1/properties').set(bearer(owner.token)).send(propertyForm({ ...form, submit: true })).expect(201);
    const id = created.body.data.id as string;
    if (photo) await app.http.post(`/api/v1/properties/${id}/gallery/bulk`).set(bearer(owner.token)).attach('images', photo, 'front.jpg').expect(201);
    if (approve) await app.http.post(`/api/v1/properties/${id}/state`).set(bearer(app.adminToken)).send({ action: 'approve' }).expect(200);
    const images = await app.container.get<PropertyImageRepository>(PropertyImageRepository).listFor(id);
    return { id, images };
  };
}

/** The picture behind og:image as the fetcher gets it: status, type, size and what the bytes really are. */
async function fetchImage(url: string, headers: Record<string, string> = WHATSAPP) {
  const res = await fetch(url, { headers });
  const body = Buffer.from(await res.arrayBuffer());
  const meta = res.ok ? await sharp(body).metadata() : null;
  return { status: res.status, type: res.headers.get('content-type'), cache: res.headers.get('cache-control'), bytes: body.length, format: meta?.format, width: meta?.width, height: meta?.height };
}

// A shared details link unfurls into a card in WhatsApp (Open Graph and Twitter tags, the cover at 1200 × 630).
describe.each(databaseKinds())('a shared link unfurls: the pages read as a crawler reads them (%s)', (kind) => {
  const app = useTestApp(kind, { STATIC_DIR: 'dist' });
  const server = useListeningApp(app);
  const liveListing = useListings(app);

  it("a details page with a photo: title, rent, BHK, locality and the cover as a 1200 × 630 JPEG the fetcher can load", async () => {
    const { id } = await liveListing({ title: 'Sunny 3 BHK by the Ganga', bhk: 3, rent: 21000, locality: 'Kankarbagh', city: 'patna' }, await TestImages.jpeg(1600, 1200));
    const res = await fetch(`${server.base}/tenant/property-details/${id}`, { headers: WHATSAPP });
    expect(res.status).toBe(200);
    const html = await res.text();
    const tags = previewTags(html);
    const address = `${server.base}/tenant/property-details/${id}`;
    expect(tags).toMatchObject({
      canonical: address,
      'og:url': address,
      'og:type': 'website',
      'og:site_name': 'GharSetu',
      'og:title': 'Sunny 3 BHK by the Ganga: ₹21,000 a month in Kankarbagh',
      'og:image:type': 'image/jpeg',
      'og:image:width': '1200',
      'og:image:height': '630',
      'og:image:alt': 'Sunny 3 BHK by the Ganga',
      'twitter:card': 'summary_large_image',
      'twitter:title': 'Sunny 3 BHK by the Ganga: ₹21,000 a month in Kankarbagh',
    });
    // The description says what it is, where, and the rent in Indian grouping.
    expect(tags['og:description']).toBe('3 BHK Apartment for rent in Kankarbagh, Patna: ₹21,000 a month. Sunny 3 BHK by the Ganga, on GharSetu.');
    expect(tags['twitter:description']).toBe(tags['og:description']);
    expect(tags.description).toBe(tags['og:description']);
    // One of each: a fetcher never has to choose.
    for (const name of ['og:title', 'og:description', 'og:image', 'twitter:card']) expect(count(html, name)).toBe(1);

    // og:image is absolute and on the page's own site; the fetcher loads it as it is (no cookie, no signature).
    const image = tags['og:image']!;
    expect(image).toMatch(new RegExp(`^${server.base}/media/properties/${id}/[0-9a-f-]{36}-1200x630\\.jpg$`));
    expect(tags['twitter:image']).toBe(image);
    const card = await fetchImage(image);
    expect(card).toMatchObject({ status: 200, type: 'image/jpeg', cache: 'public, max-age=86400', format: 'jpeg', width: 1200, height: 630 });
    // WhatsApp drops pictures much over 300 kB.
    expect(card.bytes).toBeLessThan(300_000);
    expect(await fetchImage(image, FACEBOOK)).toMatchObject({ status: 200, width: 1200, height: 630 });
  });

  it('a title with quotes, markup and a closing </title> stays text in every tag: nothing breaks out of the head', async () => {
    const title = `Flat "Ganga View" </title><script>alert(1)</script> & 'more'`;
    const { id } = await liveListing({ title, locality: `Boring "Rd" <b>`, rent: 12500 }, await TestImages.jpeg(800, 600));
    const html = await (await fetch(`${server.base}/tenant/property-details/${id}`, { headers: WHATSAPP })).text();
    const head = html.slice(0, html.indexOf('</head>'));
    // No element came out of the owner's words: still one title, no script in the head, no <b>.
    expect([...head.matchAll(/<title>/g)]).toHaveLength(1);
    expect(head).not.toMatch(/<script>|<b>/);
    expect([...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]).filter((tag) => !/\bsrc="|type="application\/json"/.test(tag))).toEqual([]);
    const tags = previewTags(html);
    expect(tags['og:title']).toBe(`${title}: ₹12,500 a month in Boring "Rd" <b>`);
    expect(tags['twitter:title']).toBe(tags['og:title']);
    expect(tags['og:image:alt']).toBe(title);
    expect(tags['og:description']).toContain(title);
    expect(decode(/<title>([^<]*)<\/title>/.exec(head)![1]!)).toBe(`${title} | GharSetu`);
  });

  it('a listing page: its own title and description, the canonical address of its filters, no picture', async () => {
    await liveListing({ city: 'gaya', bhk: 3, rent: 9000, locality: 'Lane 1' });
    const res = await fetch(`${server.base}/tenant/gaya/property-listing?bhk=3&utm_source=whatsapp&page=1&sort=newest`, { headers: FACEBOOK });
    const html = await res.text();
    const tags = previewTags(html);
    const address = `${server.base}/tenant/gaya/property-listing?bhk=3`;
    expect(tags).toMatchObject({ canonical: address, 'og:url': address, 'og:type': 'website', 'og:site_name': 'GharSetu', 'twitter:card': 'summary' });
    expect(tags['og:title']).toBe('Homes for rent in Gaya: 3 BHK');
    expect(tags['og:description']).toBe(tags.description);
    expect(tags['og:image']).toBeUndefined();
    // Without TRUST_PROXY a forwarded host is the client's word: not repeated.
    const forwarded = await app.http.get('/tenant/gaya/property-listing').set('X-Forwarded-Host', 'evil.example').set('X-Forwarded-Proto', 'https').expect(200);
    expect(previewTags(forwarded.text)['og:url']).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/tenant\/gaya\/property-listing$/);
  });

  it("a photo stored before share cards existed gets its card on the first fetch of the page's og:image; a hidden listing's never", async () => {
    const { id, images } = await liveListing({ title: 'Old photo flat' }, await TestImages.jpeg(1200, 900));
    const storage = app.container.get<ImageStorage>(ImageStorage);
    const key = shareCardKey(images[0]!);
    await storage.delete([key]); // as stored by an older version
    expect(await storage.get(key)).toBeNull();
    const image = previewTags(await (await fetch(`${server.base}/tenant/property-details/${id}`, { headers: WHATSAPP })).text())['og:image']!;
    // Two previews at once (WhatsApp and Telegram fetching the same new link): both get it, and it is made once.
    const making = vi.spyOn(app.container.get<ImageProcessor>(ImageProcessor), 'shareCard');
    try {
      const [first, second] = await Promise.all([fetchImage(image), fetchImage(image, FACEBOOK)]);
      expect(first).toMatchObject({ status: 200, type: 'image/jpeg', format: 'jpeg', width: 1200, height: 630 });
      expect(second).toMatchObject({ status: 200, width: 1200, height: 630 });
      expect(making).toHaveBeenCalledTimes(1);
    } finally {
      making.mockRestore();
    }
    expect((await storage.get(key))?.contentType).toBe('image/jpeg');

    // A listing nobody outside may see: its card is not served, and not made.
    const hidden = await liveListing({ title: 'Pending flat' }, await TestImages.jpeg(1200, 900), false);
    const hiddenKey = shareCardKey(hidden.images[0]!);
    await storage.delete([hiddenKey]);
    expect((await fetch(`${server.base}/media/${hiddenKey}`, { headers: WHATSAPP })).status).toBe(404);
    expect(await storage.get(hiddenKey)).toBeNull();
    // Nor for a photo of another listing under this one's name.
    expect((await fetch(`${server.base}/media/properties/${id}/${hidden.images[0]!.id}-1200x630.jpg`)).status).toBe(404);
  });

  it('only the cover gets a card on a fetch: the other photos of a public listing do not (no preview shows them)', async () => {
    const owner = await app.signedIn('OWNER');
    const bearer = { Authorization: `Bearer ${owner.token}` };
    const created = await app.http.post('/api/v1/properties').set(bearer).send(propertyForm({ title: 'Two photo flat', submit: true })).expect(201);
    const id = created.body.data.id as string;
    await app.http.post(`/api/v1/properties/${id}/gallery/bulk`).set(bearer).attach('images', await TestImages.jpeg(1200, 900), 'front.jpg').attach('images', await TestImages.jpeg(900, 1200), 'room.jpg').expect(201);
    await app.http.post(`/api/v1/properties/${id}/state`).set({ Authorization: `Bearer ${app.adminToken}` }).send({ action: 'approve' }).expect(200);
    const [cover, other] = await app.container.get<PropertyImageRepository>(PropertyImageRepository).listFor(id);
    const storage = app.container.get<ImageStorage>(ImageStorage);
    await storage.delete([shareCardKey(cover!), shareCardKey(other!)]); // as stored by an older version
    expect((await fetch(`${server.base}/media/${shareCardKey(other!)}`, { headers: WHATSAPP })).status).toBe(404);
    expect(await storage.get(shareCardKey(other!))).toBeNull();
    expect((await fetchImage(`${server.base}/media/${shareCardKey(cover!)}`)).status).toBe(200);
  });
});

// Production names its own address (PUBLIC_BASE_URL); photos in a private S3 bucket are still fetchable by a crawler.
describe('the address a shared link names, with S3 storage (pglite)', () => {
  let s3: S3StandIn;
  const env: Record<string, string> = { STATIC_DIR: 'dist', PUBLIC_BASE_URL: 'https://gharsetu.example/' };
  beforeAll(async () => {
    s3 = await startS3StandIn('S3-SECRET-KEY');
    Object.assign(env, { STORAGE_PROVIDER: 's3', S3_ENDPOINT: s3.endpoint, S3_REGION: 'ap-south-1', S3_BUCKET: 'photos', S3_ACCESS_KEY_ID: 'AKIDEXAMPLE', S3_SECRET_ACCESS_KEY: 'S3-SECRET-KEY' });
  });
  afterAll(() => s3?.close());
  const app = useTestApp('pglite', env);
  const server = useListeningApp(app);
  const liveListing = useListings(app);

  it('og:url and og:image are on PUBLIC_BASE_URL, whatever Host the request named; the card is a plain, lasting /media URL', async () => {
    const { id } = await liveListing({ title: 'Bucket flat' }, await TestImages.jpeg(1000, 800));
    const res = await app.http.get(`/tenant/property-details/${id}`).set(WHATSAPP).set('Host', 'evil.example').set('X-Forwarded-Host', 'evil.example').expect(200);
    const tags = previewTags(res.text);
    expect(tags['og:url']).toBe(`https://gharsetu.example/tenant/property-details/${id}`);
    expect(tags.canonical).toBe(tags['og:url']);
    const image = tags['og:image']!;
    expect(image).toMatch(new RegExp(`^https://gharsetu\\.example/media/properties/${id}/[0-9a-f-]{36}-1200x630\\.jpg$`));
    expect(tags['og:image:secure_url']).toBe(image);
    // No signature, no expiry: the bucket is private, the app serves a public listing's photos to anyone.
    expect(image).not.toContain('?');
    expect(s3.objects.get(`/photos/${new URL(image).pathname.slice('/media/'.length)}`)?.contentType).toBe('image/jpeg');
    expect(await fetchImage(`${server.base}${new URL(image).pathname}`)).toMatchObject({ status: 200, type: 'image/jpeg', width: 1200, height: 630 });
  });
});

describe('PUBLIC_BASE_URL unset: the request names the address, through a proxy only when TRUST_PROXY=true (pglite)', () => {
  const app = useTestApp('pglite', { STATIC_DIR: 'dist', TRUST_PROXY: 'true' });
  const liveListing = useListings(app);

  it('behind the trusted proxy: X-Forwarded-Proto and X-Forwarded-Host', async () => {
    const { id } = await liveListing({ title: 'Proxy flat' }, await TestImages.jpeg(900, 700));
    const res = await app.http.get(`/tenant/property-details/${id}`).set(WHATSAPP).set('X-Forwarded-Proto', 'https').set('X-Forwarded-Host', 'gharsetu.example').expect(200);
    const tags = previewTags(res.text);
    expect(tags['og:url']).toBe(`https://gharsetu.example/tenant/property-details/${id}`);
    expect(tags['og:image']).toMatch(/^https:\/\/gharsetu\.example\/media\/properties\//);
  });
});

describe('PUBLIC_BASE_URL configuration', () => {
  it('is an http(s) address; its trailing slash is dropped; unset, pages take the request origin and mails localhost', () => {
    expect(loadConfig({ PUBLIC_BASE_URL: 'https://gharsetu.example/' })).toMatchObject({ publicBaseUrl: 'https://gharsetu.example', publicBaseUrlSet: true });
    expect(loadConfig({ PORT: '4100' })).toMatchObject({ publicBaseUrl: 'http://localhost:4100', publicBaseUrlSet: false });
    for (const wrong of ['gharsetu.example', 'ftp://gharsetu.example', 'https://gharsetu.example/?a=1']) {
      expect(() => loadConfig({ PUBLIC_BASE_URL: wrong })).toThrow(new ConfigError('PUBLIC_BASE_URL must be an http(s) URL such as https://gharsetu.example'));
    }
  });

  it('is refused with a path (links would put their own paths after it, and some drop it)', () => {
    for (const withPath of ['https://gharsetu.example/app', 'https://gharsetu.example/app/']) {
      expect(() => loadConfig({ PUBLIC_BASE_URL: withPath })).toThrow(
        new ConfigError(`PUBLIC_BASE_URL must be the site's address without a path, such as https://gharsetu.example (not ${withPath})`),
      );
    }
    expect(loadConfig({ PUBLIC_BASE_URL: 'https://gharsetu.example:8443//' }).publicBaseUrl).toBe('https://gharsetu.example:8443');
  });

});
