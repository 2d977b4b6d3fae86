import { execFileSync } from 'node:child_process';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hasChromium, useRunningProduct } from './browser-support.js';

/**
 * The server-rendered listing and details pages before the app starts (docs/adr/0009): their island must work as
 * the app does for the visitor, on a phone and with a keyboard, and count a visit exactly once. And the public rent
 * receipt generator, a page the server draws, used with JavaScript off as a slow phone might.
 */
describe.skipIf(!hasChromium)('server-rendered pages and their island (browser)', () => {
  const product = useRunningProduct();

  /** The page loads of the main frame from now on. */
  function countLoads(p: Page): () => number {
    let loads = 0;
    p.on('framenavigated', (frame) => frame === p.mainFrame() && loads++);
    return () => loads;
  }

  it('on a phone the Filters panel stays open while choosing; Search applies every choice in one page load', async () => {
    const { page: p, context } = await product.page(360, 740);
    await p.goto('/tenant/patna/property-listing');
    await p.waitForLoadState('networkidle');
    const loads = countLoads(p);
    await p.getByTestId('listing-filter-toggle').click();
    await p.getByTestId('listing-filter-bhk').selectOption('2');
    // Still open, still this page: the next choice is right there.
    await p.getByTestId('listing-filter-furnishing').selectOption('SEMI_FURNISHED');
    await p.getByTestId('listing-filter-min_rent').fill('8000');
    expect(await p.getByTestId('listing-filter-toggle').getAttribute('aria-expanded')).toBe('true');
    expect(loads()).toBe(0);
    await p.getByTestId('listing-filter-apply').click();
    await p.waitForURL(/furnishing=SEMI_FURNISHED/);
    expect(Object.fromEntries(new URL(p.url()).searchParams)).toMatchObject({ bhk: '2', furnishing: 'SEMI_FURNISHED', min_rent: '8000' });
    expect(loads()).toBe(1);
    await context.close();
  }, 120_000);

  it('on a phone the Filters panel keeps every choice readable, Min and Max rent side by side, and "Show N homes" shows them', async () => {
    const { page: p, context } = await product.page(360, 740);
    await p.goto('/tenant/patna/property-listing?furnishing=SEMI_FURNISHED&preferred_tenants=BACHELOR_FEMALE&property_type=INDEPENDENT_HOUSE');
    await p.waitForLoadState('networkidle');
    await p.getByTestId('listing-filter-toggle').click();
    const box = async (id: string) => (await p.getByTestId(id).boundingBox())!;
    // Min and Max rent on one row.
    expect(Math.round((await box('listing-filter-min_rent')).y)).toBe(Math.round((await box('listing-filter-max_rent')).y));
    // A chosen option is never cut: the text fits its select (its width less padding and the arrow).
    const cut = await p.evaluate(() => {
      const canvas = document.createElement('canvas').getContext('2d')!;
      return [...document.querySelectorAll<HTMLSelectElement>('.filter-bar__more select')].flatMap((select) => {
        const style = getComputedStyle(select);
        canvas.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const text = select.selectedOptions[0]?.textContent ?? '';
        const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 20;
        return canvas.measureText(text).width > room ? [`${select.name}: "${text}"`] : [];
      });
    });
    expect(cut).toEqual([]);
    // The panel's own button says what the search finds, and leads to it; nothing floats over it.
    const show = p.getByTestId('listing-filter-show');
    await expect.poll(() => p.getByTestId('floating-buttons').locator('a, button').first().isVisible()).toBe(false);
    const count = (await p.getByTestId('listing-count').textContent())!.trim();
    expect((await show.textContent())!.trim()).toBe(`Show ${count}`);
    // A choice waiting to be sent: the button sends it (one page load) and the results come into view.
    await p.getByTestId('listing-filter-furnishing').selectOption('');
    expect((await show.textContent())!.trim()).toBe('Show homes for these filters');
    await show.click();
    await p.waitForURL((url) => !url.searchParams.has('furnishing'));
    expect(await p.getByTestId('listing-filter-toggle').getAttribute('aria-expanded')).toBe('false');
    expect(new URL(p.url()).searchParams.get('preferred_tenants')).toBe('BACHELOR_FEMALE');
    await context.close();
  }, 120_000);

  it('on a wide screen the filters sit beside the results; the rent range is typed min then max, and applies when the visitor leaves it', async () => {
    const { page: p, context } = await product.page(1280, 900);
    await p.goto('/tenant/patna/property-listing');
    await p.waitForLoadState('networkidle');
    const filters = (await p.getByTestId('listing-filters').boundingBox())!;
    const firstCard = (await p.getByTestId('listing-card').first().boundingBox())!;
    expect(filters.x + filters.width).toBeLessThan(firstCard.x);
    expect(firstCard.y).toBeLessThan(filters.y + filters.height);
    // Min and Max rent side by side in the column.
    const [min, max] = [(await p.getByTestId('listing-filter-min_rent').boundingBox())!, (await p.getByTestId('listing-filter-max_rent').boundingBox())!];
    expect(Math.abs(min.y - max.y)).toBeLessThan(2);
    const loads = countLoads(p);
    await p.getByTestId('listing-filter-min_rent').fill('8000');
    await p.keyboard.press('Tab');
    await p.getByTestId('listing-filter-max_rent').fill('15000');
    await p.keyboard.press('Tab');
    await p.waitForURL(/max_rent=15000/);
    expect(Object.fromEntries(new URL(p.url()).searchParams)).toMatchObject({ min_rent: '8000', max_rent: '15000' });
    expect(loads()).toBe(1);
    // A choice still applies at once, and "Clear filters" in the column takes every choice back.
    await p.getByTestId('listing-filter-bhk').selectOption('3');
    await p.waitForURL(/bhk=3/);
    await p.getByTestId('listing-filter-clear').click();
    await p.waitForURL((url) => !url.search.includes('bhk'));
    expect(await p.getByTestId('listing-filter-bhk').inputValue()).toBe('');
    await context.close();
  }, 120_000);

  it('rent shows as India writes it while it is typed (12,500), the caret where the visitor types, and goes into the address as digits', async () => {
    const { page: p, context } = await product.page(1280, 900);
    await p.goto('/tenant/patna/property-listing');
    await p.waitForLoadState('networkidle');
    const loads = countLoads(p);
    const min = p.getByTestId('listing-filter-min_rent');
    expect(await min.getAttribute('inputmode')).toBe('numeric');
    await min.pressSequentially('12500');
    expect(await min.inputValue()).toBe('12,500');
    // Backspace on the comma (12,|500) takes the 2 before it; the 8 typed then goes where the 2 was.
    for (let i = 0; i < 3; i++) await min.press('ArrowLeft');
    await min.press('Backspace');
    expect(await min.inputValue()).toBe('1,500');
    await min.press('8');
    expect(await min.inputValue()).toBe('18,500');
    const max = p.getByTestId('listing-filter-max_rent');
    await max.pressSequentially('100000');
    expect(await max.inputValue()).toBe('1,00,000');
    await p.keyboard.press('Tab');
    await p.waitForURL(/max_rent=100000/);
    expect(Object.fromEntries(new URL(p.url()).searchParams)).toMatchObject({ min_rent: '18500', max_rent: '100000' });
    expect(loads()).toBe(1);
    // The page drawn for that address shows the amounts grouped too.
    expect([await min.inputValue(), await max.inputValue()]).toEqual(['18,500', '1,00,000']);
    await context.close();
  }, 120_000);

  it('taps while the app downloads are not lost: the last one is done, on the button the visitor pressed, which keeps the focus', async () => {
    const { id } = await product.liveListing({ title: `Tap test flat ${Date.now().toString(36)}` });
    const { page: p, context } = await product.page(1280, 900);
    await p.goto(`/tenant/property-details/${id}`);
    await p.waitForLoadState('networkidle');
    // From now on every script is the app's: held back, as on a slow phone network, until released.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await p.route(/\/assets\/.*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await p.getByTestId('wishlist-heart').click();
    await p.getByTestId('details-callback').focus();
    await p.keyboard.press('Enter');
    release();
    // The last tap (Request a callback) is what the app does, not the first (a visitor's heart: log in).
    const modal = p.getByTestId('callback-modal');
    await modal.waitFor();
    expect(await p.getByTestId('login-modal').count()).toBe(0);
    await p.keyboard.press('Escape');
    await modal.waitFor({ state: 'detached' });
    // Focus is back on the button pressed, not at the top of the page.
    expect(await p.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('details-callback');
    await context.close();
  }, 120_000);

  it('a browser that sends no Sec-Fetch headers still counts its visit, once (the island), and the app does not count again', async () => {
    const { id, ownerToken } = await product.liveListing({ title: `Old browser flat ${Date.now().toString(36)}` });
    const views = async () => (await product.api<{ data: { view_count: number } }>(`/properties/${id}`, { headers: { authorization: `Bearer ${ownerToken}` } })).body.data.view_count;
    const { page: p, context } = await product.page(360, 740);
    // The document fetched without Sec-Fetch metadata (as an old browser, or a bot, asks for it).
    await p.route(`**/tenant/property-details/${id}`, async (route) => {
      const headers = Object.fromEntries(Object.entries(route.request().headers()).filter(([name]) => !name.startsWith('sec-fetch-')));
      await route.fulfill({ response: await route.fetch({ headers }) });
    });
    await p.goto(`/tenant/property-details/${id}`);
    await p.getByTestId('details-title').waitFor();
    // The server did not count it (its data says so): the island did.
    expect(await p.locator('#page-seed').textContent()).toContain('"viewCounted":false');
    await expect.poll(views, { timeout: 15_000 }).toBe(1);
    // The app starts over the page (Request a callback): no second view.
    const calls: string[] = [];
    p.on('request', (request) => request.url().includes(`/api/v1/properties/${id}`) && calls.push(request.url()));
    await p.getByTestId('details-callback').click();
    await p.getByTestId('callback-modal').waitFor();
    expect(calls.filter((url) => url.includes('view=1'))).toEqual([]);
    expect(await views()).toBe(1);
    await context.close();
  }, 120_000);
  it('with JavaScript off, on a phone, the footer\'s Rent Receipt gives the months\' receipts as one PDF; a missing field keeps the form', async () => {
    const { page: p, context } = await product.page(360, 740, { javaScriptEnabled: false });
    await p.goto('/');
    await p.getByTestId('footer-rent-receipt').click();
    await p.getByTestId('rent-receipt-form').waitFor();
    await p.fill('#tenant_name', 'Sunita Devi');
    await p.fill('#address', 'Flat 2B, Shanti Apartments, Boring Road, Patna 800001');
    await p.fill('#monthly_rent', '9500');
    // The landlord's name was left out: the browser keeps the form (the field is required) and says so at the field.
    await p.getByTestId('download').click();
    expect(await p.locator('#landlord_name').evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);
    expect(await p.inputValue('#tenant_name')).toBe('Sunita Devi');
    await p.fill('#landlord_name', 'Ramesh Kumar');
    await p.selectOption('#mode', 'CASH');
    const months = await p.locator('#from_month option').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
    const [from, to] = [months.at(-3)!, months.at(-1)!];
    await p.selectOption('#from_month', from);
    await p.selectOption('#to_month', to);
    // ₹9,500 a month is ₹1,14,000 a year: the server answers the form again asking for the landlord's PAN, the rest kept.
    await p.getByTestId('download').click();
    await p.getByTestId('error-landlord_pan').waitFor();
    expect(await p.getByTestId('error-landlord_pan').innerText()).toContain('₹1,14,000');
    expect([await p.inputValue('#landlord_name'), await p.inputValue('#mode'), await p.inputValue('#from_month')]).toEqual(['Ramesh Kumar', 'CASH', from]);
    await p.fill('#landlord_pan', 'abcpk1234q');
    const [download] = await Promise.all([p.waitForEvent('download'), p.getByTestId('download').click()]);
    const text = execFileSync('pdftotext', ['-layout', await download.path(), '-'], { encoding: 'utf8' });
    expect(text).toContain('Sunita Devi');
    expect(text).toContain('Ramesh Kumar');
    expect(text).toContain('₹9,500');
    expect(text.match(/Rent receipt · /g)).toHaveLength(3);
    expect(text).toContain('ABCPK1234Q');
    expect(text).toContain('Self-made receipt');
    // Cash above ₹5,000: the revenue stamp note; and no check link (nothing is stored).
    expect(text).toContain('Revenue stamp');
    expect(text).not.toMatch(/\/r\/[A-Za-z0-9_-]+/);
    expect(await p.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
    await context.close();
  }, 120_000);
});
