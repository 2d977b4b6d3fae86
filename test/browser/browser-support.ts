import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { freePort } from '../support/free-port.js';

export const CHROMIUM = '/usr/bin/chromium';
export const hasChromium = existsSync(CHROMIUM);
if (!hasChromium) console.warn(`Browser tests skipped: ${CHROMIUM} is missing (apt-get install -y chromium).`);

export const ADMIN = { email: 'browser-admin@example.com', password: 'Browser#Admin1' };

/**
 * Starts the product with the real start command (`npm start`: builds the server and the front ends when stale,
 * runs the compiled server with node, migrates an embedded PostgreSQL in a temp folder, seeds, serves one port)
 * and a headless Chromium.
 */
export function useRunningProduct(options: { env?: Record<string, string> } = {}) {
  const state = {} as { child: ChildProcess; base: string; dataDir: string; browser: Browser; log: string };
  /** Content-Security-Policy violations any page reported during the current test. */
  let violations: string[] = [];

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
  // without the nonce, a host the policy does not list): what a visitor's browser would silently block.
  afterEach(() => {
    const seen = violations;
    violations = [];
    if (seen.length) throw new Error(`Content-Security-Policy violations:\n${[...new Set(seen)].join('\n')}`);
  });

  afterAll(async () => {
    await state.browser?.close();
    if (state.child?.pid) {
      try {
        process.kill(-state.child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
    if (state.dataDir) rmSync(state.dataDir, { recursive: true, force: true });
  });

  return {
    get base() {
      return state.base;
    },
    async page(width = 1280, height = 900): Promise<{ page: Page; context: BrowserContext }> {
      const context = await state.browser.newContext({ viewport: { width, height }, baseURL: state.base });
      await watchContentSecurityPolicy(context, (violation) => violations.push(violation));
      const page = await context.newPage();
      return { page, context };
    },
    async api<T = { data: unknown }>(path: string, init: RequestInit = {}): Promise<{ status: number; body: T }> {
      const res = await fetch(`${state.base}/api/v1${path}`, {
        ...init,
        headers: { 'content-type': 'application/json', ...(init.headers ?? {}) },
      });
      return { status: res.status, body: (await res.json()) as T };
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
    async adminToken(): Promise<string> {
      const res = await this.api<{ data: { token: string } }>('/admin/login', { method: 'POST', body: JSON.stringify(ADMIN) });
      return res.body.data.token;
    },
  };
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

/** Signs the admin in on the console's login page, as a person would; lands on the default admin home. */
export async function logInToConsole(page: Page): Promise<void> {
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').first().fill(ADMIN.password);
  await page.getByTestId('admin-login-submit').click();
  await page.waitForURL(/\/admin\/post-property/);
}

let counter = 0;
export function uniqueMobile(): string {
  counter += 1;
  return `7${String(Date.now() % 1e7).padStart(7, '0')}${String(counter).padStart(2, '0')}`;
}
