import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { hasChromium, logInToConsole, uniqueMobile, useRunningProduct } from './browser-support.js';

/** Every list page of the console (its path below /admin), the tenancy, guide and privacy grids included; the rides' day view is checked after them. */
const CONSOLE_LISTS = [
  '/post-property',
  '/listing-reports',
  '/post-project',
  '/tenants',
  '/owner',
  '/rider',
  '/rider-applications',
  '/leads',
  '/query',
  '/rides',
  '/property-request',
  '/tenancies',
  '/payments',
  '/agreements',
  '/guides',
  '/audit-log',
  '/erasures',
];

/** What sticks out on the right of a 1280 px screen: the page's width, and each visible button or link past the viewport. */
async function overflow(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const controls = [...document.querySelectorAll<HTMLElement>('main button, main a, main [role="button"]')]
      .filter((el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden')
      .map((el) => ({ name: (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40), right: Math.round(el.getBoundingClientRect().right) }))
      .filter((c) => c.right > width);
    // A grid scrolling sideways inside its own box hides its last columns (the row actions) just the same.
    const scrollers = [...document.querySelectorAll<HTMLElement>('main *')]
      .filter((el) => ['auto', 'scroll'].includes(getComputedStyle(el).overflowX) && el.scrollWidth > el.clientWidth + 1 && el.querySelector('table'))
      .map((el) => `a grid box ${el.clientWidth} px wide holds ${el.scrollWidth} px`);
    return { documentWidth: document.documentElement.scrollWidth, viewport: width, controls: [...controls, ...scrollers] };
  });
}

/** Where the filter bar's fields and the toolbar's buttons sit (left, top, width of each; not the search's clear button). */
async function filterLayout(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('#main-content .RaList-actions .RaFilterForm-filterFormInput, #main-content .RaList-actions button')].filter((el) => el.tagName !== 'BUTTON' || el.closest('form') === null).map((el) => {
      const r = el.getBoundingClientRect();
      return [Math.round(r.left), Math.round(r.top), Math.round(r.width)];
    }),
  );
}

describe.skipIf(!hasChromium)('the console at 1280 x 800 (browser)', () => {
  const product = useRunningProduct();

  it('every list page fits the screen: no sideways scroll, the toolbar and the row actions in view, the filter bar still while typing', async () => {
    // The demo data has no report of a listing: one, with a long note, so the Reports queue has a row.
    const listing = (await product.api<{ data: Array<{ id: string }> }>('/properties/list?city=patna&limit=1')).body.data[0]!;
    const reporter = await product.signUp(uniqueMobile());
    const note = 'The photos are of another flat; the owner asked for two months of brokerage before the visit, which is not allowed here.';
    const reported = await product.api(`/properties/${listing.id}/reports`, { method: 'POST', headers: { authorization: `Bearer ${String(reporter.token)}` }, body: JSON.stringify({ reason: 'WRONG_DETAILS', note }) });
    expect(reported.status).toBe(201);

    const { page, context } = await product.page(1280, 800);
    await logInToConsole(page);
    const misfits: string[] = [];
    for (const path of CONSOLE_LISTS) {
      await page.goto(`/admin${path}`);
      await page.locator('#main-content .RaList-main, #main-content .RaEmpty-message').first().waitFor();
      await page.waitForLoadState('networkidle');
      await page.locator('#main-content .MuiLinearProgress-root').waitFor({ state: 'detached' });
      const seen = await overflow(page);
      if (seen.documentWidth > seen.viewport || seen.controls.length > 0) misfits.push(`${path}: ${seen.documentWidth} px, past the edge: ${JSON.stringify(seen.controls)}`);

      const search = page.locator('main input[name="q"]');
      if ((await search.count()) > 0) {
        const before = await filterLayout(page);
        if (before.length === 0) misfits.push(`${path}: no filter bar found`);
        await search.fill('zz');
        await page.waitForTimeout(700);
        const after = await filterLayout(page);
        if (JSON.stringify(after) !== JSON.stringify(before)) misfits.push(`${path}: the filter bar moved once a search was typed ${JSON.stringify(before)} → ${JSON.stringify(after)}`);
        const typed = await overflow(page);
        if (typed.documentWidth > typed.viewport) misfits.push(`${path} with a search: ${typed.documentWidth} px`);
      }
    }
    // The day view of the visits (riders by hour, today's demo visits in it): a grid of its own, not a list.
    await page.goto('/admin/rides/day');
    await page.getByTestId('ride-day-view').locator('table').waitFor();
    await page.waitForLoadState('networkidle');
    await page.locator('#main-content .MuiLinearProgress-root').waitFor({ state: 'detached' });
    expect(await page.locator('[data-testid^="day-row-"]').count()).toBeGreaterThan(0);
    const day = await overflow(page);
    if (day.documentWidth > day.viewport || day.controls.length > 0) misfits.push(`/rides/day: ${day.documentWidth} px, past the edge: ${JSON.stringify(day.controls)}`);
    expect(misfits).toEqual([]);
    await context.close();
  }, 120_000);
});
