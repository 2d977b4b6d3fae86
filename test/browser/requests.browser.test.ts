import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { hasChromium, uniqueMobile, useRunningProduct, logInToConsole } from './browser-support.js';

/**
 * What happens when the listing has nothing to show: a visitor on a phone asks for the home they want, and
 * an admin works the request in the console. Also an admin adds a builder's project.
 */
describe.skipIf(!hasChromium)('property requests and projects (browser)', () => {
  const product = useRunningProduct();

  async function consoleLogin(page: Page) {
    await logInToConsole(page);
  }

  it('a visitor with no matching homes requests one, prefilled from the search; an admin moves it to CONTACTED', async () => {
    const mobile = uniqueMobile();
    const { page, context } = await product.page(360, 740);
    // Gaya's demo homes are a 2 BHK at ₹9,500 and a 3 BHK at ₹16,000: none is a 3 BHK within ₹12,000.
    const search = 'bhk=3&max_rent=12000';
    const seeded = await product.api<{ data: unknown[] }>(`/properties/list?city=gaya&${search}`);
    expect(seeded.body.data, 'the demo data has a 3 BHK within ₹12,000 in Gaya: pick a search with no home').toEqual([]);
    await page.goto(`/tenant/gaya/property-listing?${search}`);
    await page.getByTestId('listing-empty').waitFor();
    await page.getByTestId('property-request-empty').click();
    const modal = page.getByTestId('property-request-modal');
    await modal.waitFor();
    expect(await modal.getByTestId('request-city').inputValue()).toBe('gaya');
    expect(await modal.getByTestId('request-bhk').inputValue()).toBe('3');
    expect(await modal.getByTestId('request-budget').inputValue()).toContain('12');

    await modal.getByTestId('request-submit').click();
    expect(await modal.getByTestId('first-name-input-error').textContent()).toBe('This field is required');
    expect(await modal.getByTestId('phone-input-error').textContent()).toBe('Phone number is required.');

    await modal.getByTestId('first-name-input').fill('anjali');
    await modal.getByTestId('last-name-input').fill('sharma');
    await modal.getByTestId('phone-input').fill(mobile);
    await modal.getByTestId('request-locality').fill('Civil Lines');
    await modal.getByTestId('request-submit').click();
    await page.getByTestId('toast').filter({ hasText: 'Request Submitted, We will get back to you shortly' }).waitFor();
    await modal.waitFor({ state: 'detached' });
    await context.close();

    const token = await product.adminToken();
    const find = async () => {
      const res = await fetch(`${product.base}/api/v1/admin/property-request?filter=${encodeURIComponent(JSON.stringify({ q: mobile }))}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      return (await res.json()) as Array<{ id: string; first_name: string; city: string; bhk: number; budget: number; locality: string; status: string }>;
    };
    const [raised] = await find();
    expect(raised).toMatchObject({ first_name: 'Anjali', city: 'gaya', bhk: 3, budget: 12000, locality: 'Civil Lines', status: 'NEW' });

    const admin = await product.page(1366, 900);
    await consoleLogin(admin.page);
    await admin.page.goto('/admin/property-request?filter=%7B%7D');
    const row = admin.page.locator('tr', { hasText: 'Anjali' });
    await row.waitFor();
    expect(await row.getByTestId('request-status-chip').getAttribute('data-status')).toBe('NEW');
    await row.getByTestId('request-status-menu').click();
    // Only the moves NEW allows are offered.
    expect(await admin.page.getByTestId('request-status-option-MATCHED').count()).toBe(0);
    await admin.page.getByTestId('request-status-option-CONTACTED').click();
    await expect.poll(async () => (await find())[0]?.status).toBe('CONTACTED');
    await expect.poll(() => row.getByTestId('request-status-chip').getAttribute('data-status')).toBe('CONTACTED');
    await admin.context.close();
  }, 120_000);

  it('an admin adds a builder project; the form explains what is missing first', async () => {
    const name = `Ganga Heights ${Date.now().toString(36)}`;
    const { page, context } = await product.page(1366, 900);
    await consoleLogin(page);
    await page.goto('/admin/post-project?filter=%7B%7D');
    await page.getByTestId('project-create').click();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('This field is required').first().waitFor();

    await page.getByLabel('Name').fill(name);
    await page.getByLabel('Builder').fill('Bihar Homes Pvt Ltd');
    await page.getByLabel('City').click();
    await page.getByRole('option', { name: 'Patna' }).click();
    await page.getByLabel('Locality').fill('Bailey Road');
    await page.getByLabel('Lowest price (₹)').fill('4500000');
    await page.getByLabel('Highest price (₹)').fill('3000000');
    await page.getByLabel('Highest price (₹)').blur();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('The highest price cannot be below the lowest.').waitFor();
    await page.getByLabel('Highest price (₹)').fill('12000000');
    await page.getByTestId('project-unit-types-input').locator('input').first().fill('3 BHK');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByTestId('project-detail').waitFor();
    expect(await page.getByTestId('project-detail').textContent()).toContain(name);

    const token = await product.adminToken();
    const res = await fetch(`${product.base}/api/v1/admin/post-project?filter=${encodeURIComponent(JSON.stringify({ q: name }))}`, { headers: { authorization: `Bearer ${token}` } });
    const [saved] = (await res.json()) as Array<Record<string, unknown>>;
    expect(saved).toMatchObject({ name, builder: 'Bihar Homes Pvt Ltd', city: 'patna', locality: 'Bailey Road', min_price: 4500000, max_price: 12000000, unit_types: ['3 BHK'] });
    await context.close();
  }, 120_000);
});
