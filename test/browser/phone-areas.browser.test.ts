import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { propertyForm } from '../mothers/property.mother.js';
import { hasChromium, uniqueMobile, useRunningProduct } from './browser-support.js';

const TIMEOUT = 120_000;

/** Opens `path` and says what a phone shows there: its heading, the desktop-only message if any, the page's width. */
async function visit(page: Page, path: string) {
  await page.goto(path);
  await page.locator('main h1, [data-testid="desktop-only-message"]').first().waitFor();
  await page.waitForLoadState('networkidle');
  await page.locator('[role="status"][aria-busy="true"], .profile-skeleton').first().waitFor({ state: 'detached', timeout: 10_000 }).catch(() => undefined);
  return page.evaluate(() => {
    // What sticks out: an element of the page whose right edge is past the screen (the floating buttons step aside on purpose).
    const width = document.documentElement.clientWidth;
    const wide = [...document.querySelectorAll<HTMLElement>('main *')]
      .filter((el) => el.getClientRects().length > 0 && el.getBoundingClientRect().right > width + 1 && !el.closest('[data-step-aside]'))
      .slice(0, 3)
      .map((el) => `${el.tagName.toLowerCase()}.${String(el.className).split(' ')[0]} → ${Math.round(el.getBoundingClientRect().right)}`);
    return {
      heading: document.querySelector('main h1')?.textContent?.trim() ?? '',
      refused: document.querySelector('[data-testid="desktop-only-message"]') !== null,
      documentWidth: document.documentElement.scrollWidth,
      width,
      wide,
    };
  });
}

describe.skipIf(!hasChromium)('the owner and rider areas on a 360 px phone (browser)', () => {
  const product = useRunningProduct();

  async function expectFits(page: Page, paths: string[]) {
    const misfits: string[] = [];
    for (const path of paths) {
      const seen = await visit(page, path);
      if (seen.refused) misfits.push(`${path}: refused (desktop only)`);
      else if (!seen.heading) misfits.push(`${path}: no heading`);
      if (seen.documentWidth > seen.width) misfits.push(`${path}: ${seen.documentWidth} px wide on a ${seen.width} px screen ${seen.wide.join(', ')}`);
    }
    expect(misfits).toEqual([]);
  }

  it('the demo owner: dashboard (its counts), your properties, the add-property form, preview and update', async () => {
    const { page, context } = await product.page(360, 740);
    const token = await product.signInAs(context, '9801000001', 'OWNER');
    const mine = await product.api<{ data: Array<{ id: string }> }>('/properties/list/me', { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: JSON.stringify({ page: 1, limit: 10 }) });
    const own = mine.body.data[0]!.id;
    await expectFits(page, ['/owner/dashboard', '/owner/your-property', '/owner/add-property', `/owner/preview-property/${own}`, `/owner/update-property?id=${own}`]);
    await page.goto('/owner/dashboard');
    const row = page.getByTestId('dashboard-row').first();
    await row.waitFor();
    // Each listing's three counts are on the phone's screen, each with what it counts.
    for (const id of ['dashboard-views', 'dashboard-wishlists', 'dashboard-callbacks']) {
      const box = (await row.getByTestId(id).boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(360);
    }
    expect(await row.getByTestId('dashboard-views').evaluate((el) => getComputedStyle(el, '::before').content)).toContain('Views');
    await context.close();
  }, TIMEOUT);

  it('the demo rider: property listing, upcoming and previous rides, add a property, preview and update one they posted; a visitor: become our rider', async () => {
    const { page, context } = await product.page(360, 740);
    const token = await product.signInAs(context, '9801000021', 'RIDER');
    // A home the rider posts for its owner, with the code the owner reads out (as the add-property form does).
    const auth = { authorization: `Bearer ${token}` };
    const ownerMobile = uniqueMobile();
    expect((await product.api('/properties/owner-confirmation', { method: 'POST', headers: auth, body: JSON.stringify({ owner_mobile_no: ownerMobile }) })).status).toBe(200);
    const listingForm = propertyForm({ owner_mobile_no: ownerMobile, owner_first_name: 'Meena', owner_last_name: 'Devi', owner_otp: await product.lastOtp(ownerMobile) });
    const posted = await product.api<{ data: { id: string } }>('/properties', { method: 'POST', headers: auth, body: JSON.stringify(listingForm) });
    expect(posted.status).toBe(201);
    const own = posted.body.data.id;
    await expectFits(page, ['/rider/property-listing', '/rider/upcoming-rides', '/rider/previous-rides', '/rider/add-property', `/rider/preview-property?id=${own}`, `/rider/update-property?id=${own}`]);
    await context.close();

    const visitor = await product.page(360, 740);
    await expectFits(visitor.page, ['/rider/become-our-rider']);
    await visitor.context.close();

    // A tenant applying: the form fits too, and "Choose at least one day." sits under the days, above the hours.
    const tenant = await product.page(360, 740);
    await product.signInAs(tenant.context, '9801000011');
    await expectFits(tenant.page, ['/rider/become-our-rider']);
    const form = tenant.page.getByTestId('rider-application-form');
    await form.locator('button[type=submit]').click();
    const daysError = tenant.page.getByTestId('application-days-error');
    expect(await daysError.textContent()).toBe('Choose at least one day.');
    const below = async (upper: string, lower: string) =>
      (await tenant.page.getByTestId(upper).boundingBox())!.y < (await tenant.page.getByTestId(lower).boundingBox())!.y;
    expect(await below('application-day-SUN', 'application-days-error')).toBe(true);
    expect(await below('application-days-error', 'application-from-hour')).toBe(true);
    await tenant.context.close();
  }, TIMEOUT);
});
