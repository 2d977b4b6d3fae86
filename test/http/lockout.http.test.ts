import { describe, expect, it } from 'vitest';
import { LeadMother } from '../mothers/lead.mother.js';
import { UserMother } from '../mothers/user.mother.js';
import { drainJobs } from '../support/jobs.js';
import { ADMIN, useTestApp } from '../support/test-app.js';
import { databaseKinds } from '../support/test-database.js';

/**
 * "Nobody can lock another person out" (docs/operations.md), reproduced as an attacker would: one client address
 * (A) names somebody else's number or email; the real person, from their own address (B), is not
 * affected. The app trusts one proxy, so X-Forwarded-For sets the client address.
 */
const A = '203.0.113.66';
const B = '198.51.100.7';
const REAL_CAPS = {
  TRUST_PROXY: 'true',
  OTP_PER_IP_PER_HOUR: '30',
  OTP_PER_NUMBER_PER_HOUR: '8',
  LEADS_PER_IP_PER_HOUR: '20',
  LEADS_PER_NUMBER_PER_HOUR: '5',
  ADMIN_LOGIN_PER_IP_PER_15_MIN: '50',
  ADMIN_LOGIN_FAILURES_PER_EMAIL_AND_IP_PER_15_MIN: '5',
  OTP_VERIFY_FAILURES_PER_NUMBER_AND_IP_PER_15_MIN: '5',
  OTP_VERIFY_FAILURES_PER_IP_PER_HOUR: '30',
};

describe.each(databaseKinds())('nobody can lock another person out over HTTP (%s)', (kind) => {
  const app = useTestApp(kind, REAL_CAPS);
  const from = (ip: string) => ({
    otp: (mobile_no: string) => app.http.post('/api/v1/auth/otp-challenge').set('X-Forwarded-For', ip).send({ mobile_no, country_code: '+91', captcha_token: 't' }),
    verify: (mobile_no: string, otp: string) => app.http.post('/api/v1/auth/verify-otp').set('X-Forwarded-For', ip).send({ mobile_no, country_code: '+91', otp }),
    lead: (mobile_no: string) => app.http.post('/api/v1/leads').set('X-Forwarded-For', ip).send(LeadMother.form({ mobile_no })),
    logIn: (email: string, password: string) => app.http.post('/api/v1/admin/login').set('X-Forwarded-For', ip).send({ email, password }),
    forgot: (email: string) => app.http.post('/api/v1/admin/forgot-password').set('X-Forwarded-For', ip).send({ email }),
  });
  const outbox = async (to: string) => {
    await drainJobs(app.container);
    return (await app.http.get('/api/v1/dev/outbox').query({ to }).expect(200)).body.data as { text: string }[];
  };

  it('phone sign-in: an address over its cap cannot exhaust a number; its owner gets 200 and one SMS', async () => {
    for (let i = 0; i < 30; i += 1) expect((await from(A).otp(UserMother.mobile())).status).toBe(200);
    for (let i = 0; i < 5; i += 1) expect((await from(A).otp(UserMother.mobile())).status).toBe(429);
    for (let i = 0; i < 9; i += 1) {
      const refused = await from(A).otp('9856100000');
      expect(refused.status).toBe(429);
      expect(refused.body.message).toBe('Too many OTP requests. Please try again later.');
    }
    const owner = await from(B).otp('9856100000');
    expect(owner.status).toBe(200);
    expect(owner.body.message).toBe('OTP sent to your mobile number');
    expect(await outbox('9856100000')).toHaveLength(1);
    const otp = await app.lastOtp('9856100000');
    // The code the owner holds survives further refused requests from A.
    app.waitForResend();
    expect((await from(A).otp('9856100000')).status).toBe(429);
    await app.http.post('/api/v1/auth/verify-otp').set('X-Forwarded-For', B).send({ mobile_no: '9856100000', country_code: '+91', otp }).expect(200);
  });

  it('phone sign-in: a burst of parallel requests sends one SMS and does not spend the pair’s hourly budget', async () => {
    const mobileNo = UserMother.mobile();
    const answers = await Promise.all(Array.from({ length: 20 }, () => from(B).otp(mobileNo)));
    expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
    expect(await outbox(mobileNo)).toHaveLength(1);
    for (let i = 0; i < 7; i += 1) {
      app.waitForResend();
      expect((await from(B).otp(mobileNo)).status).toBe(200);
    }
    app.waitForResend();
    const ninth = await from(B).otp(mobileNo);
    expect(ninth.status).toBe(429);
    expect(Number(ninth.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('phone sign-in: a stranger’s wrong codes never void the owner’s code; the owner signs in from elsewhere', async () => {
    const owner = await app.signedIn('TENANT');
    const mobileNo = owner.mobileNo!;
    await from(B).otp(mobileNo).expect(200);
    const otp = await app.lastOtp(mobileNo);
    const wrong = String((Number(otp) + 1) % 1e6).padStart(6, '0');
    for (let i = 0; i < 5; i += 1) {
      const res = await from(A).verify(mobileNo, wrong);
      expect(res.status).toBe(400);
      expect(res.body.errors.otp).toBe('Invalid OTP. Please try again.');
    }
    // 35 more: past A's cap, and past the 30 tries one code takes from all addresses together.
    for (let i = 0; i < 35; i += 1) {
      const refused = await from(A).verify(mobileNo, wrong);
      expect(refused.status).toBe(429);
      expect(refused.body).toMatchObject({ success: false, message: 'Too many wrong attempts. Please request a new OTP.' });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect((await from(A).verify(mobileNo, otp)).status).toBe(429); // refused before any code is compared
    const signedIn = await from(B).verify(mobileNo, otp);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body).toMatchObject({ message: 'Logged in Successfully', data: { is_signup: false, id: owner.id, mobile_no: mobileNo } });
  });

  it('phone sign-in: parallel guesses from many addresses compare at most 30 against one code', async () => {
    const mobileNo = UserMother.mobile();
    await from(B).otp(mobileNo).expect(200);
    const otp = await app.lastOtp(mobileNo);
    const wrong = String((Number(otp) + 1) % 1e6).padStart(6, '0');
    const guessers = Array.from({ length: 8 }, (_, i) => `192.0.2.${100 + i}`); // 8 × 5: within every address's own caps
    const answers = await Promise.all(guessers.flatMap((ip) => Array.from({ length: 5 }, () => from(ip).verify(mobileNo, wrong))));
    expect(answers.every((r) => r.status === 400)).toBe(true);
    expect(answers.filter((r) => r.body.errors.otp === 'Invalid OTP. Please try again.')).toHaveLength(29);
    expect(answers.filter((r) => r.body.errors.otp === 'Too many wrong attempts. Please request a new OTP.')).toHaveLength(11);
    // That code is spent for everyone; the owner asks for a new one and signs in.
    expect((await from(B).verify(mobileNo, otp)).body.errors.otp).toBe('Too many wrong attempts. Please request a new OTP.');
    app.waitForResend();
    await from(B).otp(mobileNo).expect(200);
    await from(B).verify(mobileNo, await app.lastOtp(mobileNo)).expect(200);
  });

  it('owner-consent codes: one rider over its caps for an owner’s number does not stop another rider', async () => {
    const [rider1, rider2] = [await app.signedIn('RIDER'), await app.signedIn('RIDER')];
    const ownerMobile = UserMother.mobile();
    const askOwner = (token: string) => app.http.post('/api/v1/properties/owner-confirmation').set('Authorization', `Bearer ${token}`).send({ owner_mobile_no: ownerMobile });
    for (let i = 0; i < 5; i += 1) await askOwner(rider1.token).expect(200);
    for (let i = 0; i < 5; i += 1) {
      const refused = await askOwner(rider1.token).expect(429);
      expect(refused.body.message).toBe('Too many codes or tries for this owner. Please try again later.');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
    const sent = await askOwner(rider2.token).expect(200);
    expect(sent.body.message).toBe('We sent a 6-digit code to the owner. Ask them to read it to you.');
    expect(await outbox(ownerMobile)).toHaveLength(6);
  });

  it('callback requests: an address over its cap cannot exhaust a number; its owner gets 201', async () => {
    for (let i = 0; i < 20; i += 1) expect((await from(A).lead(UserMother.mobile())).status).toBe(201);
    for (let i = 0; i < 9; i += 1) {
      const refused = await from(A).lead('9856100001');
      expect(refused.status).toBe(429);
      expect(refused.body.message).toBe('Too many callback requests. Please try again later.');
    }
    await from(B).lead('9856100001').expect(201);
    const stored = await app.http.get('/api/v1/admin/leads').query({ filter: JSON.stringify({ q: '9856100001' }) }).set('Authorization', `Bearer ${app.adminToken}`).expect(200);
    expect(stored.body).toHaveLength(1);
  });

  it('admin sign-in: failures from one address never lock the admin out of another', async () => {
    for (let i = 0; i < 5; i += 1) expect((await from(A).logIn(ADMIN.email, 'Wrong#Pass1')).status).toBe(401);
    for (let i = 0; i < 5; i += 1) expect((await from(A).logIn(ADMIN.email, 'Wrong#Pass1')).status).toBe(429);
    const locked = await from(A).logIn(ADMIN.email, ADMIN.password);
    expect(locked.status).toBe(429);
    expect(locked.body).toMatchObject({ success: false, status: false, message: 'Too many login attempts. Please try again later.' });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await from(A).logIn(`  ${ADMIN.email.toUpperCase()} `, ADMIN.password)).status).toBe(429);
    const admin = await from(B).logIn(ADMIN.email, ADMIN.password);
    expect(admin.status).toBe(200);
    expect(admin.body.data).toMatchObject({ second_factor: 'CODE', pending_token: expect.any(String) });
  });

  it('admin sign-in: a correct password does not count as a failure', async () => {
    const C = '192.0.2.44';
    for (let i = 0; i < 4; i += 1) await from(C).logIn(ADMIN.email, 'Wrong#Pass1').expect(401);
    for (let i = 0; i < 3; i += 1) await from(C).logIn(ADMIN.email, ADMIN.password).expect(200);
    await from(C).logIn(ADMIN.email, 'Wrong#Pass1').expect(401);
    await from(C).logIn(ADMIN.email, 'Wrong#Pass1').expect(429);
  });

  it('password reset: a stranger can neither void the admin’s link nor starve the next request', async () => {
    const D = '192.0.2.91';
    await from(D).forgot(ADMIN.email).expect(200);
    const mails = await outbox(ADMIN.email);
    expect(mails).toHaveLength(1);
    const link1 = decodeURIComponent(/token=(\S+)/.exec(mails[0]!.text)![1]!);
    for (let i = 0; i < 8; i += 1) await from(A).forgot(i % 2 ? ADMIN.email : ` ${ADMIN.email.toUpperCase()}`).expect(200);
    const afterStranger = (await outbox(ADMIN.email)).length;
    expect(afterStranger).toBe(1 + 5); // A's (email, address) pair allowed 5, then nothing more
    await app.http
      .post('/api/v1/admin/reset-password')
      .send({ token: link1, password: 'Fresh#Pass9', confirm_password: 'Fresh#Pass9' })
      .expect(200);
    await from(D).forgot(ADMIN.email).expect(200);
    const latest = await outbox(ADMIN.email);
    expect(latest).toHaveLength(afterStranger + 1);
    const link2 = decodeURIComponent(/token=(\S+)/.exec(latest[0]!.text)![1]!);
    await app.http
      .post('/api/v1/admin/reset-password')
      .send({ token: link2, password: ADMIN.password, confirm_password: ADMIN.password })
      .expect(200);
    await from(D).logIn(ADMIN.email, ADMIN.password).expect(200);
  });

  it('forgot password: a known and an unknown email get byte-identical answers', async () => {
    const known = await from(B).forgot(ADMIN.email).expect(200);
    const unknown = await from(B).forgot('ghost-admin@example.com').expect(200);
    expect(unknown.text).toBe(known.text);
    expect(unknown.headers['content-type']).toBe(known.headers['content-type']);
    expect(unknown.headers['content-length']).toBe(known.headers['content-length']);
    expect(await outbox('ghost-admin@example.com')).toEqual([]);
  });
});
