import { describe, expect, it } from 'vitest';
import { hasChromium, uniqueMobile, useRunningProduct, logInToConsole } from './browser-support.js';

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
    // The console is split by resource (issue 10): a resource's pages are a chunk fetched when first opened.
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
});
