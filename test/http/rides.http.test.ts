import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ExpirePassedRides } from '../../application/rides/expire-passed-rides.use-case.js';
import { propertyForm } from '../mothers/property.mother.js';
import { riderApplicationForm } from '../mothers/rider-application.mother.js';
import { UserMother } from '../mothers/user.mother.js';
import { TestImages } from '../support/images.js';
import { databaseKinds } from '../support/test-database.js';
import { ADMIN, useTestApp } from '../support/test-app.js';

const CLASH = 'This rider already has a visit at that time.';
const UNKNOWN_ID = '0190f0a0-0000-7000-8000-00000000dead';
/** The fake clock reads 2026-11-22 10:00 UTC (15:30 in Patna): the next day is bookable all day. */
const TOMORROW = '2026-11-23';

/** Letters only (names refuse digits): a word no other test uses, for searching. */
const word = () => `Q${Array.from({ length: 9 }, () => String.fromCharCode(97 + randomInt(26))).join('')}`;
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const slotAt = (slot_start = '10:00', slot_date = TOMORROW) => ({ slot_date, slot_start });
type Ride = { id: string; status: string; history: Array<{ action: string; by_role: string; by_id?: string; from: string | null; to: string }> } & Record<string, any>;

/** The app and the helpers every ride test uses: live listings, riders of a city, tenants with bookings. */
function rideWorld(app: ReturnType<typeof useTestApp>) {
  let adminToken: string | null = null;
  const admin = () => bearer(adminToken ?? app.adminToken);
  const w = {
    admin,
    /** A new admin session (admin sessions idle out after 30 minutes: needed once the clock has moved). */
    async signInAdmin(): Promise<string> {
      adminToken = (await app.signInAdmin(ADMIN)).token;
      return adminToken;
    },
    slot: slotAt,
    async liveListing(form: Record<string, unknown> = {}) {
      const owner = await app.signedIn('OWNER');
      const created = await app.http.post('/api/v1/properties').set(bearer(owner.token)).send(propertyForm({ ...form, submit: true })).expect(201);
      await app.http.post(`/api/v1/properties/${created.body.data.id}/state`).set(admin()).send({ action: 'approve' }).expect(200);
      return { owner, id: created.body.data.id as string };
    },
    /** A rider an admin added from the console (city set, so they can be assigned). */
    async rider(city = 'patna', names: Record<string, string> = {}) {
      const res = await app.http
        .post('/api/v1/admin/rider')
        .set(admin())
        .send({ first_name: 'Vikash', last_name: 'Yadav', mobile_no: UserMother.mobile(), city, ...names })
        .expect(201);
      return { id: res.body.id as string, mobileNo: res.body.mobile_no as string, token: await app.tokenFor(res.body.id) };
    },
    async book(propertyId: string, slot = slotAt(), tenant?: { token: string; id: string; mobileNo: string | null }) {
      const who = tenant ?? (await app.signedIn('TENANT'));
      const res = await app.http.post('/api/v1/rides').set(bearer(who.token)).send({ property_id: propertyId, ...slot }).expect(201);
      return { tenant: who, ride: res.body.data as Ride };
    },
    async assign(rideId: string, riderId: string) {
      return (await app.http.post(`/api/v1/admin/rides/${rideId}/assign`).set(admin()).send({ rider_id: riderId }).expect(200)).body as Ride;
    },
    move(rideId: string, token: string, body: Record<string, unknown>) {
      return app.http.patch(`/api/v1/rides/${rideId}`).set(bearer(token)).send(body);
    },
    /** The texts a number received, once the jobs the requests queued have run (they go out after the answer). */
    async outbox(to: string): Promise<string[]> {
      await app.drainJobs();
      return (await app.http.get('/api/v1/dev/outbox').query({ to }).expect(200)).body.data.map((m: { text: string }) => m.text);
    },
  };
  return w;
}

describe.each(databaseKinds())('rides over HTTP (%s)', (kind) => {
  const app = useTestApp(kind);
  const w = rideWorld(app);
  const { admin } = w;

  describe('booking (POST rides)', () => {
    it('needs sign-in, refuses admins and the listing\'s owner, books a live listing once per tenant', async () => {
      const { owner, id } = await w.liveListing();
      await app.http.post('/api/v1/rides').send({ property_id: id, ...w.slot() }).expect(401);
      await app.http.post('/api/v1/rides').set(bearer('not-a-session')).send({ property_id: id, ...w.slot() }).expect(401);
      await app.http.post('/api/v1/rides').set(admin()).send({ property_id: id, ...w.slot() }).expect(403);
      const own = await app.http.post('/api/v1/rides').set(bearer(owner.token)).send({ property_id: id, ...w.slot() }).expect(403);
      expect(own.body.message).toBe('You cannot book a visit of your own listing.');

      const tenant = await app.signedIn('TENANT');
      const res = await app.http.post('/api/v1/rides').set(bearer(tenant.token)).send({ property_id: id, ...w.slot(), note: ' Please call before coming ' }).expect(201);
      expect(res.body).toMatchObject({ success: true, message: 'Visit requested. We will assign a rider and confirm by SMS.' });
      expect(res.body.data).toMatchObject({
        status: 'REQUESTED',
        slot_date: TOMORROW,
        slot_start: '10:00',
        slot_window: '10:00-11:00',
        slot_start_at: '2026-11-23T04:30:00.000Z',
        slot_end_at: '2026-11-23T05:30:00.000Z',
        city: 'patna',
        locality: 'Boring Road',
        property: { id, title: '2 BHK family flat near Boring Road', city: 'patna', pincode: '800013', rent: 14000, bhk: 2 },
        tenant: { id: tenant.id, first_name: 'Ravi', last_name: 'Kumar', mobile_no: tenant.mobileNo },
        rider: null,
        tenant_note: 'Please call before coming',
        cancel_reason: null,
        report: null,
        allowed_actions: ['cancel'],
      });
      expect(res.body.data.property.map_url).toMatch(/^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/);
      expect(res.body.data.history).toEqual([{ at: '2026-11-22T10:00:00.000Z', by_role: 'TENANT', action: 'request', from: null, to: 'REQUESTED', note: null }]);

      const again = await app.http.post('/api/v1/rides').set(bearer(tenant.token)).send({ property_id: id, ...w.slot('12:00') }).expect(409);
      expect(again.body.message).toBe('You already have a visit booked for this home. Cancel it first to pick another time.');
    });

    it('answers 400 with field errors for the slot: too soon, too far, outside 9-19, no day', async () => {
      const { id } = await w.liveListing();
      const tenant = await app.signedIn('TENANT');
      const book = (body: Record<string, unknown>) => app.http.post('/api/v1/rides').set(bearer(tenant.token)).send({ property_id: id, ...body });
      // 17:00 today in Patna is 1.5 hours away; 3 are needed.
      expect((await book(w.slot('17:00', '2026-11-22')).expect(400)).body.errors).toEqual({
        slot_start: 'Visits can be booked at least 3 hours ahead. Please pick a later time.',
      });
      expect((await book(w.slot('10:00', '2026-12-07')).expect(400)).body.errors).toEqual({ slot_date: 'Visits can be booked up to 14 days ahead.' });
      for (const start of ['08:00', '19:00', '10:30', 'noon']) {
        expect((await book(w.slot(start)).expect(400)).body.errors).toEqual({ slot_start: 'Choose a 1-hour window between 9 AM and 7 PM.' });
      }
      expect((await book(w.slot('10:00', 'tomorrow')).expect(400)).body.errors).toEqual({ slot_date: 'Choose the day of the visit.' });
      expect((await book({ ...w.slot(), property_id: 'nope' }).expect(400)).body.errors).toEqual({ property_id: 'Choose the home to visit.' });
      // The earliest and latest windows are fine.
      await book(w.slot('18:00')).expect(201);
    });

    it('404 for an unknown listing, 409 for one that is not live', async () => {
      const tenant = await app.signedIn('TENANT');
      await app.http.post('/api/v1/rides').set(bearer(tenant.token)).send({ property_id: UNKNOWN_ID, ...w.slot() }).expect(404);
      const owner = await app.signedIn('OWNER');
      const draft = (await app.http.post('/api/v1/properties').set(bearer(owner.token)).send(propertyForm()).expect(201)).body.data.id;
      const res = await app.http.post('/api/v1/rides').set(bearer(tenant.token)).send({ property_id: draft, ...w.slot() }).expect(409);
      expect(res.body.message).toBe('Visits can be booked for live listings only.');
    });
  });

  describe('reading rides', () => {
    it('GET rides/:id: the tenant and admins, 403 for a stranger, 401 without a token, 404 for unknown and malformed ids', async () => {
      const { id } = await w.liveListing();
      const { tenant, ride } = await w.book(id);
      await app.http.get(`/api/v1/rides/${ride.id}`).expect(401);
      expect((await app.http.get(`/api/v1/rides/${ride.id}`).set(bearer(tenant.token)).expect(200)).body.data.id).toBe(ride.id);
      expect((await app.http.get(`/api/v1/rides/${ride.id}`).set(admin()).expect(200)).body.data.allowed_actions).toEqual(['assign', 'cancel']);
      const stranger = await app.signedIn('TENANT');
      expect((await app.http.get(`/api/v1/rides/${ride.id}`).set(bearer(stranger.token)).expect(403)).body.message).toBe('This visit is not yours.');
      // A rider who is not on this visit is a stranger too.
      const other = await w.rider();
      await app.http.get(`/api/v1/rides/${ride.id}`).set(bearer(other.token)).expect(403);
      expect((await app.http.get(`/api/v1/rides/${UNKNOWN_ID}`).set(admin()).expect(404)).body.message).toBe('Visit not found.');
      await app.http.get('/api/v1/rides/not-a-uuid').set(admin()).expect(404);
    });

    it('GET rides: upcoming and previous as tenant, paged; as=rider only for riders; bad scope is a 400', async () => {
      const a = await w.liveListing();
      const b = await w.liveListing();
      const tenant = await app.signedIn('TENANT');
      const first = (await w.book(a.id, w.slot('15:00'), tenant)).ride;
      const second = (await w.book(b.id, w.slot('11:00'), tenant)).ride;
      await app.http.get('/api/v1/rides').expect(401);
      const upcoming = await app.http.get('/api/v1/rides').query({ scope: 'upcoming', limit: 1 }).set(bearer(tenant.token)).expect(200);
      expect(upcoming.body.data.map((r: Ride) => r.id)).toEqual([second.id]); // soonest first
      expect(upcoming.body.meta).toEqual({ page: 1, limit: 1, total: 2, total_pages: 2 });
      const page2 = await app.http.get('/api/v1/rides').query({ limit: 1, page: 2 }).set(bearer(tenant.token)).expect(200);
      expect(page2.body.data.map((r: Ride) => r.id)).toEqual([first.id]);
      await w.move(first.id, tenant.token, { action: 'cancel', reason: 'Found a flat already' }).expect(200);
      const previous = await app.http.get('/api/v1/rides').query({ scope: 'previous' }).set(bearer(tenant.token)).expect(200);
      expect(previous.body.data.map((r: Ride) => [r.id, r.status])).toEqual([[first.id, 'CANCELLED']]);
      expect((await app.http.get('/api/v1/rides').query({ as: 'rider' }).set(bearer(tenant.token)).expect(403)).body.message).toBe(
        'Only riders have rides to do. Apply through "Become our rider".',
      );
      expect((await app.http.get('/api/v1/rides').query({ scope: 'later' }).set(bearer(tenant.token)).expect(400)).body.errors).toEqual({
        scope: 'scope must be upcoming or previous.',
      });
      await app.http.get('/api/v1/rides').query({ as: 'owner' }).set(bearer(tenant.token)).expect(400);
    });
  });

  describe('moves (PATCH rides/:id)', () => {
    it('who may make which move: 401, 403 for the wrong person, 404, 400 for a bad action or a missing reason', async () => {
      const { id } = await w.liveListing();
      const { tenant, ride } = await w.book(id);
      const rider = await w.rider();
      const otherRider = await w.rider();
      const stranger = await app.signedIn('TENANT');

      await app.http.patch(`/api/v1/rides/${ride.id}`).send({ action: 'cancel', reason: 'x' }).expect(401);
      // Only admins assign; a rider who is not assigned cannot confirm; nobody but the tenant and admins cancel.
      expect((await w.move(ride.id, tenant.token, { action: 'assign', rider_id: rider.id }).expect(403)).body.message).toBe('Only an admin can assign a rider.');
      await w.move(ride.id, stranger.token, { action: 'cancel', reason: 'Not mine' }).expect(403);
      await w.move(ride.id, rider.token, { action: 'confirm' }).expect(403);

      const assigned = await w.move(ride.id, app.adminToken, { action: 'assign', rider_id: rider.id }).expect(200);
      expect(assigned.body).toMatchObject({ message: 'Rider assigned.', data: { status: 'ASSIGNED', rider: { id: rider.id, mobile_no: rider.mobileNo } } });
      const refused = await w.move(ride.id, tenant.token, { action: 'confirm' }).expect(403);
      expect(refused.body.message).toBe('Only the rider assigned to this visit can do this.');
      await w.move(ride.id, otherRider.token, { action: 'confirm' }).expect(403);
      await w.move(ride.id, rider.token, { action: 'cancel', reason: 'Busy' }).expect(403);

      expect((await w.move(ride.id, tenant.token, { action: 'dance' }).expect(400)).body.errors).toEqual({
        action: 'action must be one of assign, confirm, start, complete, cancel, no_show.',
      });
      expect((await w.move(ride.id, tenant.token, { action: 'cancel' }).expect(400)).body.errors).toEqual({ reason: 'Tell us why the visit is cancelled.' });
      expect((await w.move(ride.id, tenant.token, { action: 'cancel', reason: '   ' }).expect(400)).body.errors).toEqual({ reason: 'Tell us why the visit is cancelled.' });
      expect((await w.move(ride.id, app.adminToken, { action: 'assign', rider_id: UNKNOWN_ID }).expect(400)).body.errors).toEqual({
        rider_id: 'Choose an approved, active rider.',
      });
      expect((await w.move(ride.id, app.adminToken, { action: 'assign', rider_id: tenant.id }).expect(400)).body.errors.rider_id).toBeTruthy();
      const gaya = await w.rider('gaya');
      expect((await w.move(ride.id, app.adminToken, { action: 'assign', rider_id: gaya.id }).expect(400)).body.errors).toEqual({
        rider_id: 'Choose a rider who serves the city of this home.',
      });
      await w.move(UNKNOWN_ID, app.adminToken, { action: 'cancel', reason: 'x' }).expect(404);
      await w.move('not-a-uuid', app.adminToken, { action: 'cancel', reason: 'x' }).expect(404);
    });

    it('409 for a move the state does not allow: too early to start or mark no-show, complete before start, anything after cancel', async () => {
      const { id } = await w.liveListing();
      const { tenant, ride } = await w.book(id);
      const rider = await w.rider();
      await w.assign(ride.id, rider.id);
      await w.move(ride.id, rider.token, { action: 'start' }).expect(409);
      await w.move(ride.id, rider.token, { action: 'confirm' }).expect(200);
      expect((await w.move(ride.id, rider.token, { action: 'confirm' }).expect(409)).body.message).toBe('Cannot confirm a visit that is confirmed.');
      expect((await w.move(ride.id, rider.token, { action: 'start' }).expect(409)).body.message).toBe('A visit can be started from 30 minutes before its slot.');
      expect((await w.move(ride.id, rider.token, { action: 'no_show' }).expect(409)).body.message).toBe('A no-show can be marked only after the slot has begun.');
      expect((await w.move(ride.id, rider.token, { action: 'complete', matched: true }).expect(409)).body.message).toBe('Cannot complete a visit that is confirmed.');
      // Reassigning to the rider who has it already is no move either.
      expect((await w.move(ride.id, app.adminToken, { action: 'assign', rider_id: rider.id }).expect(409)).body.message).toBe('This rider is already assigned to the visit.');

      const cancelled = await w.move(ride.id, tenant.token, { action: 'cancel', reason: 'Plans changed' }).expect(200);
      expect(cancelled.body.data).toMatchObject({ status: 'CANCELLED', cancel_reason: 'Plans changed', allowed_actions: [] });
      expect((await w.move(ride.id, tenant.token, { action: 'cancel', reason: 'Again' }).expect(409)).body.message).toBe('Cannot cancel a visit that is cancelled.');
      await w.move(ride.id, app.adminToken, { action: 'assign', rider_id: rider.id }).expect(409);
      await w.move(ride.id, rider.token, { action: 'start' }).expect(409);
      // The rider and the tenant were both told.
      expect((await w.outbox(tenant.mobileNo!))[0]).toMatch(/is cancelled\. Reason: Plans changed$/);
      expect((await w.outbox(rider.mobileNo))[0]).toMatch(/is cancelled\. Reason: Plans changed$/);
    });

    it('what each side sees: the rider gets the tenant\'s first name, and their number once confirmed; the tenant the rider\'s number once confirmed', async () => {
      const { id } = await w.liveListing();
      const { tenant, ride } = await w.book(id);
      const rider = await w.rider('patna', { first_name: 'Sanjay', last_name: 'Paswan' });
      await w.assign(ride.id, rider.id);
      const read = async (token: string) => (await app.http.get(`/api/v1/rides/${ride.id}`).set(bearer(token)).expect(200)).body.data as Ride;

      const riderBefore = await read(rider.token);
      expect(riderBefore.tenant).toEqual({ id: tenant.id, first_name: 'Ravi' });
      expect(riderBefore.allowed_actions).toEqual(['confirm']);
      expect(riderBefore.history.every((e) => e.by_id === undefined)).toBe(true);
      const tenantBefore = await read(tenant.token);
      expect(tenantBefore.rider).toEqual({ id: rider.id, first_name: 'Sanjay', last_name: 'Paswan' });
      expect(tenantBefore.allowed_actions).toEqual(['cancel']);

      await w.move(ride.id, rider.token, { action: 'confirm' }).expect(200);
      expect((await read(rider.token)).tenant).toEqual({ id: tenant.id, first_name: 'Ravi', mobile_no: tenant.mobileNo });
      expect((await read(tenant.token)).rider).toEqual({ id: rider.id, first_name: 'Sanjay', last_name: 'Paswan', mobile_no: rider.mobileNo });
      const asAdmin = await read(app.adminToken);
      expect(asAdmin.tenant).toEqual({ id: tenant.id, first_name: 'Ravi', last_name: 'Kumar', mobile_no: tenant.mobileNo });
      expect(asAdmin.rider).toMatchObject({ mobile_no: rider.mobileNo });
      expect(asAdmin.history.map((e) => [e.action, e.by_role, e.by_id])).toEqual([
        ['request', 'TENANT', tenant.id],
        ['assign', 'ADMIN', expect.any(String)],
        ['confirm', 'RIDER', rider.id],
      ]);
    });
  });

  describe('assigning riders', () => {
    it('a rider already busy in the slot is refused with 409; free-riders shows who is free, admin only', async () => {
      const listing = await w.liveListing({ locality: 'Kankarbagh' });
      const one = await w.book(listing.id, w.slot('13:00'));
      const two = await w.book(listing.id, w.slot('13:00'));
      const rider = await w.rider('patna', { first_name: 'Aaaclash' });

      await app.http.get(`/api/v1/rides/${two.ride.id}/free-riders`).expect(401);
      await app.http.get(`/api/v1/rides/${two.ride.id}/free-riders`).set(bearer(two.tenant.token)).expect(403);
      await app.http.get(`/api/v1/rides/${UNKNOWN_ID}/free-riders`).set(admin()).expect(404);
      await app.http.get('/api/v1/rides/nope/free-riders').set(admin()).expect(404);
      const before = (await app.http.get(`/api/v1/rides/${two.ride.id}/free-riders`).set(admin()).expect(200)).body.data;
      expect(before.find((r: { id: string }) => r.id === rider.id)).toEqual({
        id: rider.id,
        first_name: 'Aaaclash',
        last_name: 'Yadav',
        mobile_no: rider.mobileNo,
        city: 'patna',
        localities: [],
        serves_locality: false,
        free: true,
        on_duty: true,
      });
      // Only riders of the ride's city are offered.
      const gaya = await w.rider('gaya');
      expect(before.some((r: { id: string }) => r.id === gaya.id)).toBe(false);

      await w.move(one.ride.id, app.adminToken, { action: 'assign', rider_id: rider.id }).expect(200);
      const clash = await w.move(two.ride.id, app.adminToken, { action: 'assign', rider_id: rider.id }).expect(409);
      expect(clash.body).toMatchObject({ success: false, message: CLASH });
      expect((await app.http.post(`/api/v1/admin/rides/${two.ride.id}/assign`).set(admin()).send({ rider_id: rider.id }).expect(409)).body.message).toBe(CLASH);

      const after = (await app.http.get(`/api/v1/rides/${two.ride.id}/free-riders`).set(admin()).expect(200)).body.data;
      const busy = after.find((r: { id: string }) => r.id === rider.id);
      expect(busy.free).toBe(false);
      expect(after.indexOf(busy)).toBe(after.length - 1); // free riders come first
      // On its own ride the rider still shows as free (the slot is held by this very ride).
      const own = (await app.http.get(`/api/v1/rides/${one.ride.id}/free-riders`).set(admin()).expect(200)).body.data;
      expect(own.find((r: { id: string }) => r.id === rider.id).free).toBe(true);
      // The console reads the same picker under its own mount.
      const consolePicker = await app.http.get(`/api/v1/admin/rides/${two.ride.id}/free-riders`).set(admin()).expect(200);
      expect(consolePicker.body.find((r: { id: string }) => r.id === rider.id)).toMatchObject({ free: false });
      await app.http.get(`/api/v1/admin/rides/${two.ride.id}/free-riders`).set(bearer(two.tenant.token)).expect(403);

      // Once the first visit is cancelled the rider is free again.
      await app.http.post(`/api/v1/admin/rides/${one.ride.id}/cancel`).set(admin()).send({ reason: 'Owner unavailable' }).expect(200);
      await w.assign(two.ride.id, rider.id);
    });

    it('two assignments racing for one rider and one slot: exactly one wins, the other is a 409', async () => {
      const a = await w.liveListing();
      const b = await w.liveListing();
      const one = await w.book(a.id, w.slot('16:00'));
      const two = await w.book(b.id, w.slot('16:00'));
      const rider = await w.rider();
      const results = await Promise.all(
        [one, two].map(({ ride }) => app.http.post(`/api/v1/admin/rides/${ride.id}/assign`).set(admin()).send({ rider_id: rider.id })),
      );
      expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
      expect(results.find((r) => r.status === 409)!.body.message).toBe(CLASH);
      const held = await app.http.get('/api/v1/admin/rides').query({ filter: JSON.stringify({ rider_id: rider.id }) }).set(admin()).expect(200);
      expect(held.body.map((r: Ride) => r.status)).toEqual(['ASSIGNED']);
      expect(held.headers['content-range']).toBe('rides 0-0/1');
      // One SMS for the one visit the rider got.
      expect(await w.outbox(rider.mobileNo)).toHaveLength(1);
    });
  });

  describe('console rides grid', () => {
    it('lists with Content-Range and filters, reads one, cancels with a reason; admin only', async () => {
      const locality = word();
      const { id } = await w.liveListing({ locality });
      const { tenant, ride } = await w.book(id, w.slot('09:00', '2026-11-24'));
      await app.http.get('/api/v1/admin/rides').expect(401);
      await app.http.get('/api/v1/admin/rides').set(bearer(tenant.token)).expect(403);
      const list = (filter: Record<string, unknown>, extra: Record<string, string> = {}) =>
        app.http.get('/api/v1/admin/rides').query({ filter: JSON.stringify(filter), ...extra }).set(admin());
      const found = await list({ q: locality, status: 'REQUESTED', city: 'patna', date: '2026-11-24' }).expect(200);
      expect(found.body.map((r: Ride) => r.id)).toEqual([ride.id]);
      expect(found.headers['content-range']).toBe('rides 0-0/1');
      expect(found.body[0]).toMatchObject({ tenant: { id: tenant.id, last_name: 'Kumar', mobile_no: tenant.mobileNo }, allowed_actions: ['assign', 'cancel'] });
      expect((await list({ q: locality, date: '2026-11-23' }).expect(200)).body).toEqual([]);
      expect((await list({ q: locality, status: 'ASSIGNED' }).expect(200)).body).toEqual([]);
      expect((await list({ q: locality, city: 'gaya' }).expect(200)).body).toEqual([]);
      const sorted = await list({ city: 'patna' }, { sort: JSON.stringify(['slot_start_at', 'ASC']), range: '[0,4]' }).expect(200);
      const starts = sorted.body.map((r: Ride) => r.slot_start_at);
      expect(starts).toEqual([...starts].sort());
      expect(sorted.headers['content-range']).toMatch(/^rides 0-\d+\/\d+$/);
      await list({ status: 'LOST' }).expect(400);
      await list({ date: '24/11/2026' }).expect(400);
      await list({ rider_id: 'someone' }).expect(400);

      const one = await app.http.get(`/api/v1/admin/rides/${ride.id}`).set(admin()).expect(200);
      expect(one.body).toMatchObject({ id: ride.id, status: 'REQUESTED' });
      await app.http.get(`/api/v1/admin/rides/${UNKNOWN_ID}`).set(admin()).expect(404);
      await app.http.get('/api/v1/admin/rides/not-a-uuid').set(admin()).expect(404);
      await app.http.get(`/api/v1/admin/rides/${ride.id}`).set(bearer(tenant.token)).expect(403);

      expect((await app.http.post(`/api/v1/admin/rides/${ride.id}/cancel`).set(admin()).send({}).expect(400)).body.errors).toEqual({ reason: 'Tell us why the visit is cancelled.' });
      const cancelled = await app.http.post(`/api/v1/admin/rides/${ride.id}/cancel`).set(admin()).send({ reason: 'Listing under review' }).expect(200);
      expect(cancelled.body).toMatchObject({ status: 'CANCELLED', cancel_reason: 'Listing under review' });
      expect(cancelled.body.history.at(-1)).toMatchObject({ action: 'cancel', by_role: 'ADMIN', from: 'REQUESTED', to: 'CANCELLED', note: 'Listing under review' });
      expect((await w.outbox(tenant.mobileNo!))[0]).toContain('Reason: Listing under review');
      await app.http.post(`/api/v1/admin/rides/${ride.id}/cancel`).set(admin()).send({ reason: 'Twice' }).expect(409);
      await app.http.post(`/api/v1/admin/rides/${ride.id}/assign`).set(bearer(tenant.token)).send({ rider_id: UNKNOWN_ID }).expect(403);
    });
  });

  describe('rider applications', () => {
    it('a signed-in person applies; they see the ID number masked, the console sees it in full', async () => {
      await app.http.post('/api/v1/riders/applications').send(riderApplicationForm()).expect(401);
      await app.http.get('/api/v1/riders/applications/me').expect(401);
      const person = await app.signedIn('TENANT');
      expect((await app.http.get('/api/v1/riders/applications/me').set(bearer(person.token)).expect(200)).body.data).toBeNull();

      const applied = await app.http.post('/api/v1/riders/applications').set(bearer(person.token)).send(riderApplicationForm()).expect(201);
      expect(applied.body).toMatchObject({ success: true, message: 'Application received. We will review it within 2 working days and tell you by SMS.' });
      expect(applied.body.data).toMatchObject({
        user_id: person.id,
        first_name: 'Vikash',
        last_name: 'Yadav',
        mobile_no: person.mobileNo,
        city: 'patna',
        localities: ['Boring Road', 'Kankarbagh'],
        has_vehicle: true,
        availability: { days: ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'], from_hour: 9, to_hour: 19 },
        id_document_type: 'AADHAAR',
        id_document_number_masked: '•••• 0124',
        status: 'PENDING',
        review_reason: null,
        reviewed_at: null,
      });
      expect(applied.body.data).not.toHaveProperty('id_document_number');
      const mine = await app.http.get('/api/v1/riders/applications/me').set(bearer(person.token)).expect(200);
      expect(mine.body.data).toMatchObject({ id: applied.body.data.id, id_document_number_masked: '•••• 0124', status: 'PENDING' });
      expect(mine.body.data).not.toHaveProperty('id_document_number');
      expect(JSON.stringify(mine.body)).not.toContain('234567890124');

      // Admins too see it masked: an Aadhaar number is never kept whole (its last four and a keyed hash only).
      const full = await app.http.get(`/api/v1/admin/rider-applications/${applied.body.data.id}`).set(admin()).expect(200);
      expect(full.body).toMatchObject({ id: applied.body.data.id, id_document_number_masked: '•••• 0124', id_document_number_kept_whole: false, same_id_number_as: [] });
      expect(JSON.stringify(full.body)).not.toContain('234567890124');
      await app.http.get(`/api/v1/admin/rider-applications/${applied.body.data.id}`).set(bearer(person.token)).expect(403);
      await app.http.get(`/api/v1/admin/rider-applications/${UNKNOWN_ID}`).set(admin()).expect(404);
      await app.http.get('/api/v1/admin/rider-applications/42').set(admin()).expect(404);

      const twice = await app.http.post('/api/v1/riders/applications').set(bearer(person.token)).send(riderApplicationForm()).expect(409);
      expect(twice.body.message).toBe('Your application is already under review.');
    });

    it('validates the form with field errors (names with the spec message)', async () => {
      const person = await app.signedIn('TENANT');
      const res = await app.http
        .post('/api/v1/riders/applications')
        .set(bearer(person.token))
        .send(riderApplicationForm({ first_name: 'R4vi', last_name: 'K@r', city: 'london', localities: [], availability: { days: [], from_hour: 9, to_hour: 19 }, id_document_number: '1234' }))
        .expect(400);
      expect(res.body.errors).toMatchObject({
        first_name: 'numbers and spacial chars. are not allowed',
        last_name: 'numbers and spacial chars. are not allowed',
        city: expect.stringContaining('city must be one of'),
        localities: 'Name at least one locality you can cover (up to 10).',
        availability: 'Choose at least one day.',
        id_document_number: 'An Aadhaar number has 12 digits and does not start with 0 or 1.',
      });
      const vehicle = await app.http.post('/api/v1/riders/applications').set(bearer(person.token)).send(riderApplicationForm({ has_vehicle: 'maybe' })).expect(400);
      expect(vehicle.body.errors.has_vehicle).toBe('Tell us whether you have a two-wheeler or other vehicle.');
    });

    it('the console queue: Content-Range, filters, reject with a reason the person reads, approve makes a rider', async () => {
      const surname = word();
      const rejectedPerson = await app.signedIn('TENANT');
      const approvedPerson = await app.signedIn('TENANT');
      const first = (await app.http.post('/api/v1/riders/applications').set(bearer(rejectedPerson.token)).send(riderApplicationForm({ last_name: surname, city: 'gaya' })).expect(201)).body.data;
      const second = (await app.http.post('/api/v1/riders/applications').set(bearer(approvedPerson.token)).send(riderApplicationForm({ last_name: surname })).expect(201)).body.data;

      await app.http.get('/api/v1/admin/rider-applications').set(bearer(rejectedPerson.token)).expect(403);
      await app.http.get('/api/v1/admin/rider-applications').expect(401);
      const queue = (filter: Record<string, unknown>) => app.http.get('/api/v1/admin/rider-applications').query({ filter: JSON.stringify(filter) }).set(admin());
      const both = await queue({ q: surname, status: 'PENDING' }).expect(200);
      expect(both.body.map((a: { id: string }) => a.id).sort()).toEqual([first.id, second.id].sort());
      expect(both.headers['content-range']).toBe('rider-applications 0-1/2');
      expect(both.body[0]).not.toHaveProperty('id_document_number');
      expect((await queue({ q: surname, city: 'gaya' }).expect(200)).body.map((a: { id: string }) => a.id)).toEqual([first.id]);
      await queue({ status: 'MAYBE' }).expect(400);

      expect((await app.http.post(`/api/v1/admin/rider-applications/${first.id}/reject`).set(admin()).send({}).expect(400)).body.errors).toEqual({
        reason: 'Give a reason the applicant will read.',
      });
      await app.http.post(`/api/v1/admin/rider-applications/${first.id}/reject`).set(bearer(rejectedPerson.token)).send({ reason: 'x' }).expect(403);
      const rejected = await app.http.post(`/api/v1/admin/rider-applications/${first.id}/reject`).set(admin()).send({ reason: 'The ID photo is unreadable.' }).expect(200);
      expect(rejected.body).toMatchObject({ status: 'REJECTED', review_reason: 'The ID photo is unreadable.' });
      const seen = await app.http.get('/api/v1/riders/applications/me').set(bearer(rejectedPerson.token)).expect(200);
      expect(seen.body.data).toMatchObject({ status: 'REJECTED', review_reason: 'The ID photo is unreadable.' });
      expect((await w.outbox(rejectedPerson.mobileNo!))[0]).toContain('Reason: The ID photo is unreadable.');
      expect((await app.http.post(`/api/v1/admin/rider-applications/${first.id}/approve`).set(admin()).send({}).expect(409)).body.message).toBe(
        'This application has already been reviewed.',
      );
      // A rejected person may apply again.
      await app.http.post('/api/v1/riders/applications').set(bearer(rejectedPerson.token)).send(riderApplicationForm({ city: 'gaya' })).expect(201);

      await app.http.post(`/api/v1/admin/rider-applications/${UNKNOWN_ID}/approve`).set(admin()).send({}).expect(404);
      const approved = await app.http.post(`/api/v1/admin/rider-applications/${second.id}/approve`).set(admin()).send({ note: 'Met in person' }).expect(200);
      expect(approved.body).toMatchObject({ status: 'APPROVED', review_reason: 'Met in person' });
      const me = await app.http.get('/api/v1/users/me').set(bearer(approvedPerson.token)).expect(200);
      expect(me.body.data).toMatchObject({ primary_role: 'RIDER', secondary_role: 'TENANT' });
      const again = await app.http.post('/api/v1/riders/applications').set(bearer(approvedPerson.token)).send(riderApplicationForm()).expect(409);
      expect(again.body.message).toBe('You are already a rider. Sign in at the rider entry.');
    });
  });

  describe('rider work: listings awaiting a visit, and posting for an owner with their code', () => {
    it('a rider asks the owner for a code, posts the listing for them; a wrong code is a field error; tenants may not', async () => {
      const rider = await w.rider();
      const tenant = await app.signedIn('TENANT');
      await app.http.post('/api/v1/properties/owner-confirmation').send({ owner_mobile_no: UserMother.mobile() }).expect(401);
      await app.http.post('/api/v1/properties/owner-confirmation').set(bearer(tenant.token)).send({ owner_mobile_no: UserMother.mobile() }).expect(403);
      await app.http.get('/api/v1/properties/list/rider').set(bearer(tenant.token)).expect(403);
      const badPhone = await app.http.post('/api/v1/properties/owner-confirmation').set(bearer(rider.token)).send({ owner_mobile_no: '98765' }).expect(400);
      expect(badPhone.body.errors).toEqual({ owner_mobile_no: 'Phone must be 10 digits.' });
      expect((await app.http.post('/api/v1/properties/owner-confirmation').set(bearer(rider.token)).send({}).expect(400)).body.errors).toEqual({
        owner_mobile_no: 'Phone number is required.',
      });

      const ownerMobile = UserMother.mobile();
      const sent = await app.http.post('/api/v1/properties/owner-confirmation').set(bearer(rider.token)).send({ owner_mobile_no: ownerMobile }).expect(200);
      expect(sent.body.message).toBe('We sent a 6-digit code to the owner. Ask them to read it to you.');
      const [text] = await w.outbox(ownerMobile);
      expect(text).toContain('share this code');
      const code = await app.lastOtp(ownerMobile);
      expect(code).toMatch(/^\d{6}$/);

      const title = `Rider posted ${word()}`;
      const form = (extra: Record<string, unknown>) => propertyForm({ title, owner_mobile_no: ownerMobile, owner_first_name: 'meena', owner_last_name: 'devi', ...extra });
      const wrong = String((Number(code) + 1) % 1e6).padStart(6, '0');
      const refused = await app.http.post('/api/v1/properties').set(bearer(rider.token)).send(form({ owner_otp: wrong })).expect(400);
      expect(refused.body.errors).toEqual({ owner_otp: "The owner's code is wrong or has expired. Send a new one." });
      expect((await app.http.post('/api/v1/properties').set(bearer(rider.token)).send(form({ owner_otp: undefined })).expect(400)).body.errors).toEqual({
        owner_otp: 'Enter the 6-digit code the owner received.',
      });
      const badNames = await app.http.post('/api/v1/properties').set(bearer(rider.token)).send(form({ owner_otp: code, owner_first_name: 'M33na' })).expect(400);
      expect(badNames.body.errors).toEqual({ owner_first_name: 'numbers and spacial chars. are not allowed' });

      const created = await app.http.post('/api/v1/properties').set(bearer(rider.token)).send(form({ owner_otp: code })).expect(201);
      expect(created.body.data).toMatchObject({ title, posted_by_role: 'RIDER', status: 'DRAFT' });
      const ownerId = created.body.data.owner_id;
      expect(ownerId).not.toBe(rider.id);
      const owner = await app.http.get(`/api/v1/admin/user/${ownerId}`).set(admin()).expect(200);
      expect(owner.body.data).toMatchObject({ first_name: 'Meena', last_name: 'Devi', mobile_no: ownerMobile, primary_role: 'OWNER' });
      // The rider previews what they posted.
      await app.http.get(`/api/v1/properties/${created.body.data.id}`).set(bearer(rider.token)).expect(200);

      const work = await app.http.get('/api/v1/properties/list/rider').query({ search: title }).set(bearer(rider.token)).expect(200);
      expect(work.body.data.map((p: { id: string; posted_by_me: boolean }) => [p.id, p.posted_by_me])).toEqual([[created.body.data.id, true]]);
      expect(work.body.meta).toEqual({ page: 1, limit: 10, total: 1, total_pages: 1 });
    });

    it('GET properties/list/rider lists live listings of the rider\'s city awaiting a visit, not other cities\'', async () => {
      const locality = word();
      const patna = await w.liveListing({ locality });
      await w.liveListing({ locality, city: 'gaya', pincode: '823001' });
      const rider = await w.rider();
      const work = await app.http.get('/api/v1/properties/list/rider').query({ search: locality }).set(bearer(rider.token)).expect(200);
      expect(work.body.data.map((p: { id: string; posted_by_me: boolean; rider_verified: boolean }) => [p.id, p.posted_by_me, p.rider_verified])).toEqual([[patna.id, false, false]]);
      await app.http.get('/api/v1/properties/list/rider').expect(401);
    });
  });
});

// Its own app: it moves the clock to the visit, which ends the admin sessions other tests share.
describe.each(databaseKinds())('a rider-assisted visit end to end over HTTP (%s)', (kind) => {
  const app = useTestApp(kind);
  const w = rideWorld(app);

  it('apply, approve, book, assign, confirm, start, complete with a photo: the listing is rider-verified', async () => {
    // A person signs up by phone and applies to become a rider.
    const mobile_no = UserMother.mobile();
    await app.http.post('/api/v1/auth/otp-challenge').send({ mobile_no, country_code: '+91', captcha_token: 'tok', is_signup: true }).expect(200);
    const verified = await app.http.post('/api/v1/auth/verify-otp').send({ mobile_no, country_code: '+91', otp: await app.lastOtp(mobile_no), is_signup: true }).expect(200);
    const signedUp = await app.http
      .post('/api/v1/auth/user')
      .set(bearer(verified.body.data.token))
      .send({ first_name: 'arjun', last_name: 'singh', mobile_no, captcha_token: 'tok' })
      .expect(201);
    const riderToken: string = signedUp.body.data.token;
    const riderId: string = signedUp.body.data.id;
    const application = await app.http
      .post('/api/v1/riders/applications')
      .set(bearer(riderToken))
      .send(riderApplicationForm({ first_name: 'arjun', last_name: 'singh', localities: ['Boring Road'] }))
      .expect(201);
    await app.http.get('/api/v1/rides').query({ as: 'rider' }).set(bearer(riderToken)).expect(403);
    await app.http.post(`/api/v1/admin/rider-applications/${application.body.data.id}/approve`).set(w.admin()).send({}).expect(200);
    expect((await app.http.get('/api/v1/users/me').set(bearer(riderToken)).expect(200)).body.data.primary_role).toBe('RIDER');

    // An owner's live listing; a tenant books tomorrow 10:00-11:00.
    const { id: propertyId } = await w.liveListing();
    const tenant = await app.signedIn('TENANT');
    const booked = await app.http.post('/api/v1/rides').set(bearer(tenant.token)).send({ property_id: propertyId, ...w.slot('10:00'), note: 'Evening works too' }).expect(201);
    const rideId: string = booked.body.data.id;

    // The admin finds it, reads who is free, assigns.
    const grid = await app.http.get('/api/v1/admin/rides').query({ filter: JSON.stringify({ status: 'REQUESTED' }) }).set(w.admin()).expect(200);
    expect(grid.body.map((r: Ride) => r.id)).toEqual([rideId]);
    expect(grid.headers['content-range']).toBe('rides 0-0/1');
    const free = await app.http.get(`/api/v1/rides/${rideId}/free-riders`).set(w.admin()).expect(200);
    expect(free.body.data[0]).toMatchObject({ id: riderId, first_name: 'Arjun', city: 'patna', localities: ['Boring Road'], serves_locality: true, free: true, on_duty: true });
    await w.assign(rideId, riderId);
    expect((await w.outbox(mobile_no))[0]).toMatch(/new visit for you on .*10-11 AM at 2 BHK family flat near Boring Road, Boring Road\. Open Upcoming Rides to confirm\.$/);

    // The rider sees it among upcoming rides and confirms; the tenant is told who is coming.
    const upcoming = await app.http.get('/api/v1/rides').query({ scope: 'upcoming' }).set(bearer(riderToken)).expect(200);
    expect(upcoming.body.data.map((r: Ride) => [r.id, r.status, r.allowed_actions])).toEqual([[rideId, 'ASSIGNED', ['confirm']]]);
    await w.move(rideId, riderToken, { action: 'confirm' }).expect(200);
    expect((await w.outbox(tenant.mobileNo!))[0]).toContain(`is confirmed. Rider Arjun (${mobile_no}) will meet you there.`);

    // The clock reaches the slot; the rider starts, then completes with a report and a photo.
    app.clock.advanceMinutes(18 * 60 + 30);
    const started = await w.move(rideId, riderToken, { action: 'start' }).expect(200);
    expect(started.body.data).toMatchObject({ status: 'STARTED', allowed_actions: ['complete'] });
    await w.move(rideId, tenant.token, { action: 'cancel', reason: 'Too late' }).expect(409);
    app.clock.advanceMinutes(40);
    const done = await app.http
      .patch(`/api/v1/rides/${rideId}`)
      .set(bearer(riderToken))
      .field('action', 'complete')
      .field('matched', 'true')
      .field('notes', 'Owner present; water supply checked.')
      .attach('photos', await TestImages.jpeg(1600, 1200), 'front.jpg')
      .expect(200);
    expect(done.body.data).toMatchObject({
      status: 'COMPLETED',
      allowed_actions: [],
      report: { matched: true, differences: null, notes: 'Owner present; water supply checked.' },
    });
    const [photo] = done.body.data.report.photos;
    expect(done.body.data.report.photos).toHaveLength(1);
    expect(photo).toMatchObject({ width: 1600, height: 1200 });
    const media = await app.http.get(photo.variants[0].url).expect(200);
    expect(media.headers['content-type']).toBe('image/webp');
    // Report photos are never public: the link the ride's people get is signed; without it the photo does not exist.
    expect(media.headers['cache-control']).toMatch(/^private, /);
    await app.http.get(photo.variants[0].url.split('?')[0]).expect(404);

    // The listing now carries the rider's mark.
    const listing = await app.http.get(`/api/v1/properties/${propertyId}`).expect(200);
    expect(listing.body.data).toMatchObject({ rider_verified: true, verified_via: 'RIDER_VISIT', is_verified: true });

    // Previous rides for both sides; the history has every move.
    const previous = await app.http.get('/api/v1/rides').query({ scope: 'previous' }).set(bearer(riderToken)).expect(200);
    expect(previous.body.data.map((r: Ride) => r.id)).toEqual([rideId]);
    expect((await app.http.get('/api/v1/rides').query({ scope: 'upcoming' }).set(bearer(riderToken)).expect(200)).body.data).toEqual([]);
    const tenantPrevious = await app.http.get('/api/v1/rides').query({ scope: 'previous' }).set(bearer(tenant.token)).expect(200);
    expect(tenantPrevious.body.data.map((r: Ride) => r.id)).toEqual([rideId]);
    await w.signInAdmin();
    const history = (await app.http.get(`/api/v1/admin/rides/${rideId}`).set(w.admin()).expect(200)).body.history as Ride['history'];
    expect(history.map((e) => [e.action, e.by_role, e.from, e.to])).toEqual([
      ['request', 'TENANT', null, 'REQUESTED'],
      ['assign', 'ADMIN', 'REQUESTED', 'ASSIGNED'],
      ['confirm', 'RIDER', 'ASSIGNED', 'CONFIRMED'],
      ['start', 'RIDER', 'CONFIRMED', 'STARTED'],
      ['complete', 'RIDER', 'STARTED', 'COMPLETED'],
    ]);
    expect(history.at(-1)).toMatchObject({ at: '2026-11-23T05:10:00.000Z', note: 'Home matched its listing' });
  });

  it('a visit that did not match sends the listing back to review; a no-show is marked once the slot began', async () => {
    // The clock now reads 2026-11-23 05:10 UTC (10:40 in Patna); book the next day.
    await w.signInAdmin();
    const rider = await w.rider();
    const { id: propertyId } = await w.liveListing();
    const other = await w.liveListing();
    const day = '2026-11-24';
    const visit = await w.book(propertyId, w.slot('10:00', day));
    const missed = await w.book(other.id, w.slot('11:00', day));
    await w.assign(visit.ride.id, rider.id);
    await w.assign(missed.ride.id, rider.id);
    await w.move(visit.ride.id, rider.token, { action: 'confirm' }).expect(200);
    await w.move(missed.ride.id, rider.token, { action: 'confirm' }).expect(200);

    app.clock.advanceMinutes(24 * 60 - 10); // 10:30 in Patna
    await w.signInAdmin();
    await w.move(visit.ride.id, rider.token, { action: 'start' }).expect(200);
    const noDetails = await w.move(visit.ride.id, rider.token, { action: 'complete', matched: false }).expect(400);
    expect(noDetails.body.errors).toEqual({ differences: 'Describe what differed from the listing.' });
    expect((await w.move(visit.ride.id, rider.token, { action: 'complete' }).expect(400)).body.errors).toEqual({ matched: 'Say whether the home matched its listing.' });
    const bad = await app.http.patch(`/api/v1/rides/${visit.ride.id}`).set(bearer(rider.token)).field('action', 'complete').field('matched', 'true').attach('photos', TestImages.pdf(), 'scan.jpg').expect(400);
    expect(bad.body.errors.photos).toBeTruthy();
    const done = await w.move(visit.ride.id, rider.token, { action: 'complete', matched: false, differences: 'Only one bathroom, not two.' }).expect(200);
    expect(done.body.data.report).toEqual({ matched: false, differences: 'Only one bathroom, not two.', notes: null, photos: [] });
    const listing = await app.http.get(`/api/v1/properties/${propertyId}`).set(w.admin()).expect(200);
    expect(listing.body.data).toMatchObject({ rider_verified: false, review_note: expect.stringContaining('Only one bathroom, not two.') });
    expect(listing.body.data.status).not.toBe('LIVE');

    app.clock.advanceMinutes(45); // 11:15: the 11:00 slot has begun
    const noShow = await w.move(missed.ride.id, rider.token, { action: 'no_show' }).expect(200);
    expect(noShow.body.data).toMatchObject({ status: 'NO_SHOW', allowed_actions: [] });
    const previous = await app.http.get('/api/v1/rides').query({ scope: 'previous' }).set(bearer(rider.token)).expect(200);
    expect(previous.body.data.map((r: Ride) => [r.id, r.status])).toEqual([
      [missed.ride.id, 'NO_SHOW'],
      [visit.ride.id, 'COMPLETED'],
    ]);
  });
});

describe.each(databaseKinds())('visits whose slot has passed, over HTTP (%s)', (kind) => {
  const app = useTestApp(kind);
  const w = rideWorld(app);

  it('a visit nobody took expires (the tenant sees it among previous visits and is texted), one the rider has not closed is overdue in the console', async () => {
    const locality = word();
    const { id } = await w.liveListing({ locality });
    const { tenant, ride: waiting } = await w.book(id, w.slot('09:00'));
    const { ride: confirmed, tenant: visitor } = await w.book(id, w.slot('10:00'));
    const rider = await w.rider();
    await w.assign(confirmed.id, rider.id);
    await w.move(confirmed.id, rider.token, { action: 'confirm' }).expect(200);
    const list = (filter: Record<string, unknown>) =>
      app.http.get('/api/v1/admin/rides').query({ filter: JSON.stringify({ q: locality, ...filter }) }).set(w.admin());

    // Tomorrow 09:00 India time is 03:30 UTC; the clock reads today 10:00 UTC. Move past both slots and six hours more.
    app.clock.advanceSeconds(((24 + 1) * 60 + 30 + 7 * 60) * 60);
    await w.signInAdmin();
    await app.container.get(ExpirePassedRides).execute();
    expect((await w.outbox(tenant.mobileNo!)).at(-1)).toMatch(/sorry, we could not arrange a rider for your visit of .* Book another time: http.*\/tenant\/property-details\//);

    const mine = await app.http.get('/api/v1/rides').query({ scope: 'previous', as: 'tenant' }).set(bearer(await app.tokenFor(tenant.id))).expect(200);
    expect(mine.body.data).toEqual([expect.objectContaining({ id: waiting.id, status: 'EXPIRED', allowed_actions: [] })]);

    const overdue = await list({ overdue: true }).expect(200);
    expect(overdue.body).toEqual([expect.objectContaining({ id: confirmed.id, status: 'CONFIRMED', overdue: true })]);
    expect(overdue.headers['content-range']).toBe('rides 0-0/1');
    expect((await list({ status: 'REQUESTED' }).expect(200)).body).toEqual([]); // "Needs a rider" no longer counts it
    expect((await list({ status: 'EXPIRED' }).expect(200)).body.map((r: Ride) => r.id)).toEqual([waiting.id]);

    // Its tenant is told the time has passed and is no longer offered Cancel; a cancel is refused (409) and changes
    // nothing. Our team may still cancel it, to close a visit its rider cannot.
    const visitorToken = await app.tokenFor(visitor.id);
    const seen = await app.http.get(`/api/v1/rides/${confirmed.id}`).set(bearer(visitorToken)).expect(200);
    expect(seen.body.data).toMatchObject({ status: 'CONFIRMED', slot_over: true, overdue: true, allowed_actions: [] });
    const refused = await w.move(confirmed.id, visitorToken, { action: 'cancel', reason: 'I could not come' }).expect(409);
    expect(refused.body.code).toBe('CANCEL_TOO_LATE');
    expect((await app.http.get(`/api/v1/rides/${confirmed.id}`).set(bearer(visitorToken)).expect(200)).body.data.status).toBe('CONFIRMED');
    await app.http.post(`/api/v1/admin/rides/${confirmed.id}/cancel`).set(w.admin()).send({ reason: 'The rider could not reach the home' }).expect(200);
    expect((await app.http.get(`/api/v1/rides/${confirmed.id}`).set(bearer(visitorToken)).expect(200)).body.data).toMatchObject({ status: 'CANCELLED', overdue: false });
  });
});
