import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hasChromium, uniqueMobile, useRunningProduct } from './browser-support.js';

/** What a stubbed navigator.share was handed (the share sheet's data). */
type Shared = { title: string; text: string; url: string };

/** A browser without the Web Share API (most computers): the share link opens WhatsApp. */
async function withoutWebShare(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    delete (Navigator.prototype as { share?: unknown }).share;
    delete (Navigator.prototype as { canShare?: unknown }).canShare;
  });
}

/** A phone's Web Share API, recording what it is asked to share instead of opening the sheet. */
async function withWebShare(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const calls: unknown[] = [];
    (window as unknown as { __shared: unknown[] }).__shared = calls;
    Object.defineProperty(Navigator.prototype, 'share', {
      configurable: true,
      value: (data: unknown) => {
        calls.push(data);
        return Promise.resolve();
      },
    });
  });
}

const shared = (page: Page) => page.evaluate(() => (window as unknown as { __shared: Shared[] }).__shared);

const rupees = (amount: number) => `₹${new Intl.NumberFormat('en-IN').format(amount)}`;

/**
 * A share button on every card and on the details page, on the server-rendered pages (their island) and
 * in the app; the Web Share API where the browser has it, a wa.me link otherwise, with the listing's link, rent,
 * BHK and locality.
 */
describe.skipIf(!hasChromium)('sharing a listing (browser)', () => {
  const product = useRunningProduct();

  /** A live listing of Patna with a known line (the demo data's are shared by many tests). */
  async function liveListing(title: string) {
    const user = await product.signUp(uniqueMobile(), 'OWNER');
    const auth = { authorization: `Bearer ${String(user.token)}` };
    const { propertyForm } = await import('../mothers/property.mother.js');
    const form = propertyForm({ title, city: 'patna', locality: 'Kankarbagh', bhk: 2, property_type: 'APARTMENT', rent: 12500, submit: true });
    const created = await product.api<{ data: { id: string } }>('/properties', { method: 'POST', headers: auth, body: JSON.stringify(form) });
    const id = created.body.data.id;
    const admin = { authorization: `Bearer ${await product.adminToken()}` };
    expect((await product.api(`/properties/${id}/state`, { method: 'POST', headers: admin, body: JSON.stringify({ action: 'approve' }) })).status).toBe(200);
    return id;
  }

  const expectedLine = '2 BHK Apartment for rent in Kankarbagh, Patna: ₹12,500 a month';

  it('every card on the listing page has one, named for screen readers; without Web Share it opens WhatsApp with the line and the link', async () => {
    const id = await liveListing(`Share card flat ${Date.now().toString(36)}`);
    const { page, context } = await product.page(360, 760);
    await withoutWebShare(context);
    await context.route('https://wa.me/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }));
    await page.goto('/tenant/patna/property-listing');
    await page.waitForLoadState('networkidle');
    const cards = page.getByTestId('listing-card');
    const count = await cards.count();
    expect(count).toBeGreaterThan(0);
    expect(await page.getByRole('link', { name: 'Share this home' }).count()).toBe(count);

    // The newest card is ours.
    const card = page.locator(`[data-testid="listing-card"][data-id="${id}"]`);
    const [whatsapp] = await Promise.all([context.waitForEvent('page'), card.getByTestId('share-button').click()]);
    await whatsapp.waitForLoadState();
    const url = new URL(whatsapp.url());
    expect(`${url.origin}${url.pathname}`).toBe('https://wa.me/');
    expect(url.searchParams.get('text')).toBe(`${expectedLine}\n${product.base}/tenant/property-details/${id}`);
    // The listing page stays where it was.
    expect(new URL(page.url()).pathname).toBe('/tenant/patna/property-listing');
    await context.close();
  }, 120_000);

  it("the details page's labelled button hands the share sheet the title, the line and the link (Web Share API), before and after the app starts", async () => {
    const title = `Share sheet flat ${Date.now().toString(36)}`;
    const id = await liveListing(title);
    const { page, context } = await product.page(360, 760);
    await withWebShare(context);
    await page.goto(`/tenant/property-details/${id}`);
    await page.waitForLoadState('networkidle');
    const button = page.getByTestId('share-button');
    expect((await button.innerText()).trim()).toBe('Share');
    await button.click();
    const expected = { title, text: expectedLine, url: `${product.base}/tenant/property-details/${id}` };
    await expect.poll(() => shared(page)).toEqual([expected]);
    // The sheet, not WhatsApp's link: no other tab, the page stays.
    expect(context.pages()).toHaveLength(1);
    expect(new URL(page.url()).pathname).toBe(`/tenant/property-details/${id}`);

    // The app takes over the page (Request a callback needs it); its button shares the same.
    await page.getByTestId('details-callback').click();
    await page.getByTestId('callback-modal').waitFor();
    await page.keyboard.press('Escape');
    await page.getByTestId('callback-modal').waitFor({ state: 'detached' });
    await page.getByTestId('share-button').click();
    await expect.poll(() => shared(page)).toEqual([expected, expected]);
    expect(context.pages()).toHaveLength(1);
    await context.close();
  }, 120_000);

  it("a signed-in visitor's app draws the cards with the share button, which opens WhatsApp without Web Share", async () => {
    const id = await liveListing(`Signed in share flat ${Date.now().toString(36)}`);
    const { page, context } = await product.page(1280, 900);
    await withoutWebShare(context);
    await context.route('https://wa.me/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }));
    const user = await product.signUp(uniqueMobile());
    await context.addCookies([{ name: 'userData', value: encodeURIComponent(JSON.stringify(user)), url: product.base }]);
    await page.goto('/tenant/patna/property-listing');
    // The app has drawn the page: the navbar is the person's.
    await page.getByTestId('user-menu-button').waitFor();
    const share = page.locator(`[data-testid="listing-card"][data-id="${id}"] [data-testid="share-button"]`);
    const [whatsapp] = await Promise.all([context.waitForEvent('page'), share.click()]);
    await whatsapp.waitForLoadState();
    expect(new URL(whatsapp.url()).searchParams.get('text')).toBe(`${expectedLine}\n${product.base}/tenant/property-details/${id}`);
    await context.close();
  }, 120_000);

  it('the home strip cards (filled by the home island) share their own listing', async () => {
    const { page, context } = await product.page(1280, 900);
    await withWebShare(context);
    await page.goto('/');
    const card = page.getByTestId('home-newest').getByTestId('listing-card').first();
    await card.waitFor();
    const id = await card.getAttribute('data-id');
    const listing = (await product.api<{ data: { title: string; rent: number; locality: string } }>(`/properties/${id}`)).body.data;
    await card.getByTestId('share-button').click();
    const [call] = await (async () => {
      await expect.poll(async () => (await shared(page)).length).toBe(1);
      return shared(page);
    })();
    expect(call).toMatchObject({ title: listing.title, url: `${product.base}/tenant/property-details/${id}` });
    expect(call!.text).toContain(rupees(listing.rent));
    expect(call!.text).toContain(`${listing.locality}, Patna`);
    await context.close();
  }, 120_000);
});
