import { describe, expect, it } from 'vitest';
import { LeadMother } from '../mothers/lead.mother.js';
import { propertyRequestForm } from '../mothers/property-request.mother.js';
import { databaseKinds } from '../support/test-database.js';
import { useTestApp } from '../support/test-app.js';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const HOUR = 3600;
const LATE_FIRST = { sort: JSON.stringify(['late_first', 'ASC']), filter: JSON.stringify({}) };

/**
 * The console's view of people's requests: those past the 48-hour reply promise first and marked (leads, property
 * requests, listing reports), and a request's history with the person's own notes on its record page.
 */
describe.each(databaseKinds())("People's requests on the console (%s)", (kind) => {
  const app = useTestApp(kind);

  const grid = async (resource: string, token: string, range: [number, number] = [0, 24]) => {
    const res = await app.http.get(`/api/v1/admin/${resource}`).query({ ...LATE_FIRST, range: JSON.stringify(range) }).set(bearer(token)).expect(200);
    return { rows: res.body as Array<{ id: string; past_reply_promise?: boolean }>, range: res.headers['content-range'] as string };
  };

  it('lists the requests past the 48-hour promise first, longest waiting first, each marked; then the others in their usual order; a page may span the seam', async () => {
    const admin = bearer(app.adminToken);
    const lead = async () => (await app.http.post('/api/v1/leads').send(LeadMother.form()).expect(201)).body.data.id as string;
    const request = async () => (await app.http.post('/api/v1/property-requests').send(propertyRequestForm()).expect(201)).body.data.id as string;
    // Each report on a listing of its own (made now: listing one needs the first admin's session).
    const listings: string[] = [];
    for (let i = 0; i < 4; i += 1) listings.push((await app.liveListing()).id);
    const report = async () => {
      const id = listings.pop()!;
      const reporter = await app.signedIn('TENANT');
      const made = await app.http.post(`/api/v1/properties/${id}/reports`).set(bearer(reporter.token)).send({ reason: 'BROKER' }).expect(201);
      return { id: made.body.data.id as string, reporter: reporter.token };
    };

    // Two days ago: two still waiting, one the team answered (a report its maker withdrew is closed, so not waiting).
    const [oldestLead, oldestRequest, oldestReport] = [await lead(), await request(), await report()];
    app.clock.advanceSeconds(60);
    const [oldLead, oldRequest, oldReport] = [await lead(), await request(), await report()];
    const [answeredLead, answeredRequest, withdrawnReport] = [await lead(), await request(), await report()];
    await app.http.put(`/api/v1/admin/leads/${answeredLead}`).set(admin).send({ status: 'CONTACTED' }).expect(200);
    await app.http.put(`/api/v1/admin/property-request/${answeredRequest}`).set(admin).send({ status: 'CONTACTED' }).expect(200);
    await app.http.post(`/api/v1/users/me/requests/${withdrawnReport.id}/withdraw`).set(bearer(withdrawnReport.reporter)).expect(200);

    app.clock.advanceSeconds(49 * HOUR);
    const [freshLead, freshRequest, freshReport] = [await lead(), await request(), await report()];
    const token = (await app.signedIn('ADMIN')).token; // the first admin's session ended with the jump

    const leads = await grid('leads', token);
    expect(leads.rows.map((r) => r.id)).toEqual([oldestLead, oldLead, freshLead, answeredLead]);
    expect(leads.rows.map((r) => r.past_reply_promise)).toEqual([true, true, false, false]);
    expect(leads.range).toBe('leads 0-3/4');
    // Rows 1 and 2: the last late one and the first of the others.
    const seam = await grid('leads', token, [1, 2]);
    expect(seam.rows.map((r) => r.id)).toEqual([oldLead, freshLead]);
    expect(seam.range).toBe('leads 1-2/4');
    expect((await grid('leads', token, [3, 9])).rows.map((r) => r.id)).toEqual([answeredLead]);
    // The spec's POST leads/list stays newest first, and takes the same late-first order when asked (pages too).
    const specList = async (body: Record<string, unknown>) =>
      ((await app.http.post('/api/v1/leads/list').set(bearer(token)).send(body).expect(200)).body.data as Array<{ id: string }>).map((l) => l.id);
    expect(await specList({ sort: 'late_first' })).toEqual([oldestLead, oldLead, freshLead, answeredLead]);
    expect(await specList({ sort: 'late_first', limit: 2, page: 2 })).toEqual([freshLead, answeredLead]);
    for (const newest of [await specList({}), await specList({ sort: 'newest_first' })]) {
      expect([newest[0], newest.at(-1)]).toEqual([freshLead, oldestLead]);
    }
    const unknownSort = await app.http.post('/api/v1/leads/list').set(bearer(token)).send({ sort: 'oldest_first' }).expect(400);
    expect(unknownSort.body.errors).toEqual({ sort: 'sort must be one of newest_first, late_first.' });
    // Queries (callbacks without a listing) are the same requests here, in the same order.
    expect((await grid('queries', token)).rows.map((r) => r.id)).toEqual([oldestLead, oldLead, freshLead, answeredLead]);

    const requests = await grid('property-request', token);
    expect(requests.rows.map((r) => r.id)).toEqual([oldestRequest, oldRequest, freshRequest, answeredRequest]);
    expect(requests.rows.map((r) => r.past_reply_promise)).toEqual([true, true, false, false]);

    const reports = await grid('listing-reports', token);
    expect(reports.rows.map((r) => r.id)).toEqual([oldestReport.id, oldReport.id, freshReport.id, withdrawnReport.id]);
    expect(reports.rows.map((r) => r.past_reply_promise)).toEqual([true, true, false, false]);

    // Filtered to one status, the order still puts the late first; the record page carries the mark too.
    const waiting = await app.http.get('/api/v1/admin/leads').query({ ...LATE_FIRST, filter: JSON.stringify({ status: 'NEW' }) }).set(bearer(token)).expect(200);
    expect(waiting.body.map((r: { id: string }) => r.id)).toEqual([oldestLead, oldLead, freshLead]);
    expect((await app.http.get(`/api/v1/admin/leads/${oldLead}`).set(bearer(token)).expect(200)).body.past_reply_promise).toBe(true);
    expect((await app.http.get(`/api/v1/admin/property-request/${freshRequest}`).set(bearer(token)).expect(200)).body.past_reply_promise).toBe(false);
    expect((await app.http.get(`/api/v1/admin/listing-reports/${oldReport.id}`).set(bearer(token)).expect(200)).body.past_reply_promise).toBe(true);
    expect((await app.http.get(`/api/v1/admin/listing-reports/${freshReport.id}`).set(bearer(token)).expect(200)).body.past_reply_promise).toBe(false);

    // Newest first, as before: the mark is on each row whatever the order.
    const newest = await app.http.get('/api/v1/admin/leads').query({ sort: JSON.stringify(['created_at', 'DESC']) }).set(bearer(token)).expect(200);
    expect(newest.body[0]).toMatchObject({ id: freshLead, past_reply_promise: false });
    expect(newest.body.find((r: { id: string }) => r.id === oldestLead).past_reply_promise).toBe(true);

    // Once the team answers, it is no longer late.
    await app.http.put(`/api/v1/admin/leads/${oldestLead}`).set(bearer(token)).send({ status: 'CONTACTED' }).expect(200);
    expect((await grid('leads', token)).rows.map((r) => r.id)).toEqual([oldLead, freshLead, answeredLead, oldestLead]);
  });

  it("shows the team a request's history with the person's notes: admins only", async () => {
    const person = await app.signedIn('TENANT');
    const token = (await app.signedIn('ADMIN')).token;
    const lead = (await app.http.post('/api/v1/leads').set(bearer(person.token)).send(LeadMother.form({ mobile_no: person.mobileNo })).expect(201)).body.data.id as string;
    const request = (await app.http.post('/api/v1/property-requests').set(bearer(person.token)).send(propertyRequestForm({ mobile_no: person.mobileNo })).expect(201)).body.data.id as string;
    app.clock.advanceSeconds(60);
    await app.http.post(`/api/v1/users/me/requests/${lead}/notes`).set(bearer(person.token)).send({ note: 'Please call after 5 pm' }).expect(201);
    await app.http.post(`/api/v1/users/me/requests/${request}/notes`).set(bearer(person.token)).send({ note: 'A ground floor, for my mother' }).expect(201);
    app.clock.advanceSeconds(60);
    await app.http.put(`/api/v1/admin/leads/${lead}`).set(bearer(token)).send({ status: 'CONTACTED' }).expect(200);

    const history = await app.http.get(`/api/v1/admin/leads/${lead}/history`).set(bearer(token)).expect(200);
    expect(history.body.map((l: Record<string, unknown>) => [l.kind, l.status, l.note])).toEqual([
      ['CREATED', 'NEW', null],
      ['NOTE', null, 'Please call after 5 pm'],
      ['STATUS', 'CONTACTED', null],
    ]);
    // A callback without a listing is a query too: the same history there.
    expect((await app.http.get(`/api/v1/admin/queries/${lead}/history`).set(bearer(token)).expect(200)).body).toEqual(history.body);
    const requestHistory = await app.http.get(`/api/v1/admin/property-request/${request}/history`).set(bearer(token)).expect(200);
    expect(requestHistory.body.map((l: Record<string, unknown>) => [l.kind, l.note])).toEqual([
      ['CREATED', null],
      ['NOTE', 'A ground floor, for my mother'],
    ]);

    // Not for the person, nor anyone signed out; a missing request is the resource's 404.
    for (const path of [`leads/${lead}/history`, `property-request/${request}/history`]) {
      await app.http.get(`/api/v1/admin/${path}`).set(bearer(person.token)).expect(403);
      await app.http.get(`/api/v1/admin/${path}`).expect(401);
    }
    await app.http.get(`/api/v1/admin/leads/${request}/history`).set(bearer(token)).expect(404);
    await app.http.get(`/api/v1/admin/property-request/${lead}/history`).set(bearer(token)).expect(404);
    await app.http.get('/api/v1/admin/property-request/not-an-id/history').set(bearer(token)).expect(404);
  });
});
