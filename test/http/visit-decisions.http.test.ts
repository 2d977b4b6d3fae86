import { describe, expect, it } from 'vitest';
import { propertyForm } from '../mothers/property.mother.js';
import { UserMother } from '../mothers/user.mother.js';
import { databaseKinds } from '../support/test-database.js';
import { useTestApp } from '../support/test-app.js';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const UNKNOWN_ID = '0190f0a0-0000-7000-8000-00000000dead';
/** The fake clock reads 2026-11-22 10:00 UTC (15:30 in Patna); visits are booked for the next day, 10:00-11:00. */
const TOMORROW = '2026-11-23';

// Its own app: it moves the clock through the visit and past the answer window.
describe.each(databaseKinds())('the decision after a visit over HTTP (%s)', (kind) => {
  const app = useTestApp(kind);

  it('only the tenant answers, only once the visit is completed and within 7 days; the owner is texted, the console queue and the owner\'s counts show it', async () => {
    let admin = bearer(app.adminToken);
    // An owner's live listing, a rider, a tenant's visit tomorrow 10:00-11:00 assigned and confirmed.
    const owner = await app.signedIn('OWNER');
    const created = await app.http.post('/api/v1/properties').set(bearer(owner.token)).send(propertyForm({ submit: true })).expect(201);
    const propertyId: string = created.body.data.id;
    await app.http.post(`/api/v1/properties/${propertyId}/state`).set(admin).send({ action: 'approve' }).expect(200);
    const riderRes = await app.http.post('/api/v1/admin/rider').set(admin).send({ first_name: 'Vikash', last_name: 'Yadav', mobile_no: UserMother.mobile(), city: 'patna' }).expect(201);
    const rider = { id: riderRes.body.id as string, token: await app.tokenFor(riderRes.body.id) };
    const tenant = await app.signedIn('TENANT');
    const booked = await app.http.post('/api/v1/rides').set(bearer(tenant.token)).send({ property_id: propertyId, slot_date: TOMORROW, slot_start: '10:00' }).expect(201);
    const rideId: string = booked.body.data.id;
    await app.http.post(`/api/v1/admin/rides/${rideId}/assign`).set(admin).send({ rider_id: rider.id }).expect(200);
    await app.http.patch(`/api/v1/rides/${rideId}`).set(bearer(rider.token)).send({ action: 'confirm' }).expect(200);
    const decide = (token: string | null, body: Record<string, unknown>, id = rideId) => {
      const request = app.http.put(`/api/v1/rides/${id}/decision`);
      return (token ? request.set(bearer(token)) : request).send(body);
    };

    // Not before the visit is completed (409); the body is checked first (400).
    app.clock.advanceMinutes(18 * 60 + 30);
    await app.http.patch(`/api/v1/rides/${rideId}`).set(bearer(rider.token)).send({ action: 'start' }).expect(200);
    const early = await decide(tenant.token, { decision: 'INTERESTED' }).expect(409);
    expect(early.body.message).toBe('You can answer once the rider has completed the visit.');
    expect((await app.http.get(`/api/v1/rides/${rideId}`).set(bearer(tenant.token)).expect(200)).body.data.decision).toBeUndefined();
    app.clock.advanceMinutes(40);
    await app.http.patch(`/api/v1/rides/${rideId}`).set(bearer(rider.token)).send({ action: 'complete', matched: true }).expect(200);

    // Nobody but the tenant: signed out 401, the owner, the rider and an admin 403; an unknown visit 404.
    admin = bearer((await app.signInAdmin()).token);
    await decide(null, { decision: 'INTERESTED' }).expect(401);
    const byOwner = await decide(owner.token, { decision: 'INTERESTED' }).expect(403);
    expect(byOwner.body.message).toBe('This visit is not yours.');
    await decide(rider.token, { decision: 'INTERESTED' }).expect(403);
    expect((await app.http.put(`/api/v1/rides/${rideId}/decision`).set(admin).send({ decision: 'INTERESTED' }).expect(403)).body.message).toBe(
      'Only the tenant who made the visit can answer.',
    );
    await decide(tenant.token, { decision: 'INTERESTED' }, UNKNOWN_ID).expect(404);

    // 400 with the field to fix.
    expect((await decide(tenant.token, { decision: 'MAYBE' }).expect(400)).body.field_codes).toMatchObject({ decision: { code: 'VISIT_DECISION_CHOICE' } });
    expect((await decide(tenant.token, { decision: 'NOT_INTERESTED' }).expect(400)).body.field_codes).toMatchObject({ reason: { code: 'VISIT_DECISION_REASON' } });
    expect((await decide(tenant.token, { decision: 'NOT_INTERESTED', reason: 'RENT', note: 'too far' }).expect(400)).body.field_codes).toMatchObject({
      note: { code: 'VISIT_DECISION_NOTE_ONLY_OTHER' },
    });

    // The tenant wants to rent it.
    const answered = await decide(tenant.token, { decision: 'INTERESTED' }).expect(200);
    expect(answered.body).toMatchObject({ success: true, message: 'Thank you, your answer is saved.' });
    expect(answered.body.data.decision).toEqual({
      answer: 'INTERESTED',
      reason: null,
      note: null,
      decided_at: app.clock.now().toISOString(),
      first_decided_at: app.clock.now().toISOString(),
      open_until: '2026-11-30T05:10:00.000Z',
      can_answer: true,
    });
    // The rider does not see the answer.
    expect((await app.http.get(`/api/v1/rides/${rideId}`).set(bearer(rider.token)).expect(200)).body.data.decision).toBeUndefined();
    // The owner is told, without the tenant's number.
    await app.drainJobs();
    const texts = (await app.http.get('/api/v1/dev/outbox').query({ to: owner.mobileNo }).expect(200)).body.data.map((m: { text: string }) => m.text);
    expect(texts[0]).toContain('a tenant who visited 2 BHK family flat near Boring Road, Boring Road with our rider wants to rent it.');
    expect(texts[0]).not.toContain(tenant.mobileNo);

    // The console: the lead is first in the queue, linked to the visit, and the Leads grid filters it apart.
    await app.http.post('/api/v1/leads').send({ first_name: 'Later', last_name: 'Caller', mobile_no: UserMother.mobile(), type: 'TENANT' }).expect(201);
    const queue = await app.http.get('/api/v1/admin/leads').query({ sort: JSON.stringify(['priority', 'DESC']) }).set(admin).expect(200);
    expect(queue.body[0]).toMatchObject({ visit_id: rideId, property_id: propertyId, priority: 10, type: 'PROPERTY', status: 'NEW', mobile_no: tenant.mobileNo });
    const fromVisits = await app.http.get('/api/v1/admin/leads').query({ filter: JSON.stringify({ from_visit: true }) }).set(admin).expect(200);
    expect(fromVisits.body.map((l: { visit_id: string }) => l.visit_id)).toEqual([rideId]);
    // …and the console's visit shows the answer.
    expect((await app.http.get(`/api/v1/admin/rides/${rideId}`).set(admin).expect(200)).body.decision).toMatchObject({ answer: 'INTERESTED', can_answer: false });

    // The tenant changes their mind: not for me, the rent. The lead closes; the owner's counts say why, not who.
    app.clock.advanceMinutes(60);
    const changed = await decide(tenant.token, { decision: 'NOT_INTERESTED', reason: 'RENT' }).expect(200);
    expect(changed.body.data.decision).toMatchObject({ answer: 'NOT_INTERESTED', reason: 'RENT', decided_at: app.clock.now().toISOString() });
    expect((await app.http.get(`/api/v1/admin/leads/${queue.body[0].id}`).set(bearer((await app.signInAdmin()).token)).expect(200)).body.status).toBe('CLOSED');

    const counts = await app.http.get('/api/v1/rides/decision-counts').query({ property_ids: propertyId }).set(bearer(owner.token)).expect(200);
    expect(counts.body.data).toEqual([{ property_id: propertyId, visited: 1, interested: 0, not_interested: 1, reasons: { RENT: 1, LOCATION: 0, CONDITION: 0, OWNER: 0, OTHER: 0 } }]);
    expect(JSON.stringify(counts.body)).not.toContain(tenant.id);
    await app.http.get('/api/v1/rides/decision-counts').query({ property_ids: propertyId }).set(bearer(tenant.token)).expect(403);
    await app.http.get('/api/v1/rides/decision-counts').query({ property_ids: 'not-an-id' }).set(bearer(owner.token)).expect(400);
    await app.http.get('/api/v1/rides/decision-counts').query({ property_ids: propertyId }).expect(401);

    // Past the window: 409, the answer stands.
    app.clock.advanceMinutes(7 * 24 * 60);
    const late = await decide(tenant.token, { decision: 'INTERESTED' }).expect(409);
    expect(late.body.message).toBe('Answers can be given or changed only within 7 days of the visit.');
    const seen = await app.http.get(`/api/v1/rides/${rideId}`).set(bearer(tenant.token)).expect(200);
    expect(seen.body.data.decision).toMatchObject({ answer: 'NOT_INTERESTED', reason: 'RENT', can_answer: false });
  });
});
