import { beforeEach, describe, expect, it } from 'vitest';
import { Authenticate } from '../../../application/auth/authenticate.use-case.js';
import { RegisterUser } from '../../../application/auth/register-user.use-case.js';
import { RequestOtp } from '../../../application/auth/request-otp.use-case.js';
import { VerifyOtp } from '../../../application/auth/verify-otp.use-case.js';
import { UserRepository } from '../../../application/users/ports/user.repository.port.js';
import { AuthMessages } from '../../../domain/auth/auth.errors.js';
import { UserMother } from '../../mothers/user.mother.js';
import { failure } from '../../support/failure.js';
import { harness } from '../../support/harness.js';

type H = ReturnType<typeof harness>;


describe('phone sign-in (OTP challenge, verify, sign-up)', () => {
  let h: H;
  let mobileNo: string;
  const ask = (overrides: Partial<Parameters<RequestOtp['execute']>[0]> = {}) =>
    h.container.get(RequestOtp).execute({ mobileNo, countryCode: '+91', captchaToken: 'token', isSignup: false, clientIp: '203.0.113.7', ...overrides });
  const verify = (otp: string, overrides: Partial<Parameters<VerifyOtp['execute']>[0]> = {}) =>
    h.container.get(VerifyOtp).execute({ mobileNo, countryCode: '+91', otp, clientIp: '203.0.113.7', ...overrides });

  beforeEach(() => {
    h = harness();
    mobileNo = UserMother.mobile();
  });

  describe('challenge', () => {
    it('sends a 6-digit code to the number and keeps only its hash', async () => {
      const answer = await ask();
      expect(answer.message).toBe(AuthMessages.otpSent);
      expect(h.sms!.sent).toEqual([{ mobileNo, code: h.otp.last, language: 'en' }]);
      expect(h.otp.last).toMatch(/^\d{6}$/);
    });

    it('answers the same for registered and unknown numbers', async () => {
      const user = UserMother.tenant();
      await h.container.get<UserRepository>(UserRepository).save(user);
      const known = await ask({ mobileNo: user.mobileNo! });
      const unknown = await ask();
      expect(known).toEqual(unknown);
    });

    it.each([
      [{ mobileNo: '' }, 'mobile_no', 'Phone number is required.'],
      [{ mobileNo: '98765' }, 'mobile_no', 'Phone must be 10 digits.'],
      [{ mobileNo: '98765432101' }, 'mobile_no', 'Phone must be 10 digits.'],
      [{ mobileNo: '98765abc10' }, 'mobile_no', 'Phone must be 10 digits.'],
      [{ countryCode: '+1' }, 'country_code', 'Only Indian (+91) phone numbers are supported.'],
    ])('refuses %j with the spec message', async (overrides, field, message) => {
      const error = await failure(ask(overrides));
      expect(error.kind).toBe('VALIDATION');
      expect(error.fields[field]).toBe(message);
      expect(h.sms!.sent).toHaveLength(0);
    });

    it.each([[''], ['fail'], [undefined]])('refuses a missing or rejected captcha token (%j)', async (captchaToken) => {
      const error = await failure(ask({ captchaToken }));
      expect(error.fields.captcha_token).toBe(AuthMessages.captchaFailed);
      expect(h.sms!.sent).toHaveLength(0);
    });

    it('refuses a new code within 30 seconds with the seconds left, then allows it', async () => {
      await ask();
      h.clock.advanceSeconds(12);
      const error = await failure(ask());
      expect(error.kind).toBe('RATE_LIMITED');
      expect(error.retryAfterSeconds).toBe(18);
      expect(error.message).toBe('Please wait 18 seconds before requesting a new OTP.');
      h.clock.advanceSeconds(18);
      await expect(ask()).resolves.toBeTruthy();
      expect(h.sms!.sent).toHaveLength(2);
    });

    it('caps codes per number and client address per hour', async () => {
      const cap = h.config.authLimits.otpPerNumberAndIpPerHour;
      for (let i = 0; i < cap; i += 1) {
        await ask();
        h.clock.advanceSeconds(31);
      }
      const error = await failure(ask());
      expect(error.kind).toBe('RATE_LIMITED');
      expect(error.message).toBe(AuthMessages.otpHourlyCap);
      expect(error.retryAfterSeconds).toBeGreaterThan(0);
      expect(h.sms!.sent).toHaveLength(cap);
    });

    it('caps codes per client IP per hour, across numbers', async () => {
      const cap = h.config.authLimits.otpPerIpPerHour;
      for (let i = 0; i < cap; i += 1) await ask({ mobileNo: UserMother.mobile() });
      const error = await failure(ask({ mobileNo: UserMother.mobile() }));
      expect(error.kind).toBe('RATE_LIMITED');
      await expect(ask({ mobileNo: UserMother.mobile(), clientIp: '198.51.100.1' })).resolves.toBeTruthy();
    });

    it('lets the person retry at once when the SMS could not be sent', async () => {
      h.sms!.failNext = true;
      const error = await failure(ask());
      expect(error.kind).toBe('DELIVERY_FAILED');
      await expect(ask()).resolves.toBeTruthy();
    });
  });

  describe('verify', () => {
    it('signs in an existing user with a session token', async () => {
      const user = UserMother.tenant();
      await h.container.get<UserRepository>(UserRepository).save(user);
      mobileNo = user.mobileNo!;
      await ask();
      const result = await verify(h.otp.last);
      expect(result.isSignup).toBe(false);
      if (result.isSignup) return;
      expect(result.user.id).toBe(user.id);
      const principal = await h.container.get(Authenticate).execute(result.token);
      expect(principal.kind === 'USER' && principal.user.id).toBe(user.id);
    });

    it("brings the browser's chosen language to an account that holds only the default, and keeps one the person chose", async () => {
      const users = h.container.get<UserRepository>(UserRepository);
      const unchosen = UserMother.tenant();
      const chosen = UserMother.tenant({ language: 'hi' });
      await users.save(unchosen);
      await users.save(chosen);
      for (const [user, expected] of [[unchosen, 'hi'], [chosen, 'hi']] as const) {
        mobileNo = user.mobileNo!;
        await ask();
        const result = await verify(h.otp.last, { language: user === unchosen ? 'hi' : 'en' });
        expect(!result.isSignup && result.user.language).toBe(expected);
        expect((await users.findById(user.id))!.language).toBe(expected);
      }
      expect((await users.findById(unchosen.id))!.languageChosenAt!.getTime()).toBe(h.clock.now().getTime());
    });

    it('expires the code after 5 minutes', async () => {
      await ask();
      h.clock.advanceSeconds(5 * 60);
      const error = await failure(verify(h.otp.last));
      expect(error.fields.otp).toBe(AuthMessages.expiredOtp);
    });

    it('accepts the code just before 5 minutes', async () => {
      await ask();
      h.clock.advanceSeconds(5 * 60 - 1);
      await expect(verify(h.otp.last)).resolves.toMatchObject({ isSignup: true });
    });

    it('uses a code once', async () => {
      await ask();
      const code = h.otp.last;
      await verify(code);
      const error = await failure(verify(code));
      expect(error.fields.otp).toBe(AuthMessages.invalidOtp);
    });

    it('a newer code leaves the two before it working while unexpired: a stranger asking for the number cannot void the person\'s code', async () => {
      await ask();
      const first = h.otp.last;
      h.clock.advanceSeconds(30);
      await ask({ clientIp: '203.0.113.9' }); // a stranger asks for the same number
      const second = h.otp.last;
      await expect(verify(first)).resolves.toMatchObject({ isSignup: true });
      // Using one code voids the other.
      expect((await failure(verify(second))).fields.otp).toBe(AuthMessages.invalidOtp);
    });

    it('keeps at most three working codes: a fourth voids the oldest', async () => {
      const codes: string[] = [];
      for (let i = 0; i < 4; i += 1) {
        await ask();
        codes.push(h.otp.last);
        h.clock.advanceSeconds(30);
      }
      expect((await failure(verify(codes[0]!))).fields.otp).toBe(AuthMessages.invalidOtp);
      await expect(verify(codes[1]!)).resolves.toMatchObject({ isSignup: true });
    });

    it('refuses a 6th wrong try from the same address with 429; the code still works from another address', async () => {
      await ask();
      for (let i = 1; i <= 5; i += 1) expect((await failure(verify(h.otp.wrong()))).fields.otp).toBe(AuthMessages.invalidOtp);
      const refused = await failure(verify(h.otp.wrong()));
      expect(refused).toMatchObject({ kind: 'RATE_LIMITED', message: AuthMessages.tooManyAttempts });
      expect(refused.retryAfterSeconds).toBeGreaterThan(0);
      expect((await failure(verify(h.otp.last))).kind).toBe('RATE_LIMITED'); // this address waits out its 15 minutes
      await expect(verify(h.otp.last, { clientIp: '198.51.100.7' })).resolves.toMatchObject({ isSignup: true });
    });

    it('voids the code after 30 tries from all addresses together, even for the right code', async () => {
      await ask();
      for (let i = 1; i <= 30; i += 1) {
        const error = await failure(verify(h.otp.wrong(), { clientIp: `192.0.2.${Math.ceil(i / 5)}` }));
        expect(error.fields.otp).toBe(i < 30 ? AuthMessages.invalidOtp : AuthMessages.tooManyAttempts);
      }
      expect((await failure(verify(h.otp.last, { clientIp: '198.51.100.7' }))).fields.otp).toBe(AuthMessages.tooManyAttempts);
    });

    it('refuses a code for a number that was never sent one', async () => {
      const error = await failure(verify('123456'));
      expect(error.fields.otp).toBe(AuthMessages.invalidOtp);
    });

    it.each([['12345'], ['1234567'], ['12a456'], ['']])('refuses an OTP that is not 6 digits (%j)', async (otp) => {
      const error = await failure(verify(otp));
      expect(error.kind).toBe('VALIDATION');
      expect(error.fields.otp).toMatch(/OTP must be 6 digits\.|This field is required/);
    });

    it('gives a new number a sign-up token that only allows creating the account', async () => {
      await ask({ isSignup: true });
      const result = await verify(h.otp.last);
      expect(result).toMatchObject({ isSignup: true, mobileNo });
      const principal = await h.container.get(Authenticate).execute(result.token);
      expect(principal.kind).toBe('SIGNUP');
    });

    it('sign-up token lasts 10 minutes', async () => {
      await ask();
      const { token } = await verify(h.otp.last);
      h.clock.advanceSeconds(10 * 60);
      expect((await failure(h.container.get(Authenticate).execute(token))).kind).toBe('NOT_AUTHENTICATED');
    });
  });

  describe('role routing by entry point', () => {
    it('refuses a rider sign-in for a number that is not a rider, pointing to "Become our rider"', async () => {
      const tenant = UserMother.tenant();
      await h.container.get<UserRepository>(UserRepository).save(tenant);
      mobileNo = tenant.mobileNo!;
      await ask({ loginAs: 'RIDER' });
      const error = await failure(verify(h.otp.last, { loginAs: 'RIDER' }));
      expect(error.kind).toBe('FORBIDDEN');
      expect(error.message).toContain('Become our rider');
    });

    it('refuses a rider sign-in for an unknown number (riders are not self-made)', async () => {
      await ask({ loginAs: 'RIDER' });
      expect((await failure(verify(h.otp.last, { loginAs: 'RIDER' }))).kind).toBe('FORBIDDEN');
    });

    it('signs in a rider from the rider entry point', async () => {
      const rider = UserMother.rider();
      await h.container.get<UserRepository>(UserRepository).save(rider);
      mobileNo = rider.mobileNo!;
      await ask({ loginAs: 'RIDER' });
      await expect(verify(h.otp.last, { loginAs: 'RIDER' })).resolves.toMatchObject({ isSignup: false, user: { id: rider.id } });
    });

    it('makes an existing tenant an owner too (secondary role) when they sign in as owner', async () => {
      const tenant = UserMother.tenant();
      const users = h.container.get<UserRepository>(UserRepository);
      await users.save(tenant);
      mobileNo = tenant.mobileNo!;
      await ask({ loginAs: 'OWNER' });
      const result = await verify(h.otp.last, { loginAs: 'OWNER' });
      expect(result.isSignup === false && result.user.secondaryRole).toBe('OWNER');
      expect((await users.findById(tenant.id))!.secondaryRole).toBe('OWNER');
    });

    it('refuses a blocked account', async () => {
      const tenant = UserMother.tenant();
      tenant.status = 'BLOCKED';
      await h.container.get<UserRepository>(UserRepository).save(tenant);
      mobileNo = tenant.mobileNo!;
      await ask();
      expect((await failure(verify(h.otp.last))).kind).toBe('FORBIDDEN');
    });
  });

  describe('create the account (auth/user)', () => {
    async function signupSession(loginAs?: 'OWNER' | 'RIDER') {
      await ask({ isSignup: true, loginAs });
      const { token } = await verify(h.otp.last, { loginAs });
      const principal = await h.container.get(Authenticate).execute(token);
      return { token, session: principal.session };
    }
    const register = (session: Awaited<ReturnType<typeof signupSession>>['session'], overrides: Record<string, unknown> = {}) =>
      h.container.get(RegisterUser).execute({ signupSession: session, firstName: '  rAVI  ', lastName: 'kumar SINHA', mobileNo, captchaToken: 'token', clientIp: null, ...overrides });

    it('creates a tenant with trimmed, normalised names and signs them in', async () => {
      const { session, token } = await signupSession();
      const { user, token: sessionToken } = await register(session);
      expect(user).toMatchObject({ firstName: 'Ravi', lastName: 'Kumar Sinha', mobileNo, primaryRole: 'TENANT', secondaryRole: null });
      const principal = await h.container.get(Authenticate).execute(sessionToken);
      expect(principal.kind === 'USER' && principal.user.id).toBe(user.id);
      // The sign-up token is spent.
      expect((await failure(h.container.get(Authenticate).execute(token))).kind).toBe('NOT_AUTHENTICATED');
    });

    it('creates an owner when sign-up started from the owner entry point', async () => {
      const { session } = await signupSession('OWNER');
      expect((await register(session)).user.primaryRole).toBe('OWNER');
    });

    it.each([
      [{ firstName: 'Ravi2' }, 'first_name', 'numbers and spacial chars. are not allowed'],
      [{ lastName: 'Ku@mar' }, 'last_name', 'numbers and spacial chars. are not allowed'],
      [{ firstName: '   ' }, 'first_name', 'This field is required'],
    ])('refuses bad names %j', async (overrides, field, message) => {
      const { session } = await signupSession();
      expect((await failure(register(session, overrides))).fields[field]).toBe(message);
      expect(await h.container.get<UserRepository>(UserRepository).findByMobile(mobileNo)).toBeNull();
    });

    it('refuses a different number than the one verified', async () => {
      const { session } = await signupSession();
      expect((await failure(register(session, { mobileNo: UserMother.mobile() }))).kind).toBe('FORBIDDEN');
    });

    it('needs a captcha token', async () => {
      const { session } = await signupSession();
      expect((await failure(register(session, { captchaToken: 'fail' }))).fields.captcha_token).toBe(AuthMessages.captchaFailed);
    });
  });
});
