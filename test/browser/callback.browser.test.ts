import { describe, expect, it } from 'vitest';
import { hasChromium, logInToConsole, uniqueMobile, useRunningProduct } from './browser-support.js';

describe.skipIf(!hasChromium)('Schedule Callback modal (browser)', () => {
  // DEV_CLOCK: the last test moves the server's clock past the 48-hour reply promise.
  const product = useRunningProduct({ env: { DEV_CLOCK: 'true' } });

  it('shows the spec messages, normalises names on blur, and submits a lead admins can see', async () => {
    const { page, context } = await product.page(1280);
    await page.goto('/about-us');
    await page.getByTestId('quick-call-button').click();
    const modal = page.getByTestId('callback-modal');
    await modal.waitFor();
    expect(await modal.textContent()).toContain('24 - 48 hours');

    await page.getByTestId('callback-submit').click();
    expect(await modal.getByTestId('first-name-input-error').textContent()).toBe('This field is required');
    expect(await modal.getByTestId('phone-input-error').textContent()).toBe('Phone number is required.');

    await modal.getByTestId('first-name-input').fill('ravi2');
    await modal.getByTestId('phone-input').fill('98765');
    await modal.getByTestId('email-input').fill('not-an-email');
    await page.getByTestId('callback-submit').click();
    expect(await modal.getByTestId('first-name-input-error').textContent()).toBe('numbers and spacial chars. are not allowed');
    expect(await modal.getByTestId('phone-input-error').textContent()).toBe('Phone must be 10 digits.');
    expect(await modal.getByTestId('email-input-error').textContent()).toBe('Please enter a valid email');

    const mobile = uniqueMobile();
    await modal.getByTestId('first-name-input').fill('rAVI kumar');
    await modal.getByTestId('last-name-input').fill('SINHA');
    await modal.getByTestId('last-name-input').blur();
    expect(await modal.getByTestId('first-name-input').inputValue()).toBe('Ravi Kumar');
    expect(await modal.getByTestId('last-name-input').inputValue()).toBe('Sinha');
    await modal.getByTestId('phone-input').fill(mobile);
    await modal.getByTestId('email-input').fill('');
    await page.getByTestId('callback-submit').click();
    await page.getByTestId('toast').filter({ hasText: 'Request Submitted, We will get back to you shortly' }).waitFor();
    await modal.waitFor({ state: 'detached' });

    const token = await product.adminToken();
    const list = await product.api<{ data: Array<{ first_name: string; last_name: string; status: string }> }>('/leads/list', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: JSON.stringify({ search: mobile }),
    });
    expect(list.body.data).toEqual([expect.objectContaining({ first_name: 'Ravi Kumar', last_name: 'Sinha', status: 'NEW' })]);
    await context.close();
  });

  // Last in the file: it moves the server's clock two days on.
  it('on a phone, a signed-in person asks for a callback, finds it under My requests with its status and adds a note the team reads on the console', async () => {
    const mobile = '9801000011'; // the demo tenant (Amit Kumar)
    const { page, context } = await product.page(360, 740);
    await page.goto('/about-us');
    await page.getByTestId('login-button').click();
    const login = page.getByTestId('login-modal');
    await login.waitFor();
    await login.getByTestId('phone-input').fill(mobile);
    await login.getByTestId('send-otp-button').click();
    // The sixth digit sends the code.
    await login.getByTestId('otp-input').fill(await product.lastOtp(mobile));
    await page.getByTestId('user-menu-button').waitFor();

    // The modal knows who is asking: name and number are filled in. The floating buttons step aside while a control is
    // under them, and come back once it has scrolled clear: the person scrolls on until Quick Call is there.
    const floating = page.getByTestId('floating-buttons');
    for (let step = 0; step < 30 && (await floating.getAttribute('data-aside')) !== 'false'; step += 1) {
      await page.evaluate(() => window.scrollBy(0, 120));
      await page.waitForTimeout(100);
    }
    await page.getByTestId('quick-call-button').click();
    const modal = page.getByTestId('callback-modal');
    await modal.waitFor();
    expect(await modal.getByTestId('phone-input').inputValue()).toBe(mobile);
    await page.getByTestId('callback-submit').click();
    await page.getByTestId('toast').filter({ hasText: 'Request Submitted, We will get back to you shortly' }).waitFor();
    await modal.waitFor({ state: 'detached' });

    // My requests, from the account menu's profile.
    await page.getByTestId('user-menu-button').click();
    await page.getByTestId('user-menu').getByRole('menuitem', { name: 'Profile' }).click();
    const requests = page.getByTestId('your-requests');
    await requests.waitFor();
    const item = requests.getByTestId('request-item').filter({ hasText: 'Callback request' }).first();
    await item.waitFor();
    expect(await item.getAttribute('data-status')).toBe('NEW');
    expect(await item.getByTestId('request-status').textContent()).toMatch(/^Received · We will reply by /);
    // Nothing of it is cut off or pushes the page sideways on a 360 px screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    const note = 'Please call after 5 pm, I am at work before that.';
    await item.getByTestId('request-note-input').fill(note);
    await item.getByTestId('request-add-note').click();
    await page.getByTestId('toast').filter({ hasText: 'Your note was added. Our team will read it.' }).waitFor();
    await item.locator('summary').click();
    await item.getByTestId('request-history').getByText(`Your note: ${note}`).waitFor();
    expect(await item.getAttribute('data-status')).toBe('NEW');
    await context.close();

    // The team sees the note on the callback request's record page.
    const token = await product.adminToken();
    const list = await product.api<{ data: Array<{ id: string }> }>('/leads/list', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: JSON.stringify({ search: mobile }),
    });
    const leadId = list.body.data[0]!.id; // newest first: the one just made
    const admin = await product.page(1366, 900);
    await logInToConsole(admin.page);
    await admin.page.goto(`/admin/leads/${leadId}/show`);
    const history = admin.page.getByTestId('request-history');
    await history.getByText(note).waitFor();
    expect(await history.getByTestId('request-history-line').evaluateAll((lines) => lines.map((l) => l.getAttribute('data-kind')))).toEqual(['CREATED', 'NOTE']);
    expect(await admin.page.getByTestId('request-late').count()).toBe(0);
    await admin.context.close();

    // Two days on with no answer (a note is not one): the console marks it Late, on its page and in the list.
    const later = new Date(Date.now() + 49 * 3_600_000);
    expect((await product.api('/dev/clock', { method: 'POST', body: JSON.stringify({ now: later.toISOString() }) })).status).toBe(200);
    const team = await product.page(1366, 900);
    await logInToConsole(team.page);
    await team.page.goto(`/admin/leads/${leadId}/show`);
    await team.page.getByTestId('request-late').getByText('Late').waitFor();
    await team.page.goto(`/admin/leads?filter=${encodeURIComponent(JSON.stringify({ q: mobile }))}`);
    const firstRow = team.page.locator('tbody tr').first();
    await firstRow.getByTestId('request-late').waitFor();
    await team.context.close();
  }, 120_000);
});
