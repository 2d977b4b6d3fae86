/**
 * `npm run bench:pages`: loads the public pages people reach on phones (home, listing, filtered listing,
 * details) in Debian's Chromium as a cheap phone on 3G, and prints what each costs: bytes on the wire by type,
 * requests, First / Largest Contentful Paint, Cumulative Layout Shift, when the main content is shown, and the
 * JavaScript run time. Median of `--runs` page loads, a cold visit (new visitor, empty cache) and a warm repeat
 * visit (same browser profile, HTTP cache kept) each time. Not part of `npm test`: it measures, it does not assert.
 *
 * The product is started like the browser tests do it (`npm start`, temp DATA_DIR, free port, demo data), with
 * NODE_ENV unset: the front end is the production build (`scripts/build-if-stale.mjs` always builds that). The
 * demo listings come with 3-5 photos of their rooms drawn at seed time (adapters/seed/room-pictures.ts): flat
 * drawings that weigh little as WebP (a 640 px cover about 5-8 kB), lighter than a phone camera's photo. So by
 * default the bench gives each Patna listing `--photos` synthetic photos (1600 x 1200 JPEG, busy enough that the
 * WebP variants weigh about what real photos do, a 640 px one about 36 kB) through the admin API and moves them to
 * the front of the gallery (PUT gallery/order, as an owner reorders): the cover every card and the details page
 * show, and so the largest paint, is photo-weight. `--photos 0` measures the demo data as seeded.
 *
 * Options: --runs N (5), --photos N per listing (4), --profile fast3g|slow3g|all (all), --page <name part>,
 * --verbose (every request of every cold visit, not only the first run's).
 *
 * Network profiles are Chrome DevTools' presets, which Lighthouse uses for its "devtools" throttling method:
 * CDP throttles per request (it adds the latency once per request, not per round trip, and has no TCP slow
 * start), so DevTools and Lighthouse multiply the nominal RTT (x3.75 for Fast 3G, x5 for Slow 3G) and
 * scale the throughput (x0.9, x0.8):
 * - Fast 3G ("Slow 4G" in DevTools since Chrome 126; Lighthouse's mobile default, `mobileSlow4G`): nominal
 *   150 ms RTT, 1.6 Mbps down, 750 kbps up -> 562.5 ms, 1.44 Mbps, 675 kbps. Lighthouse
 *   core/config/constants.js (`throttling.mobileSlow4G`, DEVTOOLS_RTT_ADJUSTMENT_FACTOR 3.75,
 *   DEVTOOLS_THROUGHPUT_ADJUSTMENT_FACTOR 0.9, crbug.com/721112); devtools-frontend
 *   front_end/core/sdk/NetworkManager.ts (`Slow4GConditions`, formerly `Fast3GConditions`).
 * - Slow 3G ("3G" in DevTools since Chrome 126): nominal 400 ms RTT, 500 kbps -> 2000 ms, 400 kbps down and up
 *   (devtools-frontend NetworkManager.ts `Slow3GConditions`, `latency: 400 * 5`, `500 * 1000 / 8 * .8`).
 * CPU: `Emulation.setCPUThrottlingRate` 4, Lighthouse's mobile `cpuSlowdownMultiplier` (a cheap phone).
 * Phone: 360 x 740 CSS px, device scale factor 2, touch, Lighthouse's mobile user agent (moto g power).
 */
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { chromium, type Browser, type BrowserContext, type CDPSession } from 'playwright-core';
import { freePort } from '../test/support/free-port.js';
import { TestAuthenticatorApp } from '../test/support/admin-authenticator.js';

const CHROMIUM = '/usr/bin/chromium';
const ADMIN = { email: 'bench-admin@example.com', password: 'Bench#Admin1' };

function option(name: string, fallback: string): string {
  const at = process.argv.indexOf(`--${name}`);
  if (at >= 0 && process.argv[at + 1] && !process.argv[at + 1]!.startsWith('--')) return process.argv[at + 1]!;
  const inline = process.argv.find((a) => a.startsWith(`--${name}=`));
  return inline ? inline.slice(name.length + 3) : fallback;
}
const RUNS = Math.max(1, Number(option('runs', '5')));
// At most 20 photos a listing (MAX_IMAGES_PER_PROPERTY), and the seed gives each up to 5.
const PHOTOS = Math.max(0, Math.min(15, Number(option('photos', '4'))));
const PROFILE = option('profile', 'all');
const PAGE_FILTER = option('page', '');
const VERBOSE = process.argv.includes('--verbose');

interface Profile {
  name: string;
  /** Network.emulateNetworkConditions: latency ms, throughput bytes/s */
  latency: number;
  downloadThroughput: number;
  uploadThroughput: number;
  label: string;
}
const PROFILES: Record<string, Profile> = {
  fast3g: {
    name: 'Fast 3G',
    latency: 150 * 3.75,
    downloadThroughput: ((1.6 * 1000 * 1000) / 8) * 0.9,
    uploadThroughput: ((750 * 1000) / 8) * 0.9,
    label: '150 ms RTT, 1.6 Mbps down, 750 kbps up (CDP: 562.5 ms per request, 1.44 / 0.675 Mbps)',
  },
  slow3g: {
    name: 'Slow 3G',
    latency: 400 * 5,
    downloadThroughput: ((500 * 1000) / 8) * 0.8,
    uploadThroughput: ((500 * 1000) / 8) * 0.8,
    label: '400 ms RTT, 400 kbps down and up (CDP: 2000 ms per request)',
  },
};
const CPU_SLOWDOWN = 4;
const PHONE = { width: 360, height: 740, deviceScaleFactor: 2 };

interface PageSpec {
  name: string;
  path: string;
  /** The page's main content, shown: the first card with data, or the details. */
  content: string;
}

type Kind = 'js' | 'css' | 'html' | 'img' | 'api' | 'font' | 'other';
const KINDS: Kind[] = ['js', 'css', 'html', 'img', 'api', 'font', 'other'];

interface Request {
  url: string;
  kind: Kind;
  status: number;
  bytes: number;
  cached: boolean;
  failed: string | null;
  done: boolean;
  /** seconds on CDP's monotonic clock */
  start: number;
  end: number;
}

interface InPage {
  lcp: { time: number; size: number; element: string; url: string; loading: string | null; fetchPriority: string | null } | null;
  shifts: Array<{ time: number; value: number; sources: string[] }>;
  content: number | null;
  effectiveType: string | null;
}

interface ImageInfo {
  src: string;
  loading: string | null;
  fetchPriority: string | null;
  sized: boolean;
  inViewport: boolean;
  loaded: boolean;
  where: string;
  /** position in CSS px at the end of the load (no scrolling happens) */
  top: number;
  left: number;
}

interface Visit {
  requests: Request[];
  bytes: Record<Kind, number>;
  total: number;
  fcp: number | null;
  lcp: InPage['lcp'];
  cls: number;
  shifts: InPage['shifts'];
  content: number | null;
  scriptMs: number | null;
  images: ImageInfo[];
  effectiveType: string | null;
  errors: string[];
}

// ---------------------------------------------------------------------------------------------------------
// The product

interface Product {
  base: string;
  stop(): void;
}

async function startProduct(): Promise<Product> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(os.tmpdir(), 'gharsetu-bench-pages-'));
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), DATA_DIR: dataDir, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password };
  delete env.NODE_ENV; // not "production" (that demands real SMS / mail / secrets); the front end is a production build anyway
  delete env.DATABASE_URL; // embedded PGlite in DATA_DIR, seeded with the demo data
  let log = '';
  const child: ChildProcess = spawn('npm', ['start'], { env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout!.on('data', (d) => (log += d));
  child.stderr!.on('data', (d) => (log += d));
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    try {
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
    rmSync(dataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 }); // it may still be writing
  };
  process.once('exit', stop);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => (stop(), process.exit(130)));

  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 240_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`npm start exited:\n${log}`);
    if (Date.now() > deadline) throw new Error(`npm start did not answer /api/v1/health in 240 s:\n${log}`);
    try {
      if ((await fetch(`${base}/api/v1/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  // The demo listings' photos are seeded in the background once the server listens (adapters/main.ts): wait until
  // every Patna listing has its cover and the seed says it is done, so the bench's photos are added after them (then
  // put first) and no seeding runs while pages are measured.
  let coveredAt: number | undefined;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`npm start exited:\n${log}`);
    if (Date.now() > deadline) throw new Error(`the demo photos were not seeded in 240 s:\n${log}`);
    const { data } = await api<{ data: Listing[] }>(base, '/properties/list?city=patna');
    coveredAt ??= data.length > 0 && data.every((listing) => listing.cover_image_url) ? Date.now() : undefined;
    // The other cities' photos follow; a seed that logs nothing (photos seeded before listening) is given 60 s.
    if (coveredAt !== undefined && (/Seeded photos of the rooms|Demo photos/.test(log) || Date.now() - coveredAt > 60_000)) break;
    await new Promise((r) => setTimeout(r, 500));
  }
  return { base, stop };
}

async function api<T>(base: string, path: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${base}/api/v1${path}`, init);
  const body = (await res.json()) as T;
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${res.status} ${JSON.stringify(body)}`);
  return body;
}

/** A busy synthetic "photo": blocks of colour over a sky-to-ground gradient, with grain, so WebP cannot squeeze it to nothing. */
async function syntheticPhoto(seed: number): Promise<Buffer> {
  const W = 1600;
  const H = 1200;
  let s = seed * 7919 + 17;
  const random = () => (s = (s * 9301 + 49297) % 233280) / 233280;
  const blocks = Array.from({ length: 300 }, () => {
    const [x, y, w, h] = [random() * W, random() * H * 0.8, 10 + random() * 200, 10 + random() * 200].map(Math.floor);
    return `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="hsl(${Math.floor(random() * 360)},${20 + Math.floor(random() * 40)}%,${30 + Math.floor(random() * 50)}%)"/>`;
  });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}"><defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8ec5ff"/><stop offset="1" stop-color="#c9a27a"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/>${blocks.join('')}</svg>`;
  const grain = await sharp({ create: { width: W, height: H, channels: 3, background: { r: 128, g: 128, b: 128 }, noise: { type: 'gaussian', mean: 128, sigma: 70 } } })
    .blur(0.8)
    .png()
    .toBuffer();
  return sharp(Buffer.from(svg)).composite([{ input: grain, blend: 'soft-light' }]).jpeg({ quality: 85 }).toBuffer();
}

interface Listing {
  id: string;
  cover_image_url: string | null;
}

/**
 * Gives every live Patna listing `PHOTOS` photos (admin API) and puts them first, a different cover each (the seeded
 * drawings follow). Returns the cover's variants' sizes.
 */
async function addPhotos(base: string, listings: Listing[]): Promise<string> {
  // The admin's two steps: the password, then a code from an authenticator set up on this first sign-in.
  const post = async (path: string, body: Record<string, unknown>) => {
    const res = await fetch(`${base}/api/v1${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    return { status: res.status, body: await res.json() };
  };
  const { token } = await new TestAuthenticatorApp().signIn(post, ADMIN);
  const photos = await Promise.all(Array.from({ length: PHOTOS }, (_, i) => syntheticPhoto(i + 1)));
  let variants: Record<string, string> = {};
  for (const [n, listing] of listings.entries()) {
    const form = new FormData();
    for (let i = 0; i < PHOTOS; i++) form.append('images', new Blob([new Uint8Array(photos[(i + n) % PHOTOS]!)], { type: 'image/jpeg' }), `photo-${i + 1}.jpg`);
    const { data: gallery } = await api<{ data: Array<{ id: string; position: number }> }>(base, `/properties/${listing.id}/gallery/bulk`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    // The upload appends after the seeded photos: the bench's go first, in their order, and the first is the cover.
    const ids = gallery.sort((a, b) => a.position - b.position).map((image) => image.id);
    const order = [...ids.slice(-PHOTOS), ...ids.slice(0, -PHOTOS)];
    const { data } = await api<{ data: Array<{ urls: Record<string, string> }> }>(base, `/properties/${listing.id}/gallery/order`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ image_ids: order }),
    });
    const cover = (await api<{ data: Listing }>(base, `/properties/${listing.id}`)).data.cover_image_url;
    if (!cover || !Object.values(data[0]!.urls).includes(cover)) throw new Error(`listing ${listing.id}: the cover is not the bench's first photo (${cover})`);
    if (n === 0) variants = data[0]!.urls;
  }
  const sizes = await Promise.all(
    Object.entries(variants).map(async ([width, url]) => `${width} px ${((await (await fetch(`${base}${url}`)).arrayBuffer()).byteLength / 1000).toFixed(0)} kB`),
  );
  return sizes.join(', ');
}

// ---------------------------------------------------------------------------------------------------------
// One page load

/** Runs in the page before its own scripts: LCP, layout shifts, and when the main content is first shown. */
function observeInPage(contentSelector: string): void {
  const describe = (node: Node | null | undefined): string => {
    if (!node) return '?';
    if (!(node instanceof Element)) return node.nodeName.toLowerCase();
    const testId = node.getAttribute('data-testid');
    const cls = typeof node.className === 'string' && node.className ? `.${node.className.trim().split(/\s+/).join('.')}` : '';
    return `${node.tagName.toLowerCase()}${testId ? `[data-testid=${testId}]` : ''}${cls}`;
  };
  const state: InPage = { lcp: null, shifts: [], content: null, effectiveType: null };
  (window as unknown as { __bench: InPage }).__bench = state;
  state.effectiveType = (navigator as unknown as { connection?: { effectiveType?: string } }).connection?.effectiveType ?? null;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Array<PerformanceEntry & { size: number; url: string; element: Element | null }>) {
      const el = entry.element;
      state.lcp = {
        time: entry.startTime,
        size: entry.size,
        element: describe(el),
        url: entry.url,
        loading: el?.getAttribute('loading') ?? null,
        fetchPriority: el?.getAttribute('fetchpriority') ?? null,
      };
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: Array<{ node?: Node | null }> }>) {
      if (entry.hadRecentInput) continue;
      state.shifts.push({ time: entry.startTime, value: entry.value, sources: (entry.sources ?? []).map((s) => describe(s.node)) });
    }
  }).observe({ type: 'layout-shift', buffered: true });
  const check = () => {
    const el = document.querySelector(contentSelector);
    const box = el?.getBoundingClientRect();
    if (box && box.width > 0 && box.height > 0 && getComputedStyle(el!).visibility !== 'hidden') state.content = performance.now();
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}

/** CLS as web-vitals counts it: the largest session window (gaps under 1 s, at most 5 s long). */
function cumulativeLayoutShift(shifts: InPage['shifts']): number {
  let worst = 0;
  let current = 0;
  let first = 0;
  let last = 0;
  for (const s of shifts) {
    if (current > 0 && s.time - last < 1000 && s.time - first < 5000) current += s.value;
    else {
      current = s.value;
      first = s.time;
    }
    last = s.time;
    worst = Math.max(worst, current);
  }
  return worst;
}

function kindOf(mime: string, url: string, type: string): Kind {
  if (/javascript|ecmascript/.test(mime) || type === 'Script') return 'js';
  if (mime.includes('css') || type === 'Stylesheet') return 'css';
  if (mime.includes('html') || type === 'Document') return 'html';
  if (mime.startsWith('image/') || type === 'Image') return 'img';
  if (url.includes('/api/')) return 'api';
  if (mime.includes('font') || type === 'Font') return 'font';
  return 'other';
}

async function visit(context: BrowserContext, url: string, spec: PageSpec, profile: Profile, cold: boolean): Promise<Visit> {
  const page = await context.newPage();
  const cdp: CDPSession = await context.newCDPSession(page);
  const requests = new Map<string, Request>();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => m.type() === 'error' && errors.push(`console: ${m.text()}`));
  let lastActivity = Date.now();
  const touch = () => (lastActivity = Date.now());
  cdp.on('Network.requestWillBeSent', (e) => {
    touch();
    if (e.request.url.startsWith('data:')) return;
    const previous = requests.get(e.requestId);
    // A redirect reuses the id: keep the hop's bytes under its own key.
    if (previous && e.redirectResponse) requests.set(`${e.requestId}:${previous.url}`, { ...previous, done: true });
    requests.set(e.requestId, { url: e.request.url, kind: kindOf('', e.request.url, e.type ?? ''), status: 0, bytes: 0, cached: false, failed: null, done: false, start: e.timestamp, end: e.timestamp });
  });
  cdp.on('Network.requestServedFromCache', (e) => {
    const r = requests.get(e.requestId);
    if (r) r.cached = true;
  });
  cdp.on('Network.responseReceived', (e) => {
    touch();
    const r = requests.get(e.requestId);
    if (!r) return;
    r.status = e.response.status;
    r.kind = kindOf(e.response.mimeType ?? '', r.url, e.type);
    if (e.response.fromDiskCache || e.response.fromPrefetchCache) r.cached = true;
  });
  cdp.on('Network.loadingFinished', (e) => {
    touch();
    const r = requests.get(e.requestId);
    if (!r) return;
    r.bytes = e.encodedDataLength;
    r.done = true;
    r.end = e.timestamp;
  });
  cdp.on('Network.loadingFailed', (e) => {
    touch();
    const r = requests.get(e.requestId);
    if (!r) return;
    r.failed = e.errorText;
    r.done = true;
    r.end = e.timestamp;
  });
  await cdp.send('Network.enable');
  if (cold) await cdp.send('Network.clearBrowserCache');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: profile.latency,
    downloadThroughput: profile.downloadThroughput,
    uploadThroughput: profile.uploadThroughput,
    connectionType: 'cellular3g',
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await cdp.send('Performance.enable'); // wall time: the 4x CPU slowdown shows in ScriptDuration
  // tsx (esbuild keepNames) wraps named inner functions in __name(...): give the page a stand-in.
  await page.addInitScript({ content: `var __name = (f) => f; (${observeInPage.toString()})(${JSON.stringify(spec.content)});` });

  const started = Date.now();
  const limit = 150_000;
  await page.goto(url, { waitUntil: 'load', timeout: limit });
  await page.waitForSelector(spec.content, { state: 'visible', timeout: Math.max(1000, limit - (Date.now() - started)) }).catch(() => errors.push(`main content ${spec.content} not shown`));
  // Settle: nothing in flight and no network event for 2.5 s (late images, lazy loads near the viewport, layout shifts).
  while (Date.now() - started < limit) {
    const inFlight = [...requests.values()].some((r) => !r.done);
    if (!inFlight && Date.now() - lastActivity > 2500) break;
    await new Promise((r) => setTimeout(r, 200));
  }

  const inPage = (await page.evaluate(() => (window as unknown as { __bench: InPage }).__bench)) as InPage;
  const fcp = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null);
  const images = await page.evaluate(() =>
    [...document.images].map((img) => {
      const box = img.getBoundingClientRect();
      const holder = img.closest('[data-testid]');
      return {
        src: img.currentSrc || img.src,
        loading: img.getAttribute('loading'),
        fetchPriority: img.getAttribute('fetchpriority'),
        sized: img.hasAttribute('width') && img.hasAttribute('height'),
        inViewport: box.bottom > 0 && box.right > 0 && box.top < innerHeight && box.left < innerWidth,
        loaded: img.complete && img.naturalWidth > 0,
        where: holder ? holder.getAttribute('data-testid')! : '',
        top: Math.round(box.top),
        left: Math.round(box.left),
      };
    }),
  );
  const metrics = (await cdp.send('Performance.getMetrics')).metrics;
  const script = metrics.find((m) => m.name === 'ScriptDuration')?.value;
  await page.close();

  const list = [...requests.values()];
  const bytes = Object.fromEntries(KINDS.map((k) => [k, 0])) as Record<Kind, number>;
  for (const r of list) bytes[r.kind] += r.bytes;
  return {
    requests: list,
    bytes,
    total: list.reduce((sum, r) => sum + r.bytes, 0),
    fcp,
    lcp: inPage.lcp,
    cls: cumulativeLayoutShift(inPage.shifts),
    shifts: inPage.shifts,
    content: inPage.content,
    scriptMs: script === undefined ? null : script * 1000,
    images,
    effectiveType: inPage.effectiveType,
    errors,
  };
}

// ---------------------------------------------------------------------------------------------------------
// Report

function median(values: Array<number | null>): number | null {
  const sorted = values.filter((v): v is number => v !== null && Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
const kB = (v: number | null) => (v === null ? '—' : (v / 1000).toFixed(1));
const ms = (v: number | null) => (v === null ? '—' : Math.round(v).toLocaleString('en-IN'));

function row(name: string, label: string, visits: Visit[]): string {
  const m = (f: (v: Visit) => number | null) => median(visits.map(f));
  const network = m((v) => v.requests.filter((r) => !r.cached).length);
  const cached = m((v) => v.requests.filter((r) => r.cached).length);
  return [
    name,
    label,
    `${network}${cached ? ` (+${cached} cache)` : ''}`,
    kB(m((v) => v.bytes.js)),
    kB(m((v) => v.bytes.css)),
    kB(m((v) => v.bytes.html)),
    kB(m((v) => v.bytes.img)),
    kB(m((v) => v.bytes.api)),
    kB(m((v) => v.total)),
    ms(m((v) => v.fcp)),
    ms(m((v) => v.lcp?.time ?? null)),
    (m((v) => v.cls) ?? 0).toFixed(3),
    ms(m((v) => v.content)),
    ms(m((v) => v.scriptMs)),
  ].join(' | ');
}

const path = (url: string) => {
  if (!url) return '(no source yet)'; // a photo left to load when it comes near the screen
  const u = new URL(url);
  const p = u.pathname + u.search;
  return p.length > 70 ? `${p.slice(0, 40)}…${p.slice(-28)}` : p;
};

/** What a cold visit loaded and why it may matter: LCP element, images (lazy / sized / downloaded), shifts, errors. */
function diagnose(spec: PageSpec, profile: Profile, cold: Visit[]): string[] {
  const out: string[] = [];
  const first = cold[0]!;
  const lcps = [...new Set(cold.map((v) => (v.lcp ? `${v.lcp.element}${v.lcp.url ? ` ${path(v.lcp.url)}` : ''} (loading=${v.lcp.loading ?? '-'}, fetchpriority=${v.lcp.fetchPriority ?? '-'})` : 'none')))];
  out.push(`- ${spec.name}, ${profile.name}, cold: LCP element ${lcps.join(' / ')}`);
  const imgs = first.images;
  if (imgs.length) {
    const downloaded = new Set(first.requests.filter((r) => r.kind === 'img' && !r.failed && !r.url.endsWith('/favicon.svg')).map((r) => r.url));
    const shown = new Set(imgs.map((i) => i.src));
    const lazyOffscreenLoaded = imgs.filter((i) => i.loading === 'lazy' && !i.inViewport && downloaded.has(i.src));
    const eagerOffscreen = imgs.filter((i) => i.loading !== 'lazy' && !i.inViewport);
    const lazyInViewport = imgs.filter((i) => i.loading === 'lazy' && i.inViewport);
    const unsized = imgs.filter((i) => !i.sized);
    const notShown = [...downloaded].filter((u) => !shown.has(u));
    out.push(
      `  images: ${imgs.length} <img> (${imgs.filter((i) => i.inViewport).length} in the first screen), ` +
        `${downloaded.size} downloaded (${kB(first.bytes.img)} kB); lazy but below/beside the screen and downloaded: ${lazyOffscreenLoaded.length}; ` +
        `eager off screen: ${eagerOffscreen.length}; lazy in the first screen: ${lazyInViewport.length}; without width/height: ${unsized.length}; ` +
        `downloaded but not shown by any <img>: ${notShown.length}`,
    );
    for (const i of imgs) {
      const request = first.requests.find((r) => r.url === i.src);
      const timing = request ? ` ${ms((request.start - t0(first)) * 1000)}→${ms((request.end - t0(first)) * 1000)} ms` : '';
      out.push(`    ${i.where || 'img'} loading=${i.loading ?? '-'} fetchpriority=${i.fetchPriority ?? '-'} at (${i.left}, ${i.top}) ${i.inViewport ? 'on screen' : 'off screen'} ${downloaded.has(i.src) ? `downloaded${timing}` : 'not downloaded'} ${path(i.src)}`);
    }
    for (const u of notShown) out.push(`    downloaded, not shown: ${path(u)}`);
  }
  const shiftRuns = cold.filter((v) => v.cls > 0);
  if (shiftRuns.length) {
    const worst = shiftRuns.reduce((a, b) => (b.cls > a.cls ? b : a));
    out.push(`  layout shifts in ${shiftRuns.length}/${cold.length} runs; worst CLS ${worst.cls.toFixed(3)}: ${worst.shifts.map((s) => `${Math.round(s.time)} ms ${s.value.toFixed(3)} [${s.sources.join(', ')}]`).join('; ')}`);
  }
  const errors = [...new Set(cold.flatMap((v) => v.errors))];
  if (errors.length) out.push(`  errors: ${errors.join(' | ')}`);
  const failed = first.requests.filter((r) => r.failed || r.status >= 400);
  if (failed.length) out.push(`  failed requests: ${failed.map((r) => `${path(r.url)} ${r.failed ?? r.status}`).join(', ')}`);
  return out;
}

/** The document request's start: request times are printed from there. */
const t0 = (v: Visit) => v.requests.find((r) => r.kind === 'html')?.start ?? v.requests[0]?.start ?? 0;

function requestList(v: Visit): string {
  const zero = t0(v);
  return v.requests
    .map((r) => `${r.kind} ${path(r.url)} ${r.cached ? 'cache' : `${kB(r.bytes)} kB`}${r.status && r.status !== 200 ? ` (${r.status})` : ''} ${ms((r.start - zero) * 1000)}→${ms((r.end - zero) * 1000)}`)
    .join('; ');
}

// ---------------------------------------------------------------------------------------------------------

async function main(): Promise<void> {
  const profiles = PROFILE === 'all' ? Object.values(PROFILES) : [PROFILES[PROFILE]!].filter(Boolean);
  if (profiles.length === 0) throw new Error(`--profile: one of ${Object.keys(PROFILES).join(', ')}, all`);
  console.log('Starting the product (npm start, temp DATA_DIR, demo data)...');
  const product = await startProduct();
  let browser: Browser | undefined;
  try {
    const { base } = product;
    const list = await api<{ data: Listing[] }>(base, '/properties/list?city=patna');
    const live = list.data[0];
    if (!live) throw new Error('no live listing in Patna in the demo data');
    let photoNote = 'the demo data as seeded (3-5 light drawn photos per listing)';
    if (PHOTOS > 0) {
      const sizes = await addPhotos(base, list.data);
      photoNote = `${PHOTOS} synthetic photos first (the cover) on each of the ${list.data.length} Patna listings, before their seeded ones (WebP variants of a cover: ${sizes})`;
    }

    const pages: PageSpec[] = [
      { name: 'home `/`', path: '/', content: '[data-testid="home-newest"] [data-testid="listing-card"]' },
      { name: 'listing', path: '/tenant/patna/property-listing', content: '[data-testid="listing-card"]' },
      { name: 'listing, 2 BHK, rent low→high', path: '/tenant/patna/property-listing?bhk=2&sort=rent_asc', content: '[data-testid="listing-card"]' },
      { name: 'details', path: `/tenant/property-details/${live.id}`, content: '[data-testid="property-details"]' },
    ].filter((p) => !PAGE_FILTER || p.name.includes(PAGE_FILTER) || p.path.includes(PAGE_FILTER));

    browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
    const version = browser.version();
    const userAgent = `Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${version.split('.')[0]}.0.0.0 Mobile Safari/537.36`;
    let commit = '?';
    try {
      commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
      if (execFileSync('git', ['status', '--porcelain', '--', 'web-public'], { encoding: 'utf8' }).trim()) commit += ' + uncommitted changes in web-public/';
    } catch {
      // not a checkout
    }

    const results: Array<{ profile: Profile; spec: PageSpec; cold: Visit[]; warm: Visit[] }> = [];
    for (const profile of profiles) {
      for (const spec of pages) {
        const entry = { profile, spec, cold: [] as Visit[], warm: [] as Visit[] };
        results.push(entry);
        for (let run = 1; run <= RUNS; run++) {
          process.stdout.write(`  ${profile.name} · ${spec.name} · run ${run}/${RUNS}   \r`);
          // A new browser profile per run: the cold visit is a first-time visitor, the warm one comes back to it.
          const context = await browser.newContext({ viewport: { width: PHONE.width, height: PHONE.height }, deviceScaleFactor: PHONE.deviceScaleFactor, isMobile: true, hasTouch: true, userAgent });
          try {
            entry.cold.push(await visit(context, `${base}${spec.path}`, spec, profile, true));
            entry.warm.push(await visit(context, `${base}${spec.path}`, spec, profile, false));
          } finally {
            await context.close();
          }
        }
      }
    }

    console.log(`\nMachine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, load average ${os.loadavg().map((l) => l.toFixed(1)).join(' / ')} (1 / 5 / 15 min); Chromium ${version} (headless); Node ${process.version}; front end built from ${commit}`);
    console.log(`Phone: ${PHONE.width} × ${PHONE.height} CSS px, DPR ${PHONE.deviceScaleFactor}, CPU slowed ${CPU_SLOWDOWN}×; ${photoNote}.`);
    console.log(`Median of ${RUNS} runs; cold = new browser profile (empty cache), warm = the same page again with its HTTP cache.`);
    console.log('kB = 1000 bytes on the wire (gzip where served so, headers included); times in ms from navigation start; content = first listing card / the details shown.');
    for (const profile of profiles) {
      const effective = results.find((r) => r.profile === profile)?.cold[0]?.effectiveType;
      console.log(`\n${profile.name}: ${profile.label}${effective ? `; navigator.connection.effectiveType '${effective}'` : ''}\n`);
      console.log('| page | visit | requests | JS kB | CSS kB | HTML kB | img kB | API kB | total kB | FCP | LCP | CLS | content | JS run |');
      console.log('|---|---|---|---|---|---|---|---|---|---|---|---|---|---|');
      for (const r of results.filter((x) => x.profile === profile)) {
        console.log(`| ${row(r.spec.name, 'cold', r.cold)} |`);
        console.log(`| ${row(r.spec.name, 'warm', r.warm)} |`);
      }
    }
    console.log('\nCold visits, first run of each: LCP element, images, layout shifts, errors');
    for (const r of results) for (const line of diagnose(r.spec, r.profile, r.cold)) console.log(line);
    console.log('\nRequests of a cold and a warm visit (first run; kB, then start→end ms from the document request):');
    for (const r of results.filter((x) => VERBOSE || x.profile === profiles[0])) {
      const cold = VERBOSE ? r.cold : r.cold.slice(0, 1);
      for (const [i, v] of cold.entries()) console.log(`- ${r.spec.name}, ${r.profile.name}, cold${VERBOSE ? ` run ${i + 1}` : ''}: ${requestList(v)}`);
      console.log(`- ${r.spec.name}, ${r.profile.name}, warm: ${requestList(r.warm[0]!)}`);
    }
  } finally {
    await browser?.close();
    product.stop();
  }
}

main()
  .then(() => process.exit(0))
  .catch((error) => {
    console.error(error);
    process.exit(1);
  });
