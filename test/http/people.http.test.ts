import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { propertyForm } from '../mothers/property.mother.js';
import { riderApplicationForm } from '../mothers/rider-application.mother.js';
import { UserMother } from '../mothers/user.mother.js';
import { databaseKinds } from '../support/test-database.js';
import { useTestApp } from '../support/test-app.js';

const UNKNOWN_ID = '0190f0a0-0000-7000-8000-00000000dead';
const TOMORROW = '2026-11-23';
const BLOCKED = 'Your account is blocked. Please contact customer support.';
const NAME_CHARS = 'numbers and spacial chars. are not allowed';

/** Letters only (names refuse digits): a surname no other test uses, for searching. */
const word = () => `Q${Array.from({ length: 9 }, () => String.fromCharCode(97 + randomInt(26))).join('')}`;
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
type Person = { id: string; first_name: string; last_name: string; mobile_no: string; primary_role: string; secondary_role: string | null; status: string } & Record<string, any>;

describe.each(databaseKinds())('people over HTTP (%s)', (kind) => {
  const app = useTestApp(kind);
  const admin = () => bearer(app.adminToken);
  const person = (body: Record<string, unknown>) =>
    app.http.post('/api/v1/admin/user').set(admin()).send({ first_name: 'ravi', last_name: 'kumar', mobile_no: UserMother.mobile(), role: 'TENANT', ...body });
  const people = (query: Record<string, unknown>) => app.http.get('/api/v1/admin/user/list').query(query).set(admin());
  const ids = (list: Array<{ id: string }>) => list.map((p) => p.id).sort();

  async function liveListing(owner: { token: string }, form: Record<string, unknown> = {}) {
    const created = await app.http.post('/api/v1/properties').set(bearer(owner.token)).send(propertyForm({ ...form, submit: true })).expect(201);
    await app.http.post(`/api/v1/properties/${created.body.data.id}/state`).set(admin()).send({ action: 'approve' }).expect(200);
    return created.body.data.id as string;
  }

  describe('admin/user (public envelope)', () => {
    it('list: admin only; pages with meta; filters by role, status, city and search', async () => {
      const tenant = await app.signedIn('TENANT');
      await app.http.get('/api/v1/admin/user/list').expect(401);
      await app.http.get('/api/v1/admin/user/list').set(bearer(tenant.token)).expect(403);

      const surname = word();
      const a = (await person({ last_name: surname, city: 'patna' }).expect(201)).body.data as Person;
      const b = (await person({ last_name: surname, city: 'gaya', role: 'OWNER' }).expect(201)).body.data as Person;
      const c = (await person({ last_name: surname, city: 'patna', role: 'RIDER' }).expect(201)).body.data as Person;

      const first = await people({ search: surname, limit: 2 }).expect(200);
      expect(first.body).toMatchObject({ success: true, meta: { page: 1, limit: 2, total: 3, total_pages: 2 } });
      expect(first.body.data).toHaveLength(2);
      const second = await people({ search: surname, limit: 2, page: 2 }).expect(200);
      expect(second.body.meta).toEqual({ page: 2, limit: 2, total: 3, total_pages: 2 });
      expect(ids([...first.body.data, ...second.body.data])).toEqual(ids([a, b, c]));
      expect(first.body.data[0]).toHaveProperty('city');
      expect(first.body.data[0]).toHaveProperty('status_reason', null);

      expect(ids((await people({ search: surname, role: 'OWNER' }).expect(200)).body.data)).toEqual([b.id]);
      expect(ids((await people({ search: surname, role: 'RIDER' }).expect(200)).body.data)).toEqual([c.id]);
      // Everyone is a tenant by default: the rider kept TENANT as their second role.
      expect(ids((await people({ search: surname, role: 'TENANT' }).expect(200)).body.data)).toEqual(ids([a, c]));
      expect(ids((await people({ search: surname, city: 'gaya' }).expect(200)).body.data)).toEqual([b.id]);
      expect((await people({ search: surname, status: 'BLOCKED' }).expect(200)).body.data).toEqual([]);
      await app.http.patch(`/api/v1/admin/user/${a.id}/change-status`).set(admin()).send({ status: 'BLOCKED', reason: 'Duplicate account' }).expect(200);
      expect(ids((await people({ search: surname, status: 'BLOCKED' }).expect(200)).body.data)).toEqual([a.id]);
      expect(ids((await people({ search: surname, status: 'ACTIVE' }).expect(200)).body.data)).toEqual(ids([b, c]));
      expect(ids((await people({ search: c.mobile_no }).expect(200)).body.data)).toEqual([c.id]);

      expect((await people({ role: 'KING' }).expect(400)).body.errors.role).toBeTruthy();
      expect((await people({ status: 'GONE' }).expect(400)).body.errors.status).toBeTruthy();
      expect((await people({ city: 'london' }).expect(400)).body.errors.city).toBeTruthy();
      expect((await people({ limit: 0 }).expect(400)).body.errors.limit).toBeTruthy();
    });

    it('create: 201, 409 for a number that has an account, 400 with the spec messages; admin only', async () => {
      const mobile_no = UserMother.mobile();
      await app.http.post('/api/v1/admin/user').send({ first_name: 'a', last_name: 'b', mobile_no, role: 'TENANT' }).expect(401);
      const tenant = await app.signedIn('TENANT');
      await app.http.post('/api/v1/admin/user').set(bearer(tenant.token)).send({ first_name: 'a', last_name: 'b', mobile_no, role: 'TENANT' }).expect(403);

      const created = await person({ first_name: ' meena ', last_name: 'KUMARI', mobile_no, email: 'Meena@Example.com', city: 'patna', role: 'OWNER' }).expect(201);
      expect(created.body).toMatchObject({ success: true, message: 'User created' });
      expect(created.body.data).toMatchObject({
        first_name: 'Meena',
        last_name: 'Kumari',
        mobile_no,
        email: 'meena@example.com',
        city: 'patna',
        primary_role: 'OWNER',
        secondary_role: null,
        status: 'ACTIVE',
        status_reason: null,
        status_changed_at: null,
      });
      const taken = await person({ mobile_no }).expect(409);
      expect(taken.body.message).toBe('An account with this mobile number already exists. Please log in.');

      expect((await person({ mobile_no: '' }).expect(400)).body.errors).toEqual({ mobile_no: 'Phone number is required.' });
      expect((await person({ mobile_no: undefined }).expect(400)).body.errors).toEqual({ mobile_no: 'Phone number is required.' });
      expect((await person({ mobile_no: '98765' }).expect(400)).body.errors).toEqual({ mobile_no: 'Phone must be 10 digits.' });
      expect((await person({ mobile_no: '98765abcde' }).expect(400)).body.errors).toEqual({ mobile_no: 'Phone must be 10 digits.' });
      expect((await person({ first_name: 'R4vi', last_name: 'Kum@r' }).expect(400)).body.errors).toEqual({ first_name: NAME_CHARS, last_name: NAME_CHARS });
      expect((await person({ role: undefined }).expect(400)).body.errors.role).toBeTruthy();
      expect((await person({ role: 'ADMIN' }).expect(400)).body.errors.role).toBeTruthy();
      expect((await person({ role: 'RIDER' }).expect(400)).body.errors).toEqual({ city: 'Choose the city the rider serves.' });
      expect((await person({ email: 'not-an-email' }).expect(400)).body.errors.email).toBeTruthy();

      const one = await app.http.get(`/api/v1/admin/user/${created.body.data.id}`).set(admin()).expect(200);
      expect(one.body.data).toMatchObject({ id: created.body.data.id, first_name: 'Meena', rider_application: null });
      expect((await app.http.get(`/api/v1/admin/user/${UNKNOWN_ID}`).set(admin()).expect(404)).body.message).toBe('User not found.');
      await app.http.get('/api/v1/admin/user/not-a-uuid').set(admin()).expect(404);
      await app.http.get(`/api/v1/admin/user/${created.body.data.id}`).set(bearer(tenant.token)).expect(403);
    });

    it('upsert by number: 200 updates names, email, city and adds the role; 201 creates', async () => {
      const tenant = await app.signedIn('TENANT');
      const upsert = (body: Record<string, unknown>) => app.http.post('/api/v1/admin/user/upsert').set(admin()).send(body);
      const updated = await upsert({ first_name: 'ravi', last_name: 'prasad', mobile_no: tenant.mobileNo, email: 'ravi@example.com', city: 'gaya', role: 'OWNER' }).expect(200);
      expect(updated.body).toMatchObject({ message: 'User updated', data: { id: tenant.id, first_name: 'Ravi', last_name: 'Prasad', email: 'ravi@example.com', city: 'gaya', primary_role: 'TENANT', secondary_role: 'OWNER' } });
      const mobile_no = UserMother.mobile();
      const created = await upsert({ first_name: 'gita', last_name: 'sinha', mobile_no, city: 'patna', role: 'RIDER' }).expect(201);
      expect(created.body).toMatchObject({ message: 'User created', data: { mobile_no, first_name: 'Gita', primary_role: 'RIDER', city: 'patna' } });
      // Upserting again finds the number.
      expect((await upsert({ first_name: 'gita', last_name: 'sinha', mobile_no, city: 'patna', role: 'RIDER' }).expect(200)).body.data.id).toBe(created.body.data.id);
      expect((await upsert({ first_name: 'gita', last_name: 'sinha', mobile_no: '123', role: 'TENANT' }).expect(400)).body.errors).toEqual({ mobile_no: 'Phone must be 10 digits.' });
      await app.http.post('/api/v1/admin/user/upsert').set(bearer(tenant.token)).send({ first_name: 'x', last_name: 'y', mobile_no, role: 'TENANT' }).expect(403);
    });

    it('PUT edits names, email and city (the number stays); 404 for unknown ids; admins are not edited here', async () => {
      const created = (await person({ city: 'patna' }).expect(201)).body.data as Person;
      const edited = await app.http
        .put(`/api/v1/admin/user/${created.id}`)
        .set(admin())
        .send({ first_name: 'suresh', last_name: 'RAI', email: 'suresh@example.com', city: 'gaya', mobile_no: UserMother.mobile() })
        .expect(200);
      expect(edited.body).toMatchObject({ message: 'User updated', data: { id: created.id, first_name: 'Suresh', last_name: 'Rai', email: 'suresh@example.com', city: 'gaya', mobile_no: created.mobile_no } });
      expect((await app.http.put(`/api/v1/admin/user/${created.id}`).set(admin()).send({ first_name: 'Sur3sh' }).expect(400)).body.errors).toEqual({ first_name: NAME_CHARS });
      await app.http.put(`/api/v1/admin/user/${UNKNOWN_ID}`).set(admin()).send({ first_name: 'Suresh' }).expect(404);
      await app.http.put('/api/v1/admin/user/123').set(admin()).send({ first_name: 'Suresh' }).expect(404);
      const adminId = (await app.http.get('/api/v1/users/me').set(admin()).expect(200)).body.data.id;
      await app.http.put(`/api/v1/admin/user/${adminId}`).set(admin()).send({ first_name: 'Someone' }).expect(403);
      const blockAdmin = await app.http.patch(`/api/v1/admin/user/${adminId}/change-status`).set(admin()).send({ status: 'BLOCKED', reason: 'Testing' }).expect(403);
      expect(blockAdmin.body.message).toBe('Admin accounts cannot be blocked here.');
    });

    it('a rider\'s record carries the approved application with its ID number masked', async () => {
      const applicant = await app.signedIn('TENANT');
      const application = (await app.http.post('/api/v1/riders/applications').set(bearer(applicant.token)).send(riderApplicationForm()).expect(201)).body.data;
      await app.http.post(`/api/v1/admin/rider-applications/${application.id}/approve`).set(admin()).send({}).expect(200);
      const record = await app.http.get(`/api/v1/admin/user/${applicant.id}`).set(admin()).expect(200);
      expect(record.body.data).toMatchObject({
        primary_role: 'RIDER',
        city: 'patna',
        rider_application: { id: application.id, status: 'APPROVED', id_document_number_masked: '•••• 0124' },
      });
    });
  });

  describe('blocking and unblocking (change-status)', () => {
    it('validates: a reason, a known status; admin only; 404 for unknown ids', async () => {
      const target = (await person({}).expect(201)).body.data as Person;
      const change = (id: string, body: Record<string, unknown>) => app.http.patch(`/api/v1/admin/user/${id}/change-status`).set(admin()).send(body);
      expect((await change(target.id, { status: 'BLOCKED' }).expect(400)).body.errors).toEqual({
        reason: "Give a reason (3 to 500 characters); it is kept on the person's record.",
      });
      expect((await change(target.id, { status: 'GONE', reason: 'Spam' }).expect(400)).body.errors).toEqual({ status: 'status must be ACTIVE or BLOCKED.' });
      await change(UNKNOWN_ID, { status: 'BLOCKED', reason: 'Spam' }).expect(404);
      await change('nope', { status: 'BLOCKED', reason: 'Spam' }).expect(404);
      const tenant = await app.signedIn('TENANT');
      await app.http.patch(`/api/v1/admin/user/${target.id}/change-status`).set(bearer(tenant.token)).send({ status: 'BLOCKED', reason: 'Spam' }).expect(403);
      await app.http.patch(`/api/v1/admin/user/${target.id}/change-status`).send({ status: 'BLOCKED', reason: 'Spam' }).expect(401);
    });

    it('blocking ends sessions, refuses sign-in, hides live listings, cancels open rides with an SMS to the other side; unblocking restores listings', async () => {
      const locality = word();
      const search = async () =>
        (await app.http.get('/api/v1/properties/list').query({ city: 'patna', search: locality }).expect(200)).body.data.map((p: { id: string }) => p.id);
      // The person: an owner with a live listing who also booked a visit of someone else's home.
      const blocked = await app.signedIn('OWNER');
      const listingId = await liveListing(blocked, { locality });
      const otherOwner = await app.signedIn('OWNER');
      const otherListing = await liveListing(otherOwner);
      const rider = (await person({ first_name: 'vikash', last_name: 'yadav', city: 'patna', role: 'RIDER' }).expect(201)).body.data as Person;
      const ownRide = (await app.http.post('/api/v1/rides').set(bearer(blocked.token)).send({ property_id: otherListing, slot_date: TOMORROW, slot_start: '10:00' }).expect(201)).body.data;
      await app.http.post(`/api/v1/admin/rides/${ownRide.id}/assign`).set(admin()).send({ rider_id: rider.id }).expect(200);
      // A tenant booked a visit of the person's home.
      const tenant = await app.signedIn('TENANT');
      const visit = (await app.http.post('/api/v1/rides').set(bearer(tenant.token)).send({ property_id: listingId, slot_date: TOMORROW, slot_start: '12:00' }).expect(201)).body.data;
      expect(await search()).toEqual([listingId]);

      const res = await app.http.patch(`/api/v1/admin/user/${blocked.id}/change-status`).set(admin()).send({ status: 'BLOCKED', reason: '  Fake   listings reported ' }).expect(200);
      expect(res.body).toMatchObject({
        message: 'User blocked',
        data: { id: blocked.id, status: 'BLOCKED', status_reason: 'Fake listings reported', status_changed_at: '2026-11-22T10:00:00.000Z' },
      });

      // The session they had is over, and signing in again is refused with the spec's words.
      expect((await app.http.get('/api/v1/users/me').set(bearer(blocked.token)).expect(401)).body.message).toBe('Not authenticated user');
      await app.http.post('/api/v1/auth/otp-challenge').send({ mobile_no: blocked.mobileNo, country_code: '+91', captcha_token: 'tok', is_signup: false }).expect(200);
      const refused = await app.http
        .post('/api/v1/auth/verify-otp')
        .send({ mobile_no: blocked.mobileNo, country_code: '+91', otp: await app.lastOtp(blocked.mobileNo!), is_signup: false })
        .expect(403);
      expect(refused.body).toMatchObject({ success: false, message: BLOCKED });

      // Their live listing left search (and its page); their open rides, on both sides, are cancelled.
      expect(await search()).toEqual([]);
      await app.http.get(`/api/v1/properties/${listingId}`).expect(404);
      for (const ride of [ownRide, visit]) {
        const stored = await app.http.get(`/api/v1/admin/rides/${ride.id}`).set(admin()).expect(200);
        expect(stored.body).toMatchObject({ status: 'CANCELLED', cancel_reason: 'Our team had to call this visit off. We are sorry for the trouble.' });
        expect(stored.body.history.at(-1)).toMatchObject({ action: 'cancel', by_role: 'SYSTEM', to: 'CANCELLED' });
      }
      await app.drainJobs(); // the texts go out after the answer
      const riderTexts = (await app.http.get('/api/v1/dev/outbox').query({ to: rider.mobile_no }).expect(200)).body.data;
      expect(riderTexts[0].text).toMatch(/the visit of .* is cancelled\. Reason: Our team had to call this visit off\./);
      const tenantTexts = (await app.http.get('/api/v1/dev/outbox').query({ to: tenant.mobileNo }).expect(200)).body.data;
      expect(tenantTexts[0].text).toMatch(/the visit of .* is cancelled\. Reason: Our team had to call this visit off\./);
      // The blocked person is not texted about visits they can no longer take part in.
      const blockedTexts = (await app.http.get('/api/v1/dev/outbox').query({ to: blocked.mobileNo }).expect(200)).body.data;
      expect(blockedTexts.filter((m: { text: string }) => m.text.includes('is cancelled'))).toEqual([]);

      // Unblocked: the listing is back in search; cancelled visits stay cancelled; they sign in again.
      const back = await app.http.patch(`/api/v1/admin/user/${blocked.id}/change-status`).set(admin()).send({ status: 'ACTIVE', reason: 'Owner verified in person' }).expect(200);
      expect(back.body).toMatchObject({ message: 'User unblocked', data: { status: 'ACTIVE', status_reason: 'Owner verified in person' } });
      expect(await search()).toEqual([listingId]);
      expect((await app.http.get(`/api/v1/properties/${listingId}`).expect(200)).body.data.status).toBe('LIVE');
      expect((await app.http.get(`/api/v1/admin/rides/${visit.id}`).set(admin()).expect(200)).body.status).toBe('CANCELLED');
      app.waitForResend();
      await app.http.post('/api/v1/auth/otp-challenge').send({ mobile_no: blocked.mobileNo, country_code: '+91', captcha_token: 'tok', is_signup: false }).expect(200);
      await app.http
        .post('/api/v1/auth/verify-otp')
        .send({ mobile_no: blocked.mobileNo, country_code: '+91', otp: await app.lastOtp(blocked.mobileNo!), is_signup: false })
        .expect(200);
    });
  });

  describe('console people resources (simple-rest): tenants, owner, rider', () => {
    const resources = [
      { resource: 'tenants', primary: 'TENANT' },
      { resource: 'owner', primary: 'OWNER' },
      { resource: 'rider', primary: 'RIDER' },
    ] as const;

    it.each(resources)('$resource: create with the role, list with Content-Range and filters, read, edit, block; admin only', async ({ resource, primary }) => {
      const base = `/api/v1/admin/${resource}`;
      const tenant = await app.signedIn('TENANT');
      await app.http.get(base).expect(401);
      await app.http.get(base).set(bearer(tenant.token)).expect(403);
      await app.http.post(base).set(bearer(tenant.token)).send({}).expect(403);

      const surname = word();
      const mobile_no = UserMother.mobile();
      // The role comes from the resource, whatever the body says.
      const created = await app.http.post(base).set(admin()).send({ first_name: 'asha', last_name: surname, mobile_no, city: 'patna', role: 'TENANT' }).expect(201);
      expect(created.body).toMatchObject({ first_name: 'Asha', last_name: surname, mobile_no, city: 'patna', primary_role: primary, status: 'ACTIVE' });
      const id: string = created.body.id;
      const second = await app.http.post(base).set(admin()).send({ first_name: 'bina', last_name: surname, mobile_no: UserMother.mobile(), city: 'gaya' }).expect(201);
      expect((await app.http.post(base).set(admin()).send({ first_name: 'asha', last_name: surname, mobile_no, city: 'patna' }).expect(409)).body.message).toBe(
        'An account with this mobile number already exists. Please log in.',
      );
      expect((await app.http.post(base).set(admin()).send({ first_name: 'asha', last_name: surname, mobile_no: '' }).expect(400)).body.errors.mobile_no).toBe('Phone number is required.');

      const list = (filter: Record<string, unknown>, extra: Record<string, string> = {}) => app.http.get(base).query({ filter: JSON.stringify(filter), ...extra }).set(admin());
      const both = await list({ q: surname }, { sort: JSON.stringify(['first_name', 'ASC']) }).expect(200);
      expect(both.body.map((p: Person) => p.id)).toEqual([id, second.body.id]);
      expect(both.headers['content-range']).toBe(`${resource} 0-1/2`);
      const paged = await list({ q: surname }, { sort: JSON.stringify(['first_name', 'ASC']), range: '[1,1]' }).expect(200);
      expect(paged.body.map((p: Person) => p.id)).toEqual([second.body.id]);
      expect(paged.headers['content-range']).toBe(`${resource} 1-1/2`);
      expect((await list({ q: surname, city: 'gaya' }).expect(200)).body.map((p: Person) => p.id)).toEqual([second.body.id]);
      expect((await list({ q: surname, status: 'BLOCKED' }).expect(200)).body).toEqual([]);
      await list({ status: 'SLEEPING' }).expect(400);
      await list({}, { sort: JSON.stringify(['mobile_no', 'ASC']) }).expect(400);

      const record = await app.http.get(`${base}/${id}`).set(admin()).expect(200);
      expect(record.body).toMatchObject({ id, primary_role: primary, rider_application: null });
      await app.http.get(`${base}/${UNKNOWN_ID}`).set(admin()).expect(404);
      await app.http.get(`${base}/nope`).set(admin()).expect(404);

      const edited = await app.http.put(`${base}/${id}`).set(admin()).send({ first_name: 'asha', last_name: 'RANI', city: 'gaya' }).expect(200);
      expect(edited.body).toMatchObject({ id, first_name: 'Asha', last_name: 'Rani', city: 'gaya', mobile_no });
      expect((await app.http.put(`${base}/${id}`).set(admin()).send({ last_name: 'R4ni' }).expect(400)).body.errors).toEqual({ last_name: NAME_CHARS });

      expect((await app.http.post(`${base}/${id}/status`).set(admin()).send({ status: 'BLOCKED' }).expect(400)).body.errors.reason).toBeTruthy();
      const blocked = await app.http.post(`${base}/${id}/status`).set(admin()).send({ status: 'BLOCKED', reason: 'Reported by a tenant' }).expect(200);
      expect(blocked.body).toMatchObject({ id, status: 'BLOCKED', status_reason: 'Reported by a tenant' });
      expect((await list({ q: 'Rani', status: 'BLOCKED' }).expect(200)).body.map((p: Person) => p.id)).toContain(id);
      await app.http.post(`${base}/${id}/status`).set(bearer(tenant.token)).send({ status: 'ACTIVE', reason: 'Let me in' }).expect(403);
      expect((await app.http.post(`${base}/${id}/status`).set(admin()).send({ status: 'ACTIVE', reason: 'Cleared' }).expect(200)).body.status).toBe('ACTIVE');
      await app.http.post(`${base}/${UNKNOWN_ID}/status`).set(admin()).send({ status: 'ACTIVE', reason: 'Cleared' }).expect(404);
    });

    it('the owner and rider resources hold only people with that role (404 for others)', async () => {
      const tenantOnly = (await person({}).expect(201)).body.data as Person;
      const owner = (await person({ role: 'OWNER' }).expect(201)).body.data as Person;
      await app.http.get(`/api/v1/admin/owner/${tenantOnly.id}`).set(admin()).expect(404);
      await app.http.get(`/api/v1/admin/rider/${owner.id}`).set(admin()).expect(404);
      await app.http.put(`/api/v1/admin/rider/${owner.id}`).set(admin()).send({ first_name: 'X' }).expect(404);
      await app.http.post(`/api/v1/admin/owner/${tenantOnly.id}/status`).set(admin()).send({ status: 'BLOCKED', reason: 'Wrong grid' }).expect(404);
      expect((await app.http.get(`/api/v1/admin/owner/${owner.id}`).set(admin()).expect(200)).body.id).toBe(owner.id);
      expect((await app.http.get(`/api/v1/admin/tenants/${tenantOnly.id}`).set(admin()).expect(200)).body.id).toBe(tenantOnly.id);
      // A rider is created in the city they serve.
      expect((await app.http.post('/api/v1/admin/rider').set(admin()).send({ first_name: 'a', last_name: 'b', mobile_no: UserMother.mobile() }).expect(400)).body.errors).toEqual({
        city: 'Choose the city the rider serves.',
      });
    });
  });
});
