import { execFileSync } from 'node:child_process';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { RECEIPT_PAGE_TEXTS } from '../../domain/shared/catalogue/pages/receipt-page.texts.js';
import { en } from '../../domain/shared/catalogue/site/en.js';
import { propertyForm } from '../mothers/property.mother.js';
import { hasChromium, logInToConsole, uniqueMobile, useRunningProduct } from './browser-support.js';

type Outbox = { data: Array<{ text: string }> };

/** The India date `days` from now, YYYY-MM-DD. */
const indiaDay = (days: number) => new Date(Date.now() + days * 86_400_000 + 330 * 60_000).toISOString().slice(0, 10);

/** The India date `days` from now, dd/mm/yyyy as a person types it. */
function typedIndiaDate(days: number): string {
  const [y, m, d] = new Date(Date.now() + days * 86_400_000 + 330 * 60_000).toISOString().slice(0, 10).split('-');
  return `${d}/${m}/${y}`;
}

/**
 * The whole story from a visit to a receipt, on phones: a tenant's rider visit of a live home is completed (booked,
 * assigned, confirmed, started and completed through the API, the server's clock moved to the slot); the tenant
 * answers "I want to rent it" on their visit card and the owner is texted and sees the counts on Your Properties;
 * the owner proposes a tenancy to the tenant, named by mobile number; each confirms with a code sent to their own
 * phone (read from the dev outbox); the tenant records a token (allowed because the rider visit happened) and the
 * owner confirms it with a code; both approve the rent agreement with codes; the tenant records a month's rent with
 * the month picker and the owner confirms it; the tenant downloads its receipt (the PDF's text read with pdftotext)
 * and the receipt's check page, opened signed out, shows the payment confirmed by both and no phone number. Then the
 * console: a disputed payment comes first in the Payments queue, and an admin voids it with a reason.
 */
describe.skipIf(!hasChromium)('tenancies and payments on a phone, and the console (browser)', () => {
  const product = useRunningProduct({ env: { DEV_CLOCK: 'true' } });
  const shared = {} as { tenancyId: string; owner: Person; tenant: Person };

  type Person = { mobileNo: string; id: string; token: string };

  async function person(loginAs?: 'OWNER'): Promise<Person> {
    const mobileNo = uniqueMobile();
    const user = await product.signUp(mobileNo, loginAs);
    return { mobileNo, id: String(user.id), token: String(user.token) };
  }

  async function signInAs(context: BrowserContext, token: string) {
    const me = await product.api<{ data: Record<string, unknown> }>('/users/me', { headers: { authorization: `Bearer ${token}` } });
    const u = me.body.data;
    const session = { id: u.id, first_name: u.first_name, last_name: u.last_name, primary_role: u.primary_role, secondary_role: u.secondary_role ?? null, token, mobile_no: u.mobile_no };
    await context.addCookies([{ name: 'userData', value: encodeURIComponent(JSON.stringify(session)), url: product.base }]);
  }

  /** The newest confirmation code texted to `mobileNo` for `what` (texts are background jobs: wait for a new one). */
  type CodeKind = 'tenancy' | 'payment' | 'agreement';
  const CODE_TEXT: Record<CodeKind, string> = { tenancy: 'code to confirm the tenancy', payment: 'code to confirm the payment', agreement: 'code to approve the rent agreement' };

  async function codeFor(mobileNo: string, what: CodeKind, seen: Set<string>): Promise<string> {
    let code = '';
    await expect
      .poll(
        async () => {
          const texts = (await product.api<Outbox>(`/dev/outbox?to=${mobileNo}`)).body.data.map((m) => m.text);
          const text = texts.find((t) => t.includes(CODE_TEXT[what]) && !seen.has(t));
          code = text ? (/^(\d{6}) /.exec(text)?.[1] ?? '') : '';
          if (text) seen.add(text);
          return code;
        },
        { timeout: 20_000 },
      )
      .toMatch(/^\d{6}$/);
    return code;
  }

  async function confirmWithCode(page: Page, box: string, mobileNo: string, what: CodeKind, seen: Set<string>) {
    await page.getByTestId(`${box}-send`).click();
    const code = await codeFor(mobileNo, what, seen);
    await page.getByTestId(`${box}-code`).fill(code);
    await page.getByTestId(`${box}-confirm`).click();
    // The box goes once the page has read the record again; a refusal would stay in a toast.
    try {
      await expect.poll(() => page.getByTestId(box).count(), { timeout: 20_000 }).toBe(0);
    } catch (error) {
      throw new Error(`${box} still open: ${await page.locator('body').innerText()}`, { cause: error });
    }
  }

  it('a completed visit, "I want to rent it", the owner proposes, both confirm with codes, a token after the visit, both approve the agreement, a month\'s rent gives a receipt anyone can check signed out', async () => {
    const tag = `Tn${Date.now().toString(36)}`;
    const owner = await person('OWNER');
    const tenant = await person();
    const title = `2 BHK near Bailey Road ${tag}`;
    const posted = await product.api<{ data: { id: string } }>('/properties', {
      method: 'POST',
      headers: { authorization: `Bearer ${owner.token}` },
      body: JSON.stringify({ ...propertyForm({ title, locality: `Bailey Road ${tag}`, rent: 12500 }), submit: true }),
    });
    expect(posted.status).toBe(201);
    const admin = { authorization: `Bearer ${await product.adminToken()}` };
    expect((await product.api(`/properties/${posted.body.data.id}/state`, { method: 'POST', headers: admin, body: JSON.stringify({ action: 'approve' }) })).status).toBe(200);
    const seen = new Set<string>();

    // ---- The tenant's rider visit of the home, tomorrow 10:00-11:00, happens (the server's clock moves to the slot).
    const riderMobile = uniqueMobile();
    const rider = await product.api<{ id: string }>('/admin/rider', { method: 'POST', headers: admin, body: JSON.stringify({ first_name: 'Pooja', last_name: 'Sinha', mobile_no: riderMobile, city: 'patna' }) });
    expect(rider.status).toBe(201);
    const booked = await product.api<{ data: { id: string; slot_start_at: string } }>('/rides', {
      method: 'POST',
      headers: { authorization: `Bearer ${tenant.token}` },
      body: JSON.stringify({ property_id: posted.body.data.id, slot_date: indiaDay(1), slot_start: '10:00' }),
    });
    expect(booked.status).toBe(201);
    const rideId = booked.body.data.id;
    const move = async (token: string, body: Record<string, unknown>) =>
      expect((await product.api(`/rides/${rideId}`, { method: 'PATCH', headers: { authorization: `Bearer ${token}` }, body: JSON.stringify(body) })).status).toBe(200);
    await move(await product.adminToken(), { action: 'assign', rider_id: rider.body.id });
    const riderTab = await product.page(360, 740);
    const riderToken = await product.signInAs(riderTab.context, riderMobile, 'RIDER');
    await riderTab.context.close();
    await move(riderToken, { action: 'confirm' });
    expect((await product.api('/dev/clock', { method: 'POST', body: JSON.stringify({ now: new Date(Date.parse(booked.body.data.slot_start_at) + 5 * 60_000).toISOString() }) })).status).toBe(200);
    await move(riderToken, { action: 'start' });
    await move(riderToken, { action: 'complete', matched: true, notes: 'Owner present; rooms as listed.' });

    // ---- The tenant, on a phone, answers "I want to rent it" on the visit's card; the owner is texted.
    const tenantTab = await product.page(360, 740);
    await signInAs(tenantTab.context, tenant.token);
    const t = tenantTab.page;
    await t.goto('/tenant/profile');
    await t.getByTestId('your-visits').waitFor();
    await t.getByTestId('visits-tab-previous').click();
    const visit = t.locator(`[data-testid="ride-card"][data-id="${rideId}"]`);
    await visit.getByTestId('ride-decision-interested').click();
    await expect.poll(() => visit.getByTestId('ride-decision').getAttribute('data-answer')).toBe('INTERESTED');
    await expect
      .poll(async () => (await product.api<Outbox>(`/dev/outbox?to=${owner.mobileNo}`)).body.data.some((m) => m.text.includes('wants to rent it')), { timeout: 20_000 })
      .toBe(true);

    // ---- The owner, on a phone, sees the visit and the interest on Your Properties and proposes a tenancy from Your Properties, naming the tenant by mobile number.
    const ownerTab = await product.page(360, 740);
    await signInAs(ownerTab.context, owner.token);
    const o = ownerTab.page;
    await o.goto('/owner/your-property');
    const row = o.locator(`[data-testid="owner-listing-row"][data-id="${posted.body.data.id}"]`);
    const counts = row.getByTestId('owner-visit-counts');
    await counts.waitFor();
    expect([await counts.getAttribute('data-visited'), await counts.getAttribute('data-interested')]).toEqual(['1', '1']);
    await row.getByTestId('owner-action-propose-tenancy').click();
    await o.getByTestId('tenancy-terms-form').waitFor();
    expect(await o.getByTestId('tenancy-safety').textContent()).toBe(en['tenancy.safety']);
    // The form starts from the listing's rent, grouped the Indian way.
    expect(await o.getByTestId('tenancy-rent').inputValue()).toBe('12,500');
    await o.getByTestId('tenancy-terms-submit').click();
    expect(await o.getByTestId('tenancy-tenant-mobile-error').textContent()).toBeTruthy();
    await o.getByTestId('tenancy-tenant-mobile').fill(tenant.mobileNo);
    await o.getByTestId('tenancy-move-in').fill(typedIndiaDate(10));
    await o.getByTestId('tenancy-terms-submit').click();
    await o.waitForURL(/\/tenancies\/[0-9a-f-]{36}$/);
    const tenancyId = o.url().split('/').pop()!;
    await o.getByTestId('tenancy-summary').waitFor();
    expect(await o.getByTestId('tenancy-summary').getAttribute('data-status')).toBe('PROPOSED');
    expect(await o.getByTestId('tenancy-other').textContent()).toBe('Tenant: Sunita Devi');
    expect(await o.getByTestId('tenancy-terms').textContent()).toContain('₹12,500');

    // ---- The owner confirms with the code sent to their phone.
    await confirmWithCode(o, 'tenancy-code', owner.mobileNo, 'tenancy', seen);
    expect(await o.getByTestId('tenancy-waiting').textContent()).toBe('Waiting for Sunita Devi to confirm.');

    // ---- The tenant finds it under My tenancies (from the account menu) and confirms with their own code.
    await t.goto('/tenant/profile');
    await t.getByTestId('user-menu-button').click();
    await t.getByRole('menuitem', { name: 'My tenancies' }).click();
    const item = t.locator(`[data-testid="tenancy-item"][data-id="${tenancyId}"]`);
    await item.waitFor();
    expect(await item.getByTestId('tenancy-needs-you').count()).toBe(1);
    await item.getByTestId('tenancy-link').click();
    await t.getByTestId('tenancy-summary').waitFor();
    expect(await t.getByTestId('tenancy-you').textContent()).toBe('You are the tenant.');
    await confirmWithCode(t, 'tenancy-code', tenant.mobileNo, 'tenancy', seen);
    await expect.poll(() => t.getByTestId('tenancy-summary').getAttribute('data-status'), { timeout: 20_000 }).toBe('CONFIRMED');
    expect(await t.getByTestId('tenancy-status').textContent()).toBe('Confirmed');

    // ---- The tenant records the token (the rider visit happened: no statement from the owner is needed); it waits
    // for the owner's confirmation.
    await t.reload();
    await t.getByTestId('payment-open').click();
    await t.getByTestId('payment-kind').selectOption('TOKEN');
    await t.getByTestId('payment-amount').fill('5000');
    await t.getByTestId('payment-mode').selectOption('CASH');
    await t.getByTestId('payment-submit').click();
    const tenantPayment = t.getByTestId('payment-item').first();
    await tenantPayment.waitFor();
    expect(await tenantPayment.getAttribute('data-status')).toBe('PENDING');
    expect(await tenantPayment.textContent()).toContain('₹5,000');
    // The tenant cannot confirm their own payment.
    expect(await tenantPayment.getByTestId('payment-code-send').count()).toBe(0);

    // ---- The owner confirms it with a code.
    await o.reload();
    const ownerPayment = o.getByTestId('payment-item').first();
    await ownerPayment.waitFor();
    await confirmWithCode(o, 'payment-code', owner.mobileNo, 'payment', seen);
    await expect.poll(() => o.getByTestId('payment-item').first().getAttribute('data-status'), { timeout: 20_000 }).toBe('CONFIRMED');
    // The history names the parties, oldest first.
    const history = await o.getByTestId('tenancy-event').allTextContents();
    expect(history[0]).toContain('You proposed the tenancy');
    expect(history.some((line) => line.includes('Sunita Devi confirmed the terms'))).toBe(true);
    expect(history.at(-1)).toContain('You confirmed a payment');

    // ---- Both approve the rent agreement, each with a code sent to their own phone.
    await confirmWithCode(o, 'agreement-approval', owner.mobileNo, 'agreement', seen);
    await t.reload();
    await t.getByTestId('agreement-panel').waitFor();
    await confirmWithCode(t, 'agreement-approval', tenant.mobileNo, 'agreement', seen);
    const approvals = await t.getByTestId('agreement-approvals').locator('li').allTextContents();
    expect(approvals.join(' ')).not.toMatch(/waiting/i);

    // ---- A month's rent, recorded by the tenant, confirmed by the owner with a code.
    // The month picker starts at this month (India time).
    const month = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 7);
    await t.reload();
    await t.getByTestId('payment-open').click();
    await t.getByTestId('payment-kind').selectOption('RENT');
    expect(await t.getByTestId('payment-for-month').inputValue()).toBe(month);
    await t.getByTestId('payment-amount').fill('12500');
    await t.getByTestId('payment-mode').selectOption('CASH');
    await t.getByTestId('payment-submit').click();
    await t.locator('[data-testid="payment-item"][data-status="PENDING"]').first().waitFor();
    await o.reload();
    await o.getByTestId('payment-item').first().waitFor();
    await confirmWithCode(o, 'payment-code', owner.mobileNo, 'payment', seen);
    await expect.poll(() => o.locator('[data-testid="payment-item"][data-status="PENDING"]').count(), { timeout: 20_000 }).toBe(0);

    // ---- The year's rent is above ₹1,00,000: the owner gives the landlord's PAN for the receipts.
    await o.getByTestId('receipts-pan').fill('ABCPK1234Q');
    await o.getByTestId('receipts-pan-save').click();
    await o.getByTestId('receipts-pan-on-file').waitFor();

    // ---- The tenant downloads that month's receipt: its text names both parties, the amount and its check link.
    await t.reload();
    await t.getByTestId('receipts-pan-on-file').waitFor();
    await t.getByTestId('receipts-panel').waitFor();
    await t.getByTestId('receipts-month').fill(month);
    const [download] = await Promise.all([t.waitForEvent('download'), t.getByTestId('receipts-download-month').click()]);
    const pdf = await download.path();
    const text = execFileSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8' });
    expect(text).toContain('Sunita Devi');
    expect(text).toMatch(/12,500/);
    const link = /\/r\/([A-Za-z0-9_-]+)/.exec(text);
    expect(link, text).not.toBeNull();

    // ---- Its check page, opened signed out: the payment confirmed by both, no phone number of either party.
    const { page: employer } = await product.page(360, 740);
    await employer.goto(`/r/${link![1]}`);
    const check = await employer.locator('body').innerText();
    expect(check).toContain(RECEIPT_PAGE_TEXTS.en.confirmed);
    expect(check).toContain('Sunita Devi');
    for (const number of [owner.mobileNo, tenant.mobileNo]) expect(check).not.toContain(number);
    expect(check).not.toMatch(/[6-9]\d{9}/);
    expect(check).not.toContain('ABCPK1234Q'); // the PAN masked
    Object.assign(shared, { tenancyId, owner, tenant });
  }, 360_000);

  it('the console shows a disputed payment first and an admin voids it with a reason', async () => {
    const { tenancyId, owner, tenant } = shared;
    expect(tenancyId).toBeTruthy();
    const as = (who: Person) => ({ authorization: `Bearer ${who.token}` });
    const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
    // A deposit the owner says never came, then a newer rent still pending: the disputed one is still first.
    const deposit = await product.api<{ data: { id: string } }>(`/tenancies/${tenancyId}/payments`, {
      method: 'POST',
      headers: as(tenant),
      body: JSON.stringify({ kind: 'DEPOSIT', amount: 25000, mode: 'UPI', reference: 'UPI4455', paid_on: today }),
    });
    expect(deposit.status).toBe(201);
    expect((await product.api(`/payments/${deposit.body.data.id}/dispute`, { method: 'POST', headers: as(owner), body: JSON.stringify({ note: 'No money came' }) })).status).toBe(200);
    const rent = await product.api(`/tenancies/${tenancyId}/payments`, {
      method: 'POST',
      headers: as(tenant),
      body: JSON.stringify({ kind: 'RENT', amount: 12500, mode: 'CASH', paid_on: today, for_month: today.slice(0, 7) }),
    });
    expect(rent.status).toBe(201);

    const { page: a } = await product.page(1366, 900);
    await logInToConsole(a);
    await a.goto(`/admin/payments?filter=${encodeURIComponent(JSON.stringify({ tenancy_id: tenancyId }))}`);
    const rows = a.locator('tbody tr');
    await expect.poll(() => rows.count(), { timeout: 20_000 }).toBe(4); // the token, the first test's rent, the deposit, this rent
    const first = rows.first();
    expect(await first.getByTestId('payment-status-chip').getAttribute('data-status')).toBe('DISPUTED');
    expect(await first.textContent()).toContain('No money came');

    await first.getByTestId('payment-void-button').click();
    await a.getByTestId('void-reason-input').fill('The tenant admits it was never paid');
    await a.getByTestId('void-confirm').click();
    await a.getByText('Payment voided.').first().waitFor();
    await expect.poll(() => a.locator('tbody tr [data-testid="payment-status-chip"][data-status="VOIDED"]').count(), { timeout: 20_000 }).toBe(1);

    // The tenancy's record page shows the void in its history.
    await a.goto(`/admin/tenancies/${tenancyId}/show`);
    await a.locator('[data-testid="tenancy-history-row"][data-action="void_payment"]').waitFor();
    expect(await a.locator('[data-testid="tenancy-history-row"][data-action="void_payment"]').textContent()).toContain('The tenant admits it was never paid');
  }, 180_000);
});
