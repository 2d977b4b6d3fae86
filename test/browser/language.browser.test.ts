import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousAxeViolations, hasChromium, uniqueMobile, useRunningProduct } from './browser-support.js';

/**
 * Hindi beside English, in a real browser: the switch in the navbar and footer, remembered per browser
 * (the `lang` cookie, so the server renders the next pages in it) and per account; the server-rendered pages in
 * Hindi with `<html lang="hi">`; the listing's "Available by" filter written dd/mm/yyyy (Chromium here runs in
 * en-US, where a native date input shows mm/dd/yyyy).
 */
describe.skipIf(!hasChromium)('Hindi and English (browser)', () => {
  const product = useRunningProduct();

  /** A live Gaya listing titled `title`, its rent ₹12,500. */
  const liveListing = async (title: string) => (await product.liveListing({ title, city: 'gaya', locality: 'Bodh Gaya Road', rent: 12500 })).id;

  /**
   * A new person signed up through the API: `me` reads the language their account keeps (GET /users/me), `signIn`
   * gives a browser the `userData` cookie the login modal writes.
   */
  async function newPerson() {
    const mobile = uniqueMobile();
    const user = await product.signUp(mobile);
    const token = String(user.token);
    const me = async () => (await product.api<{ data: { language: string } }>('/users/me', { headers: { authorization: `Bearer ${token}` } })).body.data.language;
    const session = { id: user.id, first_name: user.first_name, last_name: user.last_name, primary_role: user.primary_role, secondary_role: user.secondary_role ?? null, token, mobile_no: mobile };
    const signIn = (context: BrowserContext) => context.addCookies([{ name: 'userData', value: encodeURIComponent(JSON.stringify(session)), url: product.base }]);
    return { mobile, me, signIn };
  }

  /**
   * Types `keys` key by key into the emptied "Available by" field, as a person does: the field shows them with slashes;
   * Tab applies the date, and the address takes it as `iso`.
   */
  async function typeAvailableBy(p: Page, keys: string, iso: string) {
    const typed = p.getByTestId('listing-filter-available_by');
    await typed.fill('');
    await typed.pressSequentially(keys);
    expect([keys, await typed.inputValue()]).toEqual([keys, keys.replaceAll('-', '/')]);
    await p.keyboard.press('Tab');
    await p.waitForURL(new RegExp(`available_by=${iso}`));
  }

  const lang = (p: Page) => p.evaluate(() => document.documentElement.lang);
  const languageCookie = async (context: BrowserContext) => (await context.cookies()).find((cookie) => cookie.name === 'lang')?.value;

  it('switches to Hindi on the home; the listing and details pages come from the server in Hindi, also after a reload', async () => {
    const id = await liveListing(`Hindi test flat ${Date.now().toString(36)}`);
    const { page: p, context } = await product.page(1280, 900);
    await p.goto('/');
    await p.waitForLoadState('networkidle');
    expect(await lang(p)).toBe('en');
    const switchLink = p.getByTestId('navbar-language-hi');
    // A real link, named in its own language and script, saying which language it leads to.
    expect(await switchLink.innerText()).toBe('हिन्दी');
    expect(await switchLink.getAttribute('lang')).toBe('hi');
    expect(await switchLink.getAttribute('hreflang')).toBe('hi');
    await switchLink.click();
    await p.waitForURL(/\/\?lang=hi$/);
    await p.waitForLoadState('networkidle');
    expect(await lang(p)).toBe('hi');
    expect(await p.locator('h1').first().textContent()).toBe('पटना में किराए के घर, हर लिस्टिंग टीम की मंज़ूरी से');
    expect(await languageCookie(context)).toBe('hi');
    // The footer offers both, the current one marked.
    expect(await p.getByTestId('footer-language-hi').getAttribute('aria-current')).toBe('true');

    // The listing, at its plain address: the server draws it in Hindi from the cookie.
    await p.goto('/tenant/gaya/property-listing');
    expect(await lang(p)).toBe('hi');
    expect(await p.title()).toBe('गया में किराए के घर | GharSetu');
    const card = p.locator(`[data-testid="listing-card"][data-id="${id}"]`);
    expect(await card.locator('.listing-card__rent strong').textContent()).toBe('₹12,500');
    expect(await p.getByTestId('listing-filters').getByText('इस तारीख़ तक खाली').count()).toBe(1);
    await expectNoSeriousAxeViolations(p);

    // Its details page, from a card: Hindi too, and still after a reload.
    await card.locator('a').first().click();
    await p.waitForURL(new RegExp(`/tenant/property-details/${id}$`));
    expect(await lang(p)).toBe('hi');
    expect(await p.locator('body').textContent()).toContain('किराया');
    await expectNoSeriousAxeViolations(p);
    await p.reload();
    expect(await lang(p)).toBe('hi');
    expect(await p.title()).toContain('| GharSetu');
    expect(await p.getByTestId('navbar-language-en').innerText()).toBe('English');

    // The app, started over the page, draws it in Hindi as well (the catalogue downloaded with it).
    await p.getByTestId('details-callback').click();
    await p.getByTestId('callback-modal').waitFor();
    expect(await p.getByTestId('callback-modal').textContent()).toContain('कॉलबैक माँगें');
    await p.keyboard.press('Escape');

    // Back to English with the switch: remembered too.
    await p.getByTestId('navbar-language-en').click();
    await expect.poll(() => lang(p)).toBe('en');
    expect(await languageCookie(context)).toBe('en');
    await p.goto('/tenant/gaya/property-listing');
    expect(await lang(p)).toBe('en');
    expect(await p.title()).toBe('Homes for rent in Gaya | GharSetu');
    await context.close();
  }, 180_000);

  it('on a phone in Hindi: the navbar and pages fit the screen, the switch is reachable, the date field reads dd/mm/yyyy', async () => {
    const { page: p, context } = await product.page(360, 740);
    await context.addCookies([{ name: 'lang', value: 'hi', url: product.base }]);
    for (const path of ['/', '/tenant/patna/property-listing']) {
      await p.goto(path);
      await p.waitForLoadState('networkidle');
      expect([path, await lang(p)]).toEqual([path, 'hi']);
      // Nothing wider than the phone (a long Hindi label would push the page sideways).
      expect([path, await p.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)]).toEqual([path, true]);
      // The navbar keeps one row: the link shows "En", its name is the whole word.
      const short = p.getByTestId('navbar-language-en').locator('.language-switch__short');
      expect([await short.isVisible(), await short.innerText()]).toEqual([true, 'En']);
      expect(await p.getByRole('link', { name: 'English' }).first().getAttribute('data-testid')).toBe('navbar-language-en');
      expect(await p.locator('.navbar').evaluate((navbar) => navbar.getBoundingClientRect().height)).toBeLessThan(80);
      await expectNoSeriousAxeViolations(p);
    }
    await p.getByTestId('listing-filter-toggle').click();
    const field = p.getByTestId('listing-filter-available_by');
    expect(await field.getAttribute('placeholder')).toBe('दिन/महीना/साल');
    expect(await field.getAttribute('inputmode')).toBe('numeric');
    // The legal pages in Hindi say that the English text is the one that applies.
    await p.goto('/privacy-policy');
    await p.getByTestId('translation-note').waitFor();
    expect(await p.locator('h1').first().textContent()).toBe('प्राइवेसी पॉलिसी');
    expect(await p.title()).toBe('प्राइवेसी पॉलिसी | GharSetu');
    await context.close();
  }, 120_000);

  it("the listing's 'Available by' filter shows dd/mm/yyyy, typed or chosen on the calendar, and the address keeps ISO", async () => {
    const { page: p, context } = await product.page(1280, 900);
    await p.goto('/tenant/patna/property-listing');
    await p.waitForLoadState('networkidle');
    const field = p.getByTestId('listing-filter-available_by');
    expect(await field.getAttribute('placeholder')).toBe('dd/mm/yyyy');
    expect(await field.getAttribute('type')).toBe('text');
    // Typed day first, digits only (a phone's number pad): the slashes come by themselves.
    await field.pressSequentially('01122030');
    expect(await field.inputValue()).toBe('01/12/2030');
    await p.keyboard.press('Tab');
    await p.waitForURL(/available_by=2030-12-01/);
    expect(await p.getByTestId('listing-filter-available_by').inputValue()).toBe('01/12/2030');

    // Typed key by key with the slashes or dashes a person types themselves (the field adds its own after the day and
    // the month: the typed one is taken as that one, never a second).
    for (const [keys, iso] of [['24/11/2031', '2031-11-24'], ['25-12-2031', '2031-12-25']] as const) {
      await typeAvailableBy(p, keys, iso);
      expect(await p.getByTestId('listing-filter-available_by').inputValue()).toBe(keys.replaceAll('-', '/'));
    }
    // The calendar button is shown once script runs, and is in the Tab order right after the field.
    await p.getByTestId('listing-filter-available_by').focus();
    await p.keyboard.press('Tab');
    expect(await p.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('listing-filter-available_by-calendar');

    // Chosen on the calendar (the browser's own picker behind the calendar button): shown day first, applied at once.
    await p.getByTestId('listing-filter-available_by-calendar').fill('2031-01-05');
    await p.waitForURL(/available_by=2031-01-05/);
    expect(await p.getByTestId('listing-filter-available_by').inputValue()).toBe('05/01/2031');

    // The app, once started (Login), shows the same.
    await p.getByTestId('login-button').click();
    await p.getByTestId('login-modal').waitFor();
    await p.keyboard.press('Escape');
    expect(await p.getByTestId('listing-filter-available_by').inputValue()).toBe('05/01/2031');
    await p.getByTestId('listing-filter-available_by').fill('24/11/2031');
    await p.keyboard.press('Tab');
    await p.waitForURL(/available_by=2031-11-24/);
    // In the app, key by key too.
    for (const [keys, iso] of [['26/12/2032', '2032-12-26'], ['27-12-2032', '2032-12-27']] as const) await typeAvailableBy(p, keys, iso);
    await context.close();

    // Without script the calendar button is not offered (a date picked there would be lost); typing works.
    const plain = await product.page(1280, 900, { javaScriptEnabled: false });
    await plain.page.goto('/tenant/patna/property-listing');
    expect(await plain.page.getByTestId('listing-filter-available_by').isVisible()).toBe(true);
    expect(await plain.page.getByTestId('listing-filter-available_by-calendar').isVisible()).toBe(false);
    await plain.context.close();
  }, 150_000);

  it('signed in, the switch is saved on the account; signing in elsewhere brings the account’s language', async () => {
    const { mobile, me, signIn } = await newPerson();
    expect(await me()).toBe('en');

    const { page: p, context } = await product.page(1280, 900);
    await signIn(context);
    await p.goto('/tenant/profile');
    await p.getByTestId('user-menu-button').waitFor();
    await p.getByTestId('navbar-language-hi').click();
    // In place (the app draws itself again), remembered in this browser and on the account.
    await expect.poll(() => lang(p)).toBe('hi');
    expect(await p.locator('h1').first().textContent()).toBe('आपकी प्रोफ़ाइल');
    expect(await languageCookie(context)).toBe('hi');
    await expect.poll(me, { timeout: 10_000 }).toBe('hi');
    await context.close();

    // Another browser, in English: signing in switches it to the account's Hindi.
    const other = await product.page(1280, 900);
    await other.page.goto('/');
    await other.page.waitForLoadState('networkidle');
    await other.page.getByTestId('login-button').click();
    await other.page.getByTestId('login-modal').waitFor();
    await other.page.getByTestId('phone-input').fill(mobile);
    // A second code for the same number within 30 s is refused (spec section 9).
    await new Promise((resolve) => setTimeout(resolve, 31_000));
    await other.page.getByTestId('send-otp-button').click();
    await other.page.getByTestId('otp-input').waitFor();
    await other.page.getByTestId('otp-input').pressSequentially(await product.lastOtp(mobile));
    await other.page.getByTestId('login-modal').waitFor({ state: 'detached' });
    await expect.poll(() => lang(other.page)).toBe('hi');
    expect(await languageCookie(other.context)).toBe('hi');
    expect(await other.page.getByTestId('navbar-language-en').innerText()).toBe('English');
    await other.context.close();
  }, 180_000);
  it('a visitor who lands on a `?lang=hi` address stays in Hindi: the browser remembers it, the links keep it', async () => {
    const id = await liveListing(`Landing flat ${Date.now().toString(36)}`);
    const { page: p, context } = await product.page(1280, 900);
    // From a Hindi search result or a shared link: no cookie yet.
    await p.goto('/tenant/gaya/property-listing?lang=hi');
    await p.waitForLoadState('networkidle');
    expect(await lang(p)).toBe('hi');
    expect(await languageCookie(context)).toBe('hi');
    const card = p.locator(`[data-testid="listing-card"][data-id="${id}"] a`).first();
    expect(await card.getAttribute('href')).toBe(`/tenant/property-details/${id}?lang=hi`);
    await card.click();
    await p.waitForURL(new RegExp(`/tenant/property-details/${id}\\?lang=hi$`));
    expect(await lang(p)).toBe('hi');
    // The logo leads to the Hindi home; and a page at a plain address comes in Hindi too (the cookie).
    await p.locator('a.logo').first().click();
    await p.waitForURL(/\/\?lang=hi$/);
    expect(await lang(p)).toBe('hi');
    await p.goto('/tenant/patna/property-listing');
    expect(await lang(p)).toBe('hi');
    await context.close();

    // A browser that chose English keeps its choice, but the Hindi page's links stay in Hindi.
    const english = await product.page(1280, 900);
    await english.context.addCookies([{ name: 'lang', value: 'en', url: product.base }]);
    await english.page.goto('/tenant/gaya/property-listing?lang=hi');
    await english.page.waitForLoadState('networkidle');
    expect(await languageCookie(english.context)).toBe('en');
    await english.page.locator(`[data-testid="listing-card"][data-id="${id}"] a`).first().click();
    await english.page.waitForURL(new RegExp(`/tenant/property-details/${id}\\?lang=hi$`));
    expect(await lang(english.page)).toBe('hi');
    await english.context.close();
  }, 180_000);

  it('switching quickly back and forth: the last choice wins on the page, in the cookie and on the account', async () => {
    const { me, signIn } = await newPerson();
    const { page: p, context } = await product.page(1280, 900);
    await signIn(context);
    // The Hindi catalogue arrives slowly (3G): it is held back for two seconds.
    let hindiDelivered = false;
    await context.route('**/assets/*.js', async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (body.includes('मोहल्ला या पहचान की जगह')) {
        await new Promise((resolve) => setTimeout(resolve, 2_000));
        hindiDelivered = true;
      }
      await route.fulfill({ response, body });
    });
    await p.goto('/tenant/profile');
    await p.getByTestId('user-menu-button').waitFor();
    await p.getByTestId('navbar-language-hi').click();
    // While Hindi downloads, the person changes their mind.
    await p.getByTestId('footer-language-en').click();
    await expect.poll(() => hindiDelivered, { timeout: 10_000 }).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await lang(p)).toBe('en');
    expect(await p.locator('h1').first().textContent()).toBe('Your profile');
    expect(await languageCookie(context)).toBe('en');
    await expect.poll(me, { timeout: 10_000 }).toBe('en');
    // And once more the other way round: Hindi last.
    await p.getByTestId('footer-language-en').click();
    await p.getByTestId('navbar-language-hi').click();
    await expect.poll(() => lang(p), { timeout: 10_000 }).toBe('hi');
    expect(await languageCookie(context)).toBe('hi');
    await expect.poll(me, { timeout: 10_000 }).toBe('hi');
    await context.close();
  }, 120_000);

  it('a Hindi legal page whose text does not arrive shows the English text, marked English, instead of waiting forever', async () => {
    const { page: p, context } = await product.page(1280, 900);
    await context.addCookies([{ name: 'lang', value: 'hi', url: product.base }]);
    let tries = 0;
    await context.route('**/assets/*.js', async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (body.includes('डिजिटल पर्सनल डेटा प्रोटेक्शन एक्ट')) {
        tries += 1;
        return route.abort('failed');
      }
      await route.fulfill({ response, body });
    });
    await p.goto('/privacy-policy');
    await expect.poll(() => p.locator('h1').first().textContent(), { timeout: 10_000 }).toBe('Privacy Policy');
    expect(await lang(p)).toBe('hi');
    expect(await p.locator('article.document').getAttribute('lang')).toBe('en');
    expect(await p.getByTestId('translation-note').count()).toBe(0);
    expect(tries).toBeLessThanOrEqual(2);
    await context.close();
  }, 60_000);

  it('signing in from a browser that chose Hindi, with an account that never chose a language: Hindi stays and the account takes it', async () => {
    const { mobile, me } = await newPerson();
    expect(await me()).toBe('en');
    const { page: p, context } = await product.page(1280, 900);
    await context.addCookies([{ name: 'lang', value: 'hi', url: product.base }]);
    await p.goto('/');
    await p.waitForLoadState('networkidle');
    expect(await lang(p)).toBe('hi');
    await p.getByTestId('login-button').click();
    await p.getByTestId('login-modal').waitFor();
    await p.getByTestId('phone-input').fill(mobile);
    // A second code for the same number within 30 s is refused (spec section 9).
    await new Promise((resolve) => setTimeout(resolve, 31_000));
    await p.getByTestId('send-otp-button').click();
    await p.getByTestId('otp-input').waitFor();
    await p.getByTestId('otp-input').pressSequentially(await product.lastOtp(mobile));
    await p.getByTestId('login-modal').waitFor({ state: 'detached' });
    // The "logged in" toast speaks the page's language.
    await p.getByText('आप लॉग इन हो गए').first().waitFor();
    expect(await lang(p)).toBe('hi');
    expect(await languageCookie(context)).toBe('hi');
    await expect.poll(me, { timeout: 10_000 }).toBe('hi');
    await context.close();
  }, 120_000);

  it('between phone and desktop the navbar shows the whole name of the other language and keeps one row', async () => {
    for (const language of ['en', 'hi'] as const) {
      for (const width of [541, 600, 700, 768, 1024]) {
        const { page: p, context } = await product.page(width, 800);
        await context.addCookies([{ name: 'lang', value: language, url: product.base }]);
        await p.goto('/tenant/patna/property-listing');
        const other = language === 'en' ? 'hi' : 'en';
        const full = p.getByTestId(`navbar-language-${other}`).locator('.language-switch__full');
        expect([language, width, await full.isVisible()]).toEqual([language, width, true]);
        expect([language, width, (await p.locator('.navbar').evaluate((navbar) => navbar.getBoundingClientRect().height)) < 80]).toEqual([language, width, true]);
        expect([language, width, await p.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)]).toEqual([language, width, true]);
        await context.close();
      }
    }
  }, 120_000);
});
