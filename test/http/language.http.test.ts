import { describe, expect, it } from 'vitest';
import { UserMother } from '../mothers/user.mother.js';
import { databaseKinds } from '../support/test-database.js';
import { useTestApp } from '../support/test-app.js';

const CHOICE = 'Choose a language: en (English) or hi (Hindi).';
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/**
 * The language switch per account: the user object carries `language`, PATCH users/me changes it
 * (only 'en' or 'hi'), it is stored, and the OTP and the new account follow the site's language.
 */
describe.each(databaseKinds())('the language of an account over HTTP (%s)', (kind) => {
  const app = useTestApp(kind);
  const challenge = (body: Record<string, unknown>) =>
    app.http.post('/api/v1/auth/otp-challenge').send({ country_code: '+91', captcha_token: 'tok', is_signup: false, ...body });
  const outbox = async (to: string) => (await app.http.get('/api/v1/dev/outbox').query({ to }).expect(200)).body.data as Array<{ text: string }>;

  it('reads English by default, switches to Hindi and back, and keeps the choice for the next sign-in', async () => {
    const tenant = await app.signedIn('TENANT');
    const me = await app.http.get('/api/v1/users/me').set(bearer(tenant.token)).expect(200);
    expect(me.body.data.language).toBe('en');

    const switched = await app.http.patch('/api/v1/users/me').set(bearer(tenant.token)).send({ language: 'hi' }).expect(200);
    expect(switched.body).toMatchObject({ success: true, message: 'Profile updated', data: { id: tenant.id, language: 'hi', first_name: 'Ravi' } });

    // Stored: another session of the same account (a second phone) reads it, and so does the next sign-in.
    const other = await app.tokenFor(tenant.id);
    expect((await app.http.get('/api/v1/users/me').set(bearer(other)).expect(200)).body.data.language).toBe('hi');
    app.waitForResend();
    await challenge({ mobile_no: tenant.mobileNo }).expect(200);
    const otp = await app.lastOtp(tenant.mobileNo!);
    const signedIn = await app.http.post('/api/v1/auth/verify-otp').send({ country_code: '+91', mobile_no: tenant.mobileNo, otp }).expect(200);
    expect(signedIn.body.data).toMatchObject({ is_signup: false, id: tenant.id, language: 'hi' });
    // ...and the code itself came in Hindi.
    expect((await outbox(tenant.mobileNo!))[0]!.text).toContain('मिनट तक मान्य');

    await app.http.patch('/api/v1/users/me').set(bearer(tenant.token)).send({ language: 'en' }).expect(200);
    expect((await app.http.get('/api/v1/users/me').set(bearer(tenant.token)).expect(200)).body.data.language).toBe('en');
  });

  it("signing in brings the browser's language to an account that holds only the default; a language the person chose stays", async () => {
    // An account from before the language existed (or made without one): English by default, never chosen.
    const tenant = await app.signedIn('TENANT');
    const signIn = async (body: Record<string, unknown>) => {
      app.waitForResend();
      await challenge({ mobile_no: tenant.mobileNo, language: body.language }).expect(200);
      const otp = await app.lastOtp(tenant.mobileNo!);
      return app.http.post('/api/v1/auth/verify-otp').send({ country_code: '+91', mobile_no: tenant.mobileNo, otp, ...body });
    };
    const language = async () => (await app.http.get('/api/v1/users/me').set(bearer(tenant.token)).expect(200)).body.data.language;

    // Signing in without a choice in the browser changes nothing.
    expect((await signIn({}).then((res) => res.body.data)).language).toBe('en');
    expect(await language()).toBe('en');
    // From a browser where Hindi was chosen: the OTP already comes in Hindi, and the account takes Hindi.
    const inHindi = await signIn({ language: 'hi' });
    expect(inHindi.status).toBe(200);
    expect(inHindi.body.data).toMatchObject({ id: tenant.id, language: 'hi' });
    expect((await outbox(tenant.mobileNo!))[0]!.text).toContain('मिनट तक मान्य'); // the newest first
    expect(await language()).toBe('hi');
    // Now the person's own choice: a browser in English signing in later gets the account's Hindi (the answer says
    // so, the site switches to it), and the code comes in Hindi although that site asked in English.
    const inEnglish = await signIn({ language: 'en' });
    expect(inEnglish.body.data).toMatchObject({ id: tenant.id, language: 'hi' });
    expect((await outbox(tenant.mobileNo!))[0]!.text).toContain('मिनट तक मान्य'); // the newest first
    expect(await language()).toBe('hi');
  });

  it('refuses a sign-in that names an unknown language, before the code is looked at', async () => {
    const tenant = await app.signedIn('TENANT');
    await challenge({ mobile_no: tenant.mobileNo }).expect(200);
    const otp = await app.lastOtp(tenant.mobileNo!);
    const refused = await app.http.post('/api/v1/auth/verify-otp').send({ country_code: '+91', mobile_no: tenant.mobileNo, otp, language: 'fr' }).expect(400);
    expect(refused.body).toMatchObject({ success: false, message: CHOICE, errors: { language: CHOICE } });
    // The code is still good.
    await app.http.post('/api/v1/auth/verify-otp').send({ country_code: '+91', mobile_no: tenant.mobileNo, otp }).expect(200);
  });

  it('a switch while signed in is a choice even when it names the default: the next sign-in from a Hindi browser keeps English', async () => {
    const tenant = await app.signedIn('TENANT');
    await app.http.patch('/api/v1/users/me').set(bearer(tenant.token)).send({ language: 'en' }).expect(200);
    await challenge({ mobile_no: tenant.mobileNo, language: 'hi' }).expect(200);
    expect((await outbox(tenant.mobileNo!))[0]!.text).toMatch(/^\d{6} is your .+ login OTP\./);
    const otp = await app.lastOtp(tenant.mobileNo!);
    const res = await app.http.post('/api/v1/auth/verify-otp').send({ country_code: '+91', mobile_no: tenant.mobileNo, otp, language: 'hi' }).expect(200);
    expect(res.body.data.language).toBe('en');
  });

  it.each([['fr'], [''], ['HINDI'], [null], [1], [['hi']]])('refuses language %j with 400 and the choices, changing nothing', async (language) => {
    const tenant = await app.signedIn('TENANT');
    const res = await app.http.patch('/api/v1/users/me').set(bearer(tenant.token)).send({ language, first_name: 'Asha' }).expect(400);
    expect(res.body).toEqual({ success: false, code: 'CHOOSE_LANGUAGE', params: {}, message: CHOICE, errors: { language: CHOICE }, field_codes: { language: { code: 'CHOOSE_LANGUAGE', params: {} } } });
    expect((await app.http.get('/api/v1/users/me').set(bearer(tenant.token)).expect(200)).body.data).toMatchObject({ language: 'en', first_name: 'Ravi' });
  });

  it('needs a signed-in person to change it', async () => {
    await app.http.patch('/api/v1/users/me').send({ language: 'hi' }).expect(401);
  });

  it('signs a new number up in the language the site was in: the OTP in Hindi, then a Hindi account', async () => {
    const mobile_no = UserMother.mobile();
    await challenge({ mobile_no, is_signup: true, language: 'hi' }).expect(200);
    const [sms] = await outbox(mobile_no);
    expect(sms!.text).toMatch(/^\d{6} आपका .+ लॉग इन OTP है। \d+ मिनट तक मान्य। किसी को न बताएँ।$/);
    const otp = await app.lastOtp(mobile_no);
    const verified = await app.http.post('/api/v1/auth/verify-otp').send({ country_code: '+91', mobile_no, otp, is_signup: true }).expect(200);
    const created = await app.http
      .post('/api/v1/auth/user')
      .set(bearer(verified.body.data.token))
      .send({ first_name: 'Priya', last_name: 'Singh', mobile_no, captcha_token: 'tok', language: 'hi' })
      .expect(201);
    expect(created.body.data).toMatchObject({ first_name: 'Priya', language: 'hi', is_signup: false });
  });

  it('sends the OTP in English word for word when no language is given, and refuses an unknown one', async () => {
    const mobile_no = UserMother.mobile();
    await challenge({ mobile_no }).expect(200);
    expect((await outbox(mobile_no))[0]!.text).toMatch(/^\d{6} is your .+ login OTP\. It is valid for \d+ minutes\. Do not share it with anyone\.$/);
    const other = UserMother.mobile();
    const refused = await challenge({ mobile_no: other, language: 'fr' }).expect(400);
    expect(refused.body).toMatchObject({ success: false, message: CHOICE, errors: { language: CHOICE } });
    expect(await outbox(other)).toEqual([]);
  });
});
