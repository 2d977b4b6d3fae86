import { describe, expect, it } from 'vitest';
import { LeadMother } from '../mothers/lead.mother.js';
import { propertyForm } from '../mothers/property.mother.js';
import { databaseKinds } from '../support/test-database.js';
import { useTestApp } from '../support/test-app.js';

const REUSED = 'This Idempotency-Key was already used for a different request. Use a new key for a new request.';
const BAD_KEY = 'Idempotency-Key must be 1 to 255 visible ASCII characters (a UUID is a good choice).';

// The racing cases bite on the PostgreSQL server (DATABASE_URL): 20 requests with one key really run at once there.
describe.each(databaseKinds())('Idempotency-Key on POST /leads and POST /properties (%s)', (kind) => {
  const app = useTestApp(kind);
  const admin = () => ({ Authorization: `Bearer ${app.adminToken}` });
  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
  const leadsOf = async (mobileNo: string) => (await app.http.post('/api/v1/leads/list').set(admin()).send({ search: mobileNo, limit: 100 }).expect(200)).body.data as { id: string }[];
  const myListings = async (token: string) => (await app.http.post('/api/v1/properties/list/me').set(bearer(token)).send({ limit: 100 }).expect(200)).body.data as { id: string }[];

  describe('callback requests', () => {
    it('a retry answers 201 with the same body as the first answer and stores one lead', async () => {
      const form = LeadMother.form({ description: 'retry me' });
      const first = await app.http.post('/api/v1/leads').set('Idempotency-Key', 'lead-retry-1').send(form).expect(201);
      const again = await app.http.post('/api/v1/leads').set('Idempotency-Key', 'lead-retry-1').send(form).expect(201);
      expect(again.body).toEqual(first.body);
      expect((await leadsOf(form.mobile_no as string)).map((l) => l.id)).toEqual([first.body.data.id]);
    });

    it('the same key with another number, type or description is a 409 that says so, and stores nothing', async () => {
      const form = LeadMother.form();
      await app.http.post('/api/v1/leads').set('Idempotency-Key', 'lead-reused').send(form).expect(201);
      const other = LeadMother.form();
      for (const changed of [{ mobile_no: other.mobile_no }, { type: 'OWNER' }, { description: 'something else' }]) {
        const res = await app.http.post('/api/v1/leads').set('Idempotency-Key', 'lead-reused').send({ ...form, ...changed }).expect(409);
        expect(res.body).toMatchObject({ success: false, message: REUSED });
      }
      expect(await leadsOf(form.mobile_no as string)).toHaveLength(1);
      expect(await leadsOf(other.mobile_no as string)).toHaveLength(0);
    });

    it.each([
      ['empty', ''],
      ['256 characters', 'k'.repeat(256)],
      ['a space', 'two words'],
      ['non-ASCII', 'café'],
    ])('refuses a key that is %s with 400 and a clear message, storing nothing', async (_label, key) => {
      const form = LeadMother.form();
      const res = await app.http.post('/api/v1/leads').set('Idempotency-Key', key).send(form).expect(400);
      expect(res.body).toMatchObject({ success: false, message: BAD_KEY, errors: { idempotency_key: BAD_KEY } });
      expect(await leadsOf(form.mobile_no as string)).toHaveLength(0);
    });

    it('takes a 255-character key, and no key at all as before', async () => {
      await app.http.post('/api/v1/leads').set('Idempotency-Key', `~${'K'.repeat(253)}!`).send(LeadMother.form()).expect(201);
      await app.http.post('/api/v1/leads').send(LeadMother.form()).expect(201);
    });

    it('20 requests with one key at the same moment store exactly one lead, and all get its id', async () => {
      const form = LeadMother.form({ description: 'racing' });
      const answers = await Promise.all(Array.from({ length: 20 }, () => app.http.post('/api/v1/leads').set('Idempotency-Key', 'lead-race').send(form)));
      expect(answers.map((r) => r.status)).toEqual(Array(20).fill(201));
      const ids = new Set(answers.map((r) => r.body.data.id));
      expect(ids.size).toBe(1);
      expect((await leadsOf(form.mobile_no as string)).map((l) => l.id)).toEqual([...ids]);
    });
  });

  describe('listings', () => {
    it('a retry answers 201 with the same listing; another poster\'s same key is their own listing', async () => {
      const owner = await app.signedIn('OWNER');
      const first = await app.http.post('/api/v1/properties').set(bearer(owner.token)).set('Idempotency-Key', 'post-1').send(propertyForm()).expect(201);
      const again = await app.http.post('/api/v1/properties').set(bearer(owner.token)).set('Idempotency-Key', 'post-1').send(propertyForm()).expect(201);
      expect(again.body).toEqual(first.body);
      expect((await myListings(owner.token)).map((p) => p.id)).toEqual([first.body.data.id]);

      const other = await app.signedIn('OWNER');
      const theirs = await app.http.post('/api/v1/properties').set(bearer(other.token)).set('Idempotency-Key', 'post-1').send(propertyForm({ title: 'Their own flat' })).expect(201);
      expect(theirs.body.data.id).not.toBe(first.body.data.id);
    });

    it('the same key with another title is a 409 that says so; a bad key is a 400', async () => {
      const owner = await app.signedIn('OWNER');
      await app.http.post('/api/v1/properties').set(bearer(owner.token)).set('Idempotency-Key', 'post-2').send(propertyForm()).expect(201);
      const res = await app.http.post('/api/v1/properties').set(bearer(owner.token)).set('Idempotency-Key', 'post-2').send(propertyForm({ title: 'Something else' })).expect(409);
      expect(res.body.message).toBe(REUSED);
      const bad = await app.http.post('/api/v1/properties').set(bearer(owner.token)).set('Idempotency-Key', 'x'.repeat(300)).send(propertyForm()).expect(400);
      expect(bad.body.message).toBe(BAD_KEY);
      expect(await myListings(owner.token)).toHaveLength(1);
    });

    it('20 posts with one key at the same moment store exactly one listing', async () => {
      const owner = await app.signedIn('OWNER');
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => app.http.post('/api/v1/properties').set(bearer(owner.token)).set('Idempotency-Key', 'post-race').send(propertyForm({ title: 'Racing flat near Boring Road' }))),
      );
      expect(answers.map((r) => r.status)).toEqual(Array(20).fill(201));
      expect(new Set(answers.map((r) => r.body.data.id)).size).toBe(1);
      expect(await myListings(owner.token)).toHaveLength(1);
    });
  });

  describe('visits', () => {
    const TOMORROW = { slot_date: '2026-11-23', slot_start: '11:00' };
    const liveListing = async () => {
      const owner = await app.signedIn('OWNER');
      const created = await app.http.post('/api/v1/properties').set(bearer(owner.token)).send(propertyForm({ submit: true })).expect(201);
      await app.http.post(`/api/v1/properties/${created.body.data.id}/state`).set(admin()).send({ action: 'approve' }).expect(200);
      return created.body.data.id as string;
    };
    const myVisits = async (token: string) => (await app.http.get('/api/v1/rides').query({ as: 'tenant' }).set(bearer(token)).expect(200)).body.data as { id: string }[];

    it('a booking whose answer was lost is answered again on retry (201, the same visit), not refused as a second booking', async () => {
      const property_id = await liveListing();
      const tenant = await app.signedIn('TENANT');
      const first = await app.http.post('/api/v1/rides').set(bearer(tenant.token)).set('Idempotency-Key', 'visit-1').send({ property_id, ...TOMORROW }).expect(201);
      const again = await app.http.post('/api/v1/rides').set(bearer(tenant.token)).set('Idempotency-Key', 'visit-1').send({ property_id, ...TOMORROW }).expect(201);
      expect(again.body.data.id).toBe(first.body.data.id);
      expect((await myVisits(tenant.token)).map((r) => r.id)).toEqual([first.body.data.id]);
      // Without a key, or with a new one, a second booking of the home is still refused.
      await app.http.post('/api/v1/rides').set(bearer(tenant.token)).send({ property_id, ...TOMORROW }).expect(409);
      const reused = await app.http.post('/api/v1/rides').set(bearer(tenant.token)).set('Idempotency-Key', 'visit-1').send({ property_id, ...TOMORROW, slot_start: '12:00' }).expect(409);
      expect(reused.body.message).toBe(REUSED);
    });

    it('20 bookings with one key at the same moment store exactly one visit, and all get it', async () => {
      const property_id = await liveListing();
      const tenant = await app.signedIn('TENANT');
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => app.http.post('/api/v1/rides').set(bearer(tenant.token)).set('Idempotency-Key', 'visit-race').send({ property_id, ...TOMORROW })),
      );
      expect(answers.map((r) => r.status)).toEqual(Array(20).fill(201));
      expect(new Set(answers.map((r) => r.body.data.id)).size).toBe(1);
      expect(await myVisits(tenant.token)).toHaveLength(1);
    });
  });
});
