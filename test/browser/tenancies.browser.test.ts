import { execFileSync } from 'node:child_process';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { RECEIPT_PAGE_TEXTS } from '../../domain/shared/catalogue/pages/receipt-page.texts.js';
import { en } from '../../domain/shared/catalogue/site/en.js';
import { propertyForm } from '../mothers/property.mother.js';
import {
  assignRiderInConsole,
  bookVisit,
  hasChromium,
  indiaDate,
  moveRide,
  rideCard,
  storySteps,
  uniqueMobile,
  useRunningProduct,
  type Person,
} from './browser-support.js';

/** The India date `days` from now, dd/mm/yyyy as a person types it. */
function typedIndiaDate(days: number): string {
  const [y, m, d] = indiaDate(days).split('-');
  return `${d}/${m}/${y}`;
}

/**
 * The whole story from a visit to a receipt, on phones, one step after another: a tenant books a rider visit of a live
 * home on its details page, an admin assigns a rider in the console, the rider confirms, starts (the server's clock
 * moved to the slot) and completes it with a report on their visits page; the tenant answers "I want to rent it" on
 * their visit card and the owner is texted and sees the counts on Your Properties; the owner proposes a tenancy to
 * the tenant, named by mobile number; each confirms with a code sent to their own phone (read from the dev outbox);
 * the tenant records a token (allowed because the rider visit happened) and the owner confirms it with a code; both
 * approve the rent agreement with codes; the tenant records a month's rent with the month picker and the owner
 * confirms it; the tenant downloads its receipt (the PDF's text read with pdftotext) and the receipt's check page,
 * opened signed out, shows the payment confirmed by both and no phone number. Then the console: a disputed payment
 * comes first in the Payments queue, and an admin voids it with a reason.
 */
describe.skipIf(!hasChromium)('tenancies and payments on a phone, and the console (browser)', () => {
  const product = useRunningProduct({ env: { DEV_CLOCK: 'true' } });
  const step = storySteps();
  /** What each step leaves to the next: the people, their open tabs (tenant, owner) and the records. */
  const story = { seen: new Set<string>() } as {
    propertyId: string;
    owner: Person;
    tenant: Person;
    riderMobile: string;
    visitDay: string;
    rideId: string;
    t: Page;
    o: Page;
    tenancyId: string;
    month: string;
    seen: Set<string>;
  };

  /** The newest confirmation code texted to `mobileNo` for `what` (texts are background jobs: wait for a new one). */
  type CodeKind = 'tenancy' | 'payment' | 'agreement';
  const CODE_TEXT: Record<CodeKind, string> = { tenancy: 'code to confirm the tenancy', payment: 'code to confirm the payment', agreement: 'code to approve the rent agreement' };

  async function codeFor(mobileNo: string, what: CodeKind): Promise<string> {
    let code = '';
    await expect
      .poll(
        async () => {
          const text = (await product.texts(mobileNo)).find((t) => t.includes(CODE_TEXT[what]) && !story.seen.has(t));
          code = text ? (/^(\d{6}) /.exec(text)?.[1] ?? '') : '';
          if (text) story.seen.add(text);
          return code;
        },
        { timeout: 20_000 },
      )
      .toMatch(/^\d{6}$/);
    return code;
  }

  async function confirmWithCode(page: Page, box: string, mobileNo: string, what: CodeKind) {
    await page.getByTestId(`${box}-send`).click();
    const code = await codeFor(mobileNo, what);
    await page.getByTestId(`${box}-code`).fill(code);
    await page.getByTestId(`${box}-confirm`).click();
    // The box goes once the page has read the record again; a refusal would stay in a toast.
    try {
      await expect.poll(() => page.getByTestId(box).count(), { timeout: 20_000 }).toBe(0);
    } catch (error) {
      throw new Error(`${box} still open: ${await page.locator('body').innerText()}`, { cause: error });
    }
  }

  step('a live home (posted and approved through the API); the tenant books a visit on its page on a phone, an admin assigns a rider in the console', async () => {
    const tag = `Tn${Date.now().toString(36)}`;
    const owner = await product.person('OWNER');
    const tenant = await product.person();
    const title = `2 BHK near Bailey Road ${tag}`;
    const posted = await product.api<{ data: { id: string } }>('/properties', {
      method: 'POST',
      headers: { authorization: `Bearer ${owner.token}` },
      body: JSON.stringify({ ...propertyForm({ title, locality: `Bailey Road ${tag}`, rent: 12500 }), submit: true }),
    });
    expect(posted.status).toBe(201);
    const admin = { authorization: `Bearer ${await product.adminToken()}` };
    expect((await product.api(`/properties/${posted.body.data.id}/state`, { method: 'POST', headers: admin, body: JSON.stringify({ action: 'approve' }) })).status).toBe(200);
    const riderMobile = uniqueMobile();
    const rider = await product.api<{ id: string }>('/admin/rider', { method: 'POST', headers: admin, body: JSON.stringify({ first_name: 'Pooja', last_name: 'Sinha', mobile_no: riderMobile, city: 'patna' }) });
    expect(rider.status).toBe(201);

    // ---- The tenant, on a phone, books tomorrow 10:00-11:00 on the listing's details page.
    const tenantTab = await product.page(360, 740);
    await product.signInWithToken(tenantTab.context, tenant.token);
    const visitDay = indiaDate(1);
    await bookVisit(tenantTab.page, posted.body.data.id, { day: visitDay, hour: '10' });

    // ---- The admin assigns the new rider from the console's Rides list.
    const adminTab = await product.page(1366, 900);
    await product.openConsoleAsAdmin(adminTab.context);
    await assignRiderInConsole(adminTab.page, title, rider.body.id);
    await adminTab.context.close();
    Object.assign(story, { propertyId: posted.body.data.id, owner, tenant, riderMobile, visitDay, t: tenantTab.page });
  });

  step('the rider, on a phone, confirms the visit, starts it once its slot has come and completes it with a report', async () => {
    const riderTab = await product.page(360, 740);
    await product.signInAs(riderTab.context, story.riderMobile, 'RIDER');
    const r = riderTab.page;
    await r.goto('/rider/upcoming-rides');
    let card = r.getByTestId('ride-card'); // the new rider's one visit: the tenant's
    await card.waitFor();
    story.rideId = (await card.getAttribute('data-id'))!;
    expect(await card.getByTestId('ride-tenant').textContent()).toContain('Sunita');
    await moveRide(card, 'confirm');
    // The slot comes: the server's clock moves to 10:05 on the visit's day.
    await product.moveClock(new Date(`${story.visitDay}T10:05:00+05:30`));
    await r.reload();
    card = await rideCard(r, story.rideId);
    await moveRide(card, 'start');
    await card.getByTestId('ride-action-complete').click();
    await r.getByTestId('report-matched-yes').check();
    await r.getByTestId('report-notes').fill('Owner present; rooms as listed.');
    await r.getByTestId('report-submit').click();
    // Completed, the visit leaves Upcoming (the tenant's card shows it under Previous in the next step).
    await expect.poll(() => card.count(), { timeout: 20_000 }).toBe(0);
    await riderTab.context.close();
  });

  step('the tenant answers "I want to rent it" on the visit\'s card; the owner, texted, sees the counts, proposes a tenancy and confirms it with a code', async () => {
    const { t, owner, tenant } = story;
    await t.goto('/tenant/profile');
    await t.getByTestId('your-visits').waitFor();
    await t.getByTestId('visits-tab-previous').click();
    const visit = await rideCard(t, story.rideId);
    await visit.getByTestId('ride-decision-interested').click();
    await expect.poll(() => visit.getByTestId('ride-decision').getAttribute('data-answer')).toBe('INTERESTED');
    await expect.poll(async () => (await product.texts(owner.mobileNo)).some((text) => text.includes('wants to rent it')), { timeout: 20_000 }).toBe(true);

    // ---- The owner, on a phone, sees the visit and the interest on Your Properties and proposes a tenancy from there,
    // naming the tenant by mobile number.
    const ownerTab = await product.page(360, 740);
    await product.signInWithToken(ownerTab.context, owner.token);
    const o = ownerTab.page;
    await o.goto('/owner/your-property');
    const row = o.locator(`[data-testid="owner-listing-row"][data-id="${story.propertyId}"]`);
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
    story.tenancyId = o.url().split('/').pop()!;
    await o.getByTestId('tenancy-summary').waitFor();
    expect(await o.getByTestId('tenancy-summary').getAttribute('data-status')).toBe('PROPOSED');
    expect(await o.getByTestId('tenancy-other').textContent()).toBe('Tenant: Sunita Devi');
    expect(await o.getByTestId('tenancy-terms').textContent()).toContain('₹12,500');

    // ---- The owner confirms with the code sent to their phone.
    await confirmWithCode(o, 'tenancy-code', owner.mobileNo, 'tenancy');
    expect(await o.getByTestId('tenancy-waiting').textContent()).toBe('Waiting for Sunita Devi to confirm.');
    story.o = o;
  });

  step('the tenant confirms from My tenancies with their own code, records the token (the rider visit happened) and the owner confirms it', async () => {
    const { t, o, owner, tenant, tenancyId } = story;
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
    await confirmWithCode(t, 'tenancy-code', tenant.mobileNo, 'tenancy');
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
    await confirmWithCode(o, 'payment-code', owner.mobileNo, 'payment');
    await expect.poll(() => o.getByTestId('payment-item').first().getAttribute('data-status'), { timeout: 20_000 }).toBe('CONFIRMED');
    // The history names the parties, oldest first.
    const history = await o.getByTestId('tenancy-event').allTextContents();
    expect(history[0]).toContain('You proposed the tenancy');
    expect(history.some((line) => line.includes('Sunita Devi confirmed the terms'))).toBe(true);
    expect(history.at(-1)).toContain('You confirmed a payment');
  });

  step("both approve the rent agreement with codes; a month's rent, recorded by the tenant with the month picker, is confirmed by the owner", async () => {
    const { t, o, owner, tenant } = story;
    await confirmWithCode(o, 'agreement-approval', owner.mobileNo, 'agreement');
    await t.reload();
    await t.getByTestId('agreement-panel').waitFor();
    await confirmWithCode(t, 'agreement-approval', tenant.mobileNo, 'agreement');
    const approvals = await t.getByTestId('agreement-approvals').locator('li').allTextContents();
    expect(approvals.join(' ')).not.toMatch(/waiting/i);

    // ---- The month picker starts at this month (India time).
    story.month = indiaDate(0).slice(0, 7);
    await t.reload();
    await t.getByTestId('payment-open').click();
    await t.getByTestId('payment-kind').selectOption('RENT');
    expect(await t.getByTestId('payment-for-month').inputValue()).toBe(story.month);
    await t.getByTestId('payment-amount').fill('12500');
    await t.getByTestId('payment-mode').selectOption('CASH');
    await t.getByTestId('payment-submit').click();
    await t.locator('[data-testid="payment-item"][data-status="PENDING"]').first().waitFor();
    await o.reload();
    await o.getByTestId('payment-item').first().waitFor();
    await confirmWithCode(o, 'payment-code', owner.mobileNo, 'payment');
    await expect.poll(() => o.locator('[data-testid="payment-item"][data-status="PENDING"]').count(), { timeout: 20_000 }).toBe(0);
  });

  step("the owner gives the landlord's PAN; the tenant downloads the month's receipt, and its check page, opened signed out, shows it confirmed by both with no phone number", async () => {
    const { t, o, owner, tenant, month } = story;
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
    const text = execFileSync('pdftotext', ['-layout', await download.path(), '-'], { encoding: 'utf8' });
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
  });

  step('the console shows a disputed payment first and an admin voids it with a reason', async () => {
    const { tenancyId, owner, tenant } = story;
    const as = (who: Person) => ({ authorization: `Bearer ${who.token}` });
    const today = indiaDate(0);
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

    const { page: a, context } = await product.page(1366, 900);
    await product.openConsoleAsAdmin(context);
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
  });
});
