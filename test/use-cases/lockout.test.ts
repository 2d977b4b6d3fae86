import { beforeEach, describe, expect, it } from 'vitest';
import { AdminLogIn } from '../../application/auth/admin-log-in.use-case.js';
import { AuthLimits } from '../../application/auth/auth-policy.js';
import { OtpChallengeRepository } from '../../application/auth/ports/otp-challenge.repository.port.js';
import { RequestOtp } from '../../application/auth/request-otp.use-case.js';
import { RequestPasswordReset } from '../../application/auth/request-password-reset.use-case.js';
import { ResetPassword } from '../../application/auth/reset-password.use-case.js';
import { VerifyOtp } from '../../application/auth/verify-otp.use-case.js';
import { SubmitLead } from '../../application/leads/submit-lead.use-case.js';
import { OwnerConsent, OwnerConsentMessages, OWNER_CONSENT_LIMITS } from '../../application/properties/owner-consent.js';
import { RequestOwnerConsent } from '../../application/properties/request-owner-consent.use-case.js';
import { JobQueue } from '../../application/shared/ports/job-queue.port.js';
import { Clock } from '../../application/shared/ports/clock.port.js';
import { RateLimiter } from '../../application/shared/ports/rate-limiter.port.js';
import { addressBucket } from '../../application/shared/rate-limits.js';
import { EnsureAdmin } from '../../application/users/ensure-admin.use-case.js';
import { UserRepository } from '../../application/users/ports/user.repository.port.js';
import { InProcessBackgroundWork } from '../../adapters/background/in-process-background-work.js';
import { InProcessJobQueue } from '../../adapters/jobs/in-process-job-queue.js';
import { AuthMessages } from '../../domain/auth/auth.errors.js';
import { UserMother } from '../mothers/user.mother.js';
import { drainJobs } from '../support/jobs.js';
import { failure } from '../support/failure.js';
import { harness } from '../support/harness.js';

const A = '203.0.113.66'; // the stranger
const B = '198.51.100.7'; // the person the stranger names

describe('nobody can lock another person out (use cases)', () => {
  let h: ReturnType<typeof harness>;
  beforeEach(() => {
    h = harness();
  });

  describe('phone sign-in codes', () => {
    const ask = (mobileNo: string, clientIp: string | null) =>
      h.container.get(RequestOtp).execute({ mobileNo, countryCode: '+91', captchaToken: 'token', isSignup: false, clientIp });

    it('an address over its cap spends none of the number’s budget, and the owner gets a code from elsewhere', async () => {
      const cap = h.config.authLimits.otpPerIpPerHour;
      for (let i = 0; i < cap; i += 1) await ask(UserMother.mobile(), A);
      const victim = UserMother.mobile();
      for (let i = 0; i < 9; i += 1) {
        const error = await failure(ask(victim, A));
        expect(error.message).toBe(AuthMessages.otpHourlyCap);
        h.clock.advanceSeconds(31);
      }
      await expect(ask(victim, B)).resolves.toEqual({ message: AuthMessages.otpSent });
      expect(h.sms!.sent.filter((s) => s.mobileNo === victim)).toHaveLength(1);
    });

    it('a refused request leaves the owner’s open code usable', async () => {
      const victim = UserMother.mobile();
      for (let i = 0; i < h.config.authLimits.otpPerNumberAndIpPerHour; i += 1) {
        await ask(victim, A);
        h.clock.advanceSeconds(31);
      }
      await ask(victim, B);
      const code = h.otp.last;
      h.clock.advanceSeconds(31);
      expect((await failure(ask(victim, A))).kind).toBe('RATE_LIMITED'); // A's pair is spent
      await expect(h.container.get(VerifyOtp).execute({ mobileNo: victim, countryCode: '+91', otp: code, clientIp: B })).resolves.toBeTruthy();
    });

    it('refusals inside the 30-second wait are not charged', async () => {
      const mobileNo = UserMother.mobile();
      const cap = h.config.authLimits.otpPerNumberAndIpPerHour;
      for (let i = 0; i < cap; i += 1) {
        await ask(mobileNo, A);
        for (let j = 0; j < 3; j += 1) expect((await failure(ask(mobileNo, A))).message).toMatch(/^Please wait/);
        h.clock.advanceSeconds(31);
      }
      expect(h.sms!.sent).toHaveLength(cap);
      expect((await failure(ask(mobileNo, A))).message).toBe(AuthMessages.otpHourlyCap);
    });

    it('without a client address, codes are capped per number', async () => {
      const mobileNo = UserMother.mobile();
      for (let i = 0; i < h.config.authLimits.otpPerNumberAndIpPerHour; i += 1) {
        await ask(mobileNo, null);
        h.clock.advanceSeconds(31);
      }
      expect((await failure(ask(mobileNo, null))).message).toBe(AuthMessages.otpHourlyCap);
      await expect(ask(mobileNo, B)).resolves.toBeTruthy();
    });
  });

  describe('wrong phone sign-in codes', () => {
    const ask = (mobileNo: string, clientIp: string | null) =>
      h.container.get(RequestOtp).execute({ mobileNo, countryCode: '+91', captchaToken: 'token', isSignup: false, clientIp });
    const verify = (mobileNo: string, otp: string, clientIp: string | null) =>
      h.container.get(VerifyOtp).execute({ mobileNo, countryCode: '+91', otp, clientIp });
    const triesOnLatestCode = async (mobileNo: string) => (await h.container.get<OtpChallengeRepository>(OtpChallengeRepository).findLatestForNumber(mobileNo))!.attempts;
    const owner = async () => {
      const user = UserMother.tenant();
      await h.container.get<UserRepository>(UserRepository).save(user);
      return user.mobileNo!;
    };

    it('a stranger’s wrong codes are refused at their own cap and never void the owner’s code', async () => {
      const victim = await owner();
      await ask(victim, B);
      const code = h.otp.last;
      const cap = h.config.authLimits.otpVerifyFailuresPerNumberAndIpPer15Min;
      for (let i = 0; i < cap; i += 1) expect((await failure(verify(victim, h.otp.wrong(), A))).fields.otp).toBe(AuthMessages.invalidOtp);
      for (let i = 0; i < 10; i += 1) {
        const refused = await failure(verify(victim, h.otp.wrong(), A));
        expect(refused).toMatchObject({ kind: 'RATE_LIMITED', message: AuthMessages.tooManyAttempts });
        expect(refused.retryAfterSeconds).toBeGreaterThan(0);
      }
      expect((await failure(verify(victim, code, A))).kind).toBe('RATE_LIMITED'); // even the right code, from A
      expect(await triesOnLatestCode(victim)).toBe(cap); // the refused tries never reached the code
      await expect(verify(victim, code, B)).resolves.toMatchObject({ isSignup: false, user: { mobileNo: victim } });
    });

    it('counts failures only: a right code gives its try back', async () => {
      const mobileNo = await owner();
      const cap = h.config.authLimits.otpVerifyFailuresPerNumberAndIpPer15Min;
      await ask(mobileNo, A);
      for (let i = 0; i < cap - 1; i += 1) await failure(verify(mobileNo, h.otp.wrong(), A));
      await expect(verify(mobileNo, h.otp.last, A)).resolves.toBeTruthy();
      h.clock.advanceSeconds(31);
      await ask(mobileNo, A);
      expect((await failure(verify(mobileNo, h.otp.wrong(), A))).fields.otp).toBe(AuthMessages.invalidOtp); // failure number `cap`
      expect((await failure(verify(mobileNo, h.otp.wrong(), A))).kind).toBe('RATE_LIMITED');
    });

    it('parallel wrong codes from one address are bounded by its cap; the owner still signs in', async () => {
      const victim = await owner();
      await ask(victim, B);
      const cap = h.config.authLimits.otpVerifyFailuresPerNumberAndIpPer15Min;
      const errors = await Promise.all(Array.from({ length: 20 }, () => failure(verify(victim, h.otp.wrong(), A))));
      expect(errors.filter((e) => e.kind === 'VALIDATION')).toHaveLength(cap);
      expect(errors.filter((e) => e.kind === 'RATE_LIMITED')).toHaveLength(20 - cap);
      await expect(verify(victim, h.otp.last, B)).resolves.toMatchObject({ isSignup: false });
    });

    it('caps wrong codes per address across numbers; other addresses are untouched', async () => {
      const { otpVerifyFailuresPerIpPerHour: perIp, otpVerifyFailuresPerNumberAndIpPer15Min: perPair } = h.config.authLimits;
      for (let n = 0; n < perIp / perPair; n += 1) {
        const mobileNo = UserMother.mobile();
        for (let i = 0; i < perPair; i += 1) expect((await failure(verify(mobileNo, '123456', A))).kind).toBe('VALIDATION');
      }
      const fresh = UserMother.mobile();
      const refused = await failure(verify(fresh, '123456', A));
      expect(refused).toMatchObject({ kind: 'RATE_LIMITED', message: AuthMessages.tooManyAttempts });
      expect(refused.retryAfterSeconds).toBeGreaterThan(15 * 60); // the address's window is an hour
      expect((await failure(verify(fresh, '123456', B))).kind).toBe('VALIDATION');
    });

    it('without a client address, wrong codes are counted per number', async () => {
      const mobileNo = await owner();
      await ask(mobileNo, B);
      for (let i = 0; i < h.config.authLimits.otpVerifyFailuresPerNumberAndIpPer15Min; i += 1) await failure(verify(mobileNo, h.otp.wrong(), null));
      expect((await failure(verify(mobileNo, h.otp.last, null))).kind).toBe('RATE_LIMITED');
      await expect(verify(mobileNo, h.otp.last, B)).resolves.toBeTruthy();
    });
  });

  describe('owner-consent codes (a rider posting for an owner)', () => {
    const consent = () => h.container.get(OwnerConsent);
    const requestConsent = () => h.container.get(RequestOwnerConsent);
    /** The code in the owner's newest text (texts are jobs: run the queued ones first). */
    const codeSentTo = async (mobileNo: string) => {
      await drainJobs(h.container);
      return /share this code with them: (\d{6})\./.exec(h.sms!.textsTo(mobileNo).at(-1) ?? '')?.[1] ?? '';
    };
    const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

    it('one rider over its caps for an owner’s number leaves every other rider free to ask that owner', async () => {
      const [rider1, rider2] = [UserMother.rider(), UserMother.rider()];
      const owner = UserMother.mobile();
      for (let i = 0; i < OWNER_CONSENT_LIMITS.sendsPerRiderAndNumberPerHour; i += 1) await requestConsent().execute(rider1, owner);
      for (let i = 0; i < 10; i += 1) {
        const refused = await failure(requestConsent().execute(rider1, owner));
        expect(refused).toMatchObject({ kind: 'RATE_LIMITED', message: OwnerConsentMessages.tooMany });
      }
      await expect(requestConsent().execute(rider2, owner)).resolves.toEqual({ message: OwnerConsentMessages.sent });
      await expect(consent().verify(rider2, owner, await codeSentTo(owner))).resolves.toBeUndefined();
      // rider1's refused requests were given back to its own budget: it can still reach other owners.
      for (let i = OWNER_CONSENT_LIMITS.sendsPerRiderAndNumberPerHour; i < OWNER_CONSENT_LIMITS.sendsPerRiderPerHour; i += 1) {
        await requestConsent().execute(rider1, UserMother.mobile());
      }
      expect((await failure(requestConsent().execute(rider1, UserMother.mobile()))).kind).toBe('RATE_LIMITED');
      await expect(requestConsent().execute(rider2, UserMother.mobile())).resolves.toBeTruthy();
    });

    it('one rider’s wrong codes for an owner do not touch another rider’s tries, and right codes do not count', async () => {
      const [rider1, rider2] = [UserMother.rider(), UserMother.rider()];
      const owner = UserMother.mobile();
      await requestConsent().execute(rider1, owner);
      const code1 = await codeSentTo(owner);
      await requestConsent().execute(rider2, owner);
      const code2 = await codeSentTo(owner);
      for (let i = 0; i < OWNER_CONSENT_LIMITS.wrongCodesPerRiderAndNumberPer10Min; i += 1) {
        expect((await failure(consent().verify(rider1, owner, wrongCode(code1)))).fields).toEqual({ owner_otp: OwnerConsentMessages.wrong });
      }
      expect((await failure(consent().verify(rider1, owner, code1))).fields).toEqual({ owner_otp: OwnerConsentMessages.tooMany });
      for (let i = 0; i < 10; i += 1) await expect(consent().verify(rider2, owner, code2)).resolves.toBeUndefined();
    });
  });

  describe('callback requests', () => {
    const submit = (mobileNo: string, clientIp: string | null) =>
      h.container.get(SubmitLead).execute({ firstName: 'Asha', lastName: 'Devi', mobileNo, type: 'TENANT', clientIp });

    it('an address over its cap spends none of the number’s budget', async () => {
      for (let i = 0; i < h.config.leadLimits.perIpPerHour; i += 1) await submit(UserMother.mobile(), A);
      const victim = UserMother.mobile();
      for (let i = 0; i < 6; i += 1) expect((await failure(submit(victim, A))).kind).toBe('RATE_LIMITED');
      await expect(submit(victim, B)).resolves.toMatchObject({ mobileNo: victim, status: 'NEW' });
    });

    it('a pair over its cap does not spend its address’s budget for other numbers', async () => {
      const limits = h.config.leadLimits;
      const mobileNo = UserMother.mobile();
      for (let i = 0; i < limits.perNumberPerHour; i += 1) await submit(mobileNo, A);
      for (let i = 0; i < 10; i += 1) await failure(submit(mobileNo, A));
      // The refused ones were given back to A's address budget.
      for (let i = limits.perNumberPerHour; i < limits.perIpPerHour; i += 1) await submit(UserMother.mobile(), A);
      expect((await failure(submit(UserMother.mobile(), A))).kind).toBe('RATE_LIMITED');
    });
  });

  describe('admin sign-in', () => {
    const email = 'ops@example.com';
    const password = 'Patna@2026';
    const logIn = (overrides: { email?: string; password?: string; clientIp?: string | null } = {}) =>
      h.container.get(AdminLogIn).execute({ email, password, clientIp: A, ...overrides });
    beforeEach(async () => {
      await h.container.get(EnsureAdmin).execute({ email, password });
    });

    it('failures from one address slow that address only; the admin signs in elsewhere at once', async () => {
      const cap = h.config.authLimits.adminLoginFailuresPerEmailAndIpPer15Min;
      for (let i = 0; i < cap; i += 1) expect((await failure(logIn({ password: 'Wrong@2026' }))).kind).toBe('INVALID_CREDENTIALS');
      for (let i = 0; i < 5; i += 1) expect((await failure(logIn({ password: 'Wrong@2026' }))).kind).toBe('RATE_LIMITED');
      const refused = await failure(logIn());
      expect(refused.message).toBe(AuthMessages.loginAttempts);
      expect(refused.retryAfterSeconds).toBeGreaterThan(0);
      // Other spellings of the email are the same pair.
      expect((await failure(logIn({ email: '  OPS@Example.COM ' }))).kind).toBe('RATE_LIMITED');
      await expect(logIn({ clientIp: B })).resolves.toMatchObject({ user: { email } });
      // Other emails from A are still allowed (the per-address cap is much larger).
      expect((await failure(logIn({ email: 'other@example.com', password: 'Wrong@2026' }))).kind).toBe('INVALID_CREDENTIALS');
    });

    it('counts failures, not attempts: a correct sign-in costs nothing', async () => {
      const cap = h.config.authLimits.adminLoginFailuresPerEmailAndIpPer15Min;
      for (let i = 0; i < cap - 1; i += 1) await failure(logIn({ password: 'Wrong@2026' }));
      for (let i = 0; i < 3; i += 1) await expect(logIn()).resolves.toBeTruthy();
      expect((await failure(logIn({ password: 'Wrong@2026' }))).kind).toBe('INVALID_CREDENTIALS'); // failure number `cap`
      expect((await failure(logIn({ password: 'Wrong@2026' }))).kind).toBe('RATE_LIMITED');
    });

    it('parallel guesses from one address are bounded by the cap (no check-then-act race)', async () => {
      const cap = h.config.authLimits.adminLoginFailuresPerEmailAndIpPer15Min;
      const errors = await Promise.all(Array.from({ length: 20 }, () => failure(logIn({ password: 'Wrong@2026' }))));
      expect(errors.filter((e) => e.kind === 'INVALID_CREDENTIALS')).toHaveLength(cap);
      expect(errors.filter((e) => e.kind === 'RATE_LIMITED')).toHaveLength(20 - cap);
    });

    it('failures per address are capped across emails', async () => {
      const h2 = harness({ env: { ADMIN_LOGIN_PER_IP_PER_15_MIN: '3' } });
      const tryAs = (who: string) => h2.container.get(AdminLogIn).execute({ email: who, password: 'Wrong@2026', clientIp: A });
      for (let i = 0; i < 3; i += 1) expect((await failure(tryAs(`x${i}@example.com`))).kind).toBe('INVALID_CREDENTIALS');
      expect((await failure(tryAs('y@example.com'))).kind).toBe('RATE_LIMITED');
      expect((await failure(h2.container.get(AdminLogIn).execute({ email: 'y@example.com', password: 'Wrong@2026', clientIp: B }))).kind).toBe(
        'INVALID_CREDENTIALS',
      );
    });

    it('without a client address, failures are counted per email', async () => {
      for (let i = 0; i < h.config.authLimits.adminLoginFailuresPerEmailAndIpPer15Min; i += 1) await failure(logIn({ password: 'Wrong@2026', clientIp: null }));
      expect((await failure(logIn({ clientIp: null }))).kind).toBe('RATE_LIMITED');
      await expect(logIn({ clientIp: B })).resolves.toBeTruthy();
    });
  });

  describe('password reset', () => {
    const email = 'ops@example.com';
    const request = async (clientIp: string | null, who = email) => {
      const answer = await h.container.get(RequestPasswordReset).execute({ email: who, clientIp });
      await drainJobs(h.container);
      return answer;
    };
    const links = () =>
      h.mail!.sent.filter((m) => m.to === email).map((m) => decodeURIComponent(/reset-password\?token=([\w%-]+)/.exec(m.text)![1]!));
    const reset = (token: string) =>
      h.container.get(ResetPassword).execute({ token, password: 'NewPass#2027', confirmPassword: 'NewPass#2027' });
    beforeEach(async () => {
      await h.container.get(EnsureAdmin).execute({ email, password: 'Patna@2026' });
    });

    it('requests by a stranger neither void the admin’s link nor starve the admin’s next request', async () => {
      await request(B);
      const [first] = links();
      for (let i = 0; i < 12; i += 1) await request(A, i % 2 ? email : ` ${email.toUpperCase()}`);
      expect(links()).toHaveLength(1 + h.config.authLimits.passwordResetPerEmailAndIpPerHour);
      await expect(reset(first!)).resolves.toEqual({ message: AuthMessages.passwordChanged });
      // The stranger's links died with the one the admin used.
      for (const link of links().slice(1)) expect((await failure(reset(link))).message).toBe(AuthMessages.resetLinkInvalid);
      await request(B);
      const newest = links().at(-1)!;
      expect(links()).toHaveLength(2 + h.config.authLimits.passwordResetPerEmailAndIpPerHour);
      await expect(reset(newest)).resolves.toBeTruthy();
    });

    it('caps requests per address across emails, silently', async () => {
      const cap = h.config.authLimits.passwordResetPerIpPerHour;
      for (let i = 0; i < cap; i += 1) await request(A, `nobody${i}@example.com`);
      const answer = await request(A);
      expect(answer).toEqual({ message: AuthMessages.resetLinkSent });
      expect(links()).toHaveLength(0);
      await request(B);
      expect(links()).toHaveLength(1);
    });

    it('answers before the account is looked up: the same queued job for every email', async () => {
      // A queue that keeps what is queued (nothing runs until drained); the job needs a handler to be queued at all.
      const jobs = new InProcessJobQueue().handle({ name: 'auth.mail-password-reset-link', handler: async () => undefined });
      const c = h.container;
      const useCase = new RequestPasswordReset(c.get(RateLimiter), c.get(Clock), c.get(AuthLimits), jobs);
      await expect(useCase.execute({ email, clientIp: B })).resolves.toEqual({ message: AuthMessages.resetLinkSent });
      await expect(useCase.execute({ email: 'nobody@example.com', clientIp: B })).resolves.toEqual({ message: AuthMessages.resetLinkSent });
      // The lookup, the link and the mail are the job's: the answer did neither, for the admin nor for a stranger.
      expect(jobs.enqueued).toEqual([
        { name: 'auth.mail-password-reset-link', payload: { email }, options: {} },
        { name: 'auth.mail-password-reset-link', payload: { email: 'nobody@example.com' }, options: {} },
      ]);
      expect(h.mail!.sent).toHaveLength(0);
    });
  });
});

describe('background work (in process)', () => {
  it('runs after the caller returns, reports failures, and drains', async () => {
    const reported: string[] = [];
    const background = new InProcessBackgroundWork((name, error) => reported.push(`${name}: ${(error as Error).message}`));
    const done: string[] = [];
    background.run('ok', async () => {
      done.push('ok');
      background.run('nested', async () => void done.push('nested'));
    });
    background.run('broken', async () => {
      throw new Error('smtp down');
    });
    expect(done).toEqual([]); // nothing ran inside run()
    await background.drain();
    expect(done).toEqual(['ok', 'nested']);
    expect(reported).toEqual(['broken: smtp down']);
    expect(background.size).toBe(0);
  });

  it('serves only start-up chores: the product\'s background work is jobs (in process with the in-memory stores)', () => {
    expect(harness().container.get(JobQueue)).toBeInstanceOf(InProcessJobQueue);
  });
});

describe('address buckets for rate-limit keys', () => {
  it.each([
    ['203.0.113.5', '203.0.113.5'],
    ['::ffff:203.0.113.5', '203.0.113.5'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:DB8:1:2:ffff::1', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['not-an-address', 'not-an-address'],
  ])('%s → %s', (ip, bucket) => {
    expect(addressBucket(ip)).toBe(bucket);
  });

  it('two addresses in one IPv6 /64 share one budget', async () => {
    const h = harness();
    const ask = (clientIp: string) =>
      h.container.get(RequestOtp).execute({ mobileNo: UserMother.mobile(), countryCode: '+91', captchaToken: 't', isSignup: false, clientIp });
    for (let i = 0; i < h.config.authLimits.otpPerIpPerHour; i += 1) await ask(`2001:db8:7:7::${(i + 1).toString(16)}`);
    expect((await failure(ask('2001:db8:7:7:ffff::9'))).kind).toBe('RATE_LIMITED');
    await expect(ask('2001:db8:7:8::1')).resolves.toBeTruthy();
  });
});
