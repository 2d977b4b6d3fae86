import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createHttpApp } from '../../adapters/http/create-app.js';
import { propertyForm } from '../mothers/property.mother.js';
import { UserMother } from '../mothers/user.mother.js';
import { harness } from '../support/harness.js';
import { useContractCheck, useTestApp } from '../support/test-app.js';

/** Inputs a review found turning into 500s or slipping past a rule; each must now be a clear 4xx. */
describe('hostile and odd input (pglite)', () => {
  const app = useTestApp('pglite');
  const admin = () => ({ Authorization: `Bearer ${app.adminToken}` });

  it('impossible calendar dates are a 400, not a database error', async () => {
    const owner = await app.signedIn('OWNER');
    for (const date of ['2026-02-30', '0000-01-01', '2026-13-01']) {
      const res = await app.http.post('/api/v1/properties').set({ Authorization: `Bearer ${owner.token}` }).send(propertyForm({ available_from: date })).expect(400);
      expect(res.body.errors.available_from).toBe('Enter a date as YYYY-MM-DD.');
    }
    await app.http.get('/api/v1/properties/list').query({ city: 'patna', available_by: '2026-99-99' }).expect(400);
    await app.http.post('/api/v1/property-requests').send({ first_name: 'A', last_name: 'B', mobile_no: UserMother.mobile(), city: 'patna', budget: 9000, move_in_date: '2026-02-30' }).expect(400);
  });

  it('a refused listing does not make a tenant an owner', async () => {
    const tenant = await app.signedIn('TENANT');
    await app.http.post('/api/v1/properties').set({ Authorization: `Bearer ${tenant.token}` }).send(propertyForm({ rent: 'lots' })).expect(400);
    expect((await app.http.get('/api/v1/users/me').set({ Authorization: `Bearer ${tenant.token}` }).expect(200)).body.data.secondary_role).toBeNull();
  });

  it('huge page numbers and ranges are a 400', async () => {
    await app.http.post('/api/v1/leads/list').set(admin()).send({ page: 1e20 }).expect(400);
    await app.http.post('/api/v1/properties/list/admin').set(admin()).send({ page: 1e20 }).expect(400);
    await app.http.get('/api/v1/admin/leads').query({ range: '[1e19,1e19]' }).set(admin()).expect(400);
    await app.http.get('/api/v1/properties/list').query({ city: 'patna', page: 500 }).expect(400);
    const tenant = await app.signedIn('TENANT');
    // The one paging rule (PageDto): the wishlist's page is checked like every list's, not clamped.
    const wishlist = await app.http.get('/api/v1/properties/wishlist').query({ page: '1e20' }).set({ Authorization: `Bearer ${tenant.token}` }).expect(400);
    const leads = await app.http.post('/api/v1/leads/list').set(admin()).send({ page: 1e20 }).expect(400);
    expect(wishlist.body.errors).toHaveProperty('page');
    expect(wishlist.body.errors).toEqual(leads.body.errors);
  });

  it('NUL characters are a 400 wherever they come in', async () => {
    await app.http.get('/api/v1/properties/list').query('city=patna&search=%00').expect(400);
    await app.http.post('/api/v1/leads').send({ first_name: 'A', last_name: 'B', mobile_no: UserMother.mobile(), type: 'TENANT', description: 'a\u0000b' }).expect(400);
    await app.http.get('/api/v1/admin/leads').query({ filter: JSON.stringify({ q: '\u0000' }) }).set(admin()).expect(400);
  });

  it('sort keys must be real sortable fields, not prototype names', async () => {
    for (const key of ['__proto__', 'constructor', 'toString']) {
      await app.http.get('/api/v1/admin/leads').query({ sort: JSON.stringify([key, 'ASC']) }).set(admin()).expect(400);
    }
  });

  it('an over-long admin password is a plain 401', async () => {
    const res = await app.http.post('/api/v1/admin/login').send({ email: 'admin@example.com', password: 'x'.repeat(300) }).expect(401);
    expect(res.body.message).toBe('Invalid email or password');
  });
});

describe('behind a proxy', () => {
  const contract = useContractCheck();
  it('per-IP caps use the address the proxy saw, not one the client wrote into X-Forwarded-For', async () => {
    const h = harness({ env: { TRUST_PROXY: 'true', OTP_PER_IP_PER_HOUR: '2' } });
    const http = contract.wrap(request(createHttpApp(h.container).callback()));
    const ask = (spoof: string) =>
      http.post('/api/v1/auth/otp-challenge').set('X-Forwarded-For', `${spoof}, 198.51.100.7`).send({ mobile_no: UserMother.mobile(), country_code: '+91', captcha_token: 't' });
    expect((await ask('10.0.0.1')).status).toBe(200);
    expect((await ask('10.0.0.2')).status).toBe(200);
    expect((await ask('10.0.0.3')).status).toBe(429);
  });
});
