import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Koa from 'koa';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { staticSites } from '../../adapters/http/static-sites.js';

/**
 * The app shell and the prerendered home in the visitor's language (issue 11): a build's two homes (index.html,
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
