import { describe, expect, it } from 'vitest';
import { databaseKinds, serverPass } from '../support/test-database.js';
import { ADMIN, useTestApp } from '../support/test-app.js';
import { drainJobs } from '../support/jobs.js';

describe.each(databaseKinds())('admin sign-in and password reset over HTTP (%s)', (kind) => {
  const app = useTestApp(kind);

  it('logs in with the status flag, the second factor, and a session token that reaches admin routes', async () => {
    const { answer } = await app.signInAdmin({ email: 'ADMIN@example.com', password: ADMIN.password });
    expect(answer).toMatchObject({ success: true, status: true, message: 'Logged in Successfully', data: { primary_role: 'ADMIN', email: ADMIN.email } });
    await app.http.post('/api/v1/leads/list').set('Authorization', `Bearer ${answer.data.token}`).send({}).expect(200);
  });

  it('bad credentials: 401 with status false and its own message, not the session-expired one', async () => {
    const res = await app.http.post('/api/v1/admin/login').send({ email: ADMIN.email, password: 'Wrong#Pass1' }).expect(401);
    expect(res.body).toEqual({ success: false, status: false, code: 'INVALID_CREDENTIALS', params: {}, message: 'Invalid email or password', errors: {}, field_codes: {} });
    const unknown = await app.http.post('/api/v1/admin/login').send({ email: 'x@example.com', password: 'Wrong#Pass1' }).expect(401);
    expect(unknown.body.message).toBe('Invalid email or password');
  });

  it('validates the email with the spec messages (400, status false)', async () => {
    expect((await app.http.post('/api/v1/admin/login').send({ password: 'x' }).expect(400)).body).toMatchObject({ status: false, errors: { email: 'You must enter your email.' } });
    expect((await app.http.post('/api/v1/admin/login').send({ email: 'nope', password: 'x' }).expect(400)).body.errors.email).toBe('Please enter a valid email');
    expect((await app.http.post('/api/v1/admin/login').send({ email: `${'a'.repeat(80)}@x.io`, password: 'x' }).expect(400)).body.errors.email).toBe(
      'Length of email must be less than 80 characters.',
    );
  });

  it('forgot password answers the same for unknown emails and mails a link only to the admin', async () => {
    const known = await app.http.post('/api/v1/admin/forgot-password').send({ email: ADMIN.email }).expect(200);
    const unknown = await app.http.post('/api/v1/admin/forgot-password').send({ email: 'ghost@example.com' }).expect(200);
    await drainJobs(app.container); // the mail goes out after the answer
    expect(known.body.data.message).toBe(unknown.body.data.message);
    expect(known.body.data.message).toBe('If an admin account exists for this email, a reset link has been sent.');
    expect((await app.http.get('/api/v1/dev/outbox').query({ to: 'ghost@example.com' })).body.data).toEqual([]);
    const mail = (await app.http.get('/api/v1/dev/outbox').query({ to: ADMIN.email })).body.data[0];
    expect(mail).toMatchObject({ channel: 'email', to: ADMIN.email });
    expect(mail.text).toMatch(/\/admin\/reset-password\?token=/);
  });

  it('reset password: spec rule, then the new password works (with the same second factor) and old sessions are revoked', async () => {
    const session = (await app.signInAdmin()).token;
    await app.http.post('/api/v1/admin/forgot-password').send({ email: ADMIN.email }).expect(200);
    await drainJobs(app.container);
    const text: string = (await app.http.get('/api/v1/dev/outbox').query({ to: ADMIN.email })).body.data[0].text;
    const token = decodeURIComponent(/token=([^\s]+)/.exec(text)![1]!);

    const weak = await app.http.post('/api/v1/admin/reset-password').send({ token, password: 'weakpass', confirm_password: 'weakpass' }).expect(400);
    expect(weak.body.errors.password).toBe('The password must contain At least 8 Characters, 1 Capital, 1 small, 1 numeric, and 1 special character');
    const differ = await app.http.post('/api/v1/admin/reset-password').send({ token, password: 'Strong#Pass2', confirm_password: 'Strong#Pass3' }).expect(400);
    expect(differ.body.errors.confirm_password).toBe('Passwords do not match');

    const done = await app.http.post('/api/v1/admin/reset-password').send({ token, password: 'Strong#Pass2', confirm_password: 'Strong#Pass2' }).expect(200);
    expect(done.body.message).toBe('Password changed successfully. Please log in.');
    const revoked = await app.http.post('/api/v1/leads/list').set('Authorization', `Bearer ${session}`).send({}).expect(401);
    expect(revoked.body.message).toBe('Not authenticated user');
    await app.http.post('/api/v1/admin/login').send(ADMIN).expect(401);
    // A new password does not take the second factor away: the same authenticator, no new set-up.
    const { login } = await app.signInAdmin({ email: ADMIN.email, password: 'Strong#Pass2' });
    expect(login.data).toMatchObject({ second_factor: 'CODE', set_up: null });
    const again = await app.http.post('/api/v1/admin/reset-password').send({ token, password: 'Other#Pass4', confirm_password: 'Other#Pass4' }).expect(400);
    expect(again.body.message).toBe('This reset link is invalid or has expired.');
  });
});

// On PGlite only: the server pass (npm run test:server) skips it.
describe.skipIf(serverPass)('admin login rate limit over HTTP', () => {
  const app = useTestApp('pglite', { ADMIN_LOGIN_FAILURES_PER_EMAIL_AND_IP_PER_15_MIN: '3' });
  it('answers 429 with Retry-After after too many failures for one email from one address', async () => {
    for (let i = 0; i < 3; i += 1) await app.http.post('/api/v1/admin/login').send({ email: 'someone@example.com', password: 'Wrong#1aa' }).expect(401);
    const res = await app.http.post('/api/v1/admin/login').send({ email: 'someone@example.com', password: 'Wrong#1aa' }).expect(429);
    expect(res.body).toMatchObject({ success: false, status: false, message: 'Too many login attempts. Please try again later.' });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });
});
