import { describe, expect, it } from 'vitest';
import { LISTING_CACHE_CONTROL, PRIVATE_CACHE_CONTROL } from '../../adapters/http/public-pages/public-pages.js';
import { propertyForm } from '../mothers/property.mother.js';
import { databaseKinds } from '../support/test-database.js';
import { useTestApp } from '../support/test-app.js';

const text = (html: string) => html.replace(/<!-- -->/g, '').replace(/<[^>]+>/g, ' ').replace(/&#x27;|&#39;/g, "'").replace(/&amp;/g, '&').replace(/\s+/g, ' ');
const htmlLang = (html: string) => /<html lang="([^"]*)"/.exec(html)?.[1];
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

interface Answer {
  status: number;
  headers: Record<string, string | undefined>;
  text: string;
}

/**
 * A shared cache in front of the site (a CDN), as small as the test needs: it keeps a 200 answer that says
 * `public` with `s-maxage` > 0 and serves it again for the same address without asking the server; it never keeps
 * `private` or `no-store` answers. `honoursVary`: a standards cache also keys on the request headers the answer
 * names in Vary; a CDN like Cloudflare keys on the address alone (Vary other than Accept-Encoding is ignored).
 */
function sharedCache(origin: (path: string, cookie: string | undefined) => Promise<Answer>, honoursVary: boolean) {
  const kept = new Map<string, Answer>();
  /** The Vary of the answer kept for an address (a standards cache then also keys on those request headers). */
  const varyOf = new Map<string, string>();
  const keyOf = (path: string, cookie: string | undefined) => (honoursVary && /\bcookie\b/i.test(varyOf.get(path) ?? '') ? `${path}|${cookie ?? ''}` : path);
  return async (path: string, cookie?: string): Promise<Answer & { fromCache: boolean }> => {
    const stored = kept.get(keyOf(path, cookie));
    if (stored) return { ...stored, fromCache: true };
    const answer = await origin(path, cookie);
    const control = answer.headers['cache-control'] ?? '';
    const shareable = answer.status === 200 && /\bpublic\b/.test(control) && /s-maxage=[1-9]/.test(control) && !/\b(private|no-store)\b/.test(control);
    if (shareable) {
      varyOf.set(path, answer.headers.vary ?? '');
      kept.set(keyOf(path, cookie), answer);
    }
    return { ...answer, fromCache: false };
  };
}

// The listing, details and home pages in the visitor's language, from the real build in dist/.
describe.each(databaseKinds())('pages in English and Hindi (%s)', (kind) => {
  // The site's address as production sets it (the pages' canonical and alternate links name it).
  const app = useTestApp(kind, { STATIC_DIR: 'dist', PUBLIC_BASE_URL: 'https://gharsetu.example' });
  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
  const get = (path: string, cookie?: string) => {
    const call = app.http.get(path);
    return cookie ? call.set('Cookie', cookie) : call;
  };

  let homeId = '';
  it('a listing page comes in the language of the address, else of the `lang` cookie, else English', async () => {
    const owner = await app.signedIn('OWNER');
    const created = await app.http
      .post('/api/v1/properties')
      .set(bearer(owner.token))
      .send(propertyForm({ title: 'Bright flat near Gandhi Maidan', city: 'muzaffarpur', locality: 'Juran Chhapra', bhk: 3, rent: 12500, deposit: 100000, available_from: '2026-11-24', submit: true }))
      .expect(201);
    homeId = created.body.data.id as string;
    await app.http.post(`/api/v1/properties/${homeId}/state`).set(bearer(app.adminToken)).send({ action: 'approve' }).expect(200);

    const english = await get('/tenant/muzaffarpur/property-listing').expect(200);
    expect(htmlLang(english.text)).toBe('en');
    expect(titleOf(english.text)).toBe('Homes for rent in Muzaffarpur | GharSetu');
    expect(text(english.text)).toContain('₹12,500');
    // The switch: a link to the same page in Hindi, labelled in Hindi.
    expect(english.text).toMatch(/<a href="\/tenant\/muzaffarpur\/property-listing\?lang=hi" hreflang="hi" lang="hi"[^>]*>हिन्दी<\/a>/i);

    const byCookie = await get('/tenant/muzaffarpur/property-listing', 'lang=hi').expect(200);
    expect(htmlLang(byCookie.text)).toBe('hi');
    expect(titleOf(byCookie.text)).toBe('मुज़फ़्फ़रपुर में किराए के घर | GharSetu');
    const page = text(byCookie.text);
    expect(page).toContain('3 BHK अपार्टमेंट / फ़्लैट');
    expect(page).toContain('₹12,500');
    expect(page).toContain('1 घर');
    expect(byCookie.text).toMatch(/<a href="\/tenant\/muzaffarpur\/property-listing\?lang=en" hreflang="en" lang="en"[^>]*>English<\/a>/i);

    const byAddress = await get('/tenant/muzaffarpur/property-listing?lang=hi').expect(200);
    expect(htmlLang(byAddress.text)).toBe('hi');
    expect(titleOf(byAddress.text)).toBe(titleOf(byCookie.text));
    // The address wins over the cookie both ways.
    expect(htmlLang((await get('/tenant/muzaffarpur/property-listing?lang=en', 'lang=hi').expect(200)).text)).toBe('en');
    expect(htmlLang((await get('/tenant/muzaffarpur/property-listing', 'lang=fr').expect(200)).text)).toBe('en');
  });

  it('caching stays right: a Hindi page by cookie is private, an English visitor never gets a cached Hindi page', async () => {
    const english = await get('/tenant/muzaffarpur/property-listing').expect(200);
    expect(english.headers['cache-control']).toBe(LISTING_CACHE_CONTROL);
    expect(english.headers.vary ?? '').not.toMatch(/Cookie/i);
    const hindi = await get('/tenant/muzaffarpur/property-listing', 'lang=hi').expect(200);
    expect(hindi.headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
    expect(hindi.headers.vary).toMatch(/Cookie/i);
    expect(hindi.headers.etag).not.toBe(english.headers.etag);
    // A browser that kept the Hindi page and revalidates it as an English visitor gets the English page, not a 304.
    const revalidated = await get('/tenant/muzaffarpur/property-listing').set('If-None-Match', hindi.headers.etag!).expect(200);
    expect(htmlLang(revalidated.text)).toBe('en');
    // `?lang=hi` is the Hindi page's own address: public and cacheable like the English one.
    const address = await get('/tenant/muzaffarpur/property-listing?lang=hi').expect(200);
    expect(address.headers['cache-control']).toBe(LISTING_CACHE_CONTROL);

    const origin = async (path: string, cookie: string | undefined): Promise<Answer> => {
      const res = await get(path, cookie);
      return { status: res.status, headers: res.headers as Record<string, string>, text: res.text };
    };
    for (const honoursVary of [true, false]) {
      const cdn = sharedCache(origin, honoursVary);
      // A Hindi reader first, then an English visitor at the same address: English, whatever the cache keys on.
      const first = await cdn('/tenant/muzaffarpur/property-listing?bhk=3', 'lang=hi');
      expect([honoursVary, htmlLang(first.text), first.fromCache]).toEqual([honoursVary, 'hi', false]);
      const second = await cdn('/tenant/muzaffarpur/property-listing?bhk=3');
      expect([honoursVary, htmlLang(second.text)]).toEqual([honoursVary, 'en']);
      const third = await cdn('/tenant/muzaffarpur/property-listing?bhk=3');
      expect([honoursVary, htmlLang(third.text), third.fromCache]).toEqual([honoursVary, 'en', true]);
      // Hindi at its own address is kept and served again, to Hindi readers only (the address says so).
      await cdn('/tenant/muzaffarpur/property-listing?bhk=3&lang=hi');
      const kept = await cdn('/tenant/muzaffarpur/property-listing?bhk=3&lang=hi');
      expect([honoursVary, htmlLang(kept.text), kept.fromCache]).toEqual([honoursVary, 'hi', true]);
      expect(htmlLang((await cdn('/tenant/muzaffarpur/property-listing?bhk=3')).text)).toBe('en');
      // The details page and the home behind the same cache: a Hindi reader first, an English visitor gets English.
      for (const path of [`/tenant/property-details/${homeId}`, '/']) {
        expect([honoursVary, path, htmlLang((await cdn(path, 'lang=hi')).text)]).toEqual([honoursVary, path, 'hi']);
        expect([honoursVary, path, htmlLang((await cdn(path)).text)]).toEqual([honoursVary, path, 'en']);
        expect([honoursVary, path, htmlLang((await cdn(path)).text)]).toEqual([honoursVary, path, 'en']);
      }
    }
    // The home in Hindi because of the cookie is this visitor's alone, like the pages (the address's own is public).
    expect((await get('/', 'lang=hi').expect(200)).headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
    expect((await get('/?lang=hi').expect(200)).headers['cache-control']).not.toMatch(/private/);
  });

  it('each found page names both its languages for search engines, and a page at a Hindi address is its own canonical', async () => {
    const english = await get('/tenant/muzaffarpur/property-listing?bhk=3').expect(200);
    expect(english.text).toMatch(/<link rel="alternate" hreflang="en" href="https:\/\/gharsetu\.example\/tenant\/muzaffarpur\/property-listing\?bhk=3" \/>/);
    expect(english.text).toMatch(/<link rel="alternate" hreflang="hi" href="https:\/\/gharsetu\.example\/tenant\/muzaffarpur\/property-listing\?bhk=3&#38;lang=hi" \/>/);
    expect(english.text).toMatch(/<link rel="alternate" hreflang="x-default" href="https:\/\/gharsetu\.example\/tenant\/muzaffarpur\/property-listing\?bhk=3" \/>/);
    const hindi = await get('/tenant/muzaffarpur/property-listing?bhk=3&lang=hi').expect(200);
    expect(hindi.text).toMatch(/<link rel="canonical" href="https:\/\/gharsetu\.example\/tenant\/muzaffarpur\/property-listing\?bhk=3&#38;lang=hi" \/>/);
    expect(hindi.text).toContain('<meta property="og:locale" content="hi_IN" />');
    // Reached with tracking parameters and defaults: the alternates name the canonical addresses, as search engines
    // require (an alternate that is not canonical is ignored).
    const tracked = await get('/tenant/muzaffarpur/property-listing?utm_source=whatsapp&bhk=3&page=1&fbclid=x1').expect(200);
    expect(tracked.text).toMatch(/<link rel="alternate" hreflang="en" href="https:\/\/gharsetu\.example\/tenant\/muzaffarpur\/property-listing\?bhk=3" \/>/);
    expect(tracked.text).toMatch(/<link rel="alternate" hreflang="hi" href="https:\/\/gharsetu\.example\/tenant\/muzaffarpur\/property-listing\?bhk=3&#38;lang=hi" \/>/);
    const details = await get(`/tenant/property-details/${homeId}?utm_source=whatsapp&lang=hi`).expect(200);
    expect(details.text).toContain(`<link rel="alternate" hreflang="en" href="https://gharsetu.example/tenant/property-details/${homeId}" />`);
    expect(details.text).toContain(`<link rel="alternate" hreflang="hi" href="https://gharsetu.example/tenant/property-details/${homeId}?lang=hi" />`);
    for (const page of [tracked.text, details.text]) expect(page).not.toMatch(/hreflang="[^"]*" href="[^"]*(utm_source|fbclid|page=1)/);
    const missing = await get('/tenant/property-details/00000000-0000-4000-8000-000000000000?lang=hi').expect(404);
    expect(htmlLang(missing.text)).toBe('hi');
    expect(missing.text).not.toContain('hreflang');
  });

  it('the details page in Hindi: rupees and counts in Indian grouping, the date day first', async () => {
    const res = await get(`/tenant/property-details/${homeId}`, 'lang=hi').expect(200);
    expect(htmlLang(res.text)).toBe('hi');
    expect(res.headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
    const page = text(res.text);
    expect(page).toContain('किराया');
    expect(page).toContain('₹12,500');
    expect(page).toContain('₹1,00,000');
    expect(page).toContain('1,050 वर्ग फ़ुट');
    expect(page).toContain('24 नवंबर 2026');
    expect(page).toContain('दूसरी मंज़िल (कुल 4 मंज़िलें)');
    const english = text((await get(`/tenant/property-details/${homeId}`).expect(200)).text);
    expect(english).toContain('24 Nov 2026');
    expect(english).toContain('₹1,00,000');
    expect(english).toContain('2nd floor of 4');
  });

  it('the filter form sent without script keeps the page’s language and reads the date day first', async () => {
    const res = await get('/tenant/muzaffarpur/property-listing?city=gaya&available_by=24%2F11%2F2026&lang=hi').expect(303);
    expect(res.headers.location).toBe('/tenant/gaya/property-listing?available_by=2026-11-24&lang=hi');
    const english = await get('/tenant/muzaffarpur/property-listing?city=gaya&available_by=05%2F01%2F2027').expect(303);
    expect(english.headers.location).toBe('/tenant/gaya/property-listing?available_by=2027-01-05');
  });

  it('the home is prerendered in both languages and served by the cookie or the address', async () => {
    const english = await get('/').expect(200);
    expect(htmlLang(english.text)).toBe('en');
    expect(titleOf(english.text)).toBe('Homes for rent in Patna, each listing reviewed | GharSetu');
    const hindi = await get('/', 'lang=hi').expect(200);
    expect(htmlLang(hindi.text)).toBe('hi');
    expect(titleOf(hindi.text)).toBe('पटना में किराए के घर, हर लिस्टिंग टीम की मंज़ूरी से | GharSetu');
    expect(text(hindi.text)).toContain('घर देखने कैसे जाएँ');
    expect(hindi.headers.vary).toMatch(/Cookie/i);
    expect(htmlLang((await get('/?lang=hi').expect(200)).text)).toBe('hi');
    // Revalidating the English home with the Hindi cookie gets the Hindi one, not a 304 (one ETag per file).
    expect(hindi.headers.etag).not.toBe(english.headers.etag);
    const revalidated = await get('/', 'lang=hi').set('If-None-Match', english.headers.etag!).set('If-Modified-Since', english.headers['last-modified']!).expect(200);
    expect(htmlLang(revalidated.text)).toBe('hi');
    await get('/', 'lang=hi').set('If-None-Match', hindi.headers.etag!).expect(304);
  });

  it('the home names both its languages for search engines, as the pages do, at the site address', async () => {
    const alternates = [
      '<link rel="alternate" hreflang="en" href="https://gharsetu.example/" />',
      '<link rel="alternate" hreflang="hi" href="https://gharsetu.example/?lang=hi" />',
      '<link rel="alternate" hreflang="x-default" href="https://gharsetu.example/" />',
    ];
    const english = await get('/').expect(200);
    const hindi = await get('/?lang=hi').expect(200);
    expect(htmlLang(hindi.text)).toBe('hi');
    for (const page of [english.text, hindi.text]) {
      for (const link of alternates) expect(page).toContain(link);
      // In the head, once each, and the build's mark is gone.
      const head = page.slice(0, page.indexOf('</head>'));
      expect(head.match(/hreflang=/g)).toHaveLength(3);
      expect(page).not.toContain('home:links');
    }
    expect(english.text).toContain('<link rel="canonical" href="https://gharsetu.example/" />');
    expect(hindi.text).toContain('<link rel="canonical" href="https://gharsetu.example/?lang=hi" />');
    // The caching is as before: both public addresses revalidated, the Hindi home by the cookie this visitor's.
    expect(english.headers['cache-control']).toBe('no-cache');
    expect(hindi.headers['cache-control']).toBe('no-cache');
    expect((await get('/', 'lang=hi').expect(200)).headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
  });
});
