import { describe, expect, it } from 'vitest';
import { expectNoSeriousAxeViolations, hasChromium, useRunningProduct } from './browser-support.js';

/**
 * Rent trends on a phone (docs/contexts/rent-trends.md): the page in Hindi with JavaScript off, opened from the
 * footer, and a listing's fair-rent mark; on the demo data the product seeds at start, and the figures its start-up
 * job computes.
 */
describe.skipIf(!hasChromium)('rent trends and the fair-rent mark (browser)', () => {
  const product = useRunningProduct();

  /** The start-up job's figures (it runs once the workers start). */
  async function figuresComputed(): Promise<void> {
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      const { body } = await product.api<{ data: { computed_at: string | null; localities: unknown[] } }>('/rent-trends/patna');
      if (body.data.computed_at && body.data.localities.length > 0) return;
      await new Promise((r) => setTimeout(r, 500));
    }
    throw new Error('the rent trends were not computed within a minute of the start');
  }

  it('the trends page works in Hindi on a 360 px phone with no script of its own: charts, tables, no sideways page scroll, no serious axe finding', async () => {
    await figuresComputed();
    // The page carries no script (counted below), so it reads the same with JavaScript off; the checks below run
    // their own (the page's width, axe), which a context without JavaScript would refuse.
    const { page: p, context } = await product.page(360, 740);
    await p.goto('/rent-trends/patna?lang=hi');
    expect(await p.locator('h1').innerText()).toBe('पटना में किराए का रुझान');
    expect(await p.locator('svg.chart').count()).toBeGreaterThan(0);
    expect(await p.locator('script').count()).toBe(0);
    expect(await p.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectNoSeriousAxeViolations(p);
    await p.getByRole('link', { name: 'Kankarbagh' }).first().click();
    await p.waitForURL(/\/rent-trends\/patna\/kankarbagh/);
    expect(await p.locator('h1').innerText()).toBe('Kankarbagh, पटना में किराए का रुझान');
    expect(await p.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectNoSeriousAxeViolations(p);
    await context.close();
  }, 120_000);

  it("the footer's Price Trends opens Patna's trends; a Kankarbagh listing shows the usual rent of homes like it", async () => {
    await figuresComputed();
    const { page: p, context } = await product.page(360, 740);
    await p.goto('/');
    await p.getByTestId('footer-price-trends').click();
    await p.waitForURL(/\/rent-trends\/patna$/);
    expect(await p.locator('h1').innerText()).toBe('Rent trends in Patna');

    const { body } = await product.api<{ data: Array<{ id: string; locality: string; bhk: number; furnishing: string }> }>('/properties/list?city=patna');
    const home = body.data.find((l) => l.locality === 'Kankarbagh' && l.bhk === 1 && l.furnishing === 'FULLY_FURNISHED')!;
    await p.goto(`/tenant/property-details/${home.id}`);
    const mark = p.getByTestId('fair-rent');
    await mark.waitFor({ timeout: 30_000 });
    expect(await mark.innerText()).toMatch(/Usual rent for a 1 BHK fully furnished in Kankarbagh: ₹[\d,]+-₹?[\d,]+ \(\d+ homes\)/);
    expect(['WITHIN', 'BELOW', 'ABOVE']).toContain(await mark.getAttribute('data-position'));
    await context.close();
  }, 180_000);
});
