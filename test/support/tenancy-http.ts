import { expect } from 'vitest';
import type { useTestApp } from './test-app.js';

type TestApp = ReturnType<typeof useTestApp>;
type Who = { token: string; mobileNo: string | null };

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
/** The terms a form sends (the rest take their defaults: 11 months, one month's notice, rent due by the 5th). */
const TERMS = { rent: 12000, deposit: 24000, maintenance: 500, move_in_date: '2026-12-01' };

/** Over HTTP: a live listing, its owner and a signed-up tenant; the owner proposes. */
export async function proposedTenancy(app: TestApp) {
  const { owner, id } = await app.liveListing();
  const tenant = await app.signedIn('TENANT');
  const res = await app.http.post('/api/v1/tenancies').set(bearer(owner.token)).send({ property_id: id, tenant_mobile_no: tenant.mobileNo, ...TERMS }).expect(201);
  return { owner, tenant, propertyId: id, tenancyId: res.body.data.id as string, body: res.body };
}

/** `who` asks for the code that confirms the terms and types the one their phone got; the answer to the code. */
export async function confirmTermsAs(app: TestApp, tenancyId: string, who: Who) {
  await app.http.post(`/api/v1/tenancies/${tenancyId}/code`).set(bearer(who.token)).expect(200);
  await app.drainJobs();
  const code = await app.lastOtp(who.mobileNo!);
  return app.http.post(`/api/v1/tenancies/${tenancyId}/confirm`).set(bearer(who.token)).send({ code });
}

/** A proposal both parties confirmed with their codes, the tenant a second after the owner. */
export async function confirmedTenancy(app: TestApp) {
  const { owner, tenant, tenancyId } = await proposedTenancy(app);
  for (const who of [owner, tenant]) {
    expect((await confirmTermsAs(app, tenancyId, who)).status).toBe(200);
    app.clock.advanceSeconds(1);
  }
  return { owner, tenant, tenancyId };
}
