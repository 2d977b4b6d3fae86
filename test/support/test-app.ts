import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import request from 'supertest';
import type { Role } from '../../domain/users/role.js';
import type { User } from '../../domain/users/user.js';
import { SessionIssuer } from '../../application/auth/issue-session.js';
import { UserRepository } from '../../application/users/ports/user.repository.port.js';
import { EnsureAdmin } from '../../application/users/ensure-admin.use-case.js';
import { createHttpApp } from '../../adapters/http/create-app.js';
import { propertyForm } from '../mothers/property.mother.js';
import { UserMother } from '../mothers/user.mother.js';
import { harness } from './harness.js';
import { contractRecorder } from './contract-recorder.js';
import { openTestDatabase, type DatabaseKind, type TestDatabase } from './test-database.js';
import { drainJobs, prepareJobs, stopJobs } from './jobs.js';
import { TestAuthenticatorApp } from './admin-authenticator.js';

export const ADMIN = { email: 'admin@example.com', password: 'Admin#Patna1' };

/** Generous per-IP caps: every supertest request comes from 127.0.0.1. Tests of the caps lower them. */
const TEST_ENV = {
  OTP_PER_IP_PER_HOUR: '10000',
  OTP_VERIFY_FAILURES_PER_IP_PER_HOUR: '10000',
  LEADS_PER_IP_PER_HOUR: '10000',
  ADMIN_LOGIN_PER_IP_PER_15_MIN: '10000',
};

/**
 * Every answer a suite's agents receive, checked against the OpenAPI document (route, method, status, schema):
 * wrap each supertest agent with the returned `wrap`; a mismatch fails the test it happened in, and one in an
 * `afterAll` fails the suite. For suites that build their own app; `useTestApp` does it for its own agent.
 * Call it in the describe (or file) before the suite's own `afterAll` hooks, which then run before its check.
 */
export function useContractCheck() {
  const contract = contractRecorder();
  const noMismatches = () => expect(contract.take(), 'answers that do not match the OpenAPI document (adapters/http/contract/)').toEqual([]);
  afterEach(noMismatches);
  afterAll(noMismatches);
  return contract;
}

/**
 * The HTTP app from the real composition root on a fresh database, with local SMS/mail (read through
 * the dev outbox endpoint), the local captcha check, and a fake clock the test can move.
 */
export function useTestApp(kind: DatabaseKind, env: Record<string, string> = {}) {
  // Every answer the test receives is checked against the OpenAPI document (route, method, status, schema).
  const contract = useContractCheck();
  const state = {} as {
    db: TestDatabase;
    h: ReturnType<typeof harness>;
    http: ReturnType<typeof request>;
    adminToken: string;
    authenticator: TestAuthenticatorApp;
  };

  beforeAll(async () => {
    state.db = await openTestDatabase(kind);
    state.h = harness({ persistence: { kind: 'mikro-orm', orm: state.db.orm }, env: { ...TEST_ENV, ...env }, fakeMessaging: false });
    await prepareJobs(state.h.container); // the job queue's schema, before a request enqueues inside a transaction
    await state.h.container.get(EnsureAdmin).execute(ADMIN);
    state.http = contract.wrap(request(createHttpApp(state.h.container).callback()));
    // The admin signs in as a person does: password, then the authenticator set up on this first sign-in.
    state.authenticator = new TestAuthenticatorApp(state.h.clock);
    state.adminToken = (await api.signInAdmin()).token;
  });
  afterAll(async () => {
    if (state.h) await stopJobs(state.h.container);
    await state.db?.close();
  });

  /** A session opened straight in the store (an admin's as if past the second factor: the tests of other things). */
  const sessionFor = (user: User) => {
    const issuer = state.h.container.get(SessionIssuer);
    return user.isAdmin ? issuer.forAdminAfterSecondFactor(user, state.h.clock.now()) : issuer.forUser(user, state.h.clock.now());
  };

  const api = {
    get http() {
      return state.http;
    },
    get clock() {
      return state.h.clock;
    },
    get container() {
      return state.h.container;
    },
    get adminToken() {
      return state.adminToken;
    },
    /** The tests' authenticator app: it holds the secret of every admin set up through `signInAdmin`. */
    get authenticator() {
      return state.authenticator;
    },
    /**
     * An admin's whole sign-in through the API (password, then a code from the authenticator, set up the first time);
     * the session token and both answers.
     */
    signInAdmin(credentials: { email: string; password: string } = ADMIN) {
      return state.authenticator.signIn(async (path, body) => state.http.post(`/api/v1${path}`).send(body), credentials);
    },
    /** Rows of a query on the test's database (the job queue's tables, `pgboss.job`, included). */
    sql(text: string): Promise<Array<Record<string, unknown>>> {
      return state.db.orm.em.fork().getConnection().execute(text);
    },
    /** Runs the background jobs that are due (the texts and mail a request queued) and waits for them. */
    drainJobs(): Promise<void> {
      return drainJobs(state.h.container);
    },
    /** The newest OTP the local SMS adapter "sent" to a number, read as a person would: from the outbox. */
    async lastOtp(mobileNo: string): Promise<string> {
      const res = await state.http.get('/api/v1/dev/outbox').query({ to: mobileNo }).expect(200);
      const match = /\b(\d{6})\b/.exec(res.body.data[0]?.text ?? '');
      if (!match) throw new Error(`no OTP in the outbox for ${mobileNo}`);
      return match[1]!;
    },
    /** A stored user of the role and a live session token for them. */
    /** A stored person of `role` with a session; `accountDays`: their account was made that many days ago. */
    async signedIn(role: Role, options: { accountDays?: number } = {}): Promise<{ token: string; id: string; mobileNo: string | null }> {
      const user = role === 'ADMIN' ? UserMother.admin() : UserMother.with({ primaryRole: role });
      if (options.accountDays !== undefined) user.createdAt = new Date(state.h.clock.now().getTime() - options.accountDays * 86_400_000);
      await state.h.container.get<UserRepository>(UserRepository).save(user);
      const token = await sessionFor(user);
      return { token, id: user.id, mobileNo: user.mobileNo };
    },
    /** A new owner's listing (the property form with `form` over it), submitted and approved by an admin: live. */
    async liveListing(form: Record<string, unknown> = {}): Promise<{ owner: { token: string; id: string; mobileNo: string | null }; id: string }> {
      const owner = await api.signedIn('OWNER');
      const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
      const created = await state.http.post('/api/v1/properties').set(auth(owner.token)).send(propertyForm({ ...form, submit: true })).expect(201);
      await state.http.post(`/api/v1/properties/${created.body.data.id}/state`).set(auth(state.adminToken)).send({ action: 'approve' }).expect(200);
      return { owner, id: created.body.data.id as string };
    },
    /** A fresh session token for a stored user (e.g. after the clock jumped past session expiry). */
    async tokenFor(userId: string): Promise<string> {
      const user = await state.h.container.get<UserRepository>(UserRepository).findById(userId);
      return sessionFor(user!);
    },
    /** Past the 30-second resend wait. */
    waitForResend() {
      state.h.clock.advanceSeconds(31);
    },
  };
  return api;
}
