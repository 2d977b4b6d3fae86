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
    for (const path of ['/tenant/patna/property-listing', '/about-us', '/owner/your-property', '/tenant/']) {
      const res = await http.get(path).expect(200);
      expect([path, res.text]).toEqual([path, 'app shell']);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
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
