import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { createHttpApp } from '../../adapters/http/create-app.js';
import { harness } from '../support/harness.js';
import { useContractCheck } from '../support/test-app.js';

const dist = mkdtempSync(join(tmpdir(), 'gharsetu-headers-'));
mkdirSync(join(dist, 'web-public'), { recursive: true });
mkdirSync(join(dist, 'web-admin'), { recursive: true });
writeFileSync(join(dist, 'web-public', 'index.html'), '<!doctype html><title>home</title><script type="module" src="/assets/home.js"></script>');
writeFileSync(join(dist, 'web-admin', 'index.html'), '<!doctype html><head><meta property="csp-nonce" nonce="__CSP_NONCE__" /></head><div id="root"></div>');
afterAll(() => rmSync(dist, { recursive: true, force: true }));

/** The API's answers are checked against the OpenAPI document too. */
const contract = useContractCheck();
const appWith = (env: Record<string, string> = {}) => contract.wrap(request(createHttpApp(harness({ env: { STATIC_DIR: dist, ...env } }).container).callback()));

/** The CSP header as a map from directive to its sources. */
function csp(header: string | undefined): Map<string, string[]> {
  expect(header, 'Content-Security-Policy header').toBeTruthy();
  return new Map(header!.split(';').map((part) => part.trim().split(/\s+/)).filter((words) => words[0]).map(([name, ...sources]) => [name!, sources]));
}

/** The virtual-tour players a details page may embed. */
const TOURS = ['https://www.youtube-nocookie.com', 'https://my.matterport.com'];

describe('security headers (helmet) and the Content-Security-Policy', () => {
  const http = appWith();

  it('every answer (site, console, API, errors) carries a strict CSP that forbids framing', async () => {
    const answers = [
      await http.get('/').expect(200),
      await http.get('/admin/').expect(200),
      await http.get('/admin/leads').expect(200),
      await http.get('/api/v1/config').expect(200),
      await http.get('/api/v1/nothing-here').expect(404),
      await http.delete('/').expect(405),
      await http.post('/api/v1/leads').set('Content-Type', 'application/json').send('{').expect(400),
    ];
    for (const res of answers) {
      const policy = csp(res.headers['content-security-policy']);
      expect(policy.get('default-src')).toEqual(["'self'"]);
      expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
      expect(policy.get('object-src')).toEqual(["'none'"]);
      expect(policy.get('base-uri')).toEqual(["'self'"]);
      expect(policy.get('form-action')).toEqual(["'self'"]);
      expect(policy.get('script-src')).toEqual(["'self'"]);
      expect(policy.get('script-src-attr')).toEqual(["'none'"]);
      // The map's tiles (OpenStreetMap's by default), drawn only when a person asks for the map.
      expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://tile.openstreetmap.org']);
      expect(policy.get('connect-src')).toEqual(["'self'"]);
      expect(res.headers['content-security-policy']).not.toMatch(/unsafe-inline|unsafe-eval/);
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['x-powered-by']).toBeUndefined();
      // PUBLIC_BASE_URL is http here: no HSTS, no upgrade of requests.
      expect(res.headers['strict-transport-security']).toBeUndefined();
      expect(policy.has('upgrade-insecure-requests')).toBe(false);
    }
  });

  it('styles need this response’s nonce; the console page carries it, fresh each time and never cached', async () => {
    const nonces = [];
    for (let i = 0; i < 2; i += 1) {
      const res = await http.get('/admin/login').expect(200);
      const styles = csp(res.headers['content-security-policy']).get('style-src')!;
      expect(styles[0]).toBe("'self'");
      const nonce = /^'nonce-([A-Za-z0-9+/=]{20,})'$/.exec(styles[1] ?? '')?.[1];
      expect(nonce).toBeTruthy();
      expect(res.text).toContain(`<meta property="csp-nonce" nonce="${nonce}" />`);
      expect(res.text).not.toContain('__CSP_NONCE__');
      expect(res.headers['cache-control']).toBe('no-store');
      nonces.push(nonce);
    }
    expect(nonces[0]).not.toBe(nonces[1]);
    // The public site needs no nonce in its HTML and stays revalidated, not refetched.
    expect((await http.get('/').expect(200)).headers['cache-control']).toBe('no-cache');
  });

  it('API answers are not stored unless the route says so', async () => {
    expect((await http.get('/api/v1/users/me').expect(401)).headers['cache-control']).toBe('no-store');
    expect((await http.get('/api/v1/nothing-here').expect(404)).headers['cache-control']).toBe('no-store');
    expect((await http.get('/api/v1/properties/list?city=patna').expect(200)).headers['cache-control']).toBe('public, max-age=30');
  });

  it('HSTS and upgrade-insecure-requests only when PUBLIC_BASE_URL is https', async () => {
    const res = await appWith({ PUBLIC_BASE_URL: 'https://gharsetu.example' }).get('/api/v1/config').expect(200);
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000');
    expect(csp(res.headers['content-security-policy']).has('upgrade-insecure-requests')).toBe(true);
  });

  it('a configured captcha provider and S3 photo host are allowed, and nothing else', async () => {
    const turnstile = await appWith({
      CAPTCHA_PROVIDER: 'turnstile',
      CAPTCHA_SITE_KEY: 'site',
      CAPTCHA_SECRET: 'secret',
      STORAGE_PROVIDER: 's3',
      S3_ENDPOINT: 'https://s3.example.com',
      S3_BUCKET: 'photos',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      MEDIA_PUBLIC_BASE_URL: 'https://cdn.gharsetu.example/photos',
    })
      .get('/')
      .expect(200);
    const policy = csp(turnstile.headers['content-security-policy']);
    expect(policy.get('script-src')).toEqual(["'self'", 'https://challenges.cloudflare.com']);
    expect(policy.get('frame-src')).toEqual(['https://challenges.cloudflare.com', ...TOURS]);
    expect(policy.get('connect-src')).toEqual(["'self'", 'https://challenges.cloudflare.com']);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://cdn.gharsetu.example', 'https://tile.openstreetmap.org']);

    const recaptcha = await appWith({ CAPTCHA_PROVIDER: 'recaptcha', CAPTCHA_SITE_KEY: 'site', CAPTCHA_SECRET: 'secret' }).get('/').expect(200);
    const google = csp(recaptcha.headers['content-security-policy']);
    expect(google.get('script-src')).toEqual(["'self'", 'https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/']);
    expect(google.get('frame-src')).toEqual(['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/', ...TOURS]);
    // Without a captcha provider, frames only from the virtual-tour players (embedded when a person taps to load one).
    expect(csp((await http.get('/').expect(200)).headers['content-security-policy']).get('frame-src')).toEqual(TOURS);
    // Another tile server (MAP_TILE_URL), with {s} subdomains.
    const tiles = await appWith({ MAP_TILE_URL: 'https://{s}.tiles.example.in/osm/{z}/{x}/{y}.png' }).get('/').expect(200);
    expect(csp(tiles.headers['content-security-policy']).get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://*.tiles.example.in']);
  });
});
