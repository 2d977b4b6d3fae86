import * as OTPAuth from 'otpauth';

/** The answer of one JSON POST, however the test sends it (supertest, fetch). */
export type PostJson = (path: string, body: Record<string, unknown>) => Promise<{ status: number; body: any }>;

/** The test's clock: the fake one (moved by hand) or the real one (the helper waits for the next code then). */
export interface TestClock {
  now(): Date;
  advanceSeconds?(seconds: number): void;
}

const realClock: TestClock = { now: () => new Date() };
const STEP_MS = 30_000;

/**
 * The authenticator app of the tests: it keeps each admin's secret from the set-up answer of their first sign-in
 * (what a person scans), and computes their codes with otpauth, as a phone would. A code is good once, so it never
 * gives the same time step twice: the next one (the server takes one step of drift), else it waits for one.
 */
export class TestAuthenticatorApp {
  private readonly keys = new Map<string, { secret: string; lastStep: number }>();

  constructor(private readonly clock: TestClock = realClock) {}

  /** Remembers the secret of a set-up (the `set_up.secret` of a login answer). */
  add(account: string, secret: string): void {
    this.keys.set(account.toLowerCase(), { secret, lastStep: -1 });
  }

  has(account: string): boolean {
    return this.keys.has(account.toLowerCase());
  }

  /** A code of `account` that the server has not seen yet (moving the fake clock, or waiting, when it must). */
  async nextCode(account: string): Promise<string> {
    const key = this.keys.get(account.toLowerCase());
    if (!key) throw new Error(`no authenticator for ${account}: sign them in through TestAuthenticatorApp first`);
    let current = Math.floor(this.clock.now().getTime() / STEP_MS);
    if (key.lastStep > current) {
      const waitMs = (key.lastStep + 1) * STEP_MS - this.clock.now().getTime() + 50;
      if (!this.clock.advanceSeconds && waitMs > 61_000) throw new Error(`the clock went back: ${account}'s next code is ${Math.round(waitMs / 1000)} s away`);
      if (this.clock.advanceSeconds) this.clock.advanceSeconds(waitMs / 1000);
      else await new Promise((resolve) => setTimeout(resolve, waitMs));
      current = Math.floor(this.clock.now().getTime() / STEP_MS);
    }
    const step = Math.max(current, key.lastStep + 1);
    key.lastStep = step;
    return OTPAuth.TOTP.generate({ secret: OTPAuth.Secret.fromBase32(key.secret), timestamp: step * STEP_MS });
  }

  /**
   * An admin's whole sign-in through the API: e-mail and password, then (setting the authenticator up the first time)
   * a code. Returns the session token and both answers.
   */
  async signIn(post: PostJson, credentials: { email: string; password: string }): Promise<{ token: string; login: any; answer: any }> {
    const login = await post('/admin/login', credentials);
    if (login.status !== 200 || !login.body?.data?.pending_token) throw new Error(`admin login failed: ${login.status} ${JSON.stringify(login.body)}`);
    if (login.body.data.second_factor === 'SETUP') this.add(credentials.email, login.body.data.set_up.secret);
    const answer = await post('/admin/login/second-factor', { pending_token: login.body.data.pending_token, code: await this.nextCode(credentials.email) });
    if (answer.status !== 200 || !answer.body?.data?.token) throw new Error(`admin second factor failed: ${answer.status} ${JSON.stringify(answer.body)}`);
    return { token: answer.body.data.token as string, login: login.body, answer: answer.body };
  }
}
