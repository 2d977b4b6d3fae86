import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { UserRepository } from '../../application/users/ports/user.repository.port.js';
import { createHttpApp } from '../../adapters/http/create-app.js';
import { ConfigError, loadConfig } from '../../adapters/config.js';
import { harness, testConfig } from '../support/harness.js';
import { buildContainer } from '../../adapters/composition-root.js';
import { useContractCheck, useTestApp } from '../support/test-app.js';
import { databaseKinds } from '../support/test-database.js';
import { NOTICE_KINDS } from '../../application/shared/sms-texts/sms-catalogue.js';

/** A DLT template id for every notice kind, as a production configuration must give them. */
const NOTICE_TEMPLATE_IDS = JSON.stringify(Object.fromEntries(NOTICE_KINDS.map((kind, i) => [kind, `11070000000000001${String(i).padStart(2, '0')}`])));

/** The answers of the apps this file builds itself, checked against the OpenAPI document (useTestApp checks its own). */
const contract = useContractCheck();

describe.each(databaseKinds())('system routes (%s)', (kind) => {
  const app = useTestApp(kind);

  it('health reports the database', async () => {
    expect((await app.http.get('/api/v1/health').expect(200)).body).toMatchObject({ success: true, data: { database: 'up' } });
  });

  it('config gives the public site its captcha provider and contact details', async () => {
    const res = await app.http.get('/api/v1/config').expect(200);
    expect(res.body.data).toMatchObject({ captcha: { provider: 'local', site_key: null }, support_phone: expect.any(String), whatsapp_number: expect.any(String) });
  });

  it('unknown API paths answer 404 in the envelope; other methods 405', async () => {
    expect((await app.http.get('/api/v1/nothing-here').expect(404)).body).toEqual({ success: false, code: 'NOT_FOUND', params: {}, message: 'Not found.', errors: {}, field_codes: {} });
    await app.http.get('/api/v1/leads').expect(405);
  });
});

describe('the development clock (DEV_CLOCK=true)', () => {
  it('moves the server clock for every use case, and does not exist unless turned on', async () => {
    const on = contract.wrap(request(createHttpApp(buildContainer(testConfig({ DEV_CLOCK: 'true' }), { kind: 'in-memory' })).callback()));
    await on.post('/api/v1/dev/clock').send({ now: 'tomorrow' }).expect(400);
    const moved = await on.post('/api/v1/dev/clock').send({ now: '2030-01-02T03:04:05.000Z' }).expect(200);
    expect(Date.parse(moved.body.data.now) - Date.parse('2030-01-02T03:04:05.000Z')).toBeLessThan(1000);
    const off = contract.wrap(request(createHttpApp(buildContainer(testConfig(), { kind: 'in-memory' })).callback()));
    await off.post('/api/v1/dev/clock').send({ now: '2030-01-02T03:04:05.000Z' }).expect(404);
  });
});

describe('failures the person should never see the inside of', () => {
  it('an unexpected error is a 500 with a generic message and nothing internal', async () => {
    const h = harness();
    let failing = false; // the OTP request looks the number up too (the text's language); the sign-in is what fails
    h.container.unbind(UserRepository);
    h.container.bind(UserRepository).toConstantValue({
      findById: async () => null,
      findByIds: async () => [],
      findAdminByEmail: async () => null,
      save: async () => undefined,
      list: async () => ({ items: [], total: 0 }),
      findByMobile: async () => {
        if (!failing) return null;
        throw new Error('connection to 10.1.2.3 refused: password=hunter2');
      },
    });
    const http = contract.wrap(request(createHttpApp(h.container).callback()));
    await http.post('/api/v1/auth/otp-challenge').send({ mobile_no: '9876543210', country_code: '+91', captcha_token: 't' }).expect(200);
    failing = true;
    const res = await http.post('/api/v1/auth/verify-otp').send({ mobile_no: '9876543210', country_code: '+91', otp: h.otp.last }).expect(500);
    // The request id lets a person's report be found in the log; nothing else about the failure shows.
    expect(res.body).toEqual({ success: false, code: 'INTERNAL', params: {}, message: 'Something went wrong, please try again later.', errors: {}, field_codes: {}, request_id: res.headers['x-request-id'] });
    expect(JSON.stringify(res.body)).not.toContain('hunter2');
  });

  it('the dev outbox exists only while local SMS/mail adapters are active', async () => {
    const h = harness({
      fakeMessaging: false,
      env: { SMS_PROVIDER: 'http', SMS_HTTP_URL: 'http://127.0.0.1:9/sms', SMS_API_KEY: 'k', SMS_SENDER_ID: 'GHRSTU', SMS_DLT_TEMPLATE_ID: '1107', SMS_DLT_NOTICE_TEMPLATE_IDS: NOTICE_TEMPLATE_IDS, MAIL_PROVIDER: 'smtp', SMTP_URL: 'smtp://127.0.0.1:9', MAIL_FROM: 'no-reply@example.com' },
    });
    const http = contract.wrap(request(createHttpApp(h.container).callback()));
    await http.get('/api/v1/dev/outbox').expect(404);
    const local = contract.wrap(request(createHttpApp(harness({ fakeMessaging: false }).container).callback()));
    await local.get('/api/v1/dev/outbox').expect(200);
  });
});

describe('production configuration', () => {
  const real = {
    NODE_ENV: 'production',
    PUBLIC_BASE_URL: 'https://gharsetu.example',
    APP_SECRET: 'a-long-production-secret-value',
    SECRET_BOX_KEYS: `k1:${Buffer.alloc(32, 7).toString('base64')}`,
    ADMIN_PASSWORD: 'Prod#Admin2026',
    SMS_PROVIDER: 'http',
    SMS_HTTP_URL: 'https://sms.example.com/send',
    SMS_API_KEY: 'k',
    SMS_SENDER_ID: 'GHRSTU',
    SMS_DLT_TEMPLATE_ID: '1107000000000000',
    SMS_DLT_NOTICE_TEMPLATE_IDS: NOTICE_TEMPLATE_IDS,
    MAIL_PROVIDER: 'smtp',
    SMTP_URL: 'smtp://mail.example.com:587',
    MAIL_FROM: 'no-reply@example.com',
    CAPTCHA_PROVIDER: 'recaptcha',
    CAPTCHA_SITE_KEY: 'site',
    CAPTCHA_SECRET: 'secret',
    GRIEVANCE_EMAIL: 'grievance@gharsetu.example',
  };

  it('starts with real adapters and secrets', () => {
    expect(loadConfig(real).production).toBe(true);
  });

  it.each([
    [{ ADMIN_PASSWORD: undefined }, 'ADMIN_PASSWORD'],
    [{ APP_SECRET: undefined }, 'APP_SECRET'],
    [{ SECRET_BOX_KEYS: undefined }, 'SECRET_BOX_KEYS'],
    [{ SECRET_BOX_KEYS: `k1:${Buffer.alloc(16, 7).toString('base64')}` }, 'SECRET_BOX_KEYS'],
    [{ SMS_PROVIDER: 'local' }, 'SMS_PROVIDER'],
    [{ CAPTCHA_PROVIDER: 'local' }, 'CAPTCHA_PROVIDER'],
    [{ DEV_CLOCK: 'true' }, 'DEV_CLOCK'],
    [{ PUBLIC_BASE_URL: undefined }, 'PUBLIC_BASE_URL'],
  ])('refuses %j', (change, name) => {
    expect(() => loadConfig({ ...real, ...change } as Record<string, string>)).toThrow(ConfigError);
    expect(() => loadConfig({ ...real, ...change } as Record<string, string>)).toThrow(name);
  });

  it('refuses the placeholder grievance-officer address the privacy policy would name; takes a real one, or the support address', () => {
    const changes: Array<Record<string, string | undefined>> = [{ GRIEVANCE_EMAIL: undefined }, { GRIEVANCE_EMAIL: 'support@gharsetu.local' }, { GRIEVANCE_EMAIL: 'grievance@gharsetu.local' }, { GRIEVANCE_EMAIL: undefined, SUPPORT_EMAIL: 'help@gharsetu.local' }];
    for (const change of changes) {
      expect(() => loadConfig({ ...real, ...change })).toThrow(ConfigError);
      expect(() => loadConfig({ ...real, ...change })).toThrow(/Refusing to start in production: GRIEVANCE_EMAIL is the placeholder \S+@gharsetu\.local/);
    }
    expect(loadConfig(real).contact.grievance.email).toBe('grievance@gharsetu.example');
    expect(loadConfig({ ...real, GRIEVANCE_EMAIL: undefined, SUPPORT_EMAIL: 'help@gharsetu.example' } as unknown as Record<string, string>).contact.grievance.email).toBe('help@gharsetu.example');
    // Outside production the placeholder stays the local default.
    expect(loadConfig({}).contact.grievance.email).toBe('support@gharsetu.local');
  });

  it('names a missing provider setting', () => {
    expect(() => loadConfig({ SMS_PROVIDER: 'http' })).toThrow('SMS_HTTP_URL must be set');
  });

  it('refuses SMS notice kinds without their DLT template (operators would drop them), and kinds that do not exist', () => {
    const ids = JSON.parse(NOTICE_TEMPLATE_IDS) as Record<string, string>;
    const { RIDER_APPLICATION_REJECTED: _rejected, ...withoutOne } = ids;
    expect(() => loadConfig({ ...real, SMS_DLT_NOTICE_TEMPLATE_IDS: JSON.stringify(withoutOne) })).toThrow(
      'SMS_DLT_NOTICE_TEMPLATE_IDS must give the DLT template id of every notice kind; missing: RIDER_APPLICATION_REJECTED',
    );
    expect(() => loadConfig({ ...real, SMS_DLT_NOTICE_TEMPLATE_IDS: undefined } as unknown as Record<string, string>)).toThrow(ConfigError);
    expect(() => loadConfig({ ...real, SMS_DLT_NOTICE_TEMPLATE_IDS: JSON.stringify({ ...ids, RIDER_APPLICATION_REVIEWED: '1107' }) })).toThrow(
      'SMS_DLT_NOTICE_TEMPLATE_IDS names no such notice kind: RIDER_APPLICATION_REVIEWED',
    );
    // Hindi templates are optional, per kind (and the OTP's).
    expect(loadConfig({ ...real, SMS_DLT_NOTICE_TEMPLATE_IDS: JSON.stringify({ ...ids, 'RIDE_CONFIRMED:hi': '1107', 'OTP:hi': '1108' }) }).sms).toMatchObject({
      dltNoticeTemplateIds: { 'RIDE_CONFIRMED:hi': '1107', 'OTP:hi': '1108' },
    });
  });

  it('refuses local photo storage with more than one instance (a photo uploaded via one would be missing on the others)', () => {
    const s3 = { STORAGE_PROVIDER: 's3', S3_ENDPOINT: 'https://s3.example.com', S3_BUCKET: 'photos', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' };
    expect(() => loadConfig({ ...real, TRUST_PROXY: 'true', INSTANCE_COUNT: '2' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...real, TRUST_PROXY: 'true', INSTANCE_COUNT: '2' })).toThrow(
      "Refusing to start in production: STORAGE_PROVIDER is local with INSTANCE_COUNT=2 (a photo stored on one instance's disk is missing on the others: use STORAGE_PROVIDER=s3)",
    );
    expect(loadConfig(real).instanceCount).toBe(1);
    expect(loadConfig({ ...real, INSTANCE_COUNT: '1' }).storage.provider).toBe('local');
    expect(loadConfig({ ...real, ...s3, TRUST_PROXY: 'true', INSTANCE_COUNT: '3' })).toMatchObject({ instanceCount: 3, storage: { provider: 's3' } });
    expect(() => loadConfig({ ...real, INSTANCE_COUNT: '0' })).toThrow('INSTANCE_COUNT must be at least 1');
  });

  it('refuses several instances that do not trust the load balancer (every client would share its address, and so every rate limit)', () => {
    const s3 = { STORAGE_PROVIDER: 's3', S3_ENDPOINT: 'https://s3.example.com', S3_BUCKET: 'photos', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' };
    expect(() => loadConfig({ ...real, ...s3, INSTANCE_COUNT: '2' })).toThrow(
      'Refusing to start in production: INSTANCE_COUNT=2 without TRUST_PROXY=true (behind a load balancer every client would share its address, and so every rate limit)',
    );
    expect(loadConfig({ ...real, ...s3, INSTANCE_COUNT: '2', TRUST_PROXY: 'true' }).trustProxy).toBe(true);
  });
});

describe('photo storage configuration', () => {
  const s3 = { STORAGE_PROVIDER: 's3', S3_ENDPOINT: 'https://s3.example.com', S3_BUCKET: 'photos', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' };
  it('reads S3 settings, path-style unless turned off', () => {
    expect(loadConfig(s3).storage).toMatchObject({ provider: 's3', bucket: 'photos', region: 'auto', forcePathStyle: true });
    expect(loadConfig({ ...s3, S3_FORCE_PATH_STYLE: 'false' }).storage).toMatchObject({ forcePathStyle: false });
    expect(() => loadConfig({ STORAGE_PROVIDER: 's3' })).toThrow('S3_ENDPOINT must be set');
  });

  it('decodes two photos at a time unless IMAGE_PROCESSING_CONCURRENCY says otherwise (at least one)', () => {
    expect(loadConfig({}).imageProcessingConcurrency).toBe(2);
    expect(loadConfig({ IMAGE_PROCESSING_CONCURRENCY: '4' }).imageProcessingConcurrency).toBe(4);
    expect(() => loadConfig({ IMAGE_PROCESSING_CONCURRENCY: '0' })).toThrow('IMAGE_PROCESSING_CONCURRENCY must be at least 1');
    expect(() => loadConfig({ IMAGE_PROCESSING_CONCURRENCY: 'lots' })).toThrow('IMAGE_PROCESSING_CONCURRENCY must be a whole number');
  });
});
