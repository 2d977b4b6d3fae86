import { RETENTION } from '../../domain/shared/retention.js';
import { describe, expect, it } from 'vitest';
import { hasChromium, uniqueMobile, useRunningProduct } from './browser-support.js';

/**
 * "My data" as a person lives it, on a phone: from the profile, the page lists what is kept in sections (a search
 * alert they saved), downloads the same JSON, corrects their name with the profile's form, and erases the account
 * after ticking the confirmation: they are signed out and their number is free to sign up again.
 */
describe.skipIf(!hasChromium)('my data (browser)', () => {
  const product = useRunningProduct();

  it('shows the kept data in sections, downloads it as JSON, corrects the name and erases the account', async () => {
    const mobileNo = uniqueMobile();
    const u = await product.signUp(mobileNo);
    const token = String(u.token);
    const { page, context } = await product.page(360, 740);
    const session = { id: u.id, first_name: u.first_name, last_name: u.last_name, primary_role: u.primary_role, secondary_role: u.secondary_role ?? null, token, mobile_no: u.mobile_no };
    await context.addCookies([{ name: 'userData', value: encodeURIComponent(JSON.stringify(session)), url: product.base }]);
    const alert = await product.api('/search-alerts', { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: JSON.stringify({ city: 'patna', bhk: 2 }) });
    expect(alert.status).toBe(201);

    await page.goto('/tenant/profile');
    await page.getByTestId('profile-my-data-link').click();
    const view = page.getByTestId('my-data');
    await view.waitFor();
    await expect.poll(() => view.textContent()).toContain(`+91 ${mobileNo}`);
    expect(await view.textContent()).toContain('Search alerts (1 kept)');

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('my-data-download').click()]);
    expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.json$/);

    await page.getByTestId('my-data-correct').click();
    await page.getByTestId('profile-form').locator('input[name="first_name"]').fill('Kavita');
    await page.getByTestId('profile-save-button').click();
    await expect.poll(() => page.getByTestId('my-data-name').textContent()).toContain('Kavita');

    // What erasing keeps is said before the button: tenancies and their payments among it, with how long.
    expect(await page.getByTestId('my-data-erase').textContent()).toContain(`tenancies you were a party to and their payments are kept for ${RETENTION.erasedTenancyYears} years`);
    expect(await page.getByTestId('my-data-erase-button').isDisabled()).toBe(true);
    await page.getByTestId('my-data-erase-confirm').check();
    await page.getByTestId('my-data-erase-button').click();
    await page.getByTestId('toast').filter({ hasText: 'Your account and personal data were erased.' }).waitFor();
    expect((await product.api('/users/me', { headers: { authorization: `Bearer ${token}` } })).status).toBe(401);
    expect((await context.cookies()).find((c) => c.name === 'userData')).toBeUndefined();
    await product.signUp(mobileNo); // the number is free again
  });
});
