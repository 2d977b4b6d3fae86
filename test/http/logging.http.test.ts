import { Writable } from 'node:stream';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SubmitLead } from '../../application/leads/submit-lead.use-case.js';
import { Logger } from '../../application/shared/ports/logger.port.js';
import { EnsureAdmin } from '../../application/users/ensure-admin.use-case.js';
import { createHttpApp } from '../../adapters/http/create-app.js';
import { createPinoLogger } from '../../adapters/logging/pino-logger.js';
import { LeadMother } from '../mothers/lead.mother.js';
import { UserMother } from '../mothers/user.mother.js';
import { drainJobs, stopJobs } from '../support/jobs.js';
import { harness } from '../support/harness.js';
import { openTestDatabase, type TestDatabase } from '../support/test-database.js';
import { useContractCheck } from '../support/test-app.js';
import { TestAuthenticatorApp, type PostJson } from '../support/admin-authenticator.js';

const ADMIN = { email: 'log-admin@example.com', password: 'Log#Admin2026' };
const NEW_PASSWORD = 'Fresh#Secret77';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

interface LogLine {
  level: string;
  time: string;
  msg: string;
  request_id?: string;
  [field: string]: unknown;
}

/**
 * The typical flows of the HTTP suite (OTP sign-up and sign-in, admin login, forgotten password, a callback
 * request, an unexpected error) through an app whose logger writes every level to memory; then every line is
 * searched for what must never be logged.
 */
describe('logs: one JSON access line per request, a request id on every line, no secrets', () => {
  const contract = useContractCheck();
  const raw: string[] = [];
  const secrets = new Set<string>();
  let db: TestDatabase;
  let http: ReturnType<typeof request>;
  let container: ReturnType<typeof harness>['container'];
  let clock: ReturnType<typeof harness>['clock'];
  const lines = (): LogLine[] => raw.join('').split('\n').filter(Boolean).map((line) => JSON.parse(line) as LogLine);
  /** Access lines are written when the answer is finished, which may be just after the client has it. */
  const settle = () => new Promise((resolve) => setTimeout(resolve, 30));

  beforeAll(async () => {
    db = await openTestDatabase('pglite');
    const h = harness({ persistence: { kind: 'mikro-orm', orm: db.orm }, fakeMessaging: false, env: { OTP_PER_IP_PER_HOUR: '1000', LEADS_PER_IP_PER_HOUR: '1000' } });
    container = h.container;
    clock = h.clock;
    const memory = new Writable({
      write(chunk, _encoding, done) {
        raw.push(chunk.toString());
        done();
      },
    });
    container.unbind(Logger);
    container.bind(Logger).toConstantValue(createPinoLogger({ level: 'debug', destination: memory }));
    await container.get(EnsureAdmin).execute(ADMIN);
    http = contract.wrap(request(createHttpApp(container).callback()));
    secrets.add(ADMIN.password).add(NEW_PASSWORD);
  });
  afterAll(async () => {
    if (container) await stopJobs(container);
    await db?.close();
  });

  const authenticator = new TestAuthenticatorApp({ now: () => clock.now(), advanceSeconds: (seconds) => clock.advanceSeconds(seconds) });
  const post: PostJson = async (path, body) => http.post(`/api/v1${path}`).send(body);
  const lastMessage = async (to: string): Promise<string> => (await http.get('/api/v1/dev/outbox').query({ to }).expect(200)).body.data[0].text;
  const otpFor = async (mobile: string) => {
    const code = /\b(\d{6})\b/.exec(await lastMessage(mobile))![1]!;
    secrets.add(code);
    return code;
  };

  it('runs the flows', async () => {
    // Phone sign-up, then sign-in with a wrong and a right code.
    const mobile = UserMother.mobile();
    secrets.add(mobile);
    await http.post('/api/v1/auth/otp-challenge').send({ mobile_no: mobile, country_code: '+91', captcha_token: 'tok', is_signup: true }).expect(200);
    const signup = (await http.post('/api/v1/auth/verify-otp').send({ mobile_no: mobile, country_code: '+91', otp: await otpFor(mobile), is_signup: true }).expect(200)).body.data.token;
    secrets.add(signup);
    const created = await http.post('/api/v1/auth/user').set('Authorization', `Bearer ${signup}`).send({ first_name: 'Asha', last_name: 'Kumari', mobile_no: mobile, captcha_token: 'tok' }).expect(201);
    secrets.add(created.body.data.token);
    await http.get('/api/v1/users/me').set('Authorization', `Bearer ${created.body.data.token}`).expect(200);
    await http.post('/api/v1/auth/logout').set('Authorization', `Bearer ${created.body.data.token}`).expect(200);
    clock.advanceSeconds(31); // past the resend wait
    await http.post('/api/v1/auth/otp-challenge').send({ mobile_no: mobile, country_code: '+91', captcha_token: 'tok', is_signup: false }).expect(200);
    const code = await otpFor(mobile);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    secrets.add(wrong);
    await http.post('/api/v1/auth/verify-otp').send({ mobile_no: mobile, country_code: '+91', otp: wrong, is_signup: false }).expect(400);
    const session = (await http.post('/api/v1/auth/verify-otp').send({ mobile_no: mobile, country_code: '+91', otp: code, is_signup: false }).expect(200)).body.data.token;
    secrets.add(session);
    await http.get(`/api/v1/users/me?mobile_no=${mobile}&otp=${code}`).set('Authorization', `Bearer ${session}`).set('Cookie', `token=${session}`).expect(200);

    // Admin login, wrong then right; forgotten password, reset with the mailed token, log in with the new one.
    await http.post('/api/v1/admin/login').send({ email: ADMIN.email, password: `${ADMIN.password}x` }).expect(401);
    secrets.add(`${ADMIN.password}x`);
    // Both steps of the admin sign-in: the pending token, the set-up's secret, the code and the recovery codes are secrets.
    const first = await authenticator.signIn(post, ADMIN);
    for (const secret of [first.token, first.login.data.pending_token, first.login.data.set_up.secret, ...first.answer.data.recovery_codes]) secrets.add(secret);
    await http.post('/api/v1/admin/forgot-password').send({ email: ADMIN.email }).expect(200);
    await drainJobs(container);
    const resetToken = decodeURIComponent(/token=([^\s]+)/.exec(await lastMessage(ADMIN.email))![1]!);
    secrets.add(resetToken);
    await http.post('/api/v1/admin/reset-password').send({ token: resetToken, password: NEW_PASSWORD, confirm_password: NEW_PASSWORD }).expect(200);
    await http.get(`/admin/reset-password?token=${encodeURIComponent(resetToken)}`);
    const again = await authenticator.signIn(post, { email: ADMIN.email, password: NEW_PASSWORD });
    secrets.add(again.token);
    secrets.add(again.login.data.pending_token);

    // A callback request with a phone number, and one refused for a bad number.
    const caller = UserMother.mobile();
    secrets.add(caller);
    await http.post('/api/v1/leads').send(LeadMother.form({ mobile_no: caller })).expect(201);
    await http.post('/api/v1/leads').send(LeadMother.form({ mobile_no: `${caller}9` })).expect(400);
    secrets.add(`${caller}9`);
    // A phone number and an OTP in a path that no route matches.
    await http.get(`/api/v1/leads/${caller}/${code}`).expect(404);
    await settle();
  });

  it('an unexpected error is a 500 carrying the request id, logged once with it, its text masked', async () => {
    const phone = UserMother.mobile();
    const token = 'Zm9vYmFyYmF6cXV4cXV1eHF1dXhxdXV4cXV1eHF1dXg';
    secrets.add(phone).add(token);
    container.unbind(SubmitLead);
    container.bind(SubmitLead).toConstantValue({
      execute: async () => {
        throw new Error(`insert into "leads" values ('${phone}', '${token}') failed`);
      },
    } as unknown as SubmitLead);
    // Routers receive their use cases when the app is built: build one on the failing SubmitLead.
    const failing = contract.wrap(request(createHttpApp(container).callback()));
    const res = await failing.post('/api/v1/leads').set('X-Request-Id', 'support-case-4711:a').send(LeadMother.form()).expect(500);
    expect(res.headers['x-request-id']).toBe('support-case-4711:a');
    expect(res.body).toEqual({ success: false, code: 'INTERNAL', params: {}, message: 'Something went wrong, please try again later.', errors: {}, field_codes: {}, request_id: 'support-case-4711:a' });
    await settle();
    const mine = lines().filter((line) => line.request_id === 'support-case-4711:a');
    const error = mine.find((line) => line.level === 'error')!;
    expect(error.msg).toBe('unexpected error');
    expect((error.err as { message: string }).message).toBe(`insert into "leads" values ('********${phone.slice(-2)}', '[redacted]') failed`);
    expect(mine.filter((line) => line.msg === 'request')).toHaveLength(1);
  });

  it('request ids: a valid incoming X-Request-Id is kept, anything else replaced by a fresh UUID', async () => {
    expect((await http.get('/api/v1/health').set('X-Request-Id', 'lb-7f3a9c21').expect(200)).headers['x-request-id']).toBe('lb-7f3a9c21');
    for (const bad of ['short', 'x'.repeat(65), 'has space here', '{"$ne":1}', '9856100000-ticket']) {
      const res = await http.get('/api/v1/health').set('X-Request-Id', bad);
      expect(res.headers['x-request-id'], bad).toMatch(UUID);
    }
    const a = (await http.get('/api/v1/health')).headers['x-request-id'];
    const b = (await http.get('/api/v1/health')).headers['x-request-id'];
    expect(a).toMatch(UUID);
    expect(a).not.toBe(b);
    await settle();
    // The id a person can quote is the one in the log, unchanged.
    for (const id of [a, b, 'lb-7f3a9c21']) expect(lines().filter((line) => line.msg === 'request' && line.request_id === id), id).toHaveLength(1);
  });

  it('every line is JSON with a request id; every request has exactly one access line with method, route, status and ms', async () => {
    await settle();
    const all = lines();
    expect(all.length).toBeGreaterThan(30);
    for (const line of all) {
      expect(line.request_id, JSON.stringify(line)).toEqual(expect.any(String));
      expect(line.level).toEqual(expect.any(String));
      expect(line.time).toMatch(/^\d{4}-\d\d-\d\dT/);
    }
    const access = all.filter((line) => line.msg === 'request');
    const ids = access.map((line) => line.request_id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const line of access) {
      expect(line).toMatchObject({ level: 'info', method: expect.stringMatching(/^[A-Z]+$/), route: expect.stringMatching(/^\//), status: expect.any(Number), ms: expect.any(Number) });
    }
    // The route pattern when a route matched, never the concrete values or the query string.
    expect(access.some((line) => line.method === 'POST' && line.route === '/api/v1/auth/verify-otp' && line.status === 200)).toBe(true);
    expect(access.some((line) => line.method === 'POST' && line.route === '/api/v1/leads' && line.status === 201)).toBe(true);
    expect(access.some((line) => line.route === '/api/v1/users/me' && line.status === 200)).toBe(true);
    expect(access.every((line) => !String(line.route).includes('?'))).toBe(true);
  });

  it('no line holds an OTP, a token, a password or a full phone number', async () => {
    await settle();
    const text = raw.join('');
    expect(secrets.size).toBeGreaterThan(12);
    for (const secret of secrets) {
      for (const form of new Set([secret, encodeURIComponent(secret), JSON.stringify(secret).slice(1, -1)])) {
        expect(text.includes(form), `the log holds ${secret}`).toBe(false);
      }
    }
    // No 10-digit run anywhere (a phone number), once the request ids are set aside: a random UUID's hex may hold one.
    expect(text.replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, '<uuid>')).not.toMatch(/\d{10}/);
    expect(text).not.toMatch(/authorization|cookie/i);
  });
});
