import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { hasChromium, uniqueMobile, useRunningProduct } from './browser-support.js';

const OOPS = 'Oops! We do not support mobile browsers yet. Please use your desktop.';

async function visible(page: Page, testId: string): Promise<boolean> {
  const locator = page.getByTestId(testId);
  return (await locator.count()) > 0 && (await locator.first().isVisible());
}

async function marginLeft(page: Page): Promise<string> {
  return page.getByTestId('main-content').evaluate((el) => getComputedStyle(el).marginLeft);
}

describe.skipIf(!hasChromium)('layout rules at 1280, 1024 and 540 px (browser)', () => {
  const product = useRunningProduct();

  async function ownerCookie(page: Page) {
    const user = await product.signUp(uniqueMobile(), 'OWNER');
    await page.context().addCookies([{ name: 'userData', value: encodeURIComponent(JSON.stringify(user)), url: product.base }]);
  }

  it('1280: public pages have navbar, footer and floating buttons; no sidebar or strip', async () => {
    const { page, context } = await product.page(1280);
    for (const path of ['/', '/about-us', '/privacy-policy', '/terms-condition', '/tenant/patna/property-listing']) {
      await page.goto(path);
      await page.getByTestId('navbar').waitFor();
      expect([path, await visible(page, 'footer')]).toEqual([path, true]);
      expect(await visible(page, 'sidebar')).toBe(false);
      expect(await visible(page, 'bottom-strip')).toBe(false);
    }
    expect(await visible(page, 'whatsapp-button')).toBe(true);
    expect(await visible(page, 'quick-call-button')).toBe(true);
    await context.close();
  });

  it('the navbar is hidden on rider login and on the console login', async () => {
    const { page, context } = await product.page(1280);
    await page.goto('/rider/login');
    await page.getByTestId('entry-login-button').or(page.getByTestId('login-modal')).first().waitFor();
    expect(await visible(page, 'navbar')).toBe(false);
    await page.goto('/owner/login');
    await page.getByTestId('navbar').waitFor();
    await page.goto('/admin/login');
    await page.getByTestId('admin-login-submit').waitFor();
    expect(await visible(page, 'navbar')).toBe(false);
    await context.close();
  });

  it('1280: the owner sidebar shifts content 270px, 130px collapsed; no footer on owner pages', async () => {
    const { page, context } = await product.page(1280);
    await ownerCookie(page);
    await page.goto('/owner/your-property');
    await page.getByTestId('sidebar').waitFor();
    expect(await marginLeft(page)).toBe('270px');
    expect(await visible(page, 'footer')).toBe(false);
    expect(await page.getByTestId('sidebar').textContent()).toContain('Post Properties');
    expect(await page.getByTestId('sidebar').textContent()).toContain('Your Properties');
    await page.getByTestId('sidebar-toggle').click();
    await page.waitForFunction(() => getComputedStyle(document.querySelector('[data-testid="main-content"]')!).marginLeft === '130px');
    expect(await visible(page, 'bottom-strip')).toBe(false);
    await page.goto('/owner/dashboard');
    await page.getByTestId('sidebar').waitFor();
    expect(await page.getByText(OOPS).count()).toBe(0);
    await context.close();
  });

  it('1024: pages wrapped by the desktop-only rule show the message; others do not', async () => {
    const { page, context } = await product.page(1024);
    await ownerCookie(page);
    await page.goto('/owner/dashboard');
    await page.getByTestId('desktop-only-message').waitFor();
    expect(await page.getByTestId('desktop-only-message').textContent()).toContain(OOPS);
    await page.goto('/owner/your-property');
    await page.getByTestId('main-content').waitFor();
    expect(await visible(page, 'desktop-only-message')).toBe(false);
    expect(await visible(page, 'bottom-strip')).toBe(false);
    await context.close();
  });

  it('540: the bottom strip appears on owner and rider pages, not on public ones', async () => {
    const { page, context } = await product.page(540, 900);
    await ownerCookie(page);
    await page.goto('/owner/your-property');
    await page.getByTestId('bottom-strip').waitFor();
    expect(await visible(page, 'bottom-strip')).toBe(true);
    await page.goto('/');
    await page.getByTestId('navbar').waitFor();
    expect(await visible(page, 'bottom-strip')).toBe(false);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(540);
    await context.close();
  });
});
