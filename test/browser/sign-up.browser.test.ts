import { describe, expect, it } from 'vitest';
import { hasChromium, uniqueMobile, useRunningProduct } from './browser-support.js';

describe.skipIf(!hasChromium)('sign-up through the login modal (browser)', () => {
  const product = useRunningProduct();

  it('the footer leads to the grievance officer in the privacy policy, in English and Hindi', async () => {
    const { page, context } = await product.page(360);
    for (const lang of ['en', 'hi']) {
      await context.addCookies([{ name: 'lang', value: lang, url: product.base }]);
      await page.goto('/');
      await page.getByTestId('footer-grievance').click();
      await page.waitForURL(/\/privacy-policy#grievance-officer$/);
      const contact = page.getByTestId('grievance-contact');
      await contact.waitFor();
      expect(await contact.textContent()).toContain('Grievance Officer, GharSetu');
      expect(await contact.locator('a[href^="mailto:"]').textContent()).toBe('support@gharsetu.local');
      expect(await page.locator('#grievance-officer h2').textContent()).toBe(lang === 'en' ? 'Grievance officer' : 'शिकायत अधिकारी');
    }
    await context.close();
  });

  it('registers a new number with the OTP from the outbox, shows the user, then logs out', async () => {
    const { page, context } = await product.page(1280);
    const mobile = uniqueMobile();
    await page.goto('/');
    await page.getByTestId('login-button').click();
    const modal = page.getByTestId('login-modal');
    await modal.waitFor();
    // Signing in asks nothing new; registering says first what is kept and why, with the policy a tap away.
    expect(await modal.getByTestId('signup-notice').count()).toBe(0);
    await page.getByTestId('login-mode-register').click();
    expect(await modal.getByTestId('signup-notice').textContent()).toMatch(/^We keep your name and phone number to sign you in .* How we use your data$/);
    expect(await modal.getByTestId('signup-notice').locator('a').getAttribute('href')).toBe('/privacy-policy#the-data-we-keep');
    await page.getByTestId('first-name-input').fill('aMIT');
    await page.getByTestId('last-name-input').fill('raj');
    await page.getByTestId('phone-input').fill(mobile);
    await page.getByTestId('send-otp-button').click();
    await page.getByTestId('otp-input').waitFor();

    // A wrong code shows the server's message under the OTP input.
    const otp = await product.lastOtp(mobile);
    const wrong = String((Number(otp) + 1) % 1e6).padStart(6, '0');
    await page.getByTestId('otp-input').fill(wrong);
    await page.getByTestId('otp-error').waitFor();
    expect(await page.getByTestId('otp-error').textContent()).toContain('Invalid OTP. Please try again.');

    // The right code submits itself at 6 digits.
    await page.getByTestId('otp-input').fill('');
    await page.getByTestId('otp-input').pressSequentially(otp);
    await page.getByTestId('toast').filter({ hasText: 'Logged in Successfully' }).waitFor();
    await modal.waitFor({ state: 'detached' });
    expect(await page.getByTestId('user-menu-button').textContent()).toContain('Amit');

    const cookie = (await context.cookies()).find((c) => c.name === 'userData');
    const stored = JSON.parse(decodeURIComponent(cookie!.value));
    expect(stored).toMatchObject({ first_name: 'Amit', last_name: 'Raj', primary_role: 'TENANT', mobile_no: mobile });
    expect(stored.token.length).toBeGreaterThan(20);
    const me = await product.api<{ data: { mobile_no: string } }>('/users/me', { headers: { authorization: `Bearer ${stored.token}` } });
    expect(me.body.data.mobile_no).toBe(mobile);

    await page.getByTestId('user-menu-button').click();
    await page.getByRole('menuitem', { name: 'Log Out' }).click();
    await page.getByTestId('toast').filter({ hasText: 'Logged out!' }).waitFor();
    await page.getByTestId('login-button').waitFor();
    expect((await context.cookies()).find((c) => c.name === 'userData')).toBeUndefined();
    expect((await product.api('/users/me', { headers: { authorization: `Bearer ${stored.token}` } })).status).toBe(401);
    await context.close();
  });
});
