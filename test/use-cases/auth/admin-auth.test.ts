import { beforeEach, describe, expect, it } from 'vitest';
import { ACCOUNT_FREE_FAILURES, AdminLogIn } from '../../../application/auth/admin-log-in.use-case.js';
import { SLOW_LANE_SECONDS, SLOW_LANE_TRIES } from '../../../application/auth/slow-lane.js';
import { Authenticate } from '../../../application/auth/authenticate.use-case.js';
import { LogOut } from '../../../application/auth/log-out.use-case.js';
import { RequestPasswordReset } from '../../../application/auth/request-password-reset.use-case.js';
import { ResetPassword } from '../../../application/auth/reset-password.use-case.js';
import { EnsureAdmin } from '../../../application/users/ensure-admin.use-case.js';
import { UserRepository } from '../../../application/users/ports/user.repository.port.js';
import { AuthMessages } from '../../../domain/auth/auth.errors.js';
import { SESSION_LIFETIMES } from '../../../domain/auth/session.js';
import { Messages } from '../../../domain/shared/messages.js';
import { UserMother } from '../../mothers/user.mother.js';
import { failure } from '../../support/failure.js';
import { drainJobs } from '../../support/jobs.js';
import { harness } from '../../support/harness.js';
import { CompleteAdminSignIn } from '../../../application/auth/complete-admin-sign-in.use-case.js';
import { TestAuthenticatorApp } from '../../support/admin-authenticator.js';


describe('admin sign-in, sessions and password reset', () => {
  let h: ReturnType<typeof harness>;
  const email = 'ops@example.com';
  const password = 'Patna@2026';
  const logIn = (overrides: Record<string, unknown> = {}) =>
    h.container.get(AdminLogIn).execute({ email, password, clientIp: '203.0.113.9', ...overrides });
  let app: TestAuthenticatorApp;
  /** Both steps: the password, then a code from the authenticator (set up on the first sign-in). */
  const signIn = async (overrides: Record<string, unknown> = {}) => {
    const step = await logIn(overrides);
    if (step.secondFactor === 'SETUP') app.add(email, step.setUp.secret);
    return h.container.get(CompleteAdminSignIn).execute({ pendingToken: step.pendingToken, code: await app.nextCode(email), clientIp: '203.0.113.9' });
  };

  beforeEach(async () => {
    h = harness();
    app = new TestAuthenticatorApp(h.clock);
    await h.container.get(EnsureAdmin).execute({ email, password });
  });

  it('signs an admin in with email and password, then the second factor', async () => {
    const { token, user } = await signIn({ email: 'OPS@example.com' });
    expect(user.primaryRole).toBe('ADMIN');
    const principal = await h.container.get(Authenticate).execute(token);
    expect(principal.kind === 'USER' && principal.user.email).toBe(email);
  });

  it('refuses a wrong password and an unknown email with the same message', async () => {
    expect((await failure(logIn({ password: 'Wrong@2026' }))).message).toBe(AuthMessages.invalidCredentials);
    expect((await failure(logIn({ email: 'nobody@example.com' }))).message).toBe(AuthMessages.invalidCredentials);
  });

  it('refuses a non-admin with a password (only admins sign in here)', async () => {
    const users = h.container.get<UserRepository>(UserRepository);
    const owner = UserMother.owner({ email: 'owner@example.com', passwordHash: (await users.findAdminByEmail(email))!.passwordHash });
    await users.save(owner);
    expect((await failure(logIn({ email: 'owner@example.com' }))).kind).toBe('INVALID_CREDENTIALS');
  });

  it.each([
    [{ email: '' }, 'email', Messages.emailRequired],
    [{ email: `${'a'.repeat(75)}@x.com` }, 'email', Messages.emailLength],
    [{ email: 'not-an-email' }, 'email', Messages.emailPattern],
    [{ password: '' }, 'password', Messages.required],
  ])('validates %j', async (overrides, field, message) => {
    expect((await failure(logIn(overrides))).fields[field]).toBe(message);
  });

  it('throttles failures per email and address, even with the right password afterwards, from that address only', async () => {
    for (let i = 0; i < h.config.authLimits.adminLoginFailuresPerEmailAndIpPer15Min; i += 1) await failure(logIn({ password: 'Wrong@2026' }));
    const error = await failure(logIn());
    expect(error.kind).toBe('RATE_LIMITED');
    expect(error.retryAfterSeconds).toBeGreaterThan(0);
    await expect(logIn({ clientIp: '198.51.100.20' })).resolves.toBeTruthy();
    h.clock.advanceMinutes(15);
    await expect(logIn()).resolves.toBeTruthy();
  });

  it('slows guesses spread over many addresses: past 10 failures for the account, 4 tries per 30 s from anywhere, never a lock-out', async () => {
    const from = (n: number) => ({ password: 'Wrong@2026', clientIp: `192.0.2.${n}` });
    for (let n = 1; n <= ACCOUNT_FREE_FAILURES; n += 1) expect((await failure(logIn(from(n)))).kind).not.toBe('RATE_LIMITED');
    for (let n = 11; n < 11 + SLOW_LANE_TRIES; n += 1) expect((await failure(logIn(from(n)))).kind).not.toBe('RATE_LIMITED'); // the slow lane's tries
    const slowed = await failure(logIn(from(11 + SLOW_LANE_TRIES)));
    expect(slowed.kind).toBe('RATE_LIMITED');
    expect(slowed.retryAfterSeconds).toBeLessThanOrEqual(SLOW_LANE_SECONDS);
    // The admin, from their own address, waits seconds and signs in.
    expect((await failure(logIn({ clientIp: '198.51.100.20' }))).kind).toBe('RATE_LIMITED');
    h.clock.advanceSeconds(SLOW_LANE_SECONDS);
    await expect(logIn({ clientIp: '198.51.100.20' })).resolves.toBeTruthy();
  });

  it('a stranger trying again and again from one address cannot hold the slow lane to keep the admin out', async () => {
    const stranger = { password: 'Wrong@2026', clientIp: '192.0.2.66' };
    for (let n = 1; n <= ACCOUNT_FREE_FAILURES; n += 1) await failure(logIn({ password: 'Wrong@2026', clientIp: `192.0.2.${n}` }));
    for (let round = 0; round < 3; round += 1) {
      // The stranger tries first in every window, then keeps trying: one try gets through, the rest wait.
      expect((await failure(logIn(stranger))).kind).toBe('INVALID_CREDENTIALS');
      for (let again = 0; again < 3; again += 1) expect((await failure(logIn(stranger))).kind).toBe('RATE_LIMITED');
      // The admin, right after, from their own address, is let through.
      await expect(logIn({ clientIp: '198.51.100.20' })).resolves.toBeTruthy();
      h.clock.advanceSeconds(SLOW_LANE_SECONDS);
    }
  });

  it('admin sessions end after 30 idle minutes; user sessions do not', async () => {
    const { token } = await signIn();
    h.clock.advanceSeconds(SESSION_LIFETIMES.admin.idleSeconds - 60);
    await h.container.get(Authenticate).execute(token); // use keeps it alive
    h.clock.advanceSeconds(SESSION_LIFETIMES.admin.idleSeconds - 60);
    await expect(h.container.get(Authenticate).execute(token)).resolves.toBeTruthy();
    h.clock.advanceSeconds(SESSION_LIFETIMES.admin.idleSeconds);
    expect((await failure(h.container.get(Authenticate).execute(token))).message).toBe('Not authenticated user');
  });

  it('admin sessions end at the absolute limit even when used', async () => {
    const { token } = await signIn();
    for (let elapsed = 0; elapsed < SESSION_LIFETIMES.admin.absoluteSeconds - 1200; elapsed += 1200) {
      h.clock.advanceSeconds(1200);
      await h.container.get(Authenticate).execute(token);
    }
    h.clock.advanceSeconds(1200);
    expect((await failure(h.container.get(Authenticate).execute(token))).kind).toBe('NOT_AUTHENTICATED');
  });

  it('log-out revokes the session', async () => {
    const { token } = await signIn();
    const principal = await h.container.get(Authenticate).execute(token);
    await h.container.get(LogOut).execute(principal.session);
    expect((await failure(h.container.get(Authenticate).execute(token))).kind).toBe('NOT_AUTHENTICATED');
  });

  describe('forgot and reset password', () => {
    const linkToken = () => {
      const text = h.mail!.sent.at(-1)!.text;
      const match = /reset-password\?token=([\w%-]+)/.exec(text);
      return decodeURIComponent(match![1]!);
    };
    const requestReset = async (address: string) => {
      const answer = await h.container.get(RequestPasswordReset).execute({ email: address, clientIp: '203.0.113.9' });
      await drainJobs(h.container);
      return answer;
    };
    const reset = (token: string, overrides: Record<string, unknown> = {}) =>
      h.container.get(ResetPassword).execute({ token, password: 'NewPass#2027', confirmPassword: 'NewPass#2027', ...overrides });

    it('mails a single-use link, and answers the same for unknown emails', async () => {
      const known = await requestReset(email);
      const unknown = await requestReset('nobody@example.com');
      expect(known).toEqual(unknown);
      expect(h.mail!.sent).toHaveLength(1);
      expect(h.mail!.sent[0]!.to).toBe(email);
      expect(h.mail!.sent[0]!.text).toContain('/admin/reset-password?token=');
    });

    it('sets the new password and signs the admin out everywhere', async () => {
      const { token: sessionToken } = await signIn();
      await requestReset(email);
      await expect(reset(linkToken())).resolves.toEqual({ message: AuthMessages.passwordChanged });
      expect((await failure(h.container.get(Authenticate).execute(sessionToken))).kind).toBe('NOT_AUTHENTICATED');
      expect((await failure(logIn())).kind).toBe('INVALID_CREDENTIALS');
      await expect(logIn({ password: 'NewPass#2027' })).resolves.toBeTruthy();
    });

    it('the link works once', async () => {
      await requestReset(email);
      const token = linkToken();
      await reset(token);
      expect((await failure(reset(token))).message).toBe(AuthMessages.resetLinkInvalid);
    });

    it('the link expires after 20 minutes', async () => {
      await requestReset(email);
      h.clock.advanceMinutes(20);
      expect((await failure(reset(linkToken()))).message).toBe(AuthMessages.resetLinkInvalid);
    });

    it('a newer link leaves the older one usable; using either voids the other', async () => {
      await requestReset(email);
      const older = linkToken();
      await requestReset(email);
      const newer = linkToken();
      expect(newer).not.toBe(older);
      await expect(reset(older)).resolves.toBeTruthy();
      expect((await failure(reset(newer))).message).toBe(AuthMessages.resetLinkInvalid);
    });

    it.each([['short1!A'.slice(0, 7)], ['alllower1!'], ['ALLUPPER1!'], ['NoDigits!!'], ['NoSpecial12']])(
      'refuses a weak password %j with the spec message, and keeps the link usable',
      async (weak) => {
        await requestReset(email);
        const token = linkToken();
        expect((await failure(reset(token, { password: weak, confirmPassword: weak }))).fields.password).toBe(Messages.password);
        await expect(reset(token)).resolves.toBeTruthy();
      },
    );

    it('refuses a confirmation that differs', async () => {
      await requestReset(email);
      expect((await failure(reset(linkToken(), { confirmPassword: 'Other#2027x' }))).fields.confirm_password).toBe(Messages.passwordsDiffer);
    });
  });
});
