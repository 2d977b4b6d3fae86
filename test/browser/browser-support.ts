import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, expect, it, vi, type TestContext } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { en } from '../../domain/shared/catalogue/site/en.js';
import { RIDE_ASSIGNED_MESSAGE } from '../../web-admin/src/rides/rideActions.js';
import { SESSION_STORAGE_KEY } from '../../web-admin/src/session.js';
import { propertyForm } from '../mothers/property.mother.js';
import { freePort } from '../support/free-port.js';
import { TestImages } from '../support/images.js';
import { TestAuthenticatorApp } from '../support/admin-authenticator.js';

export const CHROMIUM = '/usr/bin/chromium';
export const hasChromium = existsSync(CHROMIUM);
if (!hasChromium) console.warn(`Browser tests skipped: ${CHROMIUM} is missing (apt-get install -y chromium).`);

// A browser test shares two CPUs with the rest of the suite: a step may wait longer than in a file run alone, but a
// stuck step must fail under its own name (the page's wait, with what it waited for) before the test's own limit
// ends the test without saying which step hung.
const STEP_TIMEOUT = 40_000;
vi.setConfig({ testTimeout: 90_000 });

export const ADMIN = { email: 'browser-admin@example.com', password: 'Browser#Admin1' };

/** A person signed up through the API: their number, id and session token. */
export type Person = { mobileNo: string; id: string; token: string };

/**
 * Starts the product with the real start command (`npm start`: builds the server and the front ends when stale,
 * runs the compiled server with node, migrates an embedded PostgreSQL in a temp folder, seeds, serves one port)
 * and a headless Chromium.
 */
export function useRunningProduct(options: { env?: Record<string, string> } = {}) {
  const state = {} as { child: ChildProcess; base: string; dataDir: string; browser: Browser; log: string };
  /** Content-Security-Policy violations any page reported during the current test. */
  let violations: string[] = [];
  /** `signInAs` sessions, by number and entry point. */
  const sessions = new Map<string, { cookie: string; token: string }>();
  /** The tabs' contexts the current test opened and has not closed. */
  const openContexts = new Set<BrowserContext>();

  beforeAll(async () => {
    const port = await freePort();
    state.dataDir = mkdtempSync(join(tmpdir(), 'gharsetu-browser-'));
    state.base = `http://127.0.0.1:${port}`;
    state.log = '';
    const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), DATA_DIR: state.dataDir, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, NODE_ENV: 'development', ...options.env };
    delete env.DATABASE_URL;
    state.child = spawn('npm', ['start'], { env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    state.child.stdout!.on('data', (d) => (state.log += d));
    state.child.stderr!.on('data', (d) => (state.log += d));
    const deadline = Date.now() + 170_000;
    while (Date.now() < deadline) {
      if (state.child.exitCode !== null) throw new Error(`npm start exited:\n${state.log}`);
      try {
        if ((await fetch(`${state.base}/api/v1/health`)).ok) break;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 300));
    }
    state.browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    });
  }, 180_000);

  // Every browser test fails when a page broke the server's Content-Security-Policy (an inline script or style
  // without the nonce, a host the policy does not list): what a visitor's browser would silently block. A failed
  // test leaves a picture of each page it still had open (failureScreenshots), named in its failure.
  afterEach(async (test) => {
    const seen = violations;
    violations = [];
    const open = [...openContexts];
    openContexts.clear();
    const failed = test.task.result?.state === 'fail' || seen.length > 0;
    const shots = failed ? await failureScreenshots(test, open) : [];
    const pictures = shots.length ? `Screenshots of the pages the failed test had open:\n${shots.join('\n')}` : '';
    if (seen.length) throw new Error(`Content-Security-Policy violations:\n${[...new Set(seen)].join('\n')}\n${pictures}`.trim());
    if (shots.length) throw new Error(pictures);
  });

  afterAll(async () => {
    await state.browser?.close();
    if (state.child?.pid && state.child.exitCode === null && state.child.signalCode === null) {
      // The server may still be writing into DATA_DIR (the demo photos are seeded in the background after it
      // listens; it drains that work on SIGTERM): the folder is removed once it has exited, else files appear in
      // it while it is being removed (ENOTEMPTY).
      const exited = new Promise<void>((resolve) => state.child.once('exit', () => resolve()));
      const signal = (name: NodeJS.Signals) => {
        try {
          process.kill(-state.child.pid!, name);
        } catch {
          // already gone
        }
      };
      signal('SIGTERM');
      const gone = await Promise.race([exited.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 30_000))]);
      if (!gone) {
        signal('SIGKILL');
        await exited;
      }
    }
    if (state.dataDir) rmSync(state.dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  }, 60_000);

  // The admin's authenticator for this product, on the server's clock (DEV_CLOCK may move it: the offset is read from
  // POST /dev/clock's answers); the admin's session (the second step's answer: token and user), opened once through
  // both steps and reused.
  let adminSession: { token: string } | null = null;

  return {
    get base() {
      return state.base;
    },
    /** A new tab; `javaScriptEnabled: false` reads the pages as a browser without script does. */
    async page(width = 1280, height = 900, options: { javaScriptEnabled?: boolean } = {}): Promise<{ page: Page; context: BrowserContext }> {
      const context = await state.browser.newContext({ viewport: { width, height }, baseURL: state.base, ...options });
      openContexts.add(context);
      context.on('close', () => openContexts.delete(context));
      context.setDefaultTimeout(STEP_TIMEOUT);
      await watchContentSecurityPolicy(context, (violation) => violations.push(violation));
      const page = await context.newPage();
      return { page, context };
    },
    async api<T = { data: unknown }>(path: string, init: RequestInit = {}): Promise<{ status: number; body: T }> {
      const res = await fetch(`${state.base}/api/v1${path}`, {
        ...init,
        headers: { 'content-type': 'application/json', ...(init.headers ?? {}) },
      });
      const body = (await res.json()) as T;
      if (path === '/dev/clock' && res.ok) {
        clockOffsets.set(state.base, Date.parse((body as { data: { now: string } }).data.now) - Date.now());
        adminSession = null; // the moved clock may have ended it
      }
      return { status: res.status, body };
    },
    async lastOtp(mobileNo: string): Promise<string> {
      const { body } = await this.api<{ data: Array<{ text: string }> }>(`/dev/outbox?to=${mobileNo}`);
      const match = /\b(\d{6})\b/.exec(body.data[0]?.text ?? '');
      if (!match) throw new Error(`no OTP for ${mobileNo}`);
      return match[1]!;
    },
    /** Signs a new person up through the API (as the modal would) and returns the session's user data. */
    async signUp(mobileNo: string, loginAs?: 'OWNER'): Promise<Record<string, unknown>> {
      await this.api('/auth/otp-challenge', { method: 'POST', body: JSON.stringify({ mobile_no: mobileNo, country_code: '+91', captcha_token: 'browser', is_signup: true, login_as: loginAs }) });
      const otp = await this.lastOtp(mobileNo);
      const verified = await this.api<{ data: { token: string } }>('/auth/verify-otp', { method: 'POST', body: JSON.stringify({ mobile_no: mobileNo, country_code: '+91', otp, is_signup: true, login_as: loginAs }) });
      const created = await this.api<{ data: Record<string, unknown> }>('/auth/user', {
        method: 'POST',
        headers: { authorization: `Bearer ${verified.body.data.token}` },
        body: JSON.stringify({ first_name: 'Sunita', last_name: 'Devi', mobile_no: mobileNo, captcha_token: 'browser' }),
      });
      return created.body.data;
    },
    /** A new person with a fresh number, signed up through the API (`signUp`). */
    async person(loginAs?: 'OWNER'): Promise<Person> {
      const mobileNo = uniqueMobile();
      const user = await this.signUp(mobileNo, loginAs);
      return { mobileNo, id: String(user.id), token: String(user.token) };
    },
    /**
     * A live listing made through the API as its people would: its owner (`ownerToken`, else a new owner) posts the
     * property mother's form with `fields` and uploads `photos` (JPEGs by file name, width and height: one 1200 × 800
     * `front.jpg` unless told), and the admin approves it.
     */
    async liveListing(fields: Record<string, unknown>, options: { ownerToken?: string; photos?: Record<string, [number, number]> } = {}): Promise<{ id: string; ownerToken: string }> {
      const ownerToken = options.ownerToken ?? String((await this.signUp(uniqueMobile(), 'OWNER')).token);
      const auth = { authorization: `Bearer ${ownerToken}` };
      const created = await this.api<{ data: { id: string } }>('/properties', { method: 'POST', headers: auth, body: JSON.stringify(propertyForm({ ...fields, submit: true })) });
      const id = created.body.data.id;
      const form = new FormData();
      for (const [name, [width, height]] of Object.entries(options.photos ?? { 'front.jpg': [1200, 800] })) {
        form.append('images', new Blob([new Uint8Array(await TestImages.jpeg(width, height))], { type: 'image/jpeg' }), name);
      }
      expect((await fetch(`${state.base}/api/v1/properties/${id}/gallery/bulk`, { method: 'POST', headers: auth, body: form })).status).toBe(201);
      const admin = { authorization: `Bearer ${await this.adminToken()}` };
      expect((await this.api(`/properties/${id}/state`, { method: 'POST', headers: admin, body: JSON.stringify({ action: 'approve' }) })).status).toBe(200);
      return { id, ownerToken };
    },
    /** Gives `context` the `userData` cookie the site reads (what the login modal writes) for the session `token`. */
    async signInWithToken(context: BrowserContext, token: string): Promise<void> {
      const me = await this.api<{ data: Record<string, unknown> }>('/users/me', { headers: { authorization: `Bearer ${token}` } });
      const u = me.body.data;
      const session = { id: u.id, first_name: u.first_name, last_name: u.last_name, primary_role: u.primary_role, secondary_role: u.secondary_role ?? null, token, mobile_no: u.mobile_no };
      await context.addCookies([{ name: 'userData', value: encodeURIComponent(JSON.stringify(session)), url: state.base }]);
    },
    /** The texts sent to `mobileNo`, newest first (the dev outbox; texts are background jobs: poll for a new one). */
    async texts(mobileNo: string): Promise<string[]> {
      return (await this.api<{ data: Array<{ text: string }> }>(`/dev/outbox?to=${mobileNo}`)).body.data.map((m) => m.text);
    },
    /** Moves the server's clock to `now` (the product runs with DEV_CLOCK). */
    async moveClock(now: Date): Promise<void> {
      const moved = await this.api('/dev/clock', { method: 'POST', body: JSON.stringify({ now: now.toISOString() }) });
      if (moved.status !== 200) throw new Error(`the server's clock did not move: ${moved.status} ${JSON.stringify(moved.body)}`);
    },
    /**
     * Signs an existing person in (a demo number) with the OTP from the dev outbox, as the login modal does, and
     * gives `context` the `userData` cookie the site reads. Returns the session token.
     */
    async signInAs(context: BrowserContext, mobileNo: string, loginAs?: 'OWNER' | 'RIDER'): Promise<string> {
      // One sign-in per person and file: a second OTP within 30 s is refused (spec section 9).
      const known = sessions.get(`${mobileNo}|${loginAs ?? ''}`);
      if (known) {
        await context.addCookies([{ name: 'userData', value: known.cookie, url: state.base }]);
        return known.token;
      }
      const extra = loginAs ? { login_as: loginAs } : {};
      await this.api('/auth/otp-challenge', { method: 'POST', body: JSON.stringify({ mobile_no: mobileNo, country_code: '+91', captcha_token: 'browser', is_signup: false, ...extra }) });
      const otp = await this.lastOtp(mobileNo);
      const verified = await this.api<{ data: Record<string, unknown> }>('/auth/verify-otp', { method: 'POST', body: JSON.stringify({ mobile_no: mobileNo, country_code: '+91', otp, is_signup: false, ...extra }) });
      const u = verified.body.data;
      if (verified.status !== 200 || !u.token) throw new Error(`sign-in of ${mobileNo} failed: ${verified.status} ${JSON.stringify(verified.body)}`);
      const session = { id: u.id, first_name: u.first_name, last_name: u.last_name, primary_role: u.primary_role, secondary_role: u.secondary_role ?? null, token: u.token, mobile_no: u.mobile_no };
      const cookie = encodeURIComponent(JSON.stringify(session));
      sessions.set(`${mobileNo}|${loginAs ?? ''}`, { cookie, token: String(u.token) });
      await context.addCookies([{ name: 'userData', value: cookie, url: state.base }]);
      return String(u.token);
    },
    /** The admin's session token: signed in once through both steps (password, then a code), then reused. */
    async adminToken(): Promise<string> {
      if (!adminSession) {
        const post = (path: string, body: Record<string, unknown>) => this.api<any>(path, { method: 'POST', body: JSON.stringify(body) });
        const { recovery_codes: _shownOnce, ...session } = (await authenticatorOf(state.base).signIn(post, ADMIN)).answer.data;
        adminSession = session;
      }
      return adminSession!.token;
    },
    /**
     * The console in `context` opens signed in as the admin, with the session `adminToken` opened through both steps,
     * kept where the console's login page keeps it: for a story that uses the console on its way, not to test its
     * login (`logInToConsole` does that).
     */
    async openConsoleAsAdmin(context: BrowserContext): Promise<void> {
      await this.adminToken();
      await context.addInitScript(
        ([key, session]) => {
          if (location.pathname.startsWith('/admin') && !localStorage.getItem(key)) localStorage.setItem(key, session);
        },
        [SESSION_STORAGE_KEY, JSON.stringify(adminSession)] as const,
      );
    },
  };
}

/** Where a failed browser test's screenshots go (git-ignored; each run overwrites a test's own). */
export const FAILURE_SCREENSHOTS = fileURLToPath(new URL('../../test-results/browser/', import.meta.url));

/**
 * A full-page PNG of every page still open in `contexts` when `test` failed, with a text file beside it naming the
 * page's address and the test, under FAILURE_SCREENSHOTS as `<file>--<test>[-<n>].png`. Returns one line per page
 * (the picture's path and the address) for the failure's message; a page that cannot be pictured says why instead.
 */
async function failureScreenshots(test: TestContext, contexts: BrowserContext[]): Promise<string[]> {
  const pages = contexts.flatMap((context) => context.pages()).filter((page) => !page.isClosed());
  if (pages.length === 0) return [];
  mkdirSync(FAILURE_SCREENSHOTS, { recursive: true });
  const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 80);
  const file = slug((test.task.file?.name ?? '').replace(/^.*\//, '').replace(/\.browser\.test\.ts$/, ''));
  const lines: string[] = [];
  for (const [index, page] of pages.entries()) {
    const name = `${file}--${slug(test.task.name)}${pages.length > 1 ? `-${index + 1}` : ''}`;
    const path = join(FAILURE_SCREENSHOTS, `${name}.png`);
    const url = page.url();
    try {
      await page.screenshot({ path, fullPage: true, timeout: 10_000 });
      writeFileSync(join(FAILURE_SCREENSHOTS, `${name}.txt`), `${url}\n${test.task.file?.name ?? ''} > ${test.task.name}\n`);
      lines.push(`  ${relative(process.cwd(), path)}  (${url})`);
    } catch (error) {
      lines.push(`  no screenshot of ${url}: ${(error as Error).message.split('\n')[0]}`);
    }
  }
  return lines;
}

/**
 * Reports every CSP violation of every page and frame of `context`: the `securitypolicyviolation` event (what
 * was blocked, by which directive, where) and, as a second witness, Chromium's console message about it.
 */
async function watchContentSecurityPolicy(context: BrowserContext, report: (violation: string) => void): Promise<void> {
  await context.exposeBinding('__reportCspViolation', (_source, violation: string) => report(violation));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation?: (violation: string) => void }).__reportCspViolation;
      report?.(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} on ${event.documentURI}${event.sourceFile ? ` (${event.sourceFile}:${event.lineNumber})` : ''}: ${event.sample}`);
    });
  });
  context.on('console', (message) => {
    const text = message.text();
    if (/Content Security Policy|Refused to (load|apply|execute|frame|connect)/i.test(text)) report(`console: ${text}`);
  });
}

/** One authenticator app per running product (its admin sets it up at the first sign-in, by page or by API). */
const authenticators = new Map<string, TestAuthenticatorApp>();
/** How far each product's clock was moved (DEV_CLOCK): its authenticator codes go by the server's time. */
const clockOffsets = new Map<string, number>();
function authenticatorOf(base: string): TestAuthenticatorApp {
  let app = authenticators.get(base);
  if (!app) authenticators.set(base, (app = new TestAuthenticatorApp({ now: () => new Date(Date.now() + (clockOffsets.get(base) ?? 0)) })));
  return app;
}

/**
 * The console's second step, as a person does it with their phone: at the first sign-in, the key shown under the QR
 * code goes into the authenticator app, its code into the field, and the recovery codes are acknowledged; later, the
 * app's code.
 */
export async function passSecondFactor(page: Page, options: { land?: boolean } = {}): Promise<void> {
  const app = authenticatorOf(new URL(page.url()).origin);
  const field = page.getByLabel('Authentication code');
  await field.waitFor();
  const secret = page.getByTestId('second-factor-secret');
  const setUp = (await secret.count()) > 0;
  if (setUp) app.add(ADMIN.email, (await secret.textContent())!.replace(/\s/g, ''));
  await field.fill(await app.nextCode(ADMIN.email));
  await page.getByTestId('second-factor-submit').click();
  if (setUp) {
    await page.getByTestId('recovery-codes').waitFor();
    await page.getByTestId('recovery-codes-saved').click();
  }
  if (options.land !== false) await page.waitForURL(/\/admin\/post-property/);
}

/** Signs the admin in on the console's login page, as a person would (both steps); lands on the default admin home. */
export async function logInToConsole(page: Page): Promise<void> {
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').first().fill(ADMIN.password);
  await page.getByTestId('admin-login-submit').click();
  await passSecondFactor(page);
}

/**
 * The steps of one story, each an `it` of its own (its own time limit, its name in the report) using what the steps
 * before it made, in order: once a step has failed, the later ones are skipped instead of failing on what is missing.
 */
export function storySteps(): (name: string, run: () => Promise<void>) => void {
  let failed: string | null = null;
  return (name, run) =>
    it(name, async ({ skip, onTestFailed }) => {
      if (failed) skip(`an earlier step failed: ${failed}`);
      onTestFailed(() => {
        failed ??= name;
      });
      await run();
    });
}

/** The India date `days` from now, YYYY-MM-DD (how the visit picker names its days). */
export function indiaDate(days: number): string {
  return new Date(Date.now() + days * 86_400_000 + 330 * 60_000).toISOString().slice(0, 10);
}

/** The visit card of `rideId` (the tenant's profile, the rider's lists), once shown. */
export async function rideCard(page: Page, rideId: string): Promise<Locator> {
  const card = page.locator(`[data-testid="ride-card"][data-id="${rideId}"]`);
  await card.waitFor();
  return card;
}

/**
 * A signed-in tenant books a visit on a listing's details page: Book a visit, the day (YYYY-MM-DD), the window
 * starting at `hour` ('10'), Send; the site says the visit is requested.
 */
export async function bookVisit(page: Page, propertyId: string, slot: { day: string; hour: string }): Promise<void> {
  await page.goto(`/tenant/property-details/${propertyId}`);
  await page.getByTestId('book-visit-button').click();
  await page.getByTestId('book-visit-form').waitFor();
  await page.getByTestId(`slot-date-${slot.day}`).click();
  await page.getByTestId(`slot-window-${slot.hour}`).click();
  await page.getByTestId('book-visit-submit').click();
  await page.getByText(en['book.done']).first().waitFor();
}

/** In the console's Rides list, the row of the listing titled `listingTitle`: Assign rider, the rider picked, Assign. */
export async function assignRiderInConsole(page: Page, listingTitle: string, riderId: string): Promise<void> {
  await page.goto('/admin/rides');
  const row = page.locator('tr', { hasText: listingTitle });
  await row.waitFor();
  await row.getByTestId('ride-assign-button').click();
  await page.getByTestId(`free-rider-${riderId}`).click();
  await page.getByTestId('assign-confirm').click();
  await page.getByText(RIDE_ASSIGNED_MESSAGE).first().waitFor();
}

/** The rider's Confirm or Start on a visit's card; the card shows the visit's new status. */
export async function moveRide(card: Locator, action: 'confirm' | 'start'): Promise<void> {
  await card.getByTestId(`ride-action-${action}`).click();
  await expect.poll(() => card.getAttribute('data-status')).toBe(action === 'confirm' ? 'CONFIRMED' : 'STARTED');
}

let counter = 0;
export function uniqueMobile(): string {
  counter += 1;
  return `7${String(Date.now() % 1e7).padStart(7, '0')}${String(counter).padStart(2, '0')}`;
}

interface AxeNode {
  target: unknown[];
  html: string;
  failureSummary?: string;
}
interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  helpUrl: string;
  nodes: AxeNode[];
}

let axeSource: string | undefined;

/**
 * Runs axe-core (every rule of its default set: WCAG 2.x A and AA plus best practices) on what `page` shows now and
 * fails with a readable list of the serious and critical violations: rule, what it asks, and each element with
 * axe's summary of how to fix it. axe is evaluated through the DevTools protocol, not as a <script> tag, so it
 * needs no exception in the Content-Security-Policy the browser tests watch. `alsoRules`: rules that must not
 * report anything, whatever axe's impact for them (e.g. `region`, moderate: content outside every landmark).
 */
export async function expectNoSeriousAxeViolations(page: Page, where = page.url(), options: { alsoRules?: string[] } = {}): Promise<void> {
  axeSource ??= readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, helpUrl: v.helpUrl, nodes: v.nodes.map((n) => ({ target: n.target, html: n.html, failureSummary: n.failureSummary })) }));
  });
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical' || options.alsoRules?.includes(v.id));
  if (serious.length === 0) return;
  const report = serious
    .map(
      (v) =>
        `- ${v.id} (${v.impact}): ${v.help} ${v.helpUrl}\n` +
        v.nodes.map((n) => `    ${n.target.join(' > ')}  ${n.html.slice(0, 160)}\n      ${(n.failureSummary ?? '').replace(/\n/g, '\n      ')}`).join('\n'),
    )
    .join('\n');
  throw new Error(`axe-core: ${serious.length} serious or critical (or named) accessibility violation(s) on ${where}:\n${report}`);
}
