import { describe, expect, it } from 'vitest';
import { propertyForm } from '../mothers/property.mother.js';
import { expectNoSeriousAxeViolations, hasChromium, uniqueMobile, useRunningProduct } from './browser-support.js';

type Outbox = { data: Array<{ text: string }> };
const DAY = 86_400_000;
const india = (date: Date) => new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' }).format(date);
/** "in search until {date}" of a window ending at `end`: the last day in search all day, the one before the India day it ends on. */
const untilDay = (end: Date) => india(new Date(end.getTime() - DAY));

/**
 * Owner reconfirmation in one tap, as the owner lives it: their listing is 3 days from dropping out of search, the
 * daily job texts them, they open the link from the SMS on a phone (no sign-in), tap "Still available" and read the
 * new date; a second tap of the same link is told it was used. The server's clock is moved 27 days on (DEV_CLOCK)
 * and the daily job run at once (the development-only POST /dev/jobs/{name}) instead of waiting for 10:00.
 */
describe.skipIf(!hasChromium)('owner reconfirmation in one tap (browser)', () => {
  const product = useRunningProduct({ env: { DEV_CLOCK: 'true' } });

  it('the SMS 3 days before, the link opened on a phone, "Still available" tapped: the new date shows, the link is spent', async () => {
    const tag = `Rc${Date.now().toString(36)}`;
    const mobileNo = uniqueMobile();
    const owner = await product.signUp(mobileNo, 'OWNER');
    const title = `2 BHK near Boring Road ${tag}`;
    const posted = await product.api<{ data: { id: string } }>('/properties', {
      method: 'POST',
      headers: { authorization: `Bearer ${String(owner.token)}` },
      body: JSON.stringify({ ...propertyForm({ title, locality: 'Boring Road' }), submit: true }),
    });
    expect(posted.status).toBe(201);
    const adminToken = await product.adminToken();
    const approved = await product.api<{ data: { listed_until: string } }>(`/properties/${posted.body.data.id}/state`, {
      method: 'POST',
      headers: { authorization: `Bearer ${adminToken}` },
      body: JSON.stringify({ action: 'approve' }),
    });
    expect(approved.status).toBe(200);
    const firstWindowEnds = new Date(approved.body.data.listed_until);

    // 27.5 days later the window ends in 2.5 days: the daily job texts the owner.
    const now = new Date(firstWindowEnds.getTime() - 2.5 * DAY);
    expect((await product.api('/dev/clock', { method: 'POST', body: JSON.stringify({ now: now.toISOString() }) })).status).toBe(200);
    expect((await product.api('/dev/jobs/reconfirm.plan-reminders', { method: 'POST', body: '{}' })).status).toBe(200);
    let sms: string | undefined;
    for (let i = 0; i < 100 && !sms; i += 1) {
      sms = (await product.api<Outbox>(`/dev/outbox?to=${mobileNo}`)).body.data.map((m) => m.text).find((t) => t.includes('/o/'));
      if (!sms) await new Promise((r) => setTimeout(r, 200));
    }
    expect(sms, 'the reminder SMS in the outbox').toBeDefined();
    expect(sms).toContain('your home in Boring Road is in search until');
    const link = new URL(/(https?:\/\/\S+\/o\/[A-Za-z0-9_-]{22})/.exec(sms!)![1]!);

    // The owner opens it on a phone, not signed in.
    const { page, context } = await product.page(360, 740);
    await page.goto(link.pathname);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Is your home still available?');
    expect(await page.locator('.title').textContent()).toBe(title);
    expect(await page.getByTestId('listing-state').textContent()).toBe(`Shows in search until ${untilDay(firstWindowEnds)}.`);
    await expectNoSeriousAxeViolations(page, 'the reconfirmation page');

    await page.getByRole('button', { name: 'Still available' }).click();
    const notice = page.getByTestId('notice');
    await notice.waitFor();
    // Another 30 days from the tap (a few seconds after the clock was set).
    const newDate = /until (.+)\.$/.exec((await notice.textContent()) ?? '')?.[1];
    expect([untilDay(new Date(now.getTime() + 30 * DAY)), untilDay(new Date(now.getTime() + 30 * DAY + 120_000))]).toContain(newDate);
    expect(await notice.textContent()).toBe(`Thank you! Your listing stays in search until ${newDate}.`);
    expect(await page.getByTestId('listing-state').textContent()).toBe(`Shows in search until ${newDate}.`);
    expect(await page.locator('form').count()).toBe(0);

    // A second tap (the link opened again): already used, with the listing's current state, and nothing to press.
    await page.goto(link.pathname);
    expect(await page.getByTestId('notice').textContent()).toMatch(/^This link was already used on .+ \(still available\)\.$/);
    expect(await page.getByTestId('listing-state').textContent()).toBe(`Shows in search until ${newDate}.`);
    expect(await page.getByRole('button', { name: 'Still available' }).count()).toBe(0);
    await context.close();
  }, 120_000);
});
