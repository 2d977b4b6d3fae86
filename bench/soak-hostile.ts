/**
 * The hostile-input pass of `npm run soak`: every route the app serves (read from its routers), each with bad
 * path parameters, bodies, query strings, headers and methods, as nobody, a signed-in tenant and an admin.
 * Counts the answers by status class; the goal is no 5xx for any input.
 */
import http from 'node:http';
import type Router from '@koa/router';
import { buildContainer } from '../adapters/composition-root.js';
import { loadConfig } from '../adapters/config.js';
import { createHttpApp } from '../adapters/http/create-app.js';
import { json, request, sleep, type Answer } from './soak-support.js';
import { TestAuthenticatorApp } from '../test/support/admin-authenticator.js';

export interface Route {
  method: string;
  path: string;
}

/** The app's own route table: the layers of the routers createHttpApp mounts (on an in-memory container). */
export function appRoutes(): Route[] {
  const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent', STATIC_DIR: '.tmp/no-static', DATABASE_URL: '' });
  const app = createHttpApp(buildContainer(config, { kind: 'in-memory' }));
  const routes = new Map<string, Route>();
  for (const middleware of app.middleware as unknown as { router?: Router }[]) {
    for (const layer of middleware.router?.stack ?? []) {
      for (const method of layer.methods) {
        if (method === 'HEAD') continue;
        const route = { method, path: String(layer.path) };
        routes.set(`${route.method} ${route.path}`, route);
      }
    }
  }
  return [...routes.values()].sort((a, b) => (a.path === b.path ? a.method.localeCompare(b.method) : a.path.localeCompare(b.path)));
}

/** Fills a route's parameters (`:id`, `{/:opt}`, `*rest`) with one value. */
function fill(path: string, value: string): string {
  return path.replace(/\{([^}]*)\}/g, '$1').replace(/:[A-Za-z0-9_]+/g, value).replace(/\*[A-Za-z0-9_]+/g, value);
}

const UNKNOWN_ID = '0190f0a0-0000-7000-8000-000000000001';
const PARAMS: Record<string, string> = {
  'unknown uuid': UNKNOWN_ID,
  'dot-dot raw': '../../../../etc/passwd',
  'dot-dot encoded': '..%2F..%2F..%2Fetc%2Fpasswd',
  'NUL': '%00',
  'double-encoded NUL': '%2500',
  'lone percent': '%',
  'broken UTF-8': '%E0%A4%A',
  'overlong dots': '%C0%AE%C0%AE%C0%AF',
  'very long id': 'a'.repeat(4000),
  'negative': '-1',
  'huge number': '1e309',
  'emoji': encodeURIComponent('💥🏠'),
  'quote': encodeURIComponent("1' or '1'='1"),
  'proto': '__proto__',
  'constructor': 'constructor',
  'uppercase uuid': UNKNOWN_ID.toUpperCase(),
  'uuid with suffix': `${UNKNOWN_ID}.json`,
};

const FIELDS = [
  'first_name', 'last_name', 'mobile_no', 'country_code', 'email', 'description', 'type', 'property_id', 'status', 'limit', 'page',
  'search', 'filter', 'sort', 'otp', 'captcha_token', 'is_signup', 'login_as', 'token', 'password', 'confirm_password', 'title',
  'property_type', 'bhk', 'bathrooms', 'furnishing', 'preferred_tenants', 'rent', 'deposit', 'maintenance', 'available_from',
  'amenities', 'city', 'locality', 'address', 'pincode', 'latitude', 'longitude', 'virtual_tour_url', 'submit', 'owner_id',
  'owner_mobile_no', 'owner_otp', 'action', 'reason', 'note', 'rider_id', 'slot_start', 'date', 'hour', 'ids', 'id', 'order',
  'matched', 'differences', 'localities', 'availability', 'id_type', 'id_number', 'has_vehicle', 'now', 'to', 'range',
];
const every = (value: unknown) => JSON.stringify(Object.fromEntries(FIELDS.map((f) => [f, value])));
const deep = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

interface BodyCase {
  contentType: string;
  body: string | Buffer;
}
const BODIES: Record<string, BodyCase> = {
  'truncated JSON': { contentType: 'application/json', body: '{"first_name": "A' },
  'not JSON': { contentType: 'application/json', body: 'hello' },
  'JSON array': { contentType: 'application/json', body: '[1,2,3]' },
  'JSON null': { contentType: 'application/json', body: 'null' },
  'JSON string': { contentType: 'application/json', body: '"x"' },
  'JSON number': { contentType: 'application/json', body: '1e400' },
  'every field an array': { contentType: 'application/json', body: every([]) },
  'every field an object': { contentType: 'application/json', body: every({ $gt: '' }) },
  'every field a number': { contentType: 'application/json', body: every(-1) },
  'every field infinite': { contentType: 'application/json', body: every(0).replace(/:0/g, ':1e400') },
  'every field true': { contentType: 'application/json', body: every(true) },
  'every field null': { contentType: 'application/json', body: every(null) },
  'every field a huge string': { contentType: 'application/json', body: every('x'.repeat(1500)) },
  'every field NUL': { contentType: 'application/json', body: every('a\u0000b') },
  'every field markup': { contentType: 'application/json', body: every('<script>alert(1)</script>') },
  'every field a date-ish': { contentType: 'application/json', body: every('2026-02-30T25:61:00Z') },
  'prototype pollution': { contentType: 'application/json', body: '{"__proto__":{"admin":true},"constructor":{"prototype":{"admin":true}}}' },
  'deeply nested': { contentType: 'application/json', body: deep(5000) },
  'body over the limit': { contentType: 'application/json', body: JSON.stringify({ description: 'x'.repeat(200_000) }) },
  'form urlencoded': { contentType: 'application/x-www-form-urlencoded', body: 'first_name[]=a&first_name[x]=b&limit=abc&__proto__[a]=1' },
  'plain text': { contentType: 'text/plain', body: 'just text' },
  'XML': { contentType: 'application/xml', body: '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>' },
  'broken multipart': { contentType: 'multipart/form-data; boundary=zzz', body: '--zzz\r\nContent-Disposition: form-data; name="images"; filename="a.png"\r\n\r\nnot a png' },
  'multipart without boundary': { contentType: 'multipart/form-data', body: 'whatever' },
  'JSON as latin1': { contentType: 'application/json; charset=latin1', body: Buffer.from('{"first_name":"\xe9"}', 'latin1') },
  'JSON as utf-16': { contentType: 'application/json; charset=utf-16', body: Buffer.from('{"a":1}', 'utf16le') },
};

const QUERIES: Record<string, string> = {
  'negative limit, word page': 'limit=-1&page=abc',
  'infinite limit': 'limit=1e309&page=1e309',
  'huge page': 'page=99999999999999999999999',
  'array city': 'city[]=patna&city[x]=gaya',
  'repeated city': 'city=patna&city=gaya',
  'bad JSON sort/range/filter': 'sort=["id"&range=[0,&filter={bad',
  'operator injection': 'filter=' + encodeURIComponent('{"q":{"$gt":""},"id":[1,{"a":2}]}'),
  'bad percent': '%zz=1&a=%E0%A4%A',
  'NUL': 'search=%00&city=patna',
  'garbage flag': 'city=patna&verified_only=maybe',
  'prototype': '__proto__[x]=1&constructor[prototype][y]=2',
  'long search': 'search=' + 'x'.repeat(6000),
  'odd dates': 'available_by=2026-13-45&from=yesterday&to=' + encodeURIComponent('2026-01-01T99:99'),
  'negative rents': 'city=patna&min_rent=-5&max_rent=1e9&bhk=0.5',
};

const HEADERS: Record<string, Record<string, string>> = {
  'no encoding acceptable': { 'accept-encoding': '*;q=0' },
  'bad encoding q': { 'accept-encoding': 'gzip;q=abc, br;q=2' },
  'identity refused': { 'accept-encoding': 'identity;q=0' },
  'huge bearer': { authorization: `Bearer ${'x'.repeat(8000)}` },
  'empty bearer': { authorization: 'Bearer' },
  'basic auth': { authorization: 'Basic Zm9vOmJhcg==' },
  'odd accept': { accept: 'application/xml;q=abc, */*;q=-1' },
  'garbage forwarded-for': { 'x-forwarded-for': 'not-an-ip, 999.1.1.1, ::zz' },
  'bad range': { range: 'bytes=abc-def' },
  'bad conditionals': { 'if-none-match': '*', 'if-modified-since': 'yesterday' },
  'bad idempotency key': { 'idempotency-key': 'has spaces in it' },
  'bad accept-language': { 'accept-language': '*;q=abc,,,' },
  'huge cookie': { cookie: `a=${'b'.repeat(6000)}` },
  'odd content-type on GET': { 'content-type': 'application/json; charset=bogus' },
};

const METHODS = ['TRACE', 'PROPFIND', 'MKCOL', 'LINK', 'PURGE', 'SEARCH', 'OPTIONS', 'PATCH', 'PUT', 'DELETE', 'HEAD', 'UNLINK', 'REPORT', 'LOCK'];

const OTHER_PATHS = [
  '/', '/index.html', '/admin', '/admin/', '/admin/../../etc/passwd', '/%2e%2e/%2e%2e/etc/passwd', '//etc/passwd', '/media/x.webp',
  '/media/../../package.json', '/media/%2e%2e%2fpackage.json', '/assets/%00.js', '/api', '/api/v1', '/api/v1/', '/api/v2/leads',
  `/${'a'.repeat(8000)}`, `/?${'a=1&'.repeat(1000)}`, '/search?city=patna&verified_only=maybe', '/property/%00', '/%',
];

export interface HostileCase {
  principal: string;
  method: string;
  path: string;
  route: string;
  label: string;
  headers: Record<string, string>;
  body?: string | Buffer;
}

/** Every case: each route × parameters, bodies, queries, headers; each distinct path × odd methods; odd site paths. */
export function hostileCases(routes: Route[], principals: Record<string, string | null>): HostileCase[] {
  const cases: HostileCase[] = [];
  const auth = (token: string | null): Record<string, string> => (token ? { authorization: `Bearer ${token}` } : {});
  for (const [principal, token] of Object.entries(principals)) {
    for (const route of routes) {
      // Signing out would end the principal's session for the rest of the pass: only nobody tries those.
      if (token && /log-?out/.test(route.path)) continue;
      const hasParams = /[:*]/.test(route.path);
      const path = fill(route.path, UNKNOWN_ID);
      const add = (label: string, p: string, headers: Record<string, string> = {}, body?: string | Buffer, method = route.method) =>
        cases.push({ principal, method, path: p, route: `${route.method} ${route.path}`, label, headers: { ...auth(token), ...headers }, body });
      if (hasParams) for (const [label, value] of Object.entries(PARAMS)) add(`param: ${label}`, fill(route.path, value), { 'content-type': 'application/json' }, '{}');
      if (route.method !== 'GET' && route.method !== 'DELETE') {
        for (const [label, b] of Object.entries(BODIES)) add(`body: ${label}`, path, { 'content-type': b.contentType }, b.body);
      } else {
        add('body: JSON on a read', path, { 'content-type': 'application/json' }, every([]));
      }
      for (const [label, q] of Object.entries(QUERIES)) add(`query: ${label}`, `${path}?${q}`);
      for (const [label, h] of Object.entries(HEADERS)) add(`header: ${label}`, path, h);
    }
    const paths = [...new Set(routes.map((r) => fill(r.path, UNKNOWN_ID)))];
    for (const p of paths) for (const method of METHODS) cases.push({ principal, method, path: p, route: `${method} ${p}`, label: `method: ${method}`, headers: auth(token) });
    for (const p of OTHER_PATHS) {
      for (const method of ['GET', 'POST', 'TRACE', 'PROPFIND']) cases.push({ principal, method, path: p, route: `${method} ${p.slice(0, 60)}`, label: `site path`, headers: auth(token) });
      cases.push({ principal, method: 'GET', path: p, route: `GET ${p.slice(0, 60)}`, label: 'site path, no encoding acceptable', headers: { ...auth(token), 'accept-encoding': '*;q=0' } });
    }
  }
  return cases;
}

export interface HostileResult {
  requests: number;
  byClass: Record<string, number>;
  networkErrors: number;
  /** 501 for a method the server does not implement (TRACE, PROPFIND, ...): the issue's own answer for those. */
  notImplemented: number;
  fiveHundreds: { method: string; path: string; route: string; label: string; principal: string; status: number; message: string }[];
  principalsAlive: Record<string, boolean>;
  ms: number;
}

/** The admin's authenticator app: it keeps the secret of the set-up (first sign-in) for the sign-ins after it. */
const adminAuthenticator = new TestAuthenticatorApp();

/** A tenant (signed up through the OTP in the dev outbox) and the admin, to reach guarded routes' handlers. */
export async function signInPrincipals(port: number, admin: { email: string; password: string }): Promise<Record<string, string | null>> {
  const principals: Record<string, string | null> = { nobody: null };
  // The admin's two steps: the password, then a code from an authenticator set up on this first sign-in.
  try {
    principals.admin = (await adminAuthenticator.signIn((path, body) => json(port, 'POST', `/api/v1${path}`, body), admin)).token;
  } catch (error) {
    console.warn(`  (admin sign-in failed: ${(error as Error).message}; admin routes are tried as nobody only)`);
  }
  const mobile = `98${String(Date.now()).slice(-8)}`;
  try {
    await json(port, 'POST', '/api/v1/auth/otp-challenge', { mobile_no: mobile, country_code: '+91', captcha_token: 'soak', is_signup: true });
    const outbox = await json<{ data: { text: string }[] }>(port, 'GET', `/api/v1/dev/outbox?to=${mobile}`);
    const otp = /\b(\d{6})\b/.exec(outbox.body.data?.[0]?.text ?? '')?.[1];
    const verified = await json<{ data: { token: string } }>(port, 'POST', '/api/v1/auth/verify-otp', { mobile_no: mobile, country_code: '+91', otp, is_signup: true });
    const registered = await json<{ data: { token: string } }>(port, 'POST', '/api/v1/auth/user', { first_name: 'Soak', last_name: 'Tenant', mobile_no: mobile, captcha_token: 'soak' }, { authorization: `Bearer ${verified.body.data.token}` });
    principals.tenant = registered.body.data.token;
  } catch (error) {
    console.warn(`  (tenant sign-up failed: ${(error as Error).message}; tenant routes are tried as nobody and admin only)`);
  }
  return principals;
}

export async function hostilePass(port: number, cases: HostileCase[], concurrency: number): Promise<HostileResult> {
  const started = Date.now();
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const result: HostileResult = { requests: 0, byClass: {}, networkErrors: 0, notImplemented: 0, fiveHundreds: [], principalsAlive: {}, ms: 0 };
  let next = 0;
  const worker = async () => {
    while (next < cases.length) {
      const c = cases[next++]!;
      let answer: Answer;
      try {
        answer = await request({ port, method: c.method, path: c.path, headers: c.headers, body: c.body, timeoutMs: 30_000, agent });
      } catch (error) {
        // A socket the server closes on a malformed request (Node's own 400 / 431) is not a 5xx; counted apart.
        result.requests += 1;
        result.networkErrors += 1;
        await sleep(5);
        continue;
      }
      result.requests += 1;
      const klass = `${Math.floor(answer.status / 100)}xx`;
      result.byClass[klass] = (result.byClass[klass] ?? 0) + 1;
      // The issue asks 405 or 501 for a method the server does not know: a 501 for one is that answer, not a fault.
      if (answer.status === 501 && c.label.startsWith('method:') || (answer.status === 501 && c.label === 'site path' && c.method !== 'GET' && c.method !== 'POST')) {
        result.notImplemented += 1;
      } else if (answer.status >= 500) {
        let message = answer.body.slice(0, 160);
        try {
          message = String((JSON.parse(answer.body) as { message?: string }).message ?? message);
        } catch {
          // not JSON
        }
        result.fiveHundreds.push({ method: c.method, path: c.path.slice(0, 120), route: c.route, label: c.label, principal: c.principal, status: answer.status, message });
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  agent.destroy();
  result.ms = Date.now() - started;
  return result;
}

export async function stillSignedIn(port: number, principals: Record<string, string | null>): Promise<Record<string, boolean>> {
  const alive: Record<string, boolean> = {};
  for (const [name, token] of Object.entries(principals)) {
    if (!token) continue;
    const answer = await request({ port, method: 'GET', path: '/api/v1/users/me', headers: { authorization: `Bearer ${token}` } }).catch(() => null);
    alive[name] = answer?.status === 200;
  }
  return alive;
}
