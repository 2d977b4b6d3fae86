import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { hasChromium, uniqueMobile, useRunningProduct } from './browser-support.js';

/** Scripts the page has asked for so far (paths). */
function scriptLog(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}
const reactLoaded = (scripts: string[]) => scripts.some((path) => /\/assets\/(react|boot)-/.test(path));

describe.skipIf(!hasChromium)('the prerendered home and its island (browser)', () => {
  const product = useRunningProduct();

  it('the search box says all of its hint, at 360 and 1280 px, in English and Hindi', async () => {
    for (const width of [360, 1280]) {
      for (const language of ['en', 'hi']) {
        const { page, context } = await product.page(width, 800);
        await page.goto('/');
        if (language === 'hi') {
          await context.addCookies([{ name: 'lang', value: 'hi', url: page.url() }]);
          await page.goto('/');
        }
        const input = page.getByTestId('home-search-input');
        await input.waitFor();
        // The placeholder's width in the input's own font against the room the input gives its text.
        const fit = await input.evaluate((element) => {
          const el = element as HTMLInputElement;
          const style = getComputedStyle(el);
          const context2d = document.createElement('canvas').getContext('2d')!;
          context2d.font = style.font;
          const room = el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
          return { text: el.placeholder, width: Math.ceil(context2d.measureText(el.placeholder).width), room: Math.floor(room) };
        });
        expect(fit.text.length, `${language} at ${width}`).toBeGreaterThan(0);
        expect(fit.width, `"${fit.text}" (${language}) at ${width} px`).toBeLessThanOrEqual(fit.room);
        await context.close();
      }
    }
  });

  it('works without React until needed: strip, city, contact lines, search as navigation', async () => {
    const { page, context } = await product.page(1280);
    const scripts = scriptLog(page);
    await page.goto('/');
    await page.getByTestId('home-newest').or(page.getByTestId('home-newest-empty')).first().waitFor();
    // In the page once GET /config answers; at 1280 x 800 it may be stepping aside (hidden) over the third card.
    await page.getByTestId('whatsapp-button').waitFor({ state: 'attached' });
    expect(await page.getByTestId('navbar').isVisible()).toBe(true);
    expect(await page.getByTestId('login-button').isVisible()).toBe(true);
    expect(await page.getByTestId('support-phone').getAttribute('href')).toMatch(/^tel:\+/);
    expect(await page.getByTestId('whatsapp-button').getAttribute('href')).toMatch(/^https:\/\/wa\.me\/91\d{10}$/);
    for (const card of await page.getByTestId('listing-card').all()) {
      expect(await card.locator('a').first().getAttribute('href')).toMatch(/^\/tenant\/property-details\//);
      const image = card.locator('img');
      if (await image.count()) expect([await image.getAttribute('width'), await image.getAttribute('height'), await image.getAttribute('loading')]).toEqual(['640', '427', 'lazy']);
    }

    await page.getByTestId('home-city').selectOption('gaya');
    await page.getByText('Newest homes with the Verified mark in Gaya').waitFor();
    expect(await page.getByTestId('home-see-all').getAttribute('href')).toBe('/tenant/gaya/property-listing?verified_only=true');
    await page.getByTestId('home-newest').or(page.getByTestId('home-newest-empty')).first().waitFor();
    expect(reactLoaded(scripts)).toBe(false);

    await page.getByTestId('home-search-input').fill('boring road');
    await page.getByTestId('home-search-input').press('Enter');
    await page.waitForURL(/\/tenant\/gaya\/property-listing\?search=boring\+road$/);
    await page.getByTestId('listing-filters').waitFor();
    await context.close();
  });

  it('a card with a photo gets the sized cover with its 320 / 640 srcset once near the screen, as the React card', async () => {
    const { page, context } = await product.page(540, 900);
    const listing = {
      id: 'p-1', title: 'Sunny flat', property_type: 'APARTMENT', bhk: 2, furnishing: 'SEMI_FURNISHED', rent: 12500, city: 'patna',
      locality: 'Kankarbagh', cover_image_url: '/media/covers/a-640.webp', status: 'LIVE', is_verified: true, is_stale: false, wishlisted: false,
      deposit: 25000, built_up_area: 950, available_from: '2026-01-01', listed_by: 'RIDER', photo_count: 7,
    };
    await page.route('**/api/v1/properties/list?*', (route) => route.fulfill({ json: { success: true, data: [listing] } }));
    await page.goto('/');
    const card = page.getByTestId('listing-card');
    await card.waitFor();
    expect(await card.getAttribute('data-id')).toBe('p-1');
    const image = card.locator('img');
    // Its source comes when it is near the screen (an IntersectionObserver, a frame later): it is, at 540 x 900.
    await expect.poll(() => image.getAttribute('src')).toBe('/media/covers/a-640.webp');
    expect(await image.evaluate((img: HTMLImageElement) => [img.getAttribute('src'), img.srcset, img.sizes, img.alt, img.getAttribute('width'), img.getAttribute('height'), img.loading])).toEqual([
      '/media/covers/a-640.webp',
      '/media/covers/a-320.webp 320w, /media/covers/a-640.webp 640w',
      '(max-width: 540px) 78vw, (max-width: 1024px) 45vw, 360px',
      'Sunny flat',
      '640',
      '427',
      'lazy',
    ]);
    expect(await card.innerText()).toContain('₹12,500');
    expect(await card.innerText()).toContain('2 BHK Apartment');
    expect(await card.innerText()).toContain('Kankarbagh, Patna');
    expect(await card.innerText()).toContain('Deposit ₹25,000 · 950 sq ft · Semi-furnished · Available now');
    expect(await card.getByTestId('card-listed-by').innerText()).toBe('Posted by our rider for the owner');
    expect([await card.getByTestId('photo-count').innerText(), await card.getByTestId('photo-count').getAttribute('aria-label')]).toEqual(['7', '7 photos']);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(540);
    await context.close();
  });

  it('Quick Call boots the app over the page and opens the callback modal; the app then navigates client-side', async () => {
    // 600 px high: the floating buttons rest over the hero, so no card can send them aside before the tap.
    const { page, context } = await product.page(1280, 600);
    const scripts = scriptLog(page);
    await page.goto('/');
    await page.getByTestId('whatsapp-button').waitFor();
    await page.getByTestId('home-city').selectOption('gaya');
    expect(reactLoaded(scripts)).toBe(false);
    await page.getByTestId('quick-call-button').click();
    await page.getByTestId('callback-modal').waitFor();
    expect(reactLoaded(scripts)).toBe(true);
    // What the visitor chose on the static page is kept.
    expect(await page.getByTestId('home-city').inputValue()).toBe('gaya');
    await page.keyboard.press('Escape');
    await page.getByTestId('callback-modal').waitFor({ state: 'detached' });

    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByTestId('footer').getByRole('link', { name: 'About us' }).click();
    await page.waitForURL(/\/about-us$/);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    await context.close();
  });

  it('a wishlist heart or Post Your Property on the static page asks to log in (in the app)', async () => {
    const { page, context } = await product.page(1280);
    await page.goto('/');
    await page.getByTestId('home-newest').waitFor(); // the demo data has verified homes in Patna
    await page.getByTestId('wishlist-heart').first().click();
    await page.getByTestId('login-modal').waitFor();
    await page.getByTestId('toast').filter({ hasText: 'Log in to save homes to your wishlist.' }).waitFor();

    await page.goto('/');
    await page.getByTestId('post-property-button').click();
    await page.getByTestId('login-modal').waitFor();
    await page.getByTestId('toast').filter({ hasText: 'Kindly login to create property.' }).waitFor();
    await context.close();
  });

  it('a signed-in visitor gets the app at once, with their menu', async () => {
    const { page, context } = await product.page(1280);
    const user = await product.signUp(uniqueMobile(), 'OWNER');
    await context.addCookies([{ name: 'userData', value: encodeURIComponent(JSON.stringify(user)), url: product.base }]);
    await page.goto('/');
    await page.getByTestId('user-menu-button').waitFor();
    expect(await page.getByTestId('login-button').count()).toBe(0);
    await page.getByTestId('home-newest').or(page.getByTestId('home-newest-empty')).first().waitFor();
    await context.close();
  });
});
