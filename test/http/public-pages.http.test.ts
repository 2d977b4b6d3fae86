import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { Logger } from '../../application/shared/ports/logger.port.js';
import { DETAILS_CACHE_CONTROL, LISTING_CACHE_CONTROL } from '../../adapters/http/public-pages/public-pages.js';
import { serializeUserCookie, toSessionUser } from '../../adapters/http/contract/session-cookie.js';
import { propertyForm } from '../mothers/property.mother.js';
import { TestImages } from '../support/images.js';
import { databaseKinds } from '../support/test-database.js';
import { useTestApp } from '../support/test-app.js';

/** The cards' places, in order ("Lane 12, Gaya"): each test home has its own lane. */
const lanes = (html: string) => [...text(html).matchAll(/Lane (\d+), Gaya/g)].map((m) => Number(m[1]));

/** The page's data for the island and the app (the JSON <script> the server writes). */
function seedOf(html: string): { seed: Record<string, unknown>; config: Record<string, unknown> } {
  const match = /<script type="application\/json" id="page-seed">([^<]*)<\/script>/.exec(html);
  if (!match) throw new Error('no page seed in the HTML');
  return JSON.parse(match[1]!);
}

/** What a browser sends when a person opens a page (a link, the address bar): Sec-Fetch metadata of a navigation. */
const NAVIGATION = { 'Sec-Fetch-Mode': 'navigate', 'Sec-Fetch-Dest': 'document', 'Sec-Fetch-Site': 'none' };

const text = (html: string) => html.replace(/<!-- -->/g, '').replace(/<[^>]+>/g, ' ').replace(/&#x27;|&#39;/g, "'").replace(/&amp;/g, '&').replace(/\s+/g, ' ');

// The listing and details pages as server-rendered HTML (docs/adr/0009), from the real build in dist/.
describe.each(databaseKinds())('server-rendered listing and details pages (%s)', (kind) => {
  // The real build (the test global setup builds it when stale).
  // The site's address (canonical and og: links name it): supertest serves each request on a new port, whose
  // origin the pages would otherwise name, so two requests for the same page would differ.
  // TRUST_PROXY: visitors are told apart by their address (X-Forwarded-For), as views count one per address a day.
  const app = useTestApp(kind, { STATIC_DIR: 'dist', PUBLIC_BASE_URL: 'http://gharsetu.test', TRUST_PROXY: 'true' });
  /** A phone of its own address: "Phone A" from 198.51.100.65, and so on. */
  const phone = (agent: string) => ({ 'User-Agent': agent, 'X-Forwarded-For': `198.51.100.${agent.charCodeAt(agent.length - 1)}` });
  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
  const admin = () => bearer(app.adminToken);

  async function liveListing(form: Record<string, unknown> = {}, photo = false) {
    const owner = await app.signedIn('OWNER');
    const created = await app.http.post('/api/v1/properties').set(bearer(owner.token)).send(propertyForm({ ...form, submit: true })).expect(201);
    const id = created.body.data.id as string;
    if (photo) await app.http.post(`/api/v1/properties/${id}/gallery/bulk`).set(bearer(owner.token)).attach('images', await TestImages.jpeg(1200, 800), 'front.jpg').expect(201);
    await app.http.post(`/api/v1/properties/${id}/state`).set(admin()).send({ action: 'approve' }).expect(200);
    return { owner, id };
  }

  const gayaTitles = Array.from({ length: 12 }, (_, i) => `Gaya home number ${i + 1}`);
  let gayaThreeBhk = '';

  it('a listing page holds its first page of homes, newest first, with the page links, before any script', async () => {
    for (const [i, title] of gayaTitles.entries()) {
      const { id } = await liveListing({ title, city: 'gaya', locality: `Lane ${i + 1}`, bhk: i === 4 ? 3 : 2, rent: 9000 + i * 100 });
      if (i === 4) gayaThreeBhk = id;
      app.clock.advanceMinutes(1);
    }
    const res = await app.http.get('/tenant/gaya/property-listing').expect(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    const page = text(res.text);
    expect(res.text).toContain('<title>Homes for rent in Gaya | GharSetu</title>');
    // In order, whole, and nothing the CSP (script-src 'self', no inline script) would block: every script is a
    // file or JSON data, and no part waits hidden for an inline script to reveal it.
    expect([...res.text.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]).filter((tag) => !/\bsrc="|type="application\/json"/.test(tag))).toEqual([]);
    expect(res.text).not.toMatch(/<div hidden|<template id="B:/);
    // Newest first, 10 a page: homes 12 down to 3 on page 1, not 1 or 2.
    expect(lanes(res.text)).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3]);
    expect(page).toContain('12 homes');
    // Plain links: the next page, and every card to its details page.
    expect(res.text).toMatch(/<a[^>]*href="\/tenant\/gaya\/property-listing\?page=2"/);
    expect(res.text).toMatch(/href="\/tenant\/property-details\/[0-9a-f-]{36}"/);
    // The page's data for the app: what GET /properties/list answers for the same search.
    const seed = seedOf(res.text).seed as { kind: string; apiQuery: string; answer: { items: { title: string }[]; meta: { total: number } } };
    expect(seed.kind).toBe('listing');
    const api = await app.http.get(`/api/v1/properties/list?${seed.apiQuery}`).expect(200);
    expect(seed.answer.items).toEqual(api.body.data);
    expect(seed.answer.meta.total).toBe(12);

    const second = await app.http.get('/tenant/gaya/property-listing?page=2').expect(200);
    expect(lanes(second.text)).toEqual([2, 1]);
  });

  it('the filters come from the URL: the results and the filter bar show them', async () => {
    const res = await app.http.get('/tenant/gaya/property-listing?bhk=3&sort=rent_asc').expect(200);
    expect(lanes(res.text)).toEqual([5]);
    expect(res.text).toContain(`data-id="${gayaThreeBhk}"`);
    expect(text(res.text)).toContain('1 home');
    expect(res.text).toMatch(/<option value="3" selected="">/);
    // The bar is a real form: every control carries the API's name.
    for (const name of ['search', 'city', 'bhk', 'min_rent', 'max_rent', 'sort', 'verified_only']) expect(res.text).toContain(`name="${name}"`);
  });

  it('the filter form sent without script goes to the canonical address of the chosen city', async () => {
    const res = await app.http.get('/tenant/patna/property-listing?search=&city=gaya&property_type=&bhk=3&min_rent=&sort=newest').expect(303);
    expect(res.headers.location).toBe('/tenant/gaya/property-listing?bhk=3');
  });

  it('a city the site does not serve is a 404 page that lists the cities', async () => {
    const res = await app.http.get('/tenant/atlantis/property-listing').expect(404);
    expect(res.text).toContain('data-testid="listing-unknown-city"');
    expect(res.text).toContain('href="/tenant/patna/property-listing"');
  });

  it('a listing page is the same for everyone (a CDN may keep it), with Cache-Control and Vary', async () => {
    const tenant = await app.signedIn('TENANT');
    const cookie = `userData=${serializeUserCookie(toSessionUser({ id: tenant.id, first_name: 'Asha', last_name: 'K', primary_role: 'TENANT', token: tenant.token, mobile_no: '9801000011' }), { secure: false }).split(';')[0]!.split('=').slice(1).join('=')}`;
    // The tenant has saved one: the API's answer with their session has the heart; the HTML never does.
    await app.http.post('/api/v1/properties/wishlist/toggle').set(bearer(tenant.token)).send({ property_id: gayaThreeBhk }).expect(200);
    const visitor = await app.http.get('/tenant/gaya/property-listing?bhk=3').expect(200);
    const signedIn = await app.http.get('/tenant/gaya/property-listing?bhk=3').set('Cookie', cookie).set(bearer(tenant.token)).expect(200);
    expect(signedIn.text).toBe(visitor.text);
    expect(visitor.text).not.toContain('data-saved="true"');
    expect(visitor.text).toContain('data-testid="login-button"');
    expect(visitor.headers['cache-control']).toBe(LISTING_CACHE_CONTROL);
    expect(visitor.headers.vary).toMatch(/Accept-Encoding/i);
    expect(visitor.headers.vary ?? '').not.toMatch(/Cookie|Authorization/i);
    expect(visitor.headers['set-cookie']).toBeUndefined();
    // A browser revalidating gets 304.
    await app.http.get('/tenant/gaya/property-listing?bhk=3').set('If-None-Match', visitor.headers.etag!).expect(304);
  });

  it("a details page holds the listing's facts and its cover photo, sized and first to load", async () => {
    const { id } = await liveListing({ title: 'Sunny 3 BHK by the Ganga', bhk: 3, rent: 21000, deposit: 42000, locality: 'Kankarbagh' }, true);
    const res = await app.http.get(`/tenant/property-details/${id}`).expect(200);
    expect(res.text).toContain('<title>Sunny 3 BHK by the Ganga | GharSetu</title>');
    expect(res.text).toMatch(/data-testid="details-title"[^>]*>Sunny 3 BHK by the Ganga</);
    const page = text(res.text);
    expect(page).toContain('₹21,000');
    expect(page).toContain('₹42,000');
    expect(page).toContain('Kankarbagh, Patna');
    expect(page).toContain('3 BHK');
    // The cover: a real src and srcset, eager and high priority, width and height set.
    const cover = /<img[^>]*class="gallery__image"[^>]*>/.exec(res.text)?.[0] ?? '';
    expect(cover).toMatch(/src="\/media\/[^"]+"/);
    expect(cover).toMatch(/srcSet="[^"]+ 320w/i);
    expect(cover).toContain('fetchPriority="high"');
    expect(cover).toMatch(/width="\d+"/);
    expect(res.headers['cache-control']).toBe(DETAILS_CACHE_CONTROL);
    const seed = seedOf(res.text).seed as { kind: string; listing: { id: string; images: unknown[] } };
    expect(seed).toMatchObject({ kind: 'details', listing: { id } });
    expect(seed.listing.images).toHaveLength(1);
  });

  it('a room is a room: no BHK on its details page, and an address that only repeats the locality is written once', async () => {
    const { id } = await liveListing({ title: 'Single room near the junction', property_type: 'ROOM', bhk: 1, locality: 'Fraser Road', address: 'Fraser Road, Patna' });
    const res = await app.http.get(`/tenant/property-details/${id}`).expect(200);
    const facts = text(/<dl class="facts">[\s\S]*?<\/dl>/.exec(res.text)?.[0] ?? '');
    expect(facts).toContain('Room');
    expect(facts).not.toContain('BHK');
    const address = text(/<address[^>]*data-testid="details-address"[^>]*>[\s\S]*?<\/address>/.exec(res.text)?.[0] ?? '');
    expect(address.match(/Fraser Road/g)).toHaveLength(1);
    expect(address).toContain('PIN');
  });

  it('a listing that does not exist, or is not public, is a real 404 with the not-found page', async () => {
    const draftOwner = await app.signedIn('OWNER');
    const draft = (await app.http.post('/api/v1/properties').set(bearer(draftOwner.token)).send(propertyForm({ title: 'A draft nobody may see' })).expect(201)).body.data.id as string;
    for (const id of ['0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b', draft, 'not-an-id']) {
      const res = await app.http.get(`/tenant/property-details/${id}`).expect(404);
      expect(res.text).toContain('data-testid="not-found"');
      expect(res.text).not.toContain('A draft nobody may see');
    }
  });

  it('counts one view per visit: reloads, the app and a signed-in visitor are not counted twice', async () => {
    const { owner, id } = await liveListing({ title: 'Counted flat' });
    const views = async () => (await app.http.get(`/api/v1/properties/${id}`).set(bearer(owner.token)).expect(200)).body.data.view_count as number;
    const open = (agent: string, extra: Record<string, string> = {}) => app.http.get(`/tenant/property-details/${id}`).set({ ...phone(agent), ...NAVIGATION, ...extra }).expect(200);

    await open('Phone A');
    expect(await views()).toBe(1);
    await open('Phone A'); // a reload
    // The app's own call for the same visitor (it makes none after a server-rendered page, but if it did): no second view.
    await app.http.get(`/api/v1/properties/${id}`).query({ view: '1' }).set(phone('Phone A')).expect(200);
    expect(await views()).toBe(1);
    // Another browser on the same address (a changed User-Agent): the same visitor.
    await open('Other browser A');
    expect(await views()).toBe(1);
    await app.http.head(`/tenant/property-details/${id}`).set(phone('Phone B')).expect(200);
    expect(await views()).toBe(1);
    await open('Phone B');
    expect(await views()).toBe(2);

    // A signed-in visitor: the HTML does not count; the app (started at once for them) counts it as theirs, once.
    const tenant = await app.signedIn('TENANT');
    const cookie = serializeUserCookie(toSessionUser({ id: tenant.id, first_name: 'A', last_name: 'B', primary_role: 'TENANT', token: tenant.token, mobile_no: '9801000012' }), { secure: false }).split(';')[0]!;
    await open('Phone C', { Cookie: cookie });
    expect(await views()).toBe(2);
    await app.http.get(`/api/v1/properties/${id}`).query({ view: '1' }).set(bearer(tenant.token)).set('User-Agent', 'Phone C').expect(200);
    await app.http.get(`/api/v1/properties/${id}`).query({ view: '1' }).set(bearer(tenant.token)).set('User-Agent', 'Phone C').expect(200);
    expect(await views()).toBe(3);
  });

  it('a bot, a link preview, a prefetch or curl counts no view; the page then asks its script to count a real visit', async () => {
    const { owner, id } = await liveListing({ title: 'Shared on WhatsApp' });
    const views = async () => (await app.http.get(`/api/v1/properties/${id}`).set(bearer(owner.token)).expect(200)).body.data.view_count as number;
    const page = `/tenant/property-details/${id}`;
    const fetchers = [
      { 'User-Agent': 'WhatsApp/2.23.20.0 A' },
      { 'User-Agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
      { 'User-Agent': 'curl/8.5.0' },
      { 'User-Agent': 'Phone P', ...NAVIGATION, 'Sec-Purpose': 'prefetch' },
      { 'User-Agent': 'Phone Q', ...NAVIGATION, 'Sec-Purpose': 'prefetch;prerender' },
      { 'User-Agent': 'Phone R', 'Sec-Fetch-Mode': 'no-cors', 'Sec-Fetch-Dest': 'iframe' },
    ];
    for (const headers of fetchers) {
      const res = await app.http.get(page).set(headers).expect(200);
      // The page still reads whole, and its data tells the island that this visit is not counted yet.
      expect(res.text).toContain('Shared on WhatsApp');
      expect(seedOf(res.text).seed).toMatchObject({ kind: 'details', viewCounted: false });
    }
    expect(await views()).toBe(0);
    // A person's browser opening it counts, once; its data says so (the island does not count again).
    const person = await app.http.get(page).set({ 'User-Agent': 'Phone S', ...NAVIGATION }).expect(200);
    expect(seedOf(person.text).seed).not.toHaveProperty('viewCounted');
    expect(await views()).toBe(1);
    // An old browser without Sec-Fetch headers runs the page's island, which counts with the API call the app made.
    await app.http.get(`/api/v1/properties/${id}`).query({ view: '1' }).set({ 'User-Agent': 'Old phone', 'X-Forwarded-For': '198.51.100.200' }).expect(200);
    expect(await views()).toBe(2);
    // The body depends on those headers: a shared cache keeps the variants apart.
    expect(person.headers.vary).toMatch(/Sec-Fetch-Mode/i);
    expect(person.headers.vary).toMatch(/Sec-Purpose/i);
  });

  it('the pages carry exactly the API answers for the same search and listing (the app does not ask again)', async () => {
    const res = await app.http.get('/tenant/gaya/property-listing?bhk=2&sort=rent_desc&max_rent=10500').expect(200);
    const seed = seedOf(res.text).seed as { apiQuery: string; answer: { items: unknown[]; meta: unknown } };
    const api = await app.http.get(`/api/v1/properties/list?${seed.apiQuery}`).expect(200);
    expect(api.body.data.length).toBeGreaterThan(0);
    expect(seed.answer.items).toEqual(api.body.data);
    expect(seed.answer.meta).toEqual(api.body.meta);

    const { id } = await liveListing({ title: 'Same answer flat' }, true);
    const details = await app.http.get(`/tenant/property-details/${id}`).set(NAVIGATION).expect(200);
    const visitorAnswer = await app.http.get(`/api/v1/properties/${id}`).expect(200);
    expect((seedOf(details.text).seed as { listing: unknown }).listing).toEqual(visitorAnswer.body.data);
  });

  it("the page's description names the city and the filters, or the listing (what a shared link shows)", async () => {
    const plain = await app.http.get('/tenant/gaya/property-listing').expect(200);
    expect(plain.text).toMatch(/<meta name="description" content="[^"]*[Hh]omes for rent in Gaya[^"]*"/);
    expect(plain.text).not.toMatch(/<meta name="description" content="[^"]*Patna/);
    const filtered = await app.http.get('/tenant/gaya/property-listing?bhk=3&furnishing=FULLY_FURNISHED&min_rent=8000&max_rent=15000').expect(200);
    expect(filtered.text).toContain('<title>Homes for rent in Gaya: 3 BHK, Fully furnished, ₹8,000 to ₹15,000 a month | GharSetu</title>');
    expect(filtered.text).toMatch(/<meta name="description" content="Homes for rent in Gaya on GharSetu \(3 BHK, Fully furnished, ₹8,000 to ₹15,000 a month\)/);
    expect(filtered.text).toMatch(/<meta property="og:title" content="Homes for rent in Gaya: 3 BHK/);

    const { id } = await liveListing({ title: 'Quiet 2 BHK near the park', bhk: 2, property_type: 'APARTMENT', rent: 12500, locality: 'Boring Road' });
    const details = await app.http.get(`/tenant/property-details/${id}`).expect(200);
    expect(details.text).toMatch(/<meta name="description" content="2 BHK Apartment for rent in Boring Road, Patna: ₹12,500 a month\. Quiet 2 BHK near the park, on GharSetu\." \/>/);
  });

  it('a city segment that is not valid percent-encoding is the unknown-city page (404), not an error', async () => {
    const logger = app.container.get(Logger);
    const errors = vi.spyOn(logger, 'error');
    const warnings = vi.spyOn(console, 'warn');
    try {
      const res = await app.http.get('/tenant/%E0%A4/property-listing').expect(404);
      expect(res.text).toContain('data-testid="listing-unknown-city"');
      expect(errors).not.toHaveBeenCalled();
      expect(warnings).not.toHaveBeenCalled();
    } finally {
      errors.mockRestore();
      warnings.mockRestore();
    }
  });

  it('text from a listing cannot break out of the page: the title is escaped, the data cannot close its <script>', async () => {
    const title = 'Flat </script><script>alert(1)</script> & <b>more</b>';
    const { id } = await liveListing({ title });
    const res = await app.http.get(`/tenant/property-details/${id}`).expect(200);
    expect(res.text).not.toContain('<script>alert(1)');
    expect(res.text).not.toContain('<b>more</b>');
    expect((seedOf(res.text).seed as { listing: { title: string } }).listing.title).toBe(title);
  });
});

describe.each(databaseKinds())('server-rendered pages fall back to the app shell (%s)', (kind) => {
  // A build without the server renderer, and one whose renderer throws: the pages load as the client-rendered app.
  const PAGE_WITH_MARKS = '<title>x</title><div id="root"><!--page:root--></div><!--page:extras-->';
  /** A build folder: the site's three pages (page.html as given) and, when given, the server renderer's render.js. */
  const fakeBuild = (pageHtml: string, renderJs?: string) => {
    const dir = mkdtempSync(join(tmpdir(), 'gharsetu-ssr-'));
    mkdirSync(join(dir, 'web-public'), { recursive: true });
    writeFileSync(join(dir, 'web-public', 'index.html'), 'home');
    writeFileSync(join(dir, 'web-public', 'app.html'), 'app shell');
    writeFileSync(join(dir, 'web-public', 'page.html'), pageHtml);
    if (renderJs !== undefined) {
      mkdirSync(join(dir, 'web-public-ssr'), { recursive: true });
      writeFileSync(join(dir, 'web-public-ssr', 'render.js'), renderJs);
    }
    return dir;
  };
  const dist = fakeBuild(PAGE_WITH_MARKS);
  const broken = fakeBuild(
    PAGE_WITH_MARKS,
    `export const renderer = { planListing() { return { kind: 'unknown-city' }; }, async renderListing() { throw new Error('boom'); }, async renderDetails() { throw new Error('boom'); } };`,
  );
  // A renderer that works, next to a template that does not load (no marks: a half-written or foreign page.html).
  const halfBuilt = fakeBuild(
    '<title>x</title><div id="root"></div>',
    `const page = async () => ({ status: 200, title: 'Rendered', description: 'd', root: '<p>server-rendered</p>', extras: '' });
     export const renderer = { planListing() { return { kind: 'unknown-city' }; }, renderListing: page, renderDetails: page };`,
  );
  const missing = useTestApp(kind, { STATIC_DIR: dist });
  const throwing = useTestApp(kind, { STATIC_DIR: broken });
  const half = useTestApp(kind, { STATIC_DIR: halfBuilt });
  afterAll(() => {
    for (const dir of [dist, broken, halfBuilt]) rmSync(dir, { recursive: true, force: true });
  });

  it('a template that does not load gives the app shell, not an error; the next build of the template is used at once', async () => {
    const details = '/tenant/property-details/0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b';
    expect((await half.http.get(details).expect(200)).text).toBe('app shell');
    expect((await half.http.get(details).expect(200)).text).toBe('app shell');
    // A rebuild writes the template (render.js unchanged): served from the next request on, not after a restart.
    writeFileSync(join(halfBuilt, 'web-public', 'page.html'), PAGE_WITH_MARKS);
    const later = new Date(Date.now() + 5_000);
    utimesSync(join(halfBuilt, 'web-public', 'page.html'), later, later);
    const res = await half.http.get(details).expect(200);
    expect(res.text).toContain('<p>server-rendered</p>');
    expect(res.text).toContain('<title>Rendered</title>');
  });

  it('without the server renderer, or when it throws, both routes get the app shell', async () => {
    for (const app of [missing, throwing]) {
      expect((await app.http.get('/tenant/patna/property-listing').expect(200)).text).toBe('app shell');
      expect((await app.http.get('/tenant/property-details/0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b').expect(200)).text).toBe('app shell');
    }
  });
});
