import { describe, expect, it } from 'vitest';
import { hasChromium, uniqueMobile, useRunningProduct } from './browser-support.js';

describe.skipIf(!hasChromium)('Schedule Callback modal (browser)', () => {
  const product = useRunningProduct();

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
});
