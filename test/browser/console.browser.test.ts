import { describe, expect, it } from 'vitest';
import { ADMIN, hasChromium, uniqueMobile, useRunningProduct, logInToConsole, passSecondFactor } from './browser-support.js';

describe.skipIf(!hasChromium)('admin console (browser)', () => {
  const product = useRunningProduct();

  it('an admin logs in and moves a lead from NEW to CONTACTED from the grid', async () => {
    const mobile = uniqueMobile();
    const created = await product.api<{ data: { id: string } }>('/leads', {
      method: 'POST',
      body: JSON.stringify({ first_name: 'Zeenat', last_name: 'Parveen', mobile_no: mobile, type: 'TENANT' }),
    });
    expect(created.status).toBe(201);

    const { page, context } = await product.page(1366, 900);
    // The console is split by resource: a resource's pages are a chunk fetched when first opened.
    const scripts: string[] = [];
    page.on('response', (response) => {
      const path = new URL(response.url()).pathname;
      if (path.startsWith('/admin/assets/') && path.endsWith('.js')) scripts.push(path);
    });
    await logInToConsole(page);
    for (const entry of ['Properties', 'Projects', 'Tenants', 'Owner', 'Rider', 'Leads', 'Query', 'Rides', 'Property Request']) {
      expect(await page.getByRole('menuitem', { name: entry, exact: true }).count()).toBeGreaterThan(0);
    }
    const leadList = (path: string) => /\/LeadList-[\w-]+\.js$/.test(path);
    expect(scripts.filter(leadList)).toEqual([]);

    await page.getByRole('menuitem', { name: 'Leads', exact: true }).click();
    await page.waitForURL(/\/admin\/leads/);
    const row = page.locator('tr', { hasText: 'Zeenat' });
    await row.waitFor();
    expect(scripts.filter(leadList)).toHaveLength(1);
    await row.getByTestId('lead-status-menu').click();
    await page.getByTestId('lead-status-option-CONTACTED').click();
    await page.getByText('Status updated').waitFor();

    const token = await product.adminToken();
    const lead = await product.api<{ status: string }>(`/admin/leads/${created.body.data.id}`, { headers: { authorization: `Bearer ${token}` } });
    expect(lead.body.status).toBe('CONTACTED');
    await context.close();
  });

  it("an admin erases a tenant on the person's request from their page; the Erasures list and the Audit log show it, with no number", async () => {
    const mobile = uniqueMobile();
    const person = await product.signUp(mobile);
    const { page, context } = await product.page(1366, 900);
    await logInToConsole(page);
    await page.goto(`/admin/tenants/${String(person.id)}/show`);
    await page.getByTestId('user-erase-button').click();
    // The reason is required (and kept with the record): the button waits for one.
    expect(await page.getByTestId('dialog-confirm').isDisabled()).toBe(true);
    await page.getByTestId('status-reason-input').fill('Asked by e-mail to delete the account');
    await page.getByTestId('dialog-confirm').click();
    await page.getByText('The person was erased.').first().waitFor();
    await page.getByText('Erased person').first().waitFor();
    expect(await page.locator('main').innerText()).not.toContain(mobile);

    await page.goto('/admin/erasures');
    await page.locator('tr', { hasText: 'Asked by e-mail to delete the account' }).waitFor();

    await page.goto('/admin/audit-log');
    const entry = page.locator('tr', { hasText: 'Person erased' }).filter({ hasText: String(person.id) });
    await entry.waitFor();
    expect(await entry.innerText()).not.toContain(mobile);
    await context.close();
  });
});

describe.skipIf(!hasChromium)('admin console: sign-in mistakes and a tab from an older build (browser)', () => {
  const product = useRunningProduct();

  it('a refused sign-in puts the cursor in the first field to correct, with its message', async () => {
    const { page, context } = await product.page(1366, 900);
    await page.goto('/admin/login');
    await page.getByLabel('Email').waitFor();
    await page.getByLabel('Password').first().focus();
    await page.getByTestId('admin-login-submit').click();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('email');
    expect(await page.locator('#email-helper-text').textContent()).toBe('You must enter your email.');

    await page.getByLabel('Email').fill('admin@example.com');
    await page.getByTestId('admin-login-submit').click();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('password');
    expect((await page.locator('#password-helper-text').textContent())?.trim()).not.toBe('');
    await context.close();
  });

  it('a page chunk gone after a deploy reloads the tab once, then shows the error page instead of a blank screen', async () => {
    const { page, context } = await product.page(1366, 900);
    await logInToConsole(page);
    // The deploy: the old build's chunk of the leads list is no longer on the server.
    await page.route(/\/admin\/assets\/LeadList-[\w-]+\.js$/, (route) => route.fulfill({ status: 404, body: 'Not Found' }));
    let loads = 0;
    page.on('load', () => (loads += 1));
    await page.getByRole('menuitem', { name: 'Leads', exact: true }).click();
    // The layout's error boundary shows react-admin's error page (part of the layout's chunk, loaded already).
    await page.getByRole('alert').filter({ hasText: 'Something went wrong' }).waitFor();
    // One reload (the new build's entry would have the new chunk), not a loop.
    expect(loads).toBe(1);
    expect(await page.getByRole('menuitem', { name: 'Properties', exact: true }).count()).toBeGreaterThan(0);
    await context.close();
  });

  it('the layout chunk gone when an admin signs in on a login page from before the deploy: one reload, then the error page', async () => {
    const { page, context } = await product.page(1366, 900);
    await page.route(/\/admin\/assets\/AdminLayout-[\w-]+\.js$/, (route) => route.fulfill({ status: 404, body: 'Not Found' }));
    let loads = 0;
    page.on('load', () => (loads += 1));
    await page.goto('/admin/login');
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password').first().fill(ADMIN.password);
    await page.getByTestId('admin-login-submit').click();
    await passSecondFactor(page, { land: false });
    // The console's own error page, in the first script: shown even though no chunk can be loaded.
    await page.getByTestId('admin-error-page').waitFor();
    expect(loads).toBe(2);
    expect(await page.getByRole('alert').textContent()).toBe('Something went wrong');
    await context.close();
  });
});
