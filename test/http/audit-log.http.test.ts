import { describe, expect, it } from 'vitest';
import { propertyForm } from '../mothers/property.mother.js';
import { UserMother } from '../mothers/user.mother.js';
import { databaseKinds } from '../support/test-database.js';
import { ADMIN, useTestApp } from '../support/test-app.js';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
type Entry = { id: string; at: string; actor_id: string; actor_name: string | null; actor_email: string | null; action: string; subject_type: string; subject_id: string | null; detail: Record<string, unknown>; from_address: string | null };

/** The app trusts one proxy (TRUST_PROXY=true), so the address it sees is the one X-Forwarded-For ends with. */
describe.each(databaseKinds())('the admin audit log over HTTP (%s)', (kind) => {
  const app = useTestApp(kind, { TRUST_PROXY: 'true' });
  /** The signed-in admin's token (the test that moves the clock by days signs in afresh). */
  let token: string | undefined;
  const admin = () => bearer(token ?? app.adminToken);
  const log = (filter: Record<string, unknown>, query: Record<string, string> = {}) =>
    app.http.get('/api/v1/admin/audit-log').query({ filter: JSON.stringify(filter), ...query }).set(admin());
  const entries = async (filter: Record<string, unknown>): Promise<Entry[]> => (await log(filter).expect(200)).body;
  const block = (id: string, status: 'BLOCKED' | 'ACTIVE', from: string) =>
    app.http.post(`/api/v1/admin/tenants/${id}/status`).set(admin()).set('X-Forwarded-For', from).send({ status, reason: 'Posted fake listings' }).expect(200);

  it('an admin blocking a person leaves an entry: who, when, what, to whom, why, and from which address', async () => {
    const person = await app.signedIn('TENANT');
    const when = app.clock.now().toISOString();
    await block(person.id, 'BLOCKED', '198.51.100.23, 203.0.113.45');

    const res = await log({ subject_id: person.id }).expect(200);
    expect(res.headers['content-range']).toBe('audit-log 0-0/1');
    const [entry] = res.body as Entry[];
    expect(entry).toMatchObject({
      at: when,
      actor_email: ADMIN.email,
      action: 'USER_BLOCKED',
      subject_type: 'USER',
      subject_id: person.id,
      detail: { reason: 'Posted fake listings', listingsSuspended: 0, visitsCancelled: 0 },
      // The address the trusted proxy appended, not the one the client wrote before it.
      from_address: '203.0.113.45',
    });
    expect(entry!.actor_id).toMatch(/^[0-9a-f-]{36}$/);
    // No phone number in what the log keeps.
    expect(JSON.stringify(entry)).not.toContain(person.mobileNo!.slice(-10));

    app.clock.advanceMinutes(5);
    await block(person.id, 'ACTIVE', '203.0.113.46');
    expect((await entries({ subject_id: person.id })).map((e) => [e.action, e.from_address])).toEqual([
      ['USER_UNBLOCKED', '203.0.113.46'],
      ['USER_BLOCKED', '203.0.113.45'],
    ]);
  });

  it('is for admins only: 401 signed out, 403 for anyone else', async () => {
    const tenant = await app.signedIn('TENANT');
    const rider = await app.signedIn('RIDER');
    await app.http.get('/api/v1/admin/audit-log').expect(401);
    await app.http.get('/api/v1/admin/audit-log').set(bearer(tenant.token)).expect(403);
    await app.http.get('/api/v1/admin/audit-log').set(bearer(rider.token)).expect(403);
  });

  it("records an export of people (a read of more than a grid's 100 rows) with the list and the count, not an ordinary page", async () => {
    await app.signedIn('TENANT');
    const since = app.clock.now().toISOString();
    await app.http.get('/api/v1/admin/tenants').query({ range: JSON.stringify([0, 9]) }).set(admin()).expect(200);
    expect(await entries({ action: 'PEOPLE_EXPORTED', from: since })).toEqual([]);

    const exported = await app.http.get('/api/v1/admin/tenants').query({ range: JSON.stringify([0, 999]) }).set(admin()).set('X-Forwarded-For', '203.0.113.9').expect(200);
    const [entry] = await entries({ action: 'PEOPLE_EXPORTED', from: since });
    expect(entry).toMatchObject({ subject_type: 'PEOPLE', subject_id: null, detail: { resource: 'tenants', count: exported.body.length }, from_address: '203.0.113.9' });
    expect(exported.body.length).toBeGreaterThan(0);
  });

  it('records an export of every other list that carries people\'s numbers: requests for a home, rider applications, visits, listing reports', async () => {
    const resources = ['property-request', 'rider-applications', 'rides', 'listing-reports'];
    app.clock.advanceMinutes(1); // after the earlier tests' entries
    const since = app.clock.now().toISOString();
    for (const resource of resources) await app.http.get(`/api/v1/admin/${resource}`).query({ range: JSON.stringify([0, 99]) }).set(admin()).expect(200);
    expect(await entries({ action: 'PEOPLE_EXPORTED', from: since })).toEqual([]);

    const counts: Record<string, number> = {};
    for (const resource of resources) {
      const exported = await app.http.get(`/api/v1/admin/${resource}`).query({ range: JSON.stringify([0, 999]) }).set(admin()).set('X-Forwarded-For', '203.0.113.9').expect(200);
      counts[resource] = exported.body.length;
    }
    const recorded = await entries({ action: 'PEOPLE_EXPORTED', from: since });
    expect(Object.fromEntries(recorded.map((e) => [e.detail.resource, e.detail.count])), 'one entry per export, with its count').toEqual(counts);
    for (const entry of recorded) expect(entry).toMatchObject({ subject_type: 'PEOPLE', subject_id: null, from_address: '203.0.113.9' });
  });

  it('records the listing moves an admin makes (approval, verification), not an owner\'s own', async () => {
    const { owner, id } = await app.liveListing();
    app.clock.advanceMinutes(1);
    await app.http.post(`/api/v1/properties/${id}/state`).set(admin()).send({ action: 'verify' }).expect(200);
    await app.http.post(`/api/v1/properties/${id}/state`).set(bearer(owner.token)).send({ action: 'mark_rented' }).expect(200);
    const moves = (await entries({ subject_type: 'PROPERTY', subject_id: id })).map((e) => [e.action, e.detail.action, e.detail.from, e.detail.to]);
    expect(moves).toEqual([
      ['PROPERTY_VERIFIED', 'verify', 'LIVE', 'LIVE'],
      ['PROPERTY_STATE_CHANGED', 'approve', 'SUBMITTED', 'LIVE'],
    ]);
  });

  it('records a rejection with its reason, a rider given a visit (and the one replaced), and both reviews of reports', async () => {
    // A rejected listing: the move and the reason the owner is told.
    const owner = await app.signedIn('OWNER');
    const submitted = (await app.http.post('/api/v1/properties').set(bearer(owner.token)).send(propertyForm({ submit: true })).expect(201)).body.data.id as string;
    await app.http.post(`/api/v1/properties/${submitted}/state`).set(admin()).send({ action: 'reject', reason: 'Photos are missing' }).expect(200);
    expect((await entries({ subject_type: 'PROPERTY', subject_id: submitted })).map((e) => [e.action, e.detail])).toEqual([
      ['PROPERTY_STATE_CHANGED', { action: 'reject', from: 'SUBMITTED', to: 'REJECTED', reason: 'Photos are missing' }],
    ]);

    // A visit given to a rider, then to another: each assignment names the rider and the one replaced.
    const { id: listing } = await app.liveListing();
    const tenant = await app.signedIn('TENANT');
    const tomorrow = new Date(app.clock.now().getTime() + 5.5 * 3_600_000 + 86_400_000).toISOString().slice(0, 10);
    const ride = (await app.http.post('/api/v1/rides').set(bearer(tenant.token)).send({ property_id: listing, slot_date: tomorrow, slot_start: '10:00' }).expect(201)).body.data.id as string;
    const rider = async () => (await app.http.post('/api/v1/admin/rider').set(admin()).send({ first_name: 'Vikash', last_name: 'Yadav', mobile_no: UserMother.mobile(), city: 'patna' }).expect(201)).body.id as string;
    const [first, second] = [await rider(), await rider()];
    await app.http.post(`/api/v1/admin/rides/${ride}/assign`).set(admin()).send({ rider_id: first }).expect(200);
    app.clock.advanceMinutes(1);
    await app.http.post(`/api/v1/admin/rides/${ride}/assign`).set(admin()).send({ rider_id: second }).expect(200);
    expect((await entries({ action: 'RIDE_ASSIGNED', subject_id: ride })).map((e) => e.detail)).toEqual([
      { riderId: second, previousRiderId: first },
      { riderId: first, previousRiderId: null },
    ]);

    // Reports dismissed on one listing, a listing taken down on another: outcome, how many, the note or reason.
    const report = async (id: string) => {
      const person = await app.signedIn('TENANT', { accountDays: 60 });
      return (await app.http.post(`/api/v1/properties/${id}/reports`).set(bearer(person.token)).send({ reason: 'BROKER' }).expect(201)).body.data.id as string;
    };
    const dismissed = await report(listing);
    await app.http.post(`/api/v1/admin/listing-reports/${dismissed}/dismiss`).set(admin()).send({ note: 'The owner showed papers' }).expect(200);
    expect((await entries({ action: 'LISTING_REPORT_RESOLVED', subject_id: dismissed })).map((e) => [e.subject_type, e.detail])).toEqual([
      ['LISTING_REPORT', { outcome: 'DISMISSED', propertyId: listing, reports: 1, note: 'The owner showed papers' }],
    ]);
    const { id: other } = await app.liveListing();
    const actioned = await report(other);
    await report(other);
    await app.http.post(`/api/v1/admin/listing-reports/${actioned}/take-down`).set(admin()).send({ reason: 'Asked for a token before any visit' }).expect(200);
    expect((await entries({ action: 'LISTING_TAKEN_DOWN', subject_id: other })).map((e) => [e.subject_type, e.detail])).toEqual([
      ['PROPERTY', { reportId: actioned, reports: 2, from: 'LIVE', reason: 'Asked for a token before any visit' }],
    ]);
  });

  it('filters by action, actor, subject type and id, and a date range; sorts by when; pages with Content-Range', async () => {
    const [a, b] = [await app.signedIn('TENANT'), await app.signedIn('TENANT')];
    const [me, other] = [await app.signedIn('ADMIN'), await app.signedIn('ADMIN')];
    // Last in the file: the clock moves on by days (sessions are signed in afresh after each move).
    const move = async (minutes: number) => {
      app.clock.advanceMinutes(minutes);
      token = await app.tokenFor(me.id);
      other.token = await app.tokenFor(other.id);
    };
    await move(60 * 24 * 3); // days of their own, after every other test's entries
    const day = (d: Date) => new Date(d.getTime() + 5.5 * 3_600_000).toISOString().slice(0, 10);
    const first = day(app.clock.now());
    await block(a.id, 'BLOCKED', '203.0.113.1');
    await move(60 * 24);
    await app.http.post(`/api/v1/admin/tenants/${b.id}/status`).set(bearer(other.token)).set('X-Forwarded-For', '203.0.113.2').send({ status: 'BLOCKED', reason: 'Spam calls' }).expect(200);
    await block(a.id, 'ACTIVE', '203.0.113.1');
    const second = day(app.clock.now());

    const subjects = (list: Entry[]) => list.map((e) => `${e.action}:${e.subject_id === a.id ? 'a' : e.subject_id === b.id ? 'b' : '?'}`);
    expect(subjects(await entries({ actor_id: other.id }))).toEqual(['USER_BLOCKED:b']);
    expect(subjects(await entries({ actor_id: me.id.toUpperCase() }))).toEqual(['USER_UNBLOCKED:a', 'USER_BLOCKED:a']);
    expect(subjects(await entries({ subject_id: a.id, action: 'USER_UNBLOCKED' }))).toEqual(['USER_UNBLOCKED:a']);
    expect(subjects(await entries({ subject_type: 'USER', from: second, to: second }))).toEqual(['USER_UNBLOCKED:a', 'USER_BLOCKED:b']);
    expect(subjects(await entries({ subject_type: 'USER', from: first, to: first }))).toEqual(['USER_BLOCKED:a']);

    const oldest = await log({ from: first }, { sort: JSON.stringify(['at', 'ASC']), range: JSON.stringify([0, 1]) }).expect(200);
    expect(subjects(oldest.body)).toEqual(['USER_BLOCKED:a', 'USER_BLOCKED:b']);
    expect(oldest.headers['content-range']).toBe('audit-log 0-1/3');

    await log({ actor_id: 'someone' }).expect(400);
    await log({ action: 'USER_DELETED' }).expect(400);
    await log({ from: '2026-02-30' }).expect(400);
  });
});
