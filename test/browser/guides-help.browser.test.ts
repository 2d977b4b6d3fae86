import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { GUIDE_PAGE_TEXTS } from '../../domain/shared/catalogue/pages/guide-pages.texts.js';
import { expectNoSeriousAxeViolations, hasChromium, useRunningProduct } from './browser-support.js';

/** Nothing wider than the phone's screen: no sideways scrolling. */
const overflow = (p: Page) => p.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** The guides and the help page: server-drawn pages reached from the footer, on a 360 px phone, with and without script. */
describe.skipIf(!hasChromium)('guides and the help page (browser)', () => {
  const product = useRunningProduct();

  it('on a phone, "Articles" in the footer opens the guides; a demo guide reads well and links to its Hindi translation', async () => {
    const { page: p, context } = await product.page(360, 740);
    await p.goto('/');
    await p.getByTestId('footer-guides').scrollIntoViewIfNeeded();
    await p.getByTestId('footer-guides').click();
    await p.waitForURL(/\/guides$/);
    expect(await p.locator('h1').textContent()).toBe(GUIDE_PAGE_TEXTS.en.heading);
    expect(await p.getByTestId('guide-item').count()).toBeGreaterThanOrEqual(4);
    expect(await overflow(p)).toBeLessThanOrEqual(0);
    await expectNoSeriousAxeViolations(p);
    await p.locator('a[href="/guides/renting-safely-token-scam"]').click();
    await p.waitForURL(/\/guides\/renting-safely-token-scam$/);
    expect(await p.getByTestId('guide-body').locator('h2').count()).toBeGreaterThan(0);
    expect(await p.locator('meta[property="og:title"]').getAttribute('content')).toContain('token scam');
    expect(await overflow(p)).toBeLessThanOrEqual(0);
    await expectNoSeriousAxeViolations(p);
    await p.getByTestId('guide-translation').click();
    await p.waitForURL(/\/guides\/surakshit-kiraya-token-dhokha$/);
    expect(await p.locator('html').getAttribute('lang')).toBe('hi');
    expect(await overflow(p)).toBeLessThanOrEqual(0);
    await context.close();
  }, 120_000);

  it('the help page filters the answers as a person types, and says when support opens', async () => {
    const { page: p, context } = await product.page(360, 740);
    await p.goto('/');
    expect(await p.getByTestId('footer-help').getAttribute('href')).toBe('/help');
    await p.goto('/help');
    await expect.poll(() => p.getByTestId('support-status').getAttribute('data-open')).toMatch(/true|false/);
    const visible = () => p.locator('details[data-faq]:visible').count();
    expect(await visible()).toBe(11);
    await p.locator('#q').pressSequentially('token');
    await expect.poll(visible).toBe(1);
    expect(await p.locator('#help-status').textContent()).toContain('1');
    expect(await overflow(p)).toBeLessThanOrEqual(0);
    await expectNoSeriousAxeViolations(p);
    await context.close();
  }, 120_000);

  it('without script, the help page\'s search is a plain form answered by the server', async () => {
    const { page: p, context } = await product.page(360, 740, { javaScriptEnabled: false });
    await p.goto('/help');
    await p.locator('#q').fill('OTP');
    await p.locator('[data-testid="help-search"] button[type="submit"]').click();
    await p.waitForURL(/q=OTP/);
    expect(await p.locator('details[data-faq]').count()).toBeGreaterThanOrEqual(1);
    expect(await p.locator('details[data-faq="token"]').count()).toBe(0);
    await p.goto('/guides?topic=DOCUMENTS');
    expect(await p.getByTestId('guide-item').count()).toBeGreaterThanOrEqual(1);
    await context.close();
  }, 120_000);
});
