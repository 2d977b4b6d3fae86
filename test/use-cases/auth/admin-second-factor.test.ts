import * as OTPAuth from 'otpauth';
import { beforeEach, describe, expect, it } from 'vitest';
import { AdminLogIn } from '../../../application/auth/admin-log-in.use-case.js';
import { Authenticate } from '../../../application/auth/authenticate.use-case.js';
import { CODE_FAILURES_PER_ADDRESS, CODE_FREE_FAILURES, CompleteAdminSignIn } from '../../../application/auth/complete-admin-sign-in.use-case.js';
import { AdminSecondFactorRepository } from '../../../application/auth/ports/admin-second-factor.repository.port.js';
import { RECOVERY_CODE_TRIES, RegenerateRecoveryCodes } from '../../../application/auth/regenerate-recovery-codes.use-case.js';
import { SessionIssuer } from '../../../application/auth/issue-session.js';
import { RequestOtp } from '../../../application/auth/request-otp.use-case.js';
import { VerifyOtp } from '../../../application/auth/verify-otp.use-case.js';
import { AuditLog } from '../../../application/audit/ports/audit-log.port.js';
import { SecretBox } from '../../../application/shared/ports/secret-box.port.js';
import { EnsureAdmin } from '../../../application/users/ensure-admin.use-case.js';
import { UserRepository } from '../../../application/users/ports/user.repository.port.js';
import { PENDING_SIGN_IN_TTL_SECONDS } from '../../../domain/auth/pending-admin-sign-in.js';
import { SLOW_LANE_SECONDS, SLOW_LANE_TRIES } from '../../../application/auth/slow-lane.js';
import { SESSION_LIFETIMES } from '../../../domain/auth/session.js';
import { UserMother } from '../../mothers/user.mother.js';
import { failure } from '../../support/failure.js';
import { harness } from '../../support/harness.js';

describe("an admin's second factor", () => {
  let h: ReturnType<typeof harness>;
  const email = 'ops@example.com';
  const password = 'Patna@2026';
  const logIn = (clientIp = '203.0.113.9') => h.container.get(AdminLogIn).execute({ email, password, clientIp });
  const complete = (pendingToken: string | undefined, code: string | number | undefined, clientIp = '203.0.113.9') =>
    h.container.get(CompleteAdminSignIn).execute({ pendingToken, code, clientIp });
  /** Both steps from one address: the right password, then `code`. */
  const signIn = async (clientIp: string, code: string) => complete((await logIn(clientIp)).pendingToken, code, clientIp);
  /** The code an authenticator app shows at the fake clock's time (`steps` later: the next codes). */
  const codeOf = (secret: string, steps = 0) =>
    OTPAuth.TOTP.generate({ secret: OTPAuth.Secret.fromBase32(secret), timestamp: h.clock.now().getTime() + steps * 30_000 });
  const auditActions = async () =>
    (await h.container.get<AuditLog>(AuditLog).list({ filter: {}, sort: { field: 'at', order: 'ASC' }, offset: 0, limit: 100 })).items.map((e) => e.action);

  /** The first sign-in, set-up finished: the secret, the recovery codes and the session. */
  const setUp = async () => {
    const first = await logIn();
    if (first.secondFactor !== 'SETUP') throw new Error('expected a set-up');
    const done = await complete(first.pendingToken, codeOf(first.setUp.secret));
    return { secret: first.setUp.secret, recoveryCodes: done.recoveryCodes!, token: done.token };
  };

  const phoneSignIn = async (mobileNo: string) => {
    await h.container.get(RequestOtp).execute({ mobileNo, countryCode: '+91', captchaToken: 'token', isSignup: false, clientIp: '203.0.113.9' });
    return h.container.get(VerifyOtp).execute({ mobileNo, countryCode: '+91', otp: h.otp.last, clientIp: '203.0.113.9' });
  };

  beforeEach(async () => {
    h = harness();
    await h.container.get(EnsureAdmin).execute({ email, password });
  });

  it('a right password opens no session: the first time it asks for a set-up, with a QR code and the secret as text', async () => {
    const first = await logIn();
    expect(first).not.toHaveProperty('token');
    expect(first.secondFactor).toBe('SETUP');
    if (first.secondFactor !== 'SETUP') return;
    expect(first.setUp.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(first.setUp.keyUri).toMatch(/^otpauth:\/\/totp\/.*ops%40example\.com\?.*secret=[A-Z2-7]{32}/);
    expect(first.setUp.keyUri).toContain(`secret=${first.setUp.secret}`);
    expect(first.setUp.qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    expect(first.expiresAt.getTime() - h.clock.now().getTime()).toBe(PENDING_SIGN_IN_TTL_SECONDS * 1000);
    expect((await failure(h.container.get(Authenticate).execute(first.pendingToken))).kind).toBe('NOT_AUTHENTICATED');
  });

  it('keeps the secret only sealed, under the admin\'s own context', async () => {
    const first = await logIn();
    if (first.secondFactor !== 'SETUP') throw new Error('expected a set-up');
    const stored = await h.container.get<AdminSecondFactorRepository>(AdminSecondFactorRepository).findByUserId(first.user.id);
    expect(stored!.sealedSecret).not.toContain(first.setUp.secret);
    await expect(h.container.get<SecretBox>(SecretBox).open(stored!.sealedSecret, `admin-totp:${first.user.id}`)).resolves.toBe(first.setUp.secret);
    // A set-up left half-way shows the same secret again (the QR code already scanned still works).
    const again = await logIn();
    expect(again.secondFactor === 'SETUP' && again.setUp.secret).toBe(first.setUp.secret);
  });

  it('the first right code finishes the set-up: an admin session, 10 recovery codes once, and the audit log says so', async () => {
    const first = await logIn();
    if (first.secondFactor !== 'SETUP') throw new Error('expected a set-up');
    const done = await complete(first.pendingToken, codeOf(first.setUp.secret));
    expect(done.recoveryCodes).toHaveLength(10);
    expect(new Set(done.recoveryCodes).size).toBe(10);
    for (const code of done.recoveryCodes!) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const principal = await h.container.get(Authenticate).execute(done.token);
    expect(principal.kind === 'USER' && principal.user.email).toBe(email);
    expect(principal.session.idleSeconds).toBe(SESSION_LIFETIMES.admin.idleSeconds);
    expect(await auditActions()).toEqual(['ADMIN_SECOND_FACTOR_SET_UP']);

    // From now on: a code, no set-up, and the recovery codes are not shown again.
    h.clock.advanceSeconds(30);
    const next = await logIn();
    expect(next.secondFactor).toBe('CODE');
    expect(next).not.toHaveProperty('setUp');
    const signedIn = await complete(next.pendingToken, codeOf(first.setUp.secret));
    expect(signedIn.recoveryCodes).toBeNull();
  });

  it('refuses a wrong code with a stable code, and the pending sign-in still takes the right one', async () => {
    const { secret } = await setUp();
    h.clock.advanceSeconds(30);
    const step = await logIn();
    const right = codeOf(secret);
    const wrong = right === '000000' ? '000001' : '000000';
    const error = await failure(complete(step.pendingToken, wrong));
    expect(error.kind).toBe('INVALID_CREDENTIALS');
    expect(error.code).toBe('SECOND_FACTOR_CODE_INVALID');
    expect((await failure(complete(step.pendingToken, 'not a code'))).code).toBe('SECOND_FACTOR_CODE_INVALID');
    expect((await failure(complete(step.pendingToken, ''))).fields.code).toBe('This field is required');
    await expect(complete(step.pendingToken, right)).resolves.toMatchObject({ recoveryCodes: null });
  });

  it('a code is good once: the same code (or an older one) is refused, the next one is taken', async () => {
    const { secret } = await setUp();
    h.clock.advanceSeconds(30);
    const code = codeOf(secret);
    await complete((await logIn()).pendingToken, code);
    const replay = await failure(complete((await logIn()).pendingToken, code));
    expect(replay.code).toBe('SECOND_FACTOR_CODE_USED');
    const older = await failure(complete((await logIn()).pendingToken, codeOf(secret, -1)));
    expect(['SECOND_FACTOR_CODE_USED', 'SECOND_FACTOR_CODE_INVALID']).toContain(older.code);
    h.clock.advanceSeconds(30);
    await expect(complete((await logIn()).pendingToken, codeOf(secret))).resolves.toBeTruthy();
  });

  it('a pending sign-in gives one session, and runs out after 10 minutes', async () => {
    const { secret } = await setUp();
    h.clock.advanceSeconds(30);
    const step = await logIn();
    await complete(step.pendingToken, codeOf(secret));
    h.clock.advanceSeconds(30);
    expect((await failure(complete(step.pendingToken, codeOf(secret)))).code).toBe('SIGN_IN_EXPIRED');

    const late = await logIn();
    h.clock.advanceSeconds(PENDING_SIGN_IN_TTL_SECONDS);
    const expired = await failure(complete(late.pendingToken, codeOf(secret)));
    expect(expired.code).toBe('SIGN_IN_EXPIRED');
    expect(expired.kind).toBe('INVALID_CREDENTIALS');
    expect((await failure(complete('made-up-token', codeOf(secret)))).code).toBe('SIGN_IN_EXPIRED');
  });

  it('a recovery code signs in once, is written in the audit log, and works typed in capitals without its dash', async () => {
    const { recoveryCodes, secret } = await setUp();
    const [code, other] = recoveryCodes;
    const signedIn = await complete((await logIn()).pendingToken, code!.replace('-', '').toUpperCase());
    await expect(h.container.get(Authenticate).execute(signedIn.token)).resolves.toBeTruthy();
    expect(await auditActions()).toEqual(['ADMIN_SECOND_FACTOR_SET_UP', 'ADMIN_RECOVERY_CODE_USED']);
    expect((await failure(complete((await logIn()).pendingToken, code))).code).toBe('SECOND_FACTOR_CODE_INVALID');
    await expect(complete((await logIn()).pendingToken, other)).resolves.toBeTruthy();
    // The authenticator still works beside them.
    h.clock.advanceSeconds(30);
    await expect(complete((await logIn()).pendingToken, codeOf(secret))).resolves.toBeTruthy();
  });

  it('no recovery code before the set-up is finished', async () => {
    const first = await logIn();
    expect((await failure(complete(first.pendingToken, 'abcde-fghjk'))).code).toBe('SECOND_FACTOR_CODE_INVALID');
  });

  it('wrong codes slow down per account, from every address, to 4 places per 30 s with one per address: a wait, never a lock-out', async () => {
    const { secret } = await setUp();
    h.clock.advanceSeconds(30);
    const wrong = () => (codeOf(secret) === '000000' ? '000001' : '000000');
    for (let n = 1; n <= CODE_FREE_FAILURES; n += 1) expect((await failure(signIn(`192.0.2.${n}`, wrong()))).code).toBe('SECOND_FACTOR_CODE_INVALID');

    // A stranger who knows the password takes one place, and cannot take a second while it is held.
    const stranger = '192.0.2.66';
    expect((await failure(signIn(stranger, wrong()))).code).toBe('SECOND_FACTOR_CODE_INVALID'); // the stranger's place
    const held = await failure(signIn(stranger, wrong()));
    expect(held.kind).toBe('RATE_LIMITED');
    expect(held.code).toBe('SECOND_FACTOR_ATTEMPTS');
    expect(held.retryAfterSeconds).toBeLessThanOrEqual(SLOW_LANE_SECONDS);
    // Another address gets its own place: the admin signs in at once.
    await expect(signIn('198.51.100.20', codeOf(secret))).resolves.toMatchObject({ recoveryCodes: null });

    // Every place taken (one each from further addresses), the next address waits for the next window.
    for (let n = 2; n < SLOW_LANE_TRIES; n += 1) expect((await failure(signIn(`192.0.2.${100 + n}`, wrong()))).code).toBe('SECOND_FACTOR_CODE_INVALID');
    const late = await logIn('198.51.100.30');
    const slowed = await failure(complete(late.pendingToken, wrong(), '198.51.100.30'));
    expect(slowed.code).toBe('SECOND_FACTOR_ATTEMPTS');
    h.clock.advanceSeconds(SLOW_LANE_SECONDS);
    await expect(complete(late.pendingToken, codeOf(secret), '198.51.100.30')).resolves.toBeTruthy();
  });

  it('one address gets 5 wrong codes in 15 minutes, so a stranger who knows the password cannot take a place in every window', async () => {
    const { secret } = await setUp();
    const stranger = '192.0.2.66';
    const wrong = () => (codeOf(secret) === '000000' ? '000001' : '000000');
    for (let n = 0; n < CODE_FAILURES_PER_ADDRESS; n += 1) {
      h.clock.advanceSeconds(SLOW_LANE_SECONDS);
      expect((await failure(signIn(stranger, wrong()))).code).toBe('SECOND_FACTOR_CODE_INVALID');
    }
    h.clock.advanceSeconds(SLOW_LANE_SECONDS);
    const refused = await failure(signIn(stranger, wrong()));
    expect(refused.code).toBe('SECOND_FACTOR_ATTEMPTS');
    expect(refused.retryAfterSeconds).toBeGreaterThan(SLOW_LANE_SECONDS);
    await expect(signIn('198.51.100.20', codeOf(secret))).resolves.toMatchObject({ recoveryCodes: null });
  });

  it('a signed-in admin makes new recovery codes with the app\'s current code: the old ones stop working', async () => {
    const { secret, recoveryCodes } = await setUp();
    const admin = (await h.container.get<UserRepository>(UserRepository).findAdminByEmail(email))!;
    const regenerate = (code: string | number | undefined) => h.container.get(RegenerateRecoveryCodes).execute(admin, code);
    h.clock.advanceSeconds(30);
    expect((await failure(regenerate(undefined))).fields.code).toBe('This field is required');
    const right = codeOf(secret);
    const wrong = right === '000000' ? '000001' : '000000';
    expect((await failure(regenerate(wrong))).fieldCodes.code).toMatchObject({ code: 'SECOND_FACTOR_APP_CODE' });
    expect((await failure(regenerate(recoveryCodes[1]))).fieldCodes.code).toMatchObject({ code: 'SECOND_FACTOR_APP_CODE' }); // the app's code, not a recovery code
    const fresh = await regenerate(right);
    expect((await failure(regenerate(right))).fieldCodes.code).toMatchObject({ code: 'SECOND_FACTOR_CODE_USED' }); // once, like a sign-in's
    expect(fresh.recoveryCodes).toHaveLength(10);
    expect(fresh.recoveryCodes).not.toContain(recoveryCodes[0]);
    expect((await failure(complete((await logIn()).pendingToken, recoveryCodes[0]))).code).toBe('SECOND_FACTOR_CODE_INVALID');
    await expect(complete((await logIn()).pendingToken, fresh.recoveryCodes[0])).resolves.toBeTruthy();
  });

  it('wrong app codes for new recovery codes are capped (a stolen session cannot try codes until one fits)', async () => {
    const { secret } = await setUp();
    const admin = (await h.container.get<UserRepository>(UserRepository).findAdminByEmail(email))!;
    const regenerate = (code: string | number | undefined) => h.container.get(RegenerateRecoveryCodes).execute(admin, code);
    h.clock.advanceSeconds(30);
    const wrong = codeOf(secret) === '000000' ? '000001' : '000000';
    for (let i = 0; i < RECOVERY_CODE_TRIES; i += 1) expect((await failure(regenerate(wrong))).kind).toBe('VALIDATION');
    expect((await failure(regenerate(codeOf(secret)))).code).toBe('SECOND_FACTOR_ATTEMPTS');
  });

  it('no other way opens an admin session: a phone code is refused for an admin account, and the issuer refuses too', async () => {
    const users = h.container.get<UserRepository>(UserRepository);
    const admin = UserMother.admin({ mobileNo: '9876501234' });
    await users.save(admin);
    await expect(h.container.get(SessionIssuer).forUser(admin, h.clock.now())).rejects.toThrow(/second factor/);
    const refused = await failure(phoneSignIn('9876501234'));
    expect(refused.code).toBe('ADMIN_SIGNS_IN_ON_CONSOLE');
  });

  it('people who are not admins sign in with a phone code as before, with no second step', async () => {
    const users = h.container.get<UserRepository>(UserRepository);
    await users.save(UserMother.owner({ mobileNo: '9876505678' }));
    const result = await phoneSignIn('9876505678');
    expect(result.isSignup === false && result.token).toBeTruthy();
  });
});
