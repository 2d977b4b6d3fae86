import { mkdirSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { hasChromium, logInToConsole, useRunningProduct } from './browser-support.js';

/**
 * Screenshots of the main pages for a reviewer to set beside the big portals: home, search results, details, the
 * owner dashboard and the rider's upcoming visits in English and Hindi, the console's Properties and Leads (English only, as the console is), each at
 * 360 and 1280 px. Saved to test/artifacts/screenshots/ (git-ignored), one PNG a page, width and language:
 * `<page>-<width>-<language>.png`. The test checks each file was written and is not blank.
 */
const FOLDER = join(import.meta.dirname, '..', 'artifacts', 'screenshots');
const WIDTHS = [360, 1280] as const;
const HEIGHT = { 360: 740, 1280: 800 } as const;
const OWNER = '9801000001';
const RIDER = '9801000021';

describe.skipIf(!hasChromium)('screenshots of the main pages (browser)', () => {
  const product = useRunningProduct();

  async function shoot(page: Page, path: string, name: string, ready: string): Promise<string> {
    await page.goto(path);
    await page.locator(ready).first().waitFor();
    await page.waitForLoadState('networkidle');
    // Lazy photos below the fold are in the full-page picture too.
    await page.evaluate(() => document.querySelectorAll('img[loading="lazy"]').forEach((img) => img.setAttribute('loading', 'eager')));
    await page.waitForLoadState('networkidle');
    const file = join(FOLDER, `${name}.png`);
    await page.screenshot({ path: file, fullPage: true });
    return file;
  }

  async function inLanguage(context: BrowserContext, language: 'en' | 'hi') {
    await context.addCookies([{ name: 'lang', value: language, url: product.base }]);
  }

  it('home, search results, details, owner dashboard, rider visits (English and Hindi), console Properties and Leads, at 360 and 1280 px', async () => {
    mkdirSync(FOLDER, { recursive: true });
    const listings = (await product.api<{ data: Array<{ id: string }> }>('/properties/list?city=patna&limit=1')).body.data;
    const details = `/tenant/property-details/${listings[0]!.id}`;
    const written: string[] = [];

    for (const width of WIDTHS) {
      for (const language of ['en', 'hi'] as const) {
        const visitor = await product.page(width, HEIGHT[width]);
        await inLanguage(visitor.context, language);
        written.push(await shoot(visitor.page, '/', `home-${width}-${language}`, 'main h1'));
        written.push(await shoot(visitor.page, '/tenant/patna/property-listing', `search-results-${width}-${language}`, 'main h1'));
        written.push(await shoot(visitor.page, details, `details-${width}-${language}`, 'main h1'));
        await visitor.context.close();

        const owner = await product.page(width, HEIGHT[width]);
        await product.signInAs(owner.context, OWNER, 'OWNER');
        await inLanguage(owner.context, language);
        written.push(await shoot(owner.page, '/owner/dashboard', `owner-dashboard-${width}-${language}`, '[data-testid="dashboard-row"], [data-testid="dashboard-empty"]'));
        await owner.context.close();

        const rider = await product.page(width, HEIGHT[width]);
        await product.signInAs(rider.context, RIDER, 'RIDER');
        await inLanguage(rider.context, language);
        written.push(await shoot(rider.page, '/rider/upcoming-rides', `rider-upcoming-${width}-${language}`, 'main h1'));
        await rider.context.close();
      }

      const admin = await product.page(width, HEIGHT[width]);
      await logInToConsole(admin.page);
      written.push(await shoot(admin.page, '/admin/post-property', `console-properties-${width}-en`, '#main-content table'));
      written.push(await shoot(admin.page, '/admin/leads', `console-leads-${width}-en`, '#main-content table'));
      await admin.context.close();
    }

    expect(written).toHaveLength(24);
    const files = readdirSync(FOLDER);
    for (const file of written) {
      expect(files).toContain(file.slice(FOLDER.length + 1));
      expect(statSync(file).size).toBeGreaterThan(5_000);
    }
  }, 240_000);
});
