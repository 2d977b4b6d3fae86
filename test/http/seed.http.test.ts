import { describe, expect, it } from 'vitest';
import { UserRepository } from '../../application/users/ports/user.repository.port.js';
import { demoStores, seedDemoData } from '../../adapters/seed/demo-data.js';
import { useTestApp } from '../support/test-app.js';

describe('demo data on first start (pglite)', () => {
  const app = useTestApp('pglite');

  it('seeds people, live listings (some verified) and leads once, and they show through the API', async () => {
    const c = app.container;
    const admin = (await app.signInAdmin()).answer.data;
    const seed = () => seedDemoData(demoStores(c), admin.id, app.clock.now());
    expect(await seed()).toBe(true);
    expect(await seed()).toBe(false);
    const listings = await app.http.get('/api/v1/properties/list').query({ city: 'patna' }).expect(200);
    // Six live homes in Patna, one of them rented through a tenancy confirmed by both (out of search).
    expect(listings.body.meta.total).toBe(5);
    const auth = { Authorization: `Bearer ${admin.token}` };
    const tenancies = (await app.http.get('/api/v1/admin/tenancies').set(auth).expect(200)).body as Array<{ status: string; id: string }>;
    expect(tenancies.map((t) => t.status).sort()).toEqual(['CONFIRMED', 'PROPOSED']);
    // The confirmed tenancy's rent agreement is approved by both; the landlord's PAN is on it, masked.
    const agreements = (await app.http.get('/api/v1/admin/agreements').set(auth).expect(200)).body as Array<{ agreement: Record<string, string | null>; landlord_pan_masked: string | null }>;
    expect(agreements).toHaveLength(1);
    expect(agreements[0]!.agreement).toEqual({ owner_approved_at: expect.any(String), tenant_approved_at: expect.any(String) });
    expect(agreements[0]!.landlord_pan_masked).toBe('******234Q');
    const payments = (await app.http.get('/api/v1/admin/payments').set(auth).expect(200)).body as Array<{ status: string; kind: string }>;
    expect(payments.map((p) => `${p.kind} ${p.status}`)).toEqual(['DEPOSIT DISPUTED', 'RENT CONFIRMED', 'RENT CONFIRMED', 'RENT CONFIRMED']);
    // Three verified by an admin, one by a rider's visit yesterday.
    const verified = (await app.http.get('/api/v1/properties/list').query({ city: 'patna', verified_only: 'true' }).expect(200)).body;
    expect(verified.meta.total).toBe(4);
    expect(verified.data.filter((p: { rider_verified: boolean }) => p.rider_verified)).toHaveLength(1);
    const leads = await app.http.post('/api/v1/leads/list').set({ Authorization: `Bearer ${admin.token}` }).send({ filter: { type: 'PROPERTY' } }).expect(200);
    // Three callback requests from listings, and a tenant who wants to rent after a rider visit.
    expect(leads.body.meta.total).toBe(4);
    expect(leads.body.data.filter((l: { visit_id: string | null }) => l.visit_id !== null)).toHaveLength(1);
    for (const lead of leads.body.data) await app.http.get(`/api/v1/properties/${lead.property_id}`).expect(200);
  });

  it('has a callback request, a query and a property request past the 48-hour reply promise, so the console opens on them marked Late', async () => {
    const auth = { Authorization: `Bearer ${app.adminToken}` };
    const lateFirst = { sort: JSON.stringify(['late_first', 'ASC']), range: '[0,49]' };
    const late = async (resource: string) =>
      ((await app.http.get(`/api/v1/admin/${resource}`).query(lateFirst).set(auth).expect(200)).body as Array<Record<string, unknown>>).filter((r) => r.past_reply_promise);
    const leads = await late('leads');
    expect(leads.map((l) => [l.first_name, l.type, l.property_id !== null])).toEqual([
      ['Suresh', 'PROPERTY', true],
      ['Farhan', 'TENANT', false],
    ]);
    expect((await late('queries')).map((l) => l.first_name)).toEqual(['Farhan']);
    expect((await late('property-request')).map((r) => [r.first_name, r.status])).toEqual([['Rekha', 'NEW']]);
    // Made about three days before the seed.
    const hoursAgo = (row: Record<string, unknown>) => (app.clock.now().getTime() - Date.parse(String(row.created_at))) / 3_600_000;
    expect(leads.map((l) => Math.round(hoursAgo(l)))).toEqual([72, 70]);
  });

  it('seeds approved riders, an application in the queue and a visit in every state, shown in the console and the rider area', async () => {
    const auth = { Authorization: `Bearer ${app.adminToken}` };
    const rides = await app.http.get('/api/v1/admin/rides').query({ range: '[0,49]' }).set(auth).expect(200);
    expect(new Set(rides.body.map((r: { status: string }) => r.status))).toEqual(new Set(['REQUESTED', 'ASSIGNED', 'CONFIRMED', 'STARTED', 'COMPLETED', 'CANCELLED', 'NO_SHOW']));
    // After two completed visits of one home: one tenant wants to rent it, the other found the rent too high.
    const answers = rides.body.filter((r: { decision?: { answer: string | null } }) => r.decision?.answer).map((r: { decision: { answer: string; reason: string | null } }) => [r.decision.answer, r.decision.reason]);
    expect(answers.sort()).toEqual([['INTERESTED', null], ['NOT_INTERESTED', 'RENT']]);
    const riders = await app.http.get('/api/v1/admin/rider').set(auth).expect(200);
    expect(riders.body.map((r: { mobile_no: string }) => r.mobile_no).sort()).toEqual(['9801000021', '9801000022']);
    const queue = await app.http.get('/api/v1/admin/rider-applications').query({ filter: JSON.stringify({ status: 'PENDING' }) }).set(auth).expect(200);
    expect(queue.body.map((a: { mobile_no: string }) => a.mobile_no)).toEqual(['9801000013']);
    const rider = await app.container.get<UserRepository>(UserRepository).findByMobile('9801000021');
    const token = await app.tokenFor(rider!.id);
    const upcoming = await app.http.get('/api/v1/rides').query({ scope: 'upcoming' }).set({ Authorization: `Bearer ${token}` }).expect(200);
    expect(upcoming.body.data.map((r: { status: string }) => r.status).sort()).toEqual(['ASSIGNED', 'CONFIRMED']);
  });
});
