import { describe, expect, it } from 'vitest';
import { UserRepository } from '../../application/users/ports/user.repository.port.js';
import { propertyForm } from '../mothers/property.mother.js';
import { UserMother } from '../mothers/user.mother.js';
import { databaseKinds } from '../support/test-database.js';
import { useTestApp } from '../support/test-app.js';

const UNKNOWN_ID = '0190f0a0-0000-7000-8000-00000000dead';
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
/** The app trusts one proxy here, so each visitor comes from an address of their own. */
const from = (n: number) => ({ 'X-Forwarded-For': `203.0.113.${n}` });

describe.each(databaseKinds())('reports of listings over HTTP (%s)', (kind) => {
  const app = useTestApp(kind, { TRUST_PROXY: 'true', LISTING_REPORTS_PER_IP_PER_HOUR: '4' });
  const admin = () => bearer(app.adminToken);

  const liveListing = app.liveListing;
  const reportAs = (id: string, headers: Record<string, string>, body: Record<string, unknown> = { reason: 'BROKER', note: 'Asks for brokerage' }) =>
    app.http.post(`/api/v1/properties/${id}/reports`).set(headers).send(body);
  const searchIds = async () => ((await app.http.get('/api/v1/properties/list').query({ city: 'patna', limit: 100 }).expect(200)).body.data as Array<{ id: string }>).map((p) => p.id);
  /** A tenant whose account is two months old: their report counts toward hiding a listing. */
  const establishedTenant = () => app.signedIn('TENANT', { accountDays: 60 });
  /**
   * Three people with established accounts report the listing, each from a network of their own: it is hidden.
   * The first report's id.
   */
  async function hide(id: string, first = 11): Promise<string> {
    const elder = await establishedTenant();
    const one = await reportAs(id, { ...from(first), ...bearer(elder.token) }).expect(201);
    const neighbour = await establishedTenant();
    await reportAs(id, { ...from(first + 1), ...bearer(neighbour.token) }, { reason: 'FRAUD' }).expect(201);
    const tenant = await establishedTenant();
    await reportAs(id, { ...from(first + 2), ...bearer(tenant.token) }, { reason: 'WRONG_DETAILS', note: 'Photos are of another flat' }).expect(201);
    return one.body.data.id as string;
  }

  describe('POST properties/{id}/reports', () => {
    it('takes a report signed out (201) and answers a repeat from the same address with the first one (200), counted once', async () => {
      const { id } = await liveListing();
      const res = await reportAs(id, from(1), { reason: 'FRAUD', note: ' Wants ₹5,000 before showing it ' }).expect(201);
      expect(res.body).toMatchObject({ success: true, message: 'Thank you. Our team will check this listing.', data: { already_reported: false } });
      const again = await reportAs(id, from(1), { reason: 'ALREADY_RENTED' }).expect(200);
      expect(again.body).toMatchObject({ success: true, message: 'You have already reported this listing. Our team is checking it.', data: { id: res.body.data.id, already_reported: true } });
      const row = (await app.http.get(`/api/v1/admin/listing-reports/${res.body.data.id}`).set(admin()).expect(200)).body;
      expect(row).toMatchObject({ reason: 'FRAUD', note: 'Wants ₹5,000 before showing it', anonymous: true, reporter_user_id: null, reporter_mobile_no: null, reporter_standing: 'VISITOR', status: 'OPEN', open_reports: 1 });
    });

    it('keeps a signed-in reporter’s phone; a bad token is 401, the owner 403', async () => {
      const { owner, id } = await liveListing();
      const tenant = await app.signedIn('TENANT');
      const res = await reportAs(id, { ...from(2), ...bearer(tenant.token) }).expect(201);
      const row = (await app.http.get(`/api/v1/admin/listing-reports/${res.body.data.id}`).set(admin()).expect(200)).body;
      expect(row).toMatchObject({ anonymous: false, reporter_user_id: tenant.id, reporter_mobile_no: tenant.mobileNo, reporter_standing: 'NEW' });
      await reportAs(id, { ...from(2), ...bearer('not-a-session') }).expect(401);
      const own = await reportAs(id, { ...from(2), ...bearer(owner.token) }).expect(403);
      expect(own.body.message).toBe('You cannot report your own listing.');
    });

    it('answers 400 with the field messages, and 404 for a listing that is not public', async () => {
      const { id } = await liveListing();
      expect((await reportAs(id, from(3), {}).expect(400)).body.errors).toEqual({ reason: 'Choose what is wrong with this listing.' });
      expect((await reportAs(id, from(3), { reason: 'OTHER' }).expect(400)).body.errors).toEqual({ note: 'Tell us in a few words what is wrong.' });
      expect((await reportAs(id, from(3), { reason: 'BROKER', note: 'x'.repeat(501) }).expect(400)).body.errors).toEqual({ note: 'Must be at most 500 characters.' });
      await reportAs(UNKNOWN_ID, from(3)).expect(404);
      await reportAs('not-an-id', from(3)).expect(404);
      const owner = await app.signedIn('OWNER');
      const draft = await app.http.post('/api/v1/properties').set(bearer(owner.token)).send(propertyForm()).expect(201);
      expect((await reportAs(draft.body.data.id, from(3)).expect(404)).body.message).toBe('Property not found.');
    });

    it('caps anonymous reports per address (429 with Retry-After); another address is not held back', async () => {
      const listings = [];
      for (let i = 0; i < 5; i += 1) listings.push((await liveListing()).id);
      for (const id of listings.slice(0, 4)) await reportAs(id, from(4)).expect(201);
      const capped = await reportAs(listings[4]!, from(4)).expect(429);
      expect(capped.body.message).toBe('Too many reports. Please try again later.');
      expect(Number(capped.headers['retry-after'])).toBeGreaterThan(0);
      await reportAs(listings[4]!, from(5)).expect(201);
    });

    it('visitors at three addresses and two free sign-ups do not hide a listing; three established people do, and its page then answers 409 saying it is under review', async () => {
      const { owner, id } = await liveListing({ title: 'Reported flat near Patna Junction' });
      for (const n of [24, 25, 26]) await reportAs(id, from(n)).expect(201);
      for (const n of [27, 28]) await reportAs(id, { ...from(n), ...bearer((await app.signedIn('TENANT', { accountDays: 0 })).token) }, { reason: 'ALREADY_RENTED' }).expect(201);
      expect(await searchIds()).toContain(id);
      await hide(id, 21);
      expect(await searchIds()).not.toContain(id);
      const visitor = await app.http.get(`/api/v1/properties/${id}`).expect(409);
      expect(visitor.body.message).toBe('This home is under review: people reported it and our team is checking it.');
      expect((await app.http.get(`/api/v1/properties/${id}`).set(bearer(owner.token)).expect(200)).body.data.status).toBe('UNDER_REVIEW');
    });
  });

  describe("the owner's side of a check", () => {
    const outbox = async (to: string) => ((await app.http.get('/api/v1/dev/outbox').query({ to }).expect(200)).body.data as Array<{ text: string }>).map((m) => m.text);

    it('texts the owner once when reports hide the listing, and shows them why (reasons and how many people, never who)', async () => {
      const { owner, id } = await liveListing({ title: 'Reported flat near Patna Junction' });
      const before = await app.http.get(`/api/v1/properties/${id}/report-check`).set(bearer(owner.token)).expect(200);
      expect(before.body.data).toMatchObject({ held: false, status: 'LIVE' });
      const first = await hide(id, 91);
      await app.drainJobs();
      const heldText =
        'GharSetu: your listing "Reported flat near Patna Junction" is hidden from search while we check reports about it. See why and answer us from Your Properties.';
      expect((await outbox(owner.mobileNo!)).filter((t) => t === heldText)).toHaveLength(1);
      const check = await app.http.get(`/api/v1/properties/${id}/report-check`).set(bearer(owner.token)).expect(200);
      expect(check.body.data).toMatchObject({ property_id: id, status: 'UNDER_REVIEW', held: true, answers: [] });
      expect(check.body.data.reasons).toEqual([
        { reason: 'BROKER', people: 1 },
        { reason: 'FRAUD', people: 1 },
        { reason: 'WRONG_DETAILS', people: 1 },
      ]);
      expect(JSON.stringify(check.body.data)).not.toMatch(/Photos are of another flat|mobile|reporter/);
      // A fourth report while it is held texts nobody again.
      await reportAs(id, { ...from(95), ...bearer((await establishedTenant()).token) }).expect(201);
      await app.drainJobs();
      expect((await outbox(owner.mobileNo!)).filter((t) => t === heldText)).toHaveLength(1);
      const stranger = await app.signedIn('OWNER');
      await app.http.get(`/api/v1/properties/${id}/report-check`).set(bearer(stranger.token)).expect(404);
      expect(first).toBeTruthy();
    });

    it('lets the owner answer while held (at most 3), and the admin reads the answers beside the reports', async () => {
      const { owner, id } = await liveListing();
      await app.http.post(`/api/v1/properties/${id}/report-answers`).set(bearer(owner.token)).send({ text: 'Still available, call me any time.' }).expect(409);
      const first = await hide(id, 101);
      const short = await app.http.post(`/api/v1/properties/${id}/report-answers`).set(bearer(owner.token)).send({ text: 'No' }).expect(400);
      expect(short.body.errors).toEqual({ text: 'Write your answer in 10 to 1000 characters.' });
      const stranger = await app.signedIn('OWNER');
      await app.http.post(`/api/v1/properties/${id}/report-answers`).set(bearer(stranger.token)).send({ text: 'I am not the owner of this.' }).expect(404);
      const saved = await app.http.post(`/api/v1/properties/${id}/report-answers`).set(bearer(owner.token)).send({ text: '  I am the owner; my brother   lives downstairs. ' }).expect(201);
      expect(saved.body.message).toBe('Thank you. Our team will read your answer before deciding.');
      expect(saved.body.data.answers).toEqual([expect.objectContaining({ text: 'I am the owner; my brother lives downstairs.' })]);
      for (const n of [2, 3]) await app.http.post(`/api/v1/properties/${id}/report-answers`).set(bearer(owner.token)).send({ text: `Answer number ${n} from the owner.` }).expect(201);
      const fourth = await app.http.post(`/api/v1/properties/${id}/report-answers`).set(bearer(owner.token)).send({ text: 'One more thing to add here.' }).expect(409);
      expect(fourth.body.message).toBe('You have sent 3 answers for this check. Our team will read them before deciding.');
      const page = await app.http.get(`/api/v1/admin/listing-reports/${first}`).set(admin()).expect(200);
      expect(page.body.owner_answers.map((a: { text: string }) => a.text)).toEqual([
        'Answer number 3 from the owner.',
        'Answer number 2 from the owner.',
        'I am the owner; my brother lives downstairs.',
      ]);
      // Dismissed: back in search, nothing more to answer.
      await app.http.post(`/api/v1/admin/listing-reports/${first}/dismiss`).set(admin()).send({ note: 'The owner explained' }).expect(200);
      await app.http.post(`/api/v1/properties/${id}/report-answers`).set(bearer(owner.token)).send({ text: 'Thanks for checking it.' }).expect(409);
    });
  });

  describe('the console (admin/listing-reports)', () => {
    it('is for admins only: 401 signed out, 403 for every other role', async () => {
      const { id } = await liveListing();
      const reportId = (await reportAs(id, from(31)).expect(201)).body.data.id as string;
      for (const [method, path] of [
        ['get', '/api/v1/admin/listing-reports'],
        ['get', `/api/v1/admin/listing-reports/${reportId}`],
        ['get', `/api/v1/admin/listing-reports/${reportId}/history`],
        ['post', `/api/v1/admin/listing-reports/${reportId}/dismiss`],
        ['post', `/api/v1/admin/listing-reports/${reportId}/take-down`],
        ['post', `/api/v1/admin/listing-reports/${reportId}/check-visit`],
      ] as const) {
        await app.http[method](path).expect(401);
        for (const role of ['TENANT', 'OWNER', 'RIDER'] as const) await app.http[method](path).set(bearer((await app.signedIn(role)).token)).expect(403);
      }
    });

    it('lists the queue with filters and Content-Range, and shows a report with its listing and every report of it', async () => {
      const { owner, id } = await liveListing({ title: 'Queue flat' });
      const first = await hide(id, 41);
      const list = await app.http.get('/api/v1/admin/listing-reports').query({ filter: JSON.stringify({ property_id: id, status: 'OPEN' }), sort: JSON.stringify(['created_at', 'DESC']), range: '[0,9]' }).set(admin()).expect(200);
      expect(list.headers['content-range']).toBe('listing-reports 0-2/3');
      expect(list.body.map((r: { reason: string }) => r.reason)).toEqual(['WRONG_DETAILS', 'FRAUD', 'BROKER']);
      expect(list.body[0]).toMatchObject({ listing: { id, title: 'Queue flat', status: 'UNDER_REVIEW' }, open_reports: 3 });
      const fraud = await app.http.get('/api/v1/admin/listing-reports').query({ filter: JSON.stringify({ property_id: id, reason: 'FRAUD' }) }).set(admin()).expect(200);
      expect(fraud.body).toHaveLength(1);
      await app.http.get('/api/v1/admin/listing-reports').query({ filter: JSON.stringify({ reason: 'SPAM' }) }).set(admin()).expect(400);
      await app.http.get('/api/v1/admin/listing-reports').query({ filter: JSON.stringify({ property_id: 'x' }) }).set(admin()).expect(400);
      const details = (await app.http.get(`/api/v1/admin/listing-reports/${first}`).set(admin()).expect(200)).body;
      expect(details).toMatchObject({ id: first, owner: { id: owner.id, mobile_no: owner.mobileNo }, check_visits: [], actions: ['dismiss', 'take_down', 'check_visit'] });
      expect(details.reports.map((r: { reason: string }) => r.reason)).toEqual(['WRONG_DETAILS', 'FRAUD', 'BROKER']);
      await app.http.get(`/api/v1/admin/listing-reports/${UNKNOWN_ID}`).set(admin()).expect(404);
      await app.http.get('/api/v1/admin/listing-reports/nope').set(admin()).expect(404);
    });

    it('dismiss puts the listing back in search and closes the reports; a second dismiss is 409', async () => {
      const { id } = await liveListing();
      const first = await hide(id, 51);
      const res = await app.http.post(`/api/v1/admin/listing-reports/${first}/dismiss`).set(admin()).send({ note: 'Owner showed papers' }).expect(200);
      expect(res.body).toMatchObject({ status: 'DISMISSED', review_note: 'Owner showed papers', listing: { status: 'LIVE' }, open_reports: 0, actions: ['take_down', 'check_visit'] });
      expect(res.body.reports.every((r: { status: string }) => r.status === 'DISMISSED')).toBe(true);
      expect(await searchIds()).toContain(id);
      await app.http.get(`/api/v1/properties/${id}`).expect(200);
      expect((await app.http.post(`/api/v1/admin/listing-reports/${first}/dismiss`).set(admin()).send({}).expect(409)).body.message).toBe('This listing has no open reports.');
      expect((await app.http.post(`/api/v1/admin/listing-reports/${first}/dismiss`).set(admin()).send({ note: 'x'.repeat(501) }).expect(400)).body.errors).toHaveProperty('note');
    });

    it('take down rejects the listing and texts its owner the reason (from the job queue, in the dev outbox)', async () => {
      const { owner, id } = await liveListing();
      const first = await hide(id, 61);
      const short = await app.http.post(`/api/v1/admin/listing-reports/${first}/take-down`).set(admin()).send({ reason: 'Bad' }).expect(400);
      expect(short.body.errors).toEqual({ reason: 'Give a reason (5 to 500 characters): the owner reads it in an SMS.' });
      const res = await app.http.post(`/api/v1/admin/listing-reports/${first}/take-down`).set(admin()).send({ reason: 'The advertiser is a broker, not the owner' }).expect(200);
      expect(res.body).toMatchObject({ status: 'ACTIONED', listing: { status: 'REJECTED', rejection_reason: 'The advertiser is a broker, not the owner' }, actions: [] });
      await app.http.get(`/api/v1/properties/${id}`).expect(404);
      await app.drainJobs();
      const texts = (await app.http.get('/api/v1/dev/outbox').query({ to: owner.mobileNo }).expect(200)).body.data.map((m: { text: string }) => m.text);
      expect(texts).toContain(
        'GharSetu: your listing "2 BHK family flat near Boring Road" was taken down after a review of reports. Reason: The advertiser is a broker, not the owner. Fix it and submit it again from Your Properties.',
      );
      await app.http.post(`/api/v1/admin/listing-reports/${first}/take-down`).set(admin()).send({ reason: 'Once more, please' }).expect(409);
    });

    it("a report's history: filed, the reporter's note, dismissed (the listing back in search), the listing taken down later and put back; who acted, oldest first; admins only", async () => {
      const { owner, id } = await liveListing();
      const elder = await establishedTenant();
      const reportId = (await reportAs(id, { ...from(111), ...bearer(elder.token) }).expect(201)).body.data.id as string;
      app.clock.advanceSeconds(60);
      await app.http.post(`/api/v1/users/me/requests/${reportId}/notes`).set(bearer(elder.token)).send({ note: 'He asked for cash before the visit' }).expect(201);
      for (const n of [112, 113]) await reportAs(id, { ...from(n), ...bearer((await establishedTenant()).token) }, { reason: 'FRAUD' }).expect(201);
      app.clock.advanceSeconds(60);
      await app.http.post(`/api/v1/admin/listing-reports/${reportId}/dismiss`).set(admin()).send({ note: 'Owner showed papers' }).expect(200);
      // Reported again later, and taken down from that report; the owner fixes it and an admin approves it again.
      app.clock.advanceSeconds(60);
      const later = (await reportAs(id, from(114), { reason: 'ALREADY_RENTED' }).expect(201)).body.data.id as string;
      app.clock.advanceSeconds(60);
      await app.http.post(`/api/v1/admin/listing-reports/${later}/take-down`).set(admin()).send({ reason: 'Rented out in October' }).expect(200);
      app.clock.advanceSeconds(60);
      await app.http.post(`/api/v1/properties/${id}/state`).set(bearer(owner.token)).send({ action: 'submit' }).expect(200);
      await app.http.post(`/api/v1/properties/${id}/state`).set(admin()).send({ action: 'approve' }).expect(200);

      const lines = async (report: string) =>
        ((await app.http.get(`/api/v1/admin/listing-reports/${report}/history`).set(admin()).expect(200)).body as Array<Record<string, unknown>>).map((l) => [l.kind, l.by_name, l.note]);
      expect(await lines(reportId)).toEqual([
        ['FILED', null, null],
        ['NOTE', null, 'He asked for cash before the visit'],
        ['DISMISSED', 'Site Admin', 'Owner showed papers'],
        ['RESTORED', 'Site Admin', null],
        ['TAKEN_DOWN', 'Site Admin', 'Rented out in October'],
        ['RESTORED', 'Site Admin', null],
      ]);
      // The report the listing was taken down from: its own review is the one take-down line.
      expect(await lines(later)).toEqual([
        ['FILED', null, null],
        ['TAKEN_DOWN', 'Site Admin', 'Rented out in October'],
        ['RESTORED', 'Site Admin', null],
      ]);
      const history = (await app.http.get(`/api/v1/admin/listing-reports/${reportId}/history`).set(admin()).expect(200)).body as Array<{ at: string; by_id: string | null }>;
      expect(history.map((l) => l.at)).toEqual([...history.map((l) => l.at)].sort());
      expect(history[2]!.by_id).toEqual(expect.any(String));

      // Not the reporter's nor the owner's to read (every other role: the console's role check above).
      const path = `/api/v1/admin/listing-reports/${reportId}/history`;
      await app.http.get(path).set(bearer(elder.token)).expect(403);
      await app.http.get(path).set(bearer(owner.token)).expect(403);
      await app.http.get(`/api/v1/admin/listing-reports/${UNKNOWN_ID}/history`).set(admin()).expect(404);
      await app.http.get('/api/v1/admin/listing-reports/nope/history').set(admin()).expect(404);
    });

    it('books a check visit given to a free rider of the city (201), or says nobody is free (409)', async () => {
      const { id } = await liveListing({ city: 'darbhanga', locality: 'Laheriasarai' });
      const first = (await reportAs(id, from(71)).expect(201)).body.data.id as string;
      const none = await app.http.post(`/api/v1/admin/listing-reports/${first}/check-visit`).set(admin()).send({ slot_date: '2026-11-24', slot_start: '11:00' }).expect(409);
      expect(none.body.message).toBe('No rider in Darbhanga is free and on duty at that time. Pick another time.');
      const rider = await app.http
        .post('/api/v1/admin/rider')
        .set(admin())
        .send({ first_name: 'Vikash', last_name: 'Yadav', mobile_no: UserMother.mobile(), city: 'darbhanga' })
        .expect(201);
      const res = await app.http.post(`/api/v1/admin/listing-reports/${first}/check-visit`).set(admin()).send({ slot_date: '2026-11-24', slot_start: '11:00' }).expect(201);
      expect(res.body.check_visits).toEqual([
        expect.objectContaining({ status: 'ASSIGNED', rider_id: rider.body.id, rider_name: 'Vikash Yadav', slot_start_at: '2026-11-24T05:30:00.000Z', matched: null }),
      ]);
      const ride = (await app.http.get(`/api/v1/admin/rides/${res.body.check_visits[0].id}`).set(admin()).expect(200)).body;
      expect(ride).toMatchObject({ status: 'ASSIGNED', property: { id }, purpose: 'CHECK', tenant: null, check_reasons: ['BROKER'], booked_by: { first_name: 'Site', last_name: 'Admin' } });
      expect(res.body.check_visits[0]).toMatchObject({ booked_by_id: ride.booked_by.id, booked_by_name: 'Site Admin' });
      expect((await app.http.post(`/api/v1/admin/listing-reports/${first}/check-visit`).set(admin()).send({ slot_date: '2026-11-24', slot_start: '20:00' }).expect(400)).body.errors).toHaveProperty('slot_start');
    });

    it('a check visit has no tenant: its rider sees a check of the reported listing, never the admin, and the admin gets no tenant’s text', async () => {
      const { id } = await liveListing({ city: 'gaya', locality: 'Civil Lines' });
      const first = (await reportAs(id, from(81), { reason: 'FRAUD', note: 'Wants money before showing it' }).expect(201)).body.data.id as string;
      const rider = (await app.http.post('/api/v1/admin/rider').set(admin()).send({ first_name: 'Pooja', last_name: 'Sinha', mobile_no: UserMother.mobile(), city: 'gaya' }).expect(201)).body;
      // An admin with a phone of their own books it.
      const booker = UserMother.admin({ firstName: 'Meera', lastName: 'Jha', mobileNo: UserMother.mobile() });
      await app.container.get<UserRepository>(UserRepository).save(booker);
      const bookerAuth = bearer(await app.tokenFor(booker.id));
      const booked = await app.http.post(`/api/v1/admin/listing-reports/${first}/check-visit`).set(bookerAuth).send({ slot_date: '2026-11-24', slot_start: '12:00', note: 'Ask who owns it' }).expect(201);
      const rideId = booked.body.check_visits[0].id as string;
      expect(booked.body.check_visits[0]).toMatchObject({ booked_by_id: booker.id, booked_by_name: 'Meera Jha' });
      const riderToken = await app.tokenFor(rider.id);
      const seen = (await app.http.get(`/api/v1/rides/${rideId}`).set(bearer(riderToken)).expect(200)).body.data;
      expect(seen).toMatchObject({ purpose: 'CHECK', tenant: null, check_reasons: ['FRAUD'], tenant_note: 'Ask who owns it', allowed_actions: ['confirm'] });
      expect(seen).not.toHaveProperty('booked_by');
      // Nothing of the admin's: not their name, not their id, not their number.
      for (const trace of ['Meera', 'Jha', booker.id, booker.mobileNo!]) expect(JSON.stringify(seen)).not.toContain(trace);
      const upcoming = (await app.http.get('/api/v1/rides').query({ scope: 'upcoming', as: 'rider' }).set(bearer(riderToken)).expect(200)).body.data;
      expect(upcoming.map((r: { id: string; tenant: unknown }) => [r.id, r.tenant])).toEqual([[rideId, null]]);
      // The rider confirms, then the admin cancels: the texts of a tenant go nowhere; the rider is told.
      await app.http.patch(`/api/v1/rides/${rideId}`).set(bearer(riderToken)).send({ action: 'confirm' }).expect(200);
      await app.http.post(`/api/v1/admin/rides/${rideId}/cancel`).set(admin()).send({ reason: 'The owner took it down' }).expect(200);
      await app.drainJobs();
      const outbox = async (to: string) => ((await app.http.get('/api/v1/dev/outbox').query({ to }).expect(200)).body.data as Array<{ text: string }>).map((m) => m.text);
      expect(await outbox(booker.mobileNo!)).toEqual([]);
      const riderTexts = await outbox(rider.mobile_no);
      expect(riderTexts).toHaveLength(2);
      expect(riderTexts.join(' ')).toContain('is cancelled. Reason: The owner took it down');
    });
  });
});

// The details page of a listing under review, as the server renders it (the real build in dist/, docs/adr/0009).
describe.each(databaseKinds())('the details page of a reported listing (%s)', (kind) => {
  const app = useTestApp(kind, { STATIC_DIR: 'dist', TRUST_PROXY: 'true' });

  it('says the home is under review (200, not the 404 page), with no listing data and no report button', async () => {
    const owner = await app.signedIn('OWNER');
    const created = await app.http.post('/api/v1/properties').set(bearer(owner.token)).send(propertyForm({ title: 'Flat reported three times', city: 'gaya', locality: 'Civil Lines', submit: true })).expect(201);
    const id = created.body.data.id as string;
    await app.http.post(`/api/v1/properties/${id}/state`).set(bearer(app.adminToken)).send({ action: 'approve' }).expect(200);
    const live = await app.http.get(`/tenant/property-details/${id}`).expect(200);
    expect(live.text).toContain('data-testid="report-listing-button"');
    for (const n of [91, 92, 93]) {
      const person = await app.signedIn('TENANT', { accountDays: 60 });
      await app.http.post(`/api/v1/properties/${id}/reports`).set({ ...from(n), ...bearer(person.token) }).send({ reason: 'FRAUD' }).expect(201);
    }
    const res = await app.http.get(`/tenant/property-details/${id}`).expect(200);
    // Not a page to index, and its way out is the listing's own city.
    expect(res.text).toContain('<meta name="robots" content="noindex" />');
    expect(res.text).not.toContain('hreflang');
    expect(res.text).toContain('"city":"gaya"');
    expect(res.text).toContain('data-testid="under-review"');
    expect(res.text).toContain('This home is under review');
    expect(res.text).not.toContain('Flat reported three times');
    expect(res.text).not.toContain('data-testid="not-found"');
    expect(res.text).not.toContain('report-listing-button');
    expect(res.text).toContain('"kind":"details-under-review"');
  });
});
