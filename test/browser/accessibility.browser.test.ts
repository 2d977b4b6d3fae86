import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousAxeViolations, hasChromium, useRunningProduct } from './browser-support.js';

/**
 * Accessibility as a person using a screen reader, a keyboard or a low-contrast screen meets it: axe-core (a
 * maintained rule set, WCAG 2.x A / AA and best practices) finds no serious or critical violation on any page of
 * spec section 2 a visitor, a tenant, an owner or a rider reaches on the public site, nor with a modal open
 * (Login / Register, Schedule Callback, Report this listing), at desktop and phone widths. The demo people sign in with their OTP
 * from the dev outbox: tenant 9801000011, owner 9801000001, rider 9801000021.
 */
describe.skipIf(!hasChromium)('accessibility: no serious or critical axe-core violation (browser)', () => {
  const product = useRunningProduct();
  /** Each test walks several pages, each loaded to rest and checked: more than the usual 30 s on a busy machine. */
  const TIMEOUT = 120_000;
  const ids = {} as { live: string; own: string };

  beforeAll(async () => {
    const list = await product.api<{ data: Array<{ id: string }> }>('/properties/list?city=patna');
    ids.live = list.body.data[0]!.id;
  });

  /** Opens `path` and waits until what the page loads has arrived (no request in flight, no skeleton left). */
  async function open(page: Page, path: string): Promise<void> {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await page.waitForFunction(() => !document.querySelector('.listing-card--skeleton, .skeleton-line, [aria-busy="true"]'));
    await page.locator('main, [role="main"]').first().waitFor();
  }

  /**
   * Checks each page in turn and reports every page's violations together; closes the context unless told. Also
   * `region` (moderate): everything, the floating WhatsApp / Quick Call buttons included, sits in a landmark.
   */
  async function check(context: BrowserContext, page: Page, paths: string[], options: { keepOpen?: boolean } = {}): Promise<void> {
    const failures: string[] = [];
    for (const path of paths) {
      await open(page, path);
      await expectNoSeriousAxeViolations(page, path, { alsoRules: ['region'] }).catch((error: Error) => failures.push(error.message));
    }
    if (!options.keepOpen) await context.close();
    expect(failures.join('\n\n')).toBe('');
  }

  it.each([
    [1280, 900],
    [360, 740],
  ])('signed out, at %i px: home, listing, details, about, privacy, terms, login entries, become a rider, not found', async (width, height) => {
    const { page, context } = await product.page(width, height);
    await check(context, page, [
      '/',
      '/tenant/patna/property-listing',
      '/tenant/patna/property-listing?bhk=2&sort=rent_asc',
      `/tenant/property-details/${ids.live}`,
      '/tenant/property-details/00000000-0000-4000-8000-000000000000',
      `/preview/preview-property/${ids.live}`,
      '/about-us',
      '/privacy-policy',
      '/terms-condition',
      '/tenant/wishlist',
      '/tenant/profile',
      '/owner/login',
      '/rider/login',
      '/rider/become-our-rider',
      '/no-such-page',
    ]);
  }, TIMEOUT);

  it('the demo tenant: home, wishlist, profile, listing with hearts, details, the user menu', async () => {
    const { page, context } = await product.page(1280, 900);
    await product.signInAs(context, '9801000011');
    await check(context, page, ['/', '/tenant/wishlist', '/tenant/patna/property-listing', `/tenant/property-details/${ids.live}`, '/tenant/profile'], { keepOpen: true });
    await page.getByTestId('user-menu-button').click();
    await page.getByTestId('user-menu').waitFor();
    await expectNoSeriousAxeViolations(page, '/tenant/profile with the user menu open');
    await context.close();
  }, TIMEOUT);

  it('the demo owner: the add-property form, your properties, dashboard, preview and update', async () => {
    const { page, context } = await product.page(1280, 900);
    const token = await product.signInAs(context, '9801000001', 'OWNER');
    const mine = await product.api<{ data: Array<{ id: string }> }>('/properties/list/me', { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: JSON.stringify({ page: 1, limit: 10 }) });
    const own = mine.body.data[0]!.id;
    await check(context, page, ['/owner/add-property', '/owner/your-property', '/owner/dashboard', `/owner/preview-property/${own}`, `/owner/update-property?id=${own}`]);
  }, TIMEOUT);

  it('the demo owner on a phone: the add-property form and your properties with the bottom strip', async () => {
    const { page, context } = await product.page(360, 740);
    await product.signInAs(context, '9801000001', 'OWNER');
    await check(context, page, ['/owner/add-property', '/owner/your-property']);
  }, TIMEOUT);

  it('the demo rider: property listing, upcoming and previous rides, add, preview and update', async () => {
    const { page, context } = await product.page(1280, 900);
    const token = await product.signInAs(context, '9801000021', 'RIDER');
    const mine = await product.api<{ data: Array<{ id: string }> }>('/properties/list/me', { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: JSON.stringify({ page: 1, limit: 10 }) });
    const posted = mine.body.data[0]?.id ?? ids.live;
    await check(context, page, [
      '/rider/property-listing',
      '/rider/upcoming-rides',
      '/rider/previous-rides',
      '/rider/add-property',
      `/rider/preview-property?id=${posted}`,
      `/rider/update-property?id=${posted}`,
      '/rider/become-our-rider',
    ]);
  }, TIMEOUT);

  it('the Login / Register modal: phone step, register mode, the OTP step, and its errors', async () => {
    const { page, context } = await product.page(1280, 900);
    await open(page, '/');
    await page.getByTestId('login-button').click();
    await page.getByTestId('login-modal').waitFor();
    await expectNoSeriousAxeViolations(page, 'the login modal');
    await page.getByTestId('send-otp-button').click();
    await expectNoSeriousAxeViolations(page, 'the login modal with its errors');
    await page.getByTestId('login-mode-register').click();
    await expectNoSeriousAxeViolations(page, 'the register modal');
    await page.getByTestId('login-mode-login').click();
    // Another demo tenant (Neha) than the one signed in above: a second OTP to a number within 30 s is refused.
    await page.getByTestId('phone-input').fill('9801000013');
    await page.getByTestId('send-otp-button').click();
    await page.getByTestId('otp-input').waitFor();
    await expectNoSeriousAxeViolations(page, 'the login modal, OTP step');
    await context.close();
  }, TIMEOUT);

  it('the Schedule Callback modal, empty and with its errors, on about and on a phone over details', async () => {
    const { page, context } = await product.page(1280, 900);
    await open(page, '/about-us');
    await page.getByTestId('quick-call-button').click();
    await page.getByTestId('callback-modal').waitFor();
    await expectNoSeriousAxeViolations(page, 'the callback modal');
    await page.getByTestId('callback-submit').click();
    await page.getByTestId('first-name-input-error').waitFor();
    await expectNoSeriousAxeViolations(page, 'the callback modal with its errors');
    await context.close();

    const phone = await product.page(360, 740);
    await open(phone.page, `/tenant/property-details/${ids.live}`);
    await phone.page.getByTestId('details-callback').click();
    await phone.page.getByTestId('callback-modal').waitFor();
    await expectNoSeriousAxeViolations(phone.page, 'the callback modal over details on a phone');
    await phone.context.close();
  }, TIMEOUT);

  it('the Report this listing modal: the reasons, their errors and the thank-you, on a phone over details', async () => {
    const { page, context } = await product.page(360, 740);
    await open(page, `/tenant/property-details/${ids.live}`);
    await page.getByTestId('report-listing-button').click();
    const modal = page.getByTestId('report-listing-modal');
    await modal.waitFor();
    await expectNoSeriousAxeViolations(page, 'the report modal');
    await modal.getByTestId('report-submit').click();
    await modal.getByTestId('report-reason-error').waitFor();
    await modal.getByTestId('report-reason-other').check();
    await modal.getByTestId('report-submit').click();
    await modal.getByTestId('report-note-error').waitFor();
    await expectNoSeriousAxeViolations(page, 'the report modal with its errors');
    await modal.getByTestId('report-note').fill('The same photos are on another listing.');
    await modal.getByTestId('report-submit').click();
    await modal.getByTestId('report-thanks').waitFor();
    await expectNoSeriousAxeViolations(page, 'the report modal, thank-you');
    await context.close();
  }, TIMEOUT);
});
