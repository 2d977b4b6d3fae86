import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Koa from 'koa';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { staticSites } from '../../adapters/http/static-sites.js';

/**
 * The app shell and the prerendered home in the visitor's language: a build's two homes (index.html,
 * index.hi.html) picked by `?lang=` or the `lang` cookie; for a Hindi reader the app shell says `lang="hi"` and
 * preloads the Hindi catalogue (language-chunks.json) with the app.
 */
describe('static sites in two languages', () => {
  const dist = mkdtempSync(join(tmpdir(), 'gharsetu-languages-'));
  const site = join(dist, 'web-public');
  mkdirSync(join(site, 'assets'), { recursive: true });
  writeFileSync(join(site, 'index.html'), '<html lang="en"><head></head><body>home</body></html>');
  writeFileSync(join(site, 'index.hi.html'), '<html lang="hi"><head></head><body>होम</body></html>');
  writeFileSync(join(site, 'app.html'), '<html lang="en"><head><script src="/assets/app-1.js"></script></head><body></body></html>');
  writeFileSync(join(site, 'route-preloads.json'), JSON.stringify([{ pattern: '^/tenant/wishlist/?$', files: ['assets/WishlistPage-1.js'] }]));
  writeFileSync(join(site, 'language-chunks.json'), JSON.stringify({ hi: ['assets/hi-1.js'] }));
  const app = new Koa();
  app.use(staticSites(dist));
  const http = request(app.callback());
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it('serves the Hindi home for ?lang=hi or the cookie, the English one otherwise', async () => {
    expect((await http.get('/').expect(200)).text).toContain('<body>home</body>');
    expect((await http.get('/').set('Cookie', 'lang=hi').expect(200)).text).toContain('होम');
    expect((await http.get('/?lang=hi').expect(200)).text).toContain('होम');
    expect((await http.get('/?lang=en').set('Cookie', 'lang=hi').expect(200)).text).toContain('<body>home</body>');
    expect((await http.get('/').set('Cookie', 'lang=hi').expect(200)).headers.vary).toMatch(/Cookie/);
  });

  it('gives the Hindi reader the app shell in Hindi with the catalogue preloaded; the English shell is as before', async () => {
    const english = await http.get('/about-us').expect(200);
    expect(english.text).toBe('<html lang="en"><head><script src="/assets/app-1.js"></script></head><body></body></html>');
    const hindi = await http.get('/about-us').set('Cookie', 'userData=x; lang=hi').expect(200);
    expect(hindi.text).toBe('<html lang="hi"><head><script src="/assets/app-1.js"></script><link rel="modulepreload" crossorigin href="/assets/hi-1.js"></head><body></body></html>');
    expect(hindi.headers.vary).toMatch(/Cookie/);
    // With a route's own preloads too.
    const wishlist = await http.get('/tenant/wishlist?lang=hi').expect(200);
    expect(wishlist.text).toContain('<link rel="modulepreload" crossorigin href="/assets/WishlistPage-1.js"><link rel="modulepreload" crossorigin href="/assets/hi-1.js"></head>');
    // Revalidation: the English shell's ETag is not the Hindi one's.
    const englishWishlist = await http.get('/tenant/wishlist').expect(200);
    await http.get('/tenant/wishlist').set('Cookie', 'lang=hi').set('If-None-Match', englishWishlist.headers.etag!).expect(200);
  });

  it('keeps a Hindi home or shell drawn because of the cookie out of shared caches; the addresses that name Hindi stay public', async () => {
    for (const path of ['/', '/about-us', '/tenant/wishlist']) {
      const byCookie = await http.get(path).set('Cookie', 'lang=hi').expect(200);
      expect([path, byCookie.headers['cache-control']]).toEqual([path, 'private, no-cache']);
      const english = await http.get(path).expect(200);
      expect([path, english.headers['cache-control']]).toEqual([path, 'no-cache']);
      const byAddress = await http.get(`${path}?lang=hi`).expect(200);
      expect([path, byAddress.headers['cache-control']]).toEqual([path, 'no-cache']);
      // An English choice is the default page: public like it.
      expect([path, (await http.get(path).set('Cookie', 'lang=en').expect(200)).headers['cache-control']]).toEqual([path, 'no-cache']);
    }
  });
});

/**
 * The prerendered home names its addresses for search engines as the listing and details pages do: a canonical link
 * and `hreflang` alternates (en, hi, x-default) at absolute URLs of the site's address (PUBLIC_BASE_URL, else the
 * request's own), written by the server where the build left its mark (the build cannot know the address).
 */
describe('the prerendered home: canonical and hreflang links at the site address', () => {
  const dist = mkdtempSync(join(tmpdir(), 'gharsetu-home-links-'));
  const site = join(dist, 'web-public');
  mkdirSync(site, { recursive: true });
  writeFileSync(join(site, 'index.html'), '<html lang="en"><head><title>Home</title><!--home:links--></head><body>home</body></html>');
  writeFileSync(join(site, 'index.hi.html'), '<html lang="hi"><head><title>होम</title><!--home:links--></head><body>होम</body></html>');
  writeFileSync(join(site, 'app.html'), '<html lang="en"><head></head><body></body></html>');
  const served = (addresses?: { publicBaseUrl: string; publicBaseUrlSet: boolean }) => {
    const app = new Koa();
    app.use(staticSites(dist, addresses));
    return request(app.callback());
  };
  const http = served({ publicBaseUrl: 'https://gharsetu.example', publicBaseUrlSet: true });
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  const alternates =
    '<link rel="alternate" hreflang="en" href="https://gharsetu.example/" />' +
    '<link rel="alternate" hreflang="hi" href="https://gharsetu.example/?lang=hi" />' +
    '<link rel="alternate" hreflang="x-default" href="https://gharsetu.example/" />';

  it('the English home at / and the Hindi home at /?lang=hi name both languages; each is its own canonical', async () => {
    const english = await http.get('/').expect(200);
    expect(english.text).toBe(`<html lang="en"><head><title>Home</title><link rel="canonical" href="https://gharsetu.example/" />${alternates}</head><body>home</body></html>`);
    const hindi = await http.get('/?lang=hi').expect(200);
    expect(hindi.text).toBe(`<html lang="hi"><head><title>होम</title><link rel="canonical" href="https://gharsetu.example/?lang=hi" />${alternates}</head><body>होम</body></html>`);
    // Tracking parameters are not the page's address; `?lang=en` is the English home's.
    expect((await http.get('/?utm_source=whatsapp&lang=hi').expect(200)).text).toContain('<link rel="canonical" href="https://gharsetu.example/?lang=hi" />');
    expect((await http.get('/?lang=en&fbclid=x').expect(200)).text).toContain(`<link rel="canonical" href="https://gharsetu.example/" />${alternates}`);
    // The Hindi home drawn because of the cookie is the English address's page (as the listing pages say it).
    const byCookie = await http.get('/').set('Cookie', 'lang=hi').expect(200);
    expect(byCookie.text).toContain(`<html lang="hi">`);
    expect(byCookie.text).toContain(`<link rel="canonical" href="https://gharsetu.example/" />${alternates}`);
  });

  it('without PUBLIC_BASE_URL the links name the address the request came to', async () => {
    const byRequest = served();
    const res = await byRequest.get('/?lang=hi').set('Host', 'patna.example:8080').expect(200);
    expect(res.text).toContain('<link rel="canonical" href="http://patna.example:8080/?lang=hi" />');
    expect(res.text).toContain('<link rel="alternate" hreflang="x-default" href="http://patna.example:8080/" />');
    expect((await byRequest.get('/').set('Host', 'gaya.example').expect(200)).text).toContain('<link rel="alternate" hreflang="hi" href="http://gaya.example/?lang=hi" />');
  });

  it('keeps the caching as it was: revalidated, the Hindi home by the cookie private, an ETag per page, 304 when unchanged', async () => {
    const english = await http.get('/').expect(200);
    expect(english.headers['cache-control']).toBe('no-cache');
    expect(english.headers['content-type']).toMatch(/text\/html/);
    expect(english.headers['last-modified']).toBeTruthy();
    expect((await http.get('/?lang=hi').expect(200)).headers['cache-control']).toBe('no-cache');
    const byCookie = await http.get('/').set('Cookie', 'lang=hi').expect(200);
    expect(byCookie.headers['cache-control']).toBe('private, no-cache');
    expect(byCookie.headers.vary).toMatch(/Cookie/);
    expect(byCookie.headers.etag).not.toBe(english.headers.etag);
    await http.get('/').set('If-None-Match', english.headers.etag!).expect(304);
    await http.get('/').set('If-Modified-Since', english.headers['last-modified']!).expect(304);
    // A browser revalidating the English home with the Hindi cookie gets the Hindi one.
    expect((await http.get('/').set('Cookie', 'lang=hi').set('If-None-Match', english.headers.etag!).expect(200)).text).toContain('<html lang="hi">');
    // HEAD answers as GET, without the page.
    const head = await http.head('/?lang=hi').expect(200);
    expect(head.headers.etag).toBe((await http.get('/?lang=hi')).headers.etag);
  });
});
