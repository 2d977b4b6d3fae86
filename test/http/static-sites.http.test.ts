import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Koa from 'koa';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { staticSites } from '../../adapters/http/static-sites.js';

/** A fake dist/: the public site with its prerendered home (index.html) and app shell (app.html), and the console. */
function fakeDist(): string {
  const dist = mkdtempSync(join(tmpdir(), 'gharsetu-static-'));
  mkdirSync(join(dist, 'web-public', 'assets'), { recursive: true });
  mkdirSync(join(dist, 'web-admin'), { recursive: true });
  writeFileSync(join(dist, 'web-public', 'index.html'), 'prerendered home');
  writeFileSync(join(dist, 'web-public', 'app.html'), 'app shell');
  writeFileSync(join(dist, 'web-public', 'assets', 'island-abc.js'), 'island');
  writeFileSync(join(dist, 'web-public', 'favicon.svg'), '<svg/>');
  writeFileSync(join(dist, 'web-admin', 'index.html'), 'console');
  return dist;
}

describe('static sites: prerendered home at /, app shell for every other route', () => {
  const dist = fakeDist();
  const app = new Koa();
  app.use(staticSites(dist));
  app.use((ctx) => {
    ctx.status = 404;
    ctx.body = 'api';
  });
  const http = request(app.callback());
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it('serves the prerendered home for / and revalidates it', async () => {
    const res = await http.get('/').expect(200);
    expect(res.text).toBe('prerendered home');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('serves the client-rendered app for deep links, revalidated', async () => {
    for (const path of ['/tenant/patna/property-listing', '/about-us', '/owner/your-property', '/tenant/wishlist/']) {
      const res = await http.get(path).expect(200);
      expect([path, res.text]).toEqual([path, 'app shell']);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('an address that names no page gets the app (its "not found" page) with status 404', async () => {
    for (const path of ['/nowhere', '/tenant/', '/tenant/patna/property-listing/extra', '/owner/your-properties']) {
      const res = await http.get(path).expect(404);
      expect([path, res.text]).toEqual([path, 'app shell']);
    }
    expect((await http.get('/admin/anything').expect(200)).text).toBe('console'); // the console routes for itself
  });

  it('keeps the caching rules: hashed assets a year, other files an hour, HTML files revalidated', async () => {
    expect((await http.get('/assets/island-abc.js').expect(200)).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await http.get('/favicon.svg').expect(200)).headers['cache-control']).toBe('public, max-age=3600');
    expect((await http.get('/app.html').expect(200)).headers['cache-control']).toBe('no-cache');
    await http.get('/assets/missing.js').expect(404);
  });

  it('the console (no app.html) still gets its index.html everywhere; API paths pass through', async () => {
    expect((await http.get('/admin').expect(200)).text).toBe('console');
    expect((await http.get('/admin/leads').expect(200)).text).toBe('console');
    expect((await http.get('/api/v1/anything').expect(404)).text).toBe('api');
  });
});

describe('static sites: page code preloaded with the app shell, and revalidation answered with 304', () => {
  const dist = mkdtempSync(join(tmpdir(), 'gharsetu-static-'));
  mkdirSync(join(dist, 'web-public', 'assets'), { recursive: true });
  writeFileSync(join(dist, 'web-public', 'index.html'), '<html><head></head><body>home</body></html>');
  writeFileSync(join(dist, 'web-public', 'app.html'), '<html><head><script src="/assets/app-1.js"></script></head><body></body></html>');
  writeFileSync(
    join(dist, 'web-public', 'route-preloads.json'),
    JSON.stringify([{ pattern: '^/tenant/[^/]+/property-listing/?$', files: ['assets/ListingPage-1.js', 'assets/format-1.js'] }]),
  );
  const app = new Koa();
  app.use(staticSites(dist));
  const http = request(app.callback());
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it("a listing link gets the listing page's chunks as modulepreload links in the shell's head", async () => {
    const res = await http.get('/tenant/gaya/property-listing').expect(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.text).toBe(
      '<html><head><script src="/assets/app-1.js"></script><link rel="modulepreload" crossorigin href="/assets/ListingPage-1.js"><link rel="modulepreload" crossorigin href="/assets/format-1.js"></head><body></body></html>',
    );
  });

  it('other routes get the plain shell', async () => {
    expect((await http.get('/about-us').expect(200)).text).not.toContain('modulepreload');
  });

  it('a browser revalidating the shell or the home gets 304 without the page', async () => {
    const first = await http.get('/tenant/patna/property-listing').expect(200);
    const again = await http.get('/tenant/patna/property-listing').set('If-None-Match', first.headers.etag!).expect(304);
    expect(again.text).toBe('');
    const home = await http.get('/').expect(200);
    await http.get('/').set('If-Modified-Since', home.headers['last-modified']!).expect(304);
    await http.get('/about-us').set('If-Modified-Since', new Date(0).toUTCString()).expect(200);
  });
});
