import { describe, expect, it } from 'vitest';
import { propertyForm } from '../mothers/property.mother.js';
import { expectNoSeriousAxeViolations, hasChromium, uniqueMobile, useRunningProduct } from './browser-support.js';

type Outbox = { data: Array<{ text: string }> };

/**
 * Search alerts as a tenant lives them, on a phone: on the server-rendered listing page, signed out, "Get SMS
 * alerts for this search" opens the login (the app boots at the tap), the OTP comes from the dev outbox, and the
 * search is saved right after the login. An owner's matching home is approved: the SMS arrives with a short link
 * (to the home) and a stop link, which stops the alert when opened (no sign-in) and offers the undo. The profile
 * lists the alert and deletes it. The server's clock is set to midday in Patna (DEV_CLOCK): texts go out 9:00-21:00.
 */
describe.skipIf(!hasChromium)('search alerts (browser)', () => {
  const product = useRunningProduct({ env: { DEV_CLOCK: 'true' } });

  it('saves a search from the listing page through the OTP sign-up; the SMS links open the home and stop the alert', async () => {
    // Midday in Patna tomorrow (the demo listings stay in search for 30 days from the seed).
    const midday = new Date(Date.now() + 86_400_000);
    midday.setUTCHours(6, 30, 0, 0);
    expect((await product.api('/dev/clock', { method: 'POST', body: JSON.stringify({ now: midday.toISOString() }) })).status).toBe(200);

    const tenant = uniqueMobile(); // a new number: the person registers in the modal
    const { page, context } = await product.page(360, 740);
    const search = 'bhk=4&max_rent=40000';
    await page.goto(`/tenant/muzaffarpur/property-listing?${search}`);
    await page.getByTestId('search-alert-button').click();
    const modal = page.getByTestId('login-modal');
    await modal.waitFor();
    await page.getByTestId('toast').filter({ hasText: 'Log in with your phone number to get SMS alerts for this search.' }).waitFor();
    await page.getByTestId('login-mode-register').click();
    await modal.getByTestId('first-name-input').fill('neha');
    await modal.getByTestId('last-name-input').fill('kumari');
    await modal.getByTestId('phone-input').fill(tenant);
    await modal.getByTestId('send-otp-button').click();
    await modal.getByTestId('otp-input').waitFor();
    await modal.getByTestId('otp-input').pressSequentially(await product.lastOtp(tenant));
    await page.getByTestId('toast').filter({ hasText: 'Search alert saved. We will send you an SMS when a new home matches, at most once a day.' }).waitFor();
    await page.getByTestId('search-alert-saved').waitFor();
    // The pressed button became the "saved" link: the focus went with it, not back to the page's start.
    const focused = () => page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? document.activeElement?.id ?? document.activeElement?.tagName);
    await expect.poll(focused).toBe('search-alert-saved');

    const cookie = (await context.cookies()).find((c) => c.name === 'userData')!;
    const token = String(JSON.parse(decodeURIComponent(cookie.value)).token);
    const mine = async () => (await product.api<{ data: Array<{ id: string; city: string; bhk: number; max_rent: number; status: string }> }>('/search-alerts', { headers: { authorization: `Bearer ${token}` } })).body.data;
    expect(await mine()).toMatchObject([{ city: 'muzaffarpur', bhk: 4, max_rent: 40000, status: 'ACTIVE' }]);
    // Back on the same search later: the button knows the alert is saved (no second save, no red error).
    await page.reload();
    await page.getByTestId('search-alert-saved').waitFor();
    expect(await page.getByTestId('search-alert-button').count()).toBe(0);

    // An owner's 4 BHK in Muzaffarpur goes live.
    const owner = await product.signUp(uniqueMobile(), 'OWNER');
    const posted = await product.api<{ data: { id: string } }>('/properties', {
      method: 'POST',
      headers: { authorization: `Bearer ${String(owner.token)}` },
      body: JSON.stringify({ ...propertyForm({ city: 'muzaffarpur', bhk: 4, rent: 32000, locality: 'Juran Chhapra' }), submit: true }),
    });
    expect(posted.status).toBe(201);
    const approved = await product.api(`/properties/${posted.body.data.id}/state`, { method: 'POST', headers: { authorization: `Bearer ${await product.adminToken()}` }, body: JSON.stringify({ action: 'approve' }) });
    expect(approved.status).toBe(200);
    let sms: string | undefined;
    for (let i = 0; i < 150 && !sms; i += 1) {
      sms = (await product.api<Outbox>(`/dev/outbox?to=${tenant}`)).body.data.map((m) => m.text).find((t) => t.includes('/s/stop/'));
      if (!sms) await new Promise((r) => setTimeout(r, 200));
    }
    expect(sms, 'the alert SMS in the outbox').toMatch(/^GharSetu: a new home for your search alert: 4 BHK in Juran Chhapra, Muzaffarpur, Rs 32,000\/month\. See it: /);
    const short = new URL(/(https?:\/\/\S+\/s\/[A-Za-z0-9]+) /.exec(sms!)![1]!);
    const stop = new URL(/(https?:\/\/\S+\/s\/stop\/[A-Za-z0-9]+)/.exec(sms!)![1]!);

    // The short link opens the new home.
    await page.goto(short.pathname);
    await page.waitForURL(new RegExp(`/tenant/property-details/${posted.body.data.id}$`));

    // The stop link, opened from the SMS on the phone (this browser has a session, but none is needed).
    const visitor = await product.page(360, 740);
    await visitor.page.goto(stop.pathname);
    expect(await visitor.page.locator('h1').textContent()).toBe('SMS alerts stopped');
    expect(await visitor.page.getByTestId('notice').textContent()).toBe('Done: we will not send you SMS for these searches. Changed your mind?');
    expect(await visitor.page.getByTestId('alert').locator('.title').textContent()).toBe('4 BHK in Muzaffarpur');
    await expectNoSeriousAxeViolations(visitor.page, 'the stop page');
    expect((await mine())[0]!.status).toBe('STOPPED');
    await visitor.page.getByTestId('undo-button').click();
    await expect.poll(() => visitor.page.getByTestId('notice').textContent()).toBe('Alerts are on again: at most one SMS a day when a new home matches.');
    expect((await mine())[0]!.status).toBe('ACTIVE');
    await visitor.context.close();

    // The profile lists it; deleting it leaves none.
    await page.goto('/tenant/profile#alerts');
    const item = page.getByTestId('alert-item');
    await item.waitFor();
    expect(await item.locator('.alerts__title').textContent()).toBe('4 BHK in Muzaffarpur');
    expect(await item.getAttribute('data-status')).toBe('ACTIVE');
    await expectNoSeriousAxeViolations(page, 'the profile with an alert');
    // By keyboard: Stop keeps the focus on the alert's button (now Resume); Delete moves it to the section's heading.
    await item.getByTestId('alert-stop').focus();
    await page.keyboard.press('Enter');
    await page.getByTestId('toast').filter({ hasText: 'Search alert stopped' }).waitFor();
    await expect.poll(focused).toBe('alert-resume');
    await item.getByTestId('alert-delete').focus();
    await page.keyboard.press('Enter');
    await page.getByTestId('toast').filter({ hasText: 'Search alert deleted' }).waitFor();
    await page.getByTestId('alerts-empty').waitFor();
    await expect.poll(focused).toBe('alerts-title');
    expect(await mine()).toEqual([]);
    await context.close();
  }, 150_000);
});
