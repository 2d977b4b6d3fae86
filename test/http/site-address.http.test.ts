import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpApp } from '../../adapters/http/create-app.js';
import { useTestApp } from '../support/test-app.js';

/**
 * A build of the public site for these tests: a prerendered home with the links mark, and a server renderer that
 * draws a listing page with its share data (the real one is tested from the real build in public-pages.http.test.ts).
 */
function fakeBuild(): string {
  const dist = mkdtempSync(join(tmpdir(), 'gharsetu-site-address-'));
  const site = join(dist, 'web-public');
  const ssr = join(dist, 'web-public-ssr');
  mkdirSync(site, { recursive: true });
  mkdirSync(ssr, { recursive: true });
  writeFileSync(join(site, 'index.html'), '<html lang="en"><head><title>Home</title><!--home:links--></head><body>home</body></html>');
  writeFileSync(join(site, 'app.html'), '<html lang="en"><head></head><body></body></html>');
  writeFileSync(
    join(site, 'page.html'),
    '<html lang="en"><head><title>x</title><meta name="description" content="x" /></head><body><div id="root"><!--page:root--></div><!--page:extras--></body></html>',
  );
  writeFileSync(join(ssr, 'package.json'), '{ "type": "module" }');
  writeFileSync(
    join(ssr, 'render.js'),
    `export const renderer = {
  planListing: (city) => ({ kind: 'search', city, apiQuery: 'city=' + city }),
  renderListing: async ({ city, origin }) => ({
    status: 200,
    title: 'Homes in ' + city,
    description: 'Homes for rent',
    root: '<p>homes</p><a data-share-url="' + origin + '/tenant/' + city + '/property-listing">share</a>',
    extras: '',
    share: { title: 'Homes in ' + city, path: '/tenant/' + city + '/property-listing' },
  }),
  renderDetails: async () => ({ status: 404, title: 'x', description: 'x', root: '', extras: '' }),
};
`,
  );
  return dist;
}

/** A request written by hand on a socket (supertest always sends a Host header): the status line and the body. */
function raw(port: number, text: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(text));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('end', () => resolve({ status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(answer)?.[1] ?? 0), body: answer.slice(answer.indexOf('\r\n\r\n') + 4) }));
    socket.on('error', reject);
    socket.setTimeout(5000, () => socket.destroy(new Error('no answer')));
  });
}

/** Ports of this file's listening app (47400-47499 are free for it; one is tried after another if taken). */
const PORTS = [47431, 47432, 47433, 47434];

/**
 * Without PUBLIC_BASE_URL the pages name the address a request came to (site-origin.ts). A request that names none
 * that can be used (HTTP/1.0 without Host, as load balancers' health checks send; a malformed Host) still gets its
 * page, without the links that must be absolute (canonical, hreflang, og:url), instead of a 500.
 */
describe('the site address unknown: no PUBLIC_BASE_URL and no usable Host', () => {
  const dist = fakeBuild();
  const app = useTestApp('pglite', { STATIC_DIR: dist });
  const state = {} as { server: Server; port: number };
  beforeAll(async () => {
    for (const port of PORTS) {
      const server = createHttpApp(app.container).listen(port, '127.0.0.1');
      const listening = await new Promise<boolean>((resolve) => {
        server.once('listening', () => resolve(true));
        server.once('error', () => resolve(false));
      });
      if (listening) {
        Object.assign(state, { server, port });
        return;
      }
    }
    throw new Error(`none of the ports ${PORTS.join(', ')} is free`);
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => (state.server ? state.server.close(() => resolve()) : resolve()));
    rmSync(dist, { recursive: true, force: true });
  });

  const WITHOUT_HOST = (path: string) => `GET ${path} HTTP/1.0\r\n\r\n`;
  const WITH_HOST = (path: string, host: string) => `GET ${path} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`;

  it('the home answers an HTTP/1.0 request without Host (a health check) with the page, without canonical or hreflang links', async () => {
    const home = await raw(state.port, WITHOUT_HOST('/'));
    expect(home).toEqual({ status: 200, body: '<html lang="en"><head><title>Home</title></head><body>home</body></html>' });
  });

  it('the home answers a malformed Host with the page, without the links', async () => {
    for (const host of ['a b', '[::1', 'gaya.example:99999', 'evil.example/x', 'evil.example?x']) {
      const home = await raw(state.port, WITH_HOST('/', host));
      expect([host, home.status]).toEqual([host, 200]);
      expect(home.body).toContain('<body>home</body>');
      expect(home.body).not.toContain('<link rel=');
      expect(home.body).not.toContain('evil.example');
    }
  });

  it('a listing page answers both with its page, without canonical, hreflang or og:url; its share link a path on the site', async () => {
    for (const request of [WITHOUT_HOST('/tenant/gaya/property-listing'), WITH_HOST('/tenant/gaya/property-listing', 'a b')]) {
      const page = await raw(state.port, request);
      expect(page.status).toBe(200);
      expect(page.body).toContain('<p>homes</p>');
      expect(page.body).toContain('<meta property="og:title" content="Homes in gaya" />');
      expect(page.body).not.toContain('rel="canonical"');
      expect(page.body).not.toContain('hreflang');
      expect(page.body).not.toContain('og:url');
      expect(page.body).toContain('data-share-url="/tenant/gaya/property-listing"');
    }
  });

  it('with a usable Host, the links name it as before', async () => {
    const home = await raw(state.port, WITH_HOST('/', 'Gaya.Example:8080'));
    expect(home.body).toContain('<link rel="canonical" href="http://gaya.example:8080/" />');
    const page = await raw(state.port, WITH_HOST('/tenant/gaya/property-listing', 'gaya.example'));
    expect(page.body).toContain('<link rel="canonical" href="http://gaya.example/tenant/gaya/property-listing" />');
    expect(page.body).toContain('<meta property="og:url" content="http://gaya.example/tenant/gaya/property-listing" />');
    expect(page.body).toContain('<link rel="alternate" hreflang="hi" href="http://gaya.example/tenant/gaya/property-listing?lang=hi" />');
  });
});
