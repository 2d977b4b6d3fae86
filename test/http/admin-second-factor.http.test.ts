import * as OTPAuth from 'otpauth';
import { describe, expect, it } from 'vitest';
import { EnsureAdmin } from '../../application/users/ensure-admin.use-case.js';
import { databaseKinds } from '../support/test-database.js';
import { useTestApp } from '../support/test-app.js';

describe.each(databaseKinds())("an admin's sign-in in two steps over HTTP (%s)", (kind) => {
  const app = useTestApp(kind);
  let n = 0;
  /** A new admin (never signed in), so each test sees the first sign-in. */
  const newAdmin = async () => {
    n += 1;
    const credentials = { email: `ops${n}@example.com`, password: 'Ops#Patna2026' };
    await app.container.get(EnsureAdmin).execute(credentials);
    return credentials;
  };
  const login = (credentials: { email: string; password: string }) => app.http.post('/api/v1/admin/login').send(credentials).expect(200);
  const second = (body: Record<string, unknown>) => app.http.post('/api/v1/admin/login/second-factor').send(body);
  const codeOf = (secret: string) => OTPAuth.TOTP.generate({ secret: OTPAuth.Secret.fromBase32(secret), timestamp: app.clock.now().getTime() });
  const asAdmin = (token: string) => app.http.post('/api/v1/leads/list').set('Authorization', `Bearer ${token}`).send({});

  it('first sign-in: the password gives a pending sign-in and a set-up (QR code, secret, otpauth address), not a session', async () => {
    const credentials = await newAdmin();
    const res = await login(credentials);
    expect(res.body).toMatchObject({ success: true, status: true, code: 'SECOND_FACTOR_SET_UP_NEEDED', data: { second_factor: 'SETUP' } });
    const { data } = res.body;
    expect(data).not.toHaveProperty('token');
    expect(data.pending_token).toEqual(expect.any(String));
    expect(new Date(data.expires_at).getTime() - app.clock.now().getTime()).toBe(10 * 60 * 1000);
    expect(data.set_up.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(data.set_up.otpauth_uri).toMatch(/^otpauth:\/\/totp\/GharSetu:ops\d+%40example\.com\?/);
    expect(data.set_up.qr_svg).toMatch(/^<svg/);
    // The pending token is no session.
    expect((await asAdmin(data.pending_token).expect(401)).body.code).toBe('NOT_AUTHENTICATED');

    // The first right code: the session as the login gave it before, and the recovery codes, once.
    const done = await second({ pending_token: data.pending_token, code: codeOf(data.set_up.secret) }).expect(200);
    expect(done.body).toMatchObject({ success: true, status: true, message: 'Logged in Successfully', data: { primary_role: 'ADMIN', email: credentials.email } });
    expect(done.body.data.recovery_codes).toHaveLength(10);
    await asAdmin(done.body.data.token).expect(200);

    // Next time: a code only; the set-up and the recovery codes are not given again.
    app.clock.advanceSeconds(30);
    const next = await login(credentials);
    expect(next.body).toMatchObject({ code: 'SECOND_FACTOR_CODE_NEEDED', data: { second_factor: 'CODE', set_up: null } });
    const signedIn = await second({ pending_token: next.body.data.pending_token, code: codeOf(data.set_up.secret) }).expect(200);
    expect(signedIn.body.data).not.toHaveProperty('recovery_codes');
    await asAdmin(signedIn.body.data.token).expect(200);
  });

  it('wrong, replayed and late codes: 401 with status false and stable codes; a recovery code works once', async () => {
    const credentials = await newAdmin();
    const first = (await login(credentials)).body.data;
    const secret: string = first.set_up.secret;
    const codes: string[] = (await second({ pending_token: first.pending_token, code: codeOf(secret) }).expect(200)).body.data.recovery_codes;

    const pending = (await login(credentials)).body.data.pending_token;
    const wrong = await second({ pending_token: pending, code: codeOf(secret) === '123456' ? '654321' : '123456' }).expect(401);
    expect(wrong.body).toMatchObject({ success: false, status: false, code: 'SECOND_FACTOR_CODE_INVALID', errors: { code: expect.any(String) } });
    // The code of the step the set-up used: already used.
    expect((await second({ pending_token: pending, code: codeOf(secret) }).expect(401)).body.code).toBe('SECOND_FACTOR_CODE_USED');
    expect((await second({ pending_token: 'nope', code: '123456' }).expect(401)).body.code).toBe('SIGN_IN_EXPIRED');
    expect((await second({ pending_token: pending }).expect(400)).body.errors.code).toBe('This field is required');

    const recovered = await second({ pending_token: pending, code: codes[0] }).expect(200);
    await asAdmin(recovered.body.data.token).expect(200);
    const again = (await login(credentials)).body.data.pending_token;
    expect((await second({ pending_token: again, code: codes[0] }).expect(401)).body.code).toBe('SECOND_FACTOR_CODE_INVALID');

    app.clock.advanceSeconds(10 * 60);
    expect((await second({ pending_token: again, code: codes[1] }).expect(401)).body.code).toBe('SIGN_IN_EXPIRED');
  });

  it('a signed-in admin makes new recovery codes; signed out, nobody can', async () => {
    const credentials = await newAdmin();
    const first = (await login(credentials)).body.data;
    const done = (await second({ pending_token: first.pending_token, code: codeOf(first.set_up.secret) }).expect(200)).body.data;
    const make = (body: object) => app.http.post('/api/v1/admin/second-factor/recovery-codes').set('Authorization', `Bearer ${done.token}`).send(body);
    app.clock.advanceSeconds(30);
    const missing = await make({}).expect(400);
    expect(missing.body.errors.code).toBe('This field is required');
    const right = codeOf(first.set_up.secret);
    const wrong = await make({ code: right === '000000' ? '000001' : '000000' }).expect(400);
    expect(wrong.body.field_codes.code).toMatchObject({ code: 'SECOND_FACTOR_APP_CODE' });
    await asAdmin(done.token).expect(200); // a wrong code does not end the session
    const res = await make({ code: right }).expect(200);
    expect(res.body.data.recovery_codes).toHaveLength(10);
    expect(res.body.data.recovery_codes).not.toContain(done.recovery_codes[0]);
    await app.http.post('/api/v1/admin/second-factor/recovery-codes').send({ code: right }).expect(401);
  });
});
