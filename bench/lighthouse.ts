/**
 * `npm run bench:lighthouse`: Lighthouse 12 with its mobile defaults (moto g power, simulated slow 4G, 4x CPU,
 * "simulate" throttling) on the pages people reach on phones, performance and accessibility categories, and a
 * table: page, performance, accessibility, LCP, FCP, total transfer KiB, JavaScript KiB, and the accessibility
 * audits that fail. Not part of `npm test`: it measures, it does not assert.
 *
 * The product is started like `npm run bench:pages` does it (`npm start`, temp DATA_DIR, embedded PGlite, demo
 * data, a free port, NODE_ENV unset so the local SMS adapter writes OTPs to the dev outbox). Debian's Chromium
 * is launched directly with a remote-debugging port (Lighthouse's own launcher, chrome-launcher, is only a
 * dependency of Lighthouse, not of this project) and Lighthouse's node API connects to it. Nothing leaves
 * localhost: the browser runs with --disable-background-networking and the pages load only from the product.
 *
 * Pages that need a session (wishlist, profile: the demo tenant 9801000011; the owner form: the demo owner
 * 9801000001) are signed in as the login modal does it: OTP challenge, the code from the dev outbox, verify,
 * then the `userData` cookie the site reads (set in the browser through the DevTools protocol before the run;
 * Lighthouse keeps cookies, it only clears caches and service workers).
 *
 * Options: --runs N (3; the run with the median performance score is reported), --page <name part>,
 * --json <file> (every run's figures), --ports FROM-TO (45200-45299: the product's and the browser's ports).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { toSessionUser, USER_COOKIE } from '../adapters/http/contract/session-cookie.js';
import { createServer } from 'node:net';

const CHROMIUM = '/usr/bin/chromium';
const TENANT = '9801000011';
const OWNER = '9801000001';

function option(name: string, fallback: string): string {
  const at = process.argv.indexOf(`--${name}`);
  if (at >= 0 && process.argv[at + 1] && !process.argv[at + 1]!.startsWith('--')) return process.argv[at + 1]!;
  const inline = process.argv.find((a) => a.startsWith(`--${name}=`));
  return inline ? inline.slice(name.length + 3) : fallback;
}
const RUNS = Math.max(1, Number(option('runs', '3')));
const PAGE_FILTER = option('page', '');
const JSON_OUT = option('json', '');

// ---------------------------------------------------------------------------------------------------------
// The product and the browser

/** A free TCP port from `--ports` (default 45200-45299), so the bench can run beside other servers and tests. */
const [PORT_FROM, PORT_TO] = option('ports', '45200-45299').split('-').map(Number) as [number, number];
let nextPort = PORT_FROM;
async function freePort(): Promise<number> {
  while (nextPort <= PORT_TO) {
    const port = nextPort++;
    const free = await new Promise<boolean>((resolve) => {
      const server = createServer();
      server.once('error', () => resolve(false));
      server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error(`no free port in ${PORT_FROM}-${PORT_TO}`);
}

interface Started {
  stop(): void;
}

function stopper(child: ChildProcess, dir: string): () => void {
  let stopped = false;
  return () => {
    if (stopped) return;
    stopped = true;
    try {
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
    // The browser may still be writing its profile as it exits: retry, and never fail the run over a temp folder.
    try {
      rmSync(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    } catch (error) {
      console.warn(`could not remove ${dir}: ${(error as Error).message}`);
    }
  };
}

async function waitFor(what: string, child: ChildProcess, log: () => string, ok: () => Promise<boolean>, seconds: number): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${what} exited:\n${log()}`);
    if (Date.now() > deadline) throw new Error(`${what} did not answer in ${seconds} s:\n${log()}`);
    try {
      if (await ok()) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
}

async function startProduct(): Promise<Started & { base: string }> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(os.tmpdir(), 'gharsetu-bench-lighthouse-'));
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), DATA_DIR: dataDir };
  delete env.NODE_ENV; // local adapters (OTP in the dev outbox); the front end is the production build anyway
  delete env.DATABASE_URL; // embedded PGlite in DATA_DIR, seeded with the demo data
  let log = '';
  const child = spawn('npm', ['start'], { env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout!.on('data', (d) => (log += d));
  child.stderr!.on('data', (d) => (log += d));
  const stop = stopper(child, dataDir);
  process.once('exit', stop);
  const base = `http://127.0.0.1:${port}`;
  await waitFor('npm start', child, () => log, async () => (await fetch(`${base}/api/v1/health`)).ok, 240);
  // The demo photos are seeded in the background once the server listens (adapters/main.ts): measure the pages as a
  // visitor sees them after that, covers included, and with no seeding competing for the CPU.
  await waitFor('the demo photos', child, () => log, async () => /Seeded photos of the rooms|Demo photos/.test(log), 240);
  return { base, stop };
}

async function startChromium(): Promise<Started & { port: number; version: string }> {
  const port = await freePort();
  const profile = mkdtempSync(join(os.tmpdir(), 'gharsetu-lighthouse-chromium-'));
  const args = [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--no-first-run',
    '--no-default-browser-check',
    `--remote-debugging-port=${port}`,
    `--user-data-dir=${profile}`,
    'about:blank',
  ];
  let log = '';
  const child = spawn(CHROMIUM, args, { detached: true, stdio: ['ignore', 'ignore', 'pipe'] });
  child.stderr!.on('data', (d) => (log += d));
  const stop = stopper(child, profile);
  process.once('exit', stop);
  let version = '?';
  await waitFor('chromium', child, () => log, async () => {
    const res = await fetch(`http://127.0.0.1:${port}/json/version`);
    version = ((await res.json()) as { Browser: string }).Browser;
    return res.ok;
  }, 60);
  return { port, version, stop };
}

/** Sets cookies in the browser's default profile (the one Lighthouse's tabs use) over the DevTools protocol. */
async function setCookies(port: number, cookies: Array<{ name: string; value: string; url: string }>): Promise<void> {
  const { webSocketDebuggerUrl } = (await (await fetch(`http://127.0.0.1:${port}/json/version`)).json()) as { webSocketDebuggerUrl: string };
  const socket = new WebSocket(webSocketDebuggerUrl);
  await new Promise<void>((resolve, reject) => {
    socket.onopen = () => socket.send(JSON.stringify({ id: 1, method: cookies.length ? 'Storage.setCookies' : 'Storage.clearCookies', params: cookies.length ? { cookies } : {} }));
    socket.onmessage = (event) => {
      const answer = JSON.parse(String(event.data)) as { id?: number; error?: { message: string } };
      if (answer.id !== 1) return;
      socket.close();
      if (answer.error) reject(new Error(`Storage.setCookies: ${answer.error.message}`));
      else resolve();
    };
    socket.onerror = () => reject(new Error('DevTools socket failed'));
  });
}

async function api<T>(base: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${base}/api/v1${path}`, body === undefined ? {} : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const answer = (await res.json()) as T;
  if (!res.ok) throw new Error(`${path}: ${res.status} ${JSON.stringify(answer)}`);
  return answer;
}

/** Signs a demo person in as the login modal does (the OTP read from the dev outbox); returns the `userData` cookie value. */
async function signIn(base: string, mobileNo: string, loginAs?: 'OWNER'): Promise<string> {
  const extra = loginAs ? { login_as: loginAs } : {};
  await api(base, '/auth/otp-challenge', { mobile_no: mobileNo, country_code: '+91', captcha_token: 'bench', is_signup: false, ...extra });
  const outbox = await api<{ data: Array<{ text: string }> }>(base, `/dev/outbox?to=${mobileNo}`);
  const otp = /\b(\d{6})\b/.exec(outbox.data[0]?.text ?? '')?.[1];
  if (!otp) throw new Error(`no OTP for ${mobileNo} in the dev outbox`);
  const verified = await api<{ data: Record<string, unknown> }>(base, '/auth/verify-otp', { mobile_no: mobileNo, country_code: '+91', otp, is_signup: false, ...extra });
  return encodeURIComponent(JSON.stringify(toSessionUser(verified.data)));
}

// ---------------------------------------------------------------------------------------------------------
// Lighthouse

interface PageSpec {
  name: string;
  path: string;
  /** `userData` cookie value, or none (signed out) */
  session?: string;
}

interface Figures {
  performance: number;
  accessibility: number;
  lcp: number;
  fcp: number;
  tbt: number;
  cls: number;
  totalKiB: number;
  jsKiB: number;
  failing: string[];
  finalUrl: string;
  warnings: string[];
}

interface AuditResult {
  id: string;
  title: string;
  score: number | null;
  scoreDisplayMode: string;
  numericValue?: number;
  details?: { items?: Array<{ resourceType?: string; transferSize?: number }> };
}

async function measure(port: number, url: string): Promise<Figures> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const lhr = result.lhr;
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const audits = lhr.audits as unknown as Record<string, AuditResult>;
  const value = (id: string) => audits[id]?.numericValue ?? NaN;
  const summary = audits['resource-summary']?.details?.items ?? [];
  const bytes = (type: string) => summary.find((i) => i.resourceType === type)?.transferSize ?? 0;
  const failing = (lhr.categories.accessibility?.auditRefs ?? [])
    .map((ref) => audits[ref.id]!)
    .filter((a) => a && a.score !== null && a.score < 1 && (a.scoreDisplayMode === 'binary' || a.scoreDisplayMode === 'numeric'))
    .map((a) => a.id);
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    lcp: value('largest-contentful-paint'),
    fcp: value('first-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    totalKiB: bytes('total') / 1024,
    jsKiB: bytes('script') / 1024,
    failing,
    finalUrl: lhr.finalDisplayedUrl,
    warnings: lhr.runWarnings ?? [],
  };
}

const s = (ms: number) => (Number.isFinite(ms) ? `${(ms / 1000).toFixed(1)} s` : '?');

async function main(): Promise<void> {
  console.log('Starting the product (npm start, temp DATA_DIR, demo data)...');
  const product = await startProduct();
  let chromium: (Started & { port: number; version: string }) | undefined;
  try {
    const { base } = product;
    const list = await api<{ data: Array<{ id: string }> }>(base, '/properties/list?city=patna');
    const live = list.data[0];
    if (!live) throw new Error('no live listing in Patna in the demo data');
    const tenant = await signIn(base, TENANT);
    const owner = await signIn(base, OWNER, 'OWNER');

    const pages: PageSpec[] = [
      { name: 'home', path: '/' },
      { name: 'listing', path: '/tenant/patna/property-listing' },
      { name: 'details', path: `/tenant/property-details/${live.id}` },
      { name: 'wishlist', path: '/tenant/wishlist', session: tenant },
      { name: 'profile', path: '/tenant/profile', session: tenant },
      { name: 'owner form', path: '/owner/add-property', session: owner },
    ].filter((p) => !PAGE_FILTER || p.name.includes(PAGE_FILTER) || p.path.includes(PAGE_FILTER));

    chromium = await startChromium();
    const all: Array<{ page: PageSpec; runs: Figures[] }> = [];
    for (const page of pages) {
      const entry = { page, runs: [] as Figures[] };
      all.push(entry);
      await setCookies(chromium.port, page.session ? [{ name: USER_COOKIE, value: page.session, url: base }] : []);
      for (let run = 1; run <= RUNS; run++) {
        process.stdout.write(`  ${page.name} · run ${run}/${RUNS}   \r`);
        // Lighthouse now and then loses the trace on a busy machine (NO_NAVSTART, NO_FCP): that run is run again.
        let figures: Figures | undefined;
        for (let attempt = 1; !figures; attempt++) {
          try {
            figures = await measure(chromium.port, `${base}${page.path}`);
          } catch (error) {
            if (attempt >= 3) throw error;
            console.warn(`\n  ${page.name}: ${(error as Error).message.split('\n')[0]}; trying again`);
          }
        }
        if (new URL(figures.finalUrl).pathname !== page.path) throw new Error(`${page.name}: Lighthouse ended on ${figures.finalUrl}, not ${page.path} (signed out?)`);
        entry.runs.push(figures);
      }
    }

    console.log(`\nMachine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, load average ${os.loadavg().map((l) => l.toFixed(1)).join(' / ')}; ${chromium.version} (headless); Node ${process.version}; Lighthouse 12 mobile defaults (simulated slow 4G, 4× CPU).`);
    console.log(`Run with the median performance score of ${RUNS}; KiB = 1024 bytes transferred (gzip where served so); failing = accessibility audits under 1.\n`);
    console.log('| page | performance | accessibility | LCP | FCP | TBT | CLS | total KiB | JS KiB | failing a11y audits |');
    console.log('|---|---|---|---|---|---|---|---|---|---|');
    for (const { page, runs } of all) {
      const sorted = [...runs].sort((a, b) => a.performance - b.performance || a.lcp - b.lcp);
      const m = sorted[Math.floor((sorted.length - 1) / 2)]!;
      const failing = [...new Set(runs.flatMap((r) => r.failing))];
      const range = runs.length > 1 ? ` (${sorted[0]!.performance}-${sorted.at(-1)!.performance})` : '';
      console.log(`| ${page.name} | ${m.performance}${range} | ${m.accessibility} | ${s(m.lcp)} | ${s(m.fcp)} | ${Math.round(m.tbt)} ms | ${m.cls.toFixed(3)} | ${m.totalKiB.toFixed(0)} | ${m.jsKiB.toFixed(0)} | ${failing.join(', ') || 'none'} |`);
    }
    const warnings = [...new Set(all.flatMap((e) => e.runs.flatMap((r) => r.warnings)))];
    if (warnings.length) console.log(`\nLighthouse warnings: ${warnings.join(' | ')}`);
    if (JSON_OUT) writeFileSync(JSON_OUT, JSON.stringify(all.map(({ page, runs }) => ({ page: page.name, path: page.path, runs })), null, 2));
  } finally {
    chromium?.stop();
    product.stop();
  }
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(130));

main()
  .then(() => process.exit(0))
  .catch((error) => {
    console.error(error);
    process.exit(1);
  });
