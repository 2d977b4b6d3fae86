import { describe, expect, it } from 'vitest';
import { TenancyMother } from '../mothers/tenancy.mother.js';
import { confirmTermsAs, proposedTenancy } from '../support/tenancy-http.js';
import { databaseKinds } from '../support/test-database.js';
import { useTestApp } from '../support/test-app.js';

const UNKNOWN_ID = '0190f0a0-0000-7000-8000-00000000dead';
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

describe.each(databaseKinds())('tenancies and payments over HTTP (%s)', (kind) => {
  const app = useTestApp(kind);
  const admin = () => bearer(app.adminToken);


  it('the owner proposes, both confirm with their codes, the listing leaves search; a stranger gets 404', async () => {
    const { owner, tenant, tenancyId, propertyId, body } = await proposedTenancy(app);
    expect(body.data).toMatchObject({ status: 'PROPOSED', as: 'OWNER', rent: 12000, term_months: 11, owner_confirmed: false, tenant_confirmed: false });
    const stranger = await app.signedIn('TENANT');
    await app.http.get(`/api/v1/tenancies/${tenancyId}`).set(bearer(stranger.token)).expect(404);
    await app.http.post(`/api/v1/tenancies/${tenancyId}/code`).set(bearer(stranger.token)).expect(404);
    await app.http.get(`/api/v1/tenancies/${tenancyId}`).expect(401);
    const half = await confirmTermsAs(app, tenancyId, owner);
    expect(half.status).toBe(200);
    expect(half.body.data).toMatchObject({ status: 'PROPOSED', owner_confirmed: true });
    app.clock.advanceSeconds(1);
    const both = (await confirmTermsAs(app, tenancyId, tenant)).body;
    expect(both.data).toMatchObject({ status: 'CONFIRMED', owner_confirmed: true, tenant_confirmed: true });
    expect(both.data.history.map((e: { action: string }) => e.action)).toEqual(['propose', 'confirm', 'confirm']);
    const listing = await app.http.get(`/api/v1/properties/${propertyId}`).set(bearer(owner.token)).expect(200);
    expect(listing.body.data.status).toBe('RENTED');
    const mine = await app.http.get('/api/v1/tenancies').set(bearer(tenant.token)).query({ limit: 5 }).expect(200);
    expect(mine.body.meta).toMatchObject({ page: 1, limit: 5, total: 1 });
    await app.http.get('/api/v1/tenancies').set(bearer(tenant.token)).query({ limit: 500 }).expect(400);
  });

  it('a change after the code was sent: the old code confirms nothing (409), the terms shown are the new ones', async () => {
    const { owner, tenant, tenancyId } = await proposedTenancy(app);
    await app.http.post(`/api/v1/tenancies/${tenancyId}/code`).set(bearer(tenant.token)).expect(200);
    await app.drainJobs();
    const code = await app.lastOtp(tenant.mobileNo!);
    const changed = await app.http.patch(`/api/v1/tenancies/${tenancyId}`).set(bearer(owner.token)).send({ rent: 20000 }).expect(200);
    expect(changed.body.data).toMatchObject({ rent: 20000, terms_version: 2 });
    const refused = await app.http.post(`/api/v1/tenancies/${tenancyId}/confirm`).set(bearer(tenant.token)).send({ code }).expect(409);
    expect(refused.body.code).toBe('TENANCY_TERMS_CHANGED');
    const wrong = await app.http.post(`/api/v1/tenancies/${tenancyId}/confirm`).set(bearer(tenant.token)).send({ code: '12345' }).expect(400);
    expect(Object.keys(wrong.body.errors)).toEqual(['otp']);
  });

  it('payments: a token needs a visit, the other party confirms by code or disputes; the console lists disputed first and voids with a reason', async () => {
    const { owner, tenant, tenancyId } = await proposedTenancy(app);
    const record = (who: { token: string }, body: Record<string, unknown>) =>
      app.http.post(`/api/v1/tenancies/${tenancyId}/payments`).set(bearer(who.token)).send({ mode: 'UPI', paid_on: '2026-11-22', ...body });
    expect((await record(tenant, { kind: 'TOKEN', amount: 2000 }).expect(409)).body.code).toBe('TOKEN_NEEDS_VISIT');
    await app.http.post(`/api/v1/tenancies/${tenancyId}/visit`).set(bearer(tenant.token)).send({ visited_on: '2026-11-21' }).expect(403);
    await app.http.post(`/api/v1/tenancies/${tenancyId}/visit`).set(bearer(owner.token)).send({ visited_on: '2026-11-21' }).expect(200);
    const token = (await record(tenant, { kind: 'TOKEN', amount: 2000 }).expect(201)).body.data;
    expect(token).toMatchObject({ kind: 'TOKEN', amount: 2000, status: 'PENDING', recorded_by_party: 'TENANT' });
    await app.http.post(`/api/v1/payments/${token.id}/code`).set(bearer(tenant.token)).expect(403);
    const asked = await app.http.post(`/api/v1/payments/${token.id}/code`).set(bearer(owner.token)).expect(200);
    expect(asked.body.data.actions).toEqual(['request_code', 'confirm', 'dispute']);
    await app.drainJobs();
    const code = await app.lastOtp(owner.mobileNo!);
    expect((await app.http.post(`/api/v1/payments/${token.id}/confirm`).set(bearer(owner.token)).send({ code }).expect(200)).body.data.status).toBe('CONFIRMED');
    const deposit = (await record(owner, { kind: 'DEPOSIT', amount: 24000 }).expect(201)).body.data;
    expect((await app.http.post(`/api/v1/payments/${deposit.id}/dispute`).set(bearer(tenant.token)).send({ note: 'Never paid' }).expect(200)).body.data.status).toBe('DISPUTED');
    // Console: admins only, disputed first, void with a reason.
    await app.http.get('/api/v1/admin/payments').set(bearer(tenant.token)).expect(403);
    const grid = await app.http.get('/api/v1/admin/payments').set(admin()).query({ sort: '["created_at","DESC"]', range: '[0,9]' }).expect(200);
    expect(grid.body[0].id).toBe(deposit.id);
    expect(grid.headers['content-range']).toMatch(/^payments 0-\d+\/\d+$/);
    const short = await app.http.post(`/api/v1/admin/payments/${deposit.id}/void`).set(admin()).send({ reason: 'no' }).expect(400);
    expect(Object.keys(short.body.errors)).toEqual(['reason']);
    const voided = await app.http.post(`/api/v1/admin/payments/${deposit.id}/void`).set(admin()).send({ reason: 'Recorded by a fraudster' }).expect(200);
    expect(voided.body).toMatchObject({ status: 'VOIDED', void_reason: 'Recorded by a fraudster' });
    await app.http.post(`/api/v1/admin/payments/${deposit.id}/void`).set(bearer(owner.token)).send({ reason: 'Recorded by a fraudster' }).expect(403);
    const page = await app.http.get(`/api/v1/admin/tenancies/${tenancyId}`).set(admin()).expect(200);
    expect(page.body.history.map((e: { action: string }) => e.action)).toContain('void_payment');
    const tenancies = await app.http.get('/api/v1/admin/tenancies').set(admin()).query({ filter: JSON.stringify({ status: 'PROPOSED' }) }).expect(200);
    expect(tenancies.body.map((t: { id: string }) => t.id)).toContain(tenancyId);
    await app.http.get(`/api/v1/admin/tenancies/${UNKNOWN_ID}`).set(admin()).expect(404);
  });

  it('rent only on a confirmed tenancy; notice and the end; the admin voids a tenancy', async () => {
    const { owner, tenant, tenancyId } = await proposedTenancy(app);
    const rent = TenancyMother.payment({ kind: 'RENT', amount: 12000, forMonth: undefined });
    const body = { kind: rent.kind, amount: rent.amount, mode: rent.mode, paid_on: rent.paidOn, for_month: '2026-12' };
    expect((await app.http.post(`/api/v1/tenancies/${tenancyId}/payments`).set(bearer(tenant.token)).send(body).expect(409)).body.code).toBe('RENT_NEEDS_CONFIRMED_TENANCY');
    await confirmTermsAs(app, tenancyId, owner);
    app.clock.advanceSeconds(1);
    await confirmTermsAs(app, tenancyId, tenant);
    await app.http.post(`/api/v1/tenancies/${tenancyId}/payments`).set(bearer(tenant.token)).send(body).expect(201);
    await app.http.post(`/api/v1/tenancies/${tenancyId}/withdraw`).set(bearer(owner.token)).send({}).expect(409);
    const notice = await app.http.post(`/api/v1/tenancies/${tenancyId}/notice`).set(bearer(tenant.token)).send({ move_out_date: '2026-12-31' }).expect(200);
    expect(notice.body.data).toMatchObject({ status: 'ENDING', move_out_date: '2026-12-31' });
    expect((await app.http.post(`/api/v1/tenancies/${tenancyId}/end`).set(bearer(owner.token)).expect(409)).body.code).toBe('TENANCY_TOO_EARLY_TO_END');
    const voided = await app.http.post(`/api/v1/admin/tenancies/${tenancyId}/void`).set(admin()).send({ reason: 'Fake owner, reported by police' }).expect(200);
    expect(voided.body.status).toBe('VOIDED');
  });

  it('a malformed field is refused by its rule before the tenancy is read; what needs the tenancy is judged after it', async () => {
    const { owner, tenancyId } = await proposedTenancy(app);
    const typo = await app.http.post(`/api/v1/tenancies/${UNKNOWN_ID}/notice`).set(bearer(owner.token)).send({ move_out_date: '2026-02-30' }).expect(400);
    expect(typo.body.field_codes).toEqual({ move_out_date: { code: 'DATE', params: {} } });
    const changed = await app.http.patch(`/api/v1/tenancies/${tenancyId}`).set(bearer(owner.token)).send({ rent: '12,000', rent_due_day: 31 }).expect(400);
    expect(changed.body.field_codes).toMatchObject({ rent: { code: 'NUMBER' }, rent_due_day: { code: 'AT_MOST', params: { max: 28 } } });
    // A well-formed date in the past: a proposal takes no notice at all, so its state answers first.
    expect((await app.http.post(`/api/v1/tenancies/${tenancyId}/notice`).set(bearer(owner.token)).send({ move_out_date: '2020-01-01' }).expect(409)).body.code).toBe('TENANCY_CANNOT');
  });
});
