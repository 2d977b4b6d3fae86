import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { isLanguage, LANGUAGE_COOKIE, type Language } from '../../adapters/http/contract/language-cookie.js';
import { isSitePage, SITE_PAGES } from '../../adapters/http/contract/site-pages.js';
import { en } from '../../domain/shared/catalogue/site/en.js';
import { hi } from '../../domain/shared/catalogue/site/hi.js';
import { MIN_CONTENT_WIDTH } from '../../web-public/src/layout/layout-rules.js';
import { propertyForm } from '../mothers/property.mother.js';
import { hasChromium, uniqueMobile, useRunningProduct } from './browser-support.js';
import { coveredControls, floatingAboveDialog, floatingOverlaps } from './covered-controls.js';

const OOPS = 'Oops! We do not support mobile browsers yet. Please use your desktop.';

/**
 * The languages the page-width sweep runs in: English alone by default (CI's time is tight); `SWEEP_LANG=hi` (or
 * `en,hi`) runs it in Hindi, whose longer words are the ones that push a narrow page wide (docs/testing.md).
 */
const SWEEP_LANGUAGES: Language[] = (process.env.SWEEP_LANG ?? 'en').split(',').map((name) => {
  const language = name.trim();
  if (!isLanguage(language)) throw new Error(`SWEEP_LANG names a language the site does not have: ${language}`);
  return language;
});
const CATALOGUES = { en, hi };

async function visible(page: Page, testId: string): Promise<boolean> {
  const locator = page.getByTestId(testId);
  return (await locator.count()) > 0 && (await locator.first().isVisible());
}

async function marginLeft(page: Page): Promise<string> {
  return page.getByTestId('main-content').evaluate((el) => getComputedStyle(el).marginLeft);
}

/** Who opens a page of the sweep: nobody, or one of the demo people (signed in by the dev outbox's code). */
type Visitor = 'anyone' | 'tenant' | 'owner' | 'landlord' | 'rider';
const DEMO: Record<Exclude<Visitor, 'anyone'>, { mobile: string; as?: 'OWNER' | 'RIDER' }> = {
  tenant: { mobile: '9801000011' }, // Priya: visits, requests, saved homes
  owner: { mobile: '9801000001', as: 'OWNER' }, // Rakesh: live listings
  landlord: { mobile: '9801000004', as: 'OWNER' }, // Ravi: let homes, with tenancies
  rider: { mobile: '9801000021', as: 'RIDER' }, // Vikash: visits in every state
};

/** The ids the site's `:id` addresses need, found as their people would (their own lists). */
interface SweepIds {
  listing: string;
  ownListing: string;
  tenancy: string;
  riderPosted: string;
}

/**
 * Every page of the public site (SITE_PAGES, which test/architecture/site-pages.test.ts keeps equal to the app's
 * routes) as an address and who opens it. A page added to the site without an entry here fails the sweep.
 */
function sweepAddress(pattern: string, ids: SweepIds): { who: Visitor; path: string } | undefined {
  const table: Record<string, { who: Visitor; path: string }> = {
    '/': { who: 'anyone', path: '/' },
    '/tenant/:city/property-listing': { who: 'anyone', path: '/tenant/patna/property-listing' },
    '/tenant/property-details/:id': { who: 'anyone', path: `/tenant/property-details/${ids.listing}` },
    '/tenant/profile': { who: 'tenant', path: '/tenant/profile' },
    '/tenant/profile/data': { who: 'tenant', path: '/tenant/profile/data' },
    '/tenant/wishlist': { who: 'tenant', path: '/tenant/wishlist' },
    '/about-us': { who: 'anyone', path: '/about-us' },
    '/privacy-policy': { who: 'anyone', path: '/privacy-policy' },
    '/terms-condition': { who: 'anyone', path: '/terms-condition' },
    '/owner/add-property': { who: 'owner', path: '/owner/add-property' },
    '/owner/your-property': { who: 'owner', path: '/owner/your-property' },
    '/owner/dashboard': { who: 'owner', path: '/owner/dashboard' },
    '/owner/preview-property/:id': { who: 'owner', path: `/owner/preview-property/${ids.ownListing}` },
    '/owner/update-property': { who: 'owner', path: `/owner/update-property?id=${ids.ownListing}` },
    '/rider/property-listing': { who: 'rider', path: '/rider/property-listing' },
    '/rider/upcoming-rides': { who: 'rider', path: '/rider/upcoming-rides' },
    '/rider/previous-rides': { who: 'rider', path: '/rider/previous-rides' },
    '/rider/preview-property': { who: 'rider', path: `/rider/preview-property?id=${ids.riderPosted}` },
    '/rider/update-property': { who: 'rider', path: `/rider/update-property?id=${ids.riderPosted}` },
    '/rider/add-property': { who: 'rider', path: '/rider/add-property' },
    '/tenancies': { who: 'landlord', path: '/tenancies' },
    '/tenancies/new': { who: 'landlord', path: '/tenancies/new' },
    '/tenancies/:id': { who: 'landlord', path: `/tenancies/${ids.tenancy}` },
    '/preview/preview-property/:id': { who: 'owner', path: `/preview/preview-property/${ids.ownListing}` },
    '/owner/login': { who: 'anyone', path: '/owner/login' },
    '/rider/login': { who: 'anyone', path: '/rider/login' },
    '/owner/tenant-listing': { who: 'anyone', path: '/owner/tenant-listing' },
    '/rider/become-our-rider': { who: 'anyone', path: '/rider/become-our-rider' },
  };
  return table[pattern];
}

/** How wide the page is against the screen, and the first few elements that stick out on the right (to say where). */
async function pageWidth(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const wide = [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((el) => el.getClientRects().length > 0 && el.getBoundingClientRect().right > width + 1 && !el.closest('[data-step-aside]'))
      .slice(0, 3)
      .map((el) => `${el.tagName.toLowerCase()}${el.dataset.testid ? `[data-testid=${el.dataset.testid}]` : `.${String(el.className).split(' ')[0]}`} → ${Math.round(el.getBoundingClientRect().right)}`);
    return { scrollWidth: document.documentElement.scrollWidth, width, wide, language: document.documentElement.lang };
  });
}

describe.skipIf(!hasChromium)('layout rules at 1280, 1024, 1000, 768, 541, 540 and 360 px (browser)', () => {
  const product = useRunningProduct();

  /** The ids of the sweep's `:id` pages; the rider posts a home for its owner (with the code the owner reads out) once per file. */
  let sweepIds: SweepIds | undefined;
  async function idsForSweep(): Promise<SweepIds> {
    if (sweepIds) return sweepIds;
    const tokenOf = async (who: keyof typeof DEMO) => {
      const scratch = await product.page(360, 740);
      const token = await product.signInAs(scratch.context, DEMO[who].mobile, DEMO[who].as);
      await scratch.context.close();
      return { authorization: `Bearer ${token}` };
    };
    const listing = (await product.api<{ data: Array<{ id: string }> }>('/properties/list?city=patna&limit=1')).body.data[0]!.id;
    const owner = await tokenOf('owner');
    const mine = await product.api<{ data: Array<{ id: string }> }>('/properties/list/me', { method: 'POST', headers: owner, body: JSON.stringify({ page: 1, limit: 1 }) });
    const landlord = await tokenOf('landlord');
    const tenancies = await product.api<{ data: Array<{ id: string }> }>('/tenancies?page=1&limit=1', { headers: landlord });
    const rider = await tokenOf('rider');
    const ownerMobile = uniqueMobile();
    expect((await product.api('/properties/owner-confirmation', { method: 'POST', headers: rider, body: JSON.stringify({ owner_mobile_no: ownerMobile }) })).status).toBe(200);
    const form = propertyForm({ owner_mobile_no: ownerMobile, owner_first_name: 'Meena', owner_last_name: 'Devi', owner_otp: await product.lastOtp(ownerMobile) });
    const posted = await product.api<{ data: { id: string } }>('/properties', { method: 'POST', headers: rider, body: JSON.stringify(form) });
    expect(posted.status).toBe(201);
    sweepIds = { listing, ownListing: mine.body.data[0]!.id, tenancy: tenancies.body.data[0]!.id, riderPosted: posted.body.data.id };
    return sweepIds;
  }

  it.each(SWEEP_LANGUAGES.flatMap((language): Array<[number, Language, number]> => [[360, language, 740], [1280, language, 900]]))(
    '%i px in %s: no page of the site is wider than the screen (every app page, each as the person it is for, and the pages the footer links to)',
    async (width, language, height) => {
      const words = CATALOGUES[language];
      const ids = await idsForSweep();
      const unmapped = SITE_PAGES.filter((pattern) => !sweepAddress(pattern, ids));
      expect(unmapped, 'site pages the sweep has no address for').toEqual([]);
      const byVisitor = new Map<Visitor, string[]>();
      for (const pattern of SITE_PAGES) {
        const { who, path } = sweepAddress(pattern, ids)!;
        byVisitor.set(who, [...(byVisitor.get(who) ?? []), path]);
      }

      const misfits: string[] = [];
      const check = async (page: Page, path: string) => {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        await page.locator('h1, [data-testid="desktop-only-message"], [data-testid="login-modal"]').first().waitFor({ timeout: 10_000 }).catch(() => misfits.push(`${path}: nothing to read (no heading)`));
        await page.locator('[role="status"][aria-busy="true"], .profile-skeleton').first().waitFor({ state: 'detached', timeout: 10_000 }).catch(() => undefined);
        const seen = await pageWidth(page);
        if (seen.scrollWidth > seen.width) misfits.push(`${path}: ${seen.scrollWidth} px on a ${seen.width} px screen ${seen.wide.join(', ')}`);
        if (seen.language !== language) misfits.push(`${path}: drawn in ${seen.language}, not ${language}`);
      };

      for (const [who, paths] of byVisitor) {
        const { page, context } = await product.page(width, height);
        // The language this browser chose, as the switch leaves it (the server draws its pages in it, the app starts in it).
        await context.addCookies([{ name: LANGUAGE_COOKIE, value: language, url: product.base }]);
        if (who !== 'anyone') await product.signInAs(context, DEMO[who].mobile, DEMO[who].as);
        if (who === 'tenant') {
          // "Saved homes" in the account menu leads to the wishlist.
          await page.goto('/');
          await page.getByTestId('user-menu-button').click();
          await page.getByRole('menuitem', { name: words['nav.menu.savedHomes'] }).click();
          await page.waitForURL(/\/tenant\/wishlist$/);
          // The app's client-side move: the home's heading stays until the wishlist page's own has replaced it.
          await page.locator('main h1', { hasText: words['wishlist.title'] }).waitFor();
        }
        for (const path of paths) await check(page, path);
        if (who === 'anyone') {
          // The server-drawn pages the footer links to (rent trends, guides, the rent receipt, help), found on the home's footer.
          await page.goto('/');
          const served = await page.locator('footer a[href^="/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
          const more = [...new Set(served)].filter((href) => !isSitePage(href));
          expect(more.length, 'server pages linked from the footer').toBeGreaterThanOrEqual(4);
          for (const path of more) await check(page, path);
        }
        await context.close();
      }
      expect(misfits).toEqual([]);
    },
    120_000,
  );

  async function ownerCookie(page: Page) {
    const user = await product.signUp(uniqueMobile(), 'OWNER');
    await page.context().addCookies([{ name: 'userData', value: encodeURIComponent(JSON.stringify(user)), url: product.base }]);
  }

  it('1280: public pages have navbar, footer and floating buttons; no sidebar or strip', async () => {
    const { page, context } = await product.page(1280);
    for (const path of ['/', '/about-us', '/privacy-policy', '/terms-condition', '/tenant/patna/property-listing']) {
      await page.goto(path);
      await page.getByTestId('navbar').waitFor();
      expect([path, await visible(page, 'footer')]).toEqual([path, true]);
      expect(await visible(page, 'sidebar')).toBe(false);
      expect(await visible(page, 'bottom-strip')).toBe(false);
    }
    expect(await visible(page, 'whatsapp-button')).toBe(true);
    expect(await visible(page, 'quick-call-button')).toBe(true);
    await context.close();
  });

  it('the navbar is hidden on rider login and on the console login', async () => {
    const { page, context } = await product.page(1280);
    await page.goto('/rider/login');
    await page.getByTestId('entry-login-button').or(page.getByTestId('login-modal')).first().waitFor();
    expect(await visible(page, 'navbar')).toBe(false);
    await page.goto('/owner/login');
    await page.getByTestId('navbar').waitFor();
    await page.goto('/admin/login');
    await page.getByTestId('admin-login-submit').waitFor();
    expect(await visible(page, 'navbar')).toBe(false);
    await context.close();
  });

  it('1280: the owner sidebar shifts content 270px, 130px collapsed; no footer on owner pages', async () => {
    const { page, context } = await product.page(1280);
    await ownerCookie(page);
    await page.goto('/owner/your-property');
    await page.getByTestId('sidebar').waitFor();
    expect(await marginLeft(page)).toBe('270px');
    expect(await visible(page, 'footer')).toBe(false);
    expect(await page.getByTestId('sidebar').textContent()).toContain('Post Properties');
    expect(await page.getByTestId('sidebar').textContent()).toContain('Your Properties');
    await page.getByTestId('sidebar-toggle').click();
    await page.waitForFunction(() => getComputedStyle(document.querySelector('[data-testid="main-content"]')!).marginLeft === '130px');
    expect(await visible(page, 'bottom-strip')).toBe(false);
    await page.goto('/owner/dashboard');
    await page.getByTestId('sidebar').waitFor();
    expect(await page.getByText(OOPS).count()).toBe(0);
    await context.close();
  });

  it('1024: the owner dashboard and the owner pages show themselves, not the desktop-only message', async () => {
    const { page, context } = await product.page(1024);
    await ownerCookie(page);
    await page.goto('/owner/dashboard');
    await page.locator('main h1').waitFor();
    expect(await visible(page, 'desktop-only-message')).toBe(false);
    await page.goto('/owner/your-property');
    await page.getByTestId('main-content').waitFor();
    expect(await visible(page, 'desktop-only-message')).toBe(false);
    expect(await visible(page, 'bottom-strip')).toBe(false);
    await context.close();
  });

  it('540: the bottom strip appears on owner and rider pages, not on public ones', async () => {
    const { page, context } = await product.page(540, 900);
    await ownerCookie(page);
    await page.goto('/owner/your-property');
    await page.getByTestId('bottom-strip').waitFor();
    expect(await visible(page, 'bottom-strip')).toBe(true);
    await page.goto('/');
    await page.getByTestId('navbar').waitFor();
    expect(await visible(page, 'bottom-strip')).toBe(false);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(540);
    await context.close();
  });

  /** Phones (360), a small tablet (541, 768), a tablet held sideways (1000) and a desktop (1280). */
  it.each([
    [360, 760],
    [541, 800],
    [768, 1000],
    [1000, 760],
    [1280, 900],
  ])('%i px: no control a person needs sits under anything, scrolling down any page to its end', async (width, height) => {
    const { page, context } = await product.page(width, height);
    const list = await product.api<{ data: Array<{ id: string }> }>('/properties/list?city=patna&limit=1');
    const details = `/tenant/property-details/${list.body.data[0]!.id}`;
    const covered: Record<string, unknown> = {};
    for (const path of ['/', '/tenant/patna/property-listing', details]) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      // The controls the issue was about are there to be looked at: hearts, Request a callback, Book a visit.
      if (path !== '/') await page.getByTestId('wishlist-heart').first().waitFor();
      if (path === details) await page.getByTestId('details-callback').waitFor();
      covered[path] = await coveredControls(page);
    }
    await ownerCookie(page);
    for (const path of ['/owner/your-property', '/owner/add-property', '/owner/dashboard']) {
      await page.goto(path);
      await page.getByTestId('main-content').waitFor();
      await page.waitForLoadState('networkidle');
      covered[path] = await coveredControls(page);
    }
    expect(covered).toEqual(Object.fromEntries(Object.keys(covered).map((path) => [path, []])));
    await context.close();
  }, 120_000); // six pages, each scrolled through: about 20 s on two busy cores

  it.each([
    [360, 740],
    [1280, 900],
  ])('%i px in Hindi: no control sits under anything on the public pages, and the page ends with the footer\'s last line', async (width, height) => {
    const { page, context } = await product.page(width, height);
    await context.addCookies([{ name: 'lang', value: 'hi', url: product.base }]);
    const list = await product.api<{ data: Array<{ id: string }> }>('/properties/list?city=patna&limit=1');
    const details = `/tenant/property-details/${list.body.data[0]!.id}`;
    const covered: Record<string, unknown> = {};
    const bands: Record<string, number> = {};
    for (const path of ['/', '/tenant/patna/property-listing', details]) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('hi');
      covered[path] = await coveredControls(page);
      // What is left below the copyright line: no empty dark band kept for the floating buttons.
      bands[path] = await page.evaluate(() => {
        const line = document.querySelector('.footer__copyright')!;
        const range = document.createRange();
        range.selectNodeContents(line);
        return Math.round(document.documentElement.scrollHeight - (range.getBoundingClientRect().bottom + scrollY));
      });
    }
    expect(covered).toEqual(Object.fromEntries(Object.keys(covered).map((path) => [path, []])));
    for (const [path, band] of Object.entries(bands)) expect(band, path).toBeLessThanOrEqual(24);
    await context.close();
  }, 120_000);

  it.each([
    [360, 740],
    [1280, 800],
  ])('%i px: no floating button shares a pixel with a button or a card, and none shows above an open dialog', async (width, height) => {
    const { page, context } = await product.page(width, height);
    const list = await product.api<{ data: Array<{ id: string }> }>('/properties/list?city=patna&limit=1');
    const details = `/tenant/property-details/${list.body.data[0]!.id}`;
    const overlaps: Record<string, unknown> = {};
    for (const path of ['/', '/tenant/patna/property-listing', details]) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      if (path !== '/') await page.getByTestId('wishlist-heart').first().waitFor();
      overlaps[path] = await floatingOverlaps(page);
    }
    expect(overlaps).toEqual(Object.fromEntries(Object.keys(overlaps).map((path) => [path, []])));

    // The dialogs of the details page: the callback form, the full-screen gallery, the sign-in a visit asks for.
    const above: Record<string, string[]> = {};
    for (const opener of ['details-callback', 'gallery-open', 'book-visit-button']) {
      await page.goto(details);
      await page.getByTestId(opener).first().click();
      const dialog = page.locator('[role="dialog"]').first();
      await dialog.waitFor();
      await page.waitForTimeout(300); // any slide or fade of the buttons is over
      above[opener] = await floatingAboveDialog(page);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
    }
    expect(above).toEqual({ 'details-callback': [], 'gallery-open': [], 'book-visit-button': [] });
    await context.close();
  }, 120_000);

  it('360: the floating buttons step aside while a card\'s heart is under them, and come back', async () => {
    const { page, context } = await product.page(360, 760);
    await page.goto('/tenant/patna/property-listing');
    await page.getByTestId('wishlist-heart').first().waitFor();
    const heart = page.getByTestId('wishlist-heart').last();
    const call = page.getByTestId('quick-call-button');
    // Scroll the last card's heart to just where Quick Call sits.
    const [heartBox, callBox] = [await heart.boundingBox(), await call.boundingBox()];
    await page.evaluate((by) => window.scrollBy({ top: by, behavior: 'instant' }), heartBox!.y - callBox!.y);
    await page.waitForFunction(() => document.querySelector('[data-testid="floating-buttons"]')!.classList.contains('floating--aside'));
    const onHeart = await heart.evaluate((el) => {
      const box = el.getBoundingClientRect();
      return el.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2));
    });
    expect(onHeart).toBe(true);
    // Hidden (out of reach of taps and Tab) once its 0.2 s slide is over.
    await call.waitFor({ state: 'hidden', timeout: 5000 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    // At the page's end only the room kept free for them is under them: they are back.
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
    await call.waitFor({ state: 'visible' });
    expect(await page.getByTestId('floating-buttons').getAttribute('class')).toBe('floating');
    await context.close();
  });

  // The navbar's measured height (--navbar-height) must never feed its own size: once it did (+1px a frame), the
  // page slid down forever, its buttons never settled ("not stable") and the growing navbar covered the forms.
  it.each([360, 541, 1280])('%i px: the navbar settles at one height, the one the page lays out below', async (width) => {
    const { page, context } = await product.page(width, 800);
    await ownerCookie(page);
    for (const path of ['/', '/owner/add-property']) {
      await page.goto(path);
      await page.getByTestId('user-menu-button').waitFor(); // the app has booted, signed in
      await page.waitForLoadState('networkidle');
      const heights = await page.evaluate(async () => {
        const navbar = document.querySelector<HTMLElement>('[data-testid="navbar"]')!;
        const seen: string[] = [];
        for (let frame = 0; frame < 12; frame++) {
          await new Promise((resolve) => requestAnimationFrame(resolve));
          seen.push(`${navbar.offsetHeight}px / ${getComputedStyle(document.documentElement).getPropertyValue('--navbar-height').trim()}`);
        }
        return [...new Set(seen.slice(2))];
      });
      expect(heights, path).toHaveLength(1);
      const [own, variable] = heights[0]!.split(' / ');
      expect(variable, path).toBe(own);
    }
    await context.close();
  });

  it.each([541, 1000])('%i px: the owner sidebar starts as the 130px rail, opens over the page, content stays wide', async (width) => {
    const { page, context } = await product.page(width, 800);
    await ownerCookie(page);
    await page.goto('/owner/add-property');
    const sidebar = page.getByTestId('sidebar');
    await sidebar.waitFor();
    expect(await sidebar.getAttribute('data-collapsed')).toBe('true');
    expect(await marginLeft(page)).toBe('130px');
    const mainWidth = async () => page.getByTestId('main-content').evaluate((el) => el.getBoundingClientRect().width);
    expect(await mainWidth()).toBeGreaterThanOrEqual(MIN_CONTENT_WIDTH);

    // The collapse button sits below the navbar, whatever its height (it wraps onto two rows at 541px).
    const navbarBottom = await page.getByTestId('navbar').evaluate((el) => el.getBoundingClientRect().bottom);
    const toggle = page.getByTestId('sidebar-toggle');
    expect((await toggle.boundingBox())!.y).toBeGreaterThanOrEqual(navbarBottom);

    await toggle.click();
    await page.waitForFunction(() => document.querySelector('[data-testid="sidebar"]')!.getAttribute('data-collapsed') === 'false');
    expect(await sidebar.evaluate((el) => el.getBoundingClientRect().width)).toBe(270);
    expect(await marginLeft(page)).toBe('130px'); // over the page: the content does not shrink
    expect(await mainWidth()).toBeGreaterThanOrEqual(MIN_CONTENT_WIDTH);
    expect(await sidebar.textContent()).toContain('Post Properties');

    await page.keyboard.press('Escape');
    await page.waitForFunction(() => document.querySelector('[data-testid="sidebar"]')!.getAttribute('data-collapsed') === 'true');
    await toggle.click();
    await page.getByTestId('sidebar-backdrop').click({ position: { x: width - 20, y: 400 } });
    await page.waitForFunction(() => document.querySelector('[data-testid="sidebar"]')!.getAttribute('data-collapsed') === 'true');
    await context.close();
  });
});

describe.skipIf(!hasChromium)('the owner sidebar drawer (541-1024 px) behaves as a modal (browser)', () => {
  const product = useRunningProduct();

  it.each([541, 1000])('%i px: focus goes into the open drawer and stays there, the page behind is inert, Escape returns to the toggle', async (width) => {
    const { page, context } = await product.page(width, 800);
    const user = await product.signUp(uniqueMobile(), 'OWNER');
    await page.context().addCookies([{ name: 'userData', value: encodeURIComponent(JSON.stringify(user)), url: product.base }]);
    await page.goto('/owner/add-property');
    const sidebar = page.getByTestId('sidebar');
    const toggle = page.getByTestId('sidebar-toggle');
    await sidebar.waitFor();
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByTestId('main-content').evaluate((el) => el.hasAttribute('inert'))).toBe(false);

    await toggle.focus();
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.querySelector('[data-testid="sidebar"]')!.getAttribute('data-collapsed') === 'false');
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    expect([await sidebar.getAttribute('role'), await sidebar.getAttribute('aria-modal')]).toEqual(['dialog', 'true']);
    // Focus is on the drawer's first entry.
    const focusedInDrawer = () => page.evaluate(() => document.querySelector('[data-testid="sidebar"]')!.contains(document.activeElement));
    expect(await focusedInDrawer()).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('A');
    // The page behind is inert: main content, navbar and footer (if any) cannot take focus or clicks.
    expect(await page.getByTestId('main-content').evaluate((el) => el.hasAttribute('inert'))).toBe(true);
    expect(await page.getByTestId('navbar').evaluate((el) => el.closest('[inert]') !== null)).toBe(true);

    // Tab and Shift+Tab go round the drawer's controls, however many times.
    const controls = await sidebar.locator('button, a[href]').count();
    for (let i = 0; i < controls + 2; i++) {
      await page.keyboard.press('Tab');
      expect(await focusedInDrawer(), `Tab ${i + 1}`).toBe(true);
    }
    for (let i = 0; i < controls + 2; i++) {
      await page.keyboard.press('Shift+Tab');
      expect(await focusedInDrawer(), `Shift+Tab ${i + 1}`).toBe(true);
    }

    await page.keyboard.press('Escape');
    await page.waitForFunction(() => document.querySelector('[data-testid="sidebar"]')!.getAttribute('data-collapsed') === 'true');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('sidebar-toggle');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await sidebar.getAttribute('role')).toBeNull();
    expect(await page.getByTestId('main-content').evaluate((el) => el.hasAttribute('inert'))).toBe(false);
    expect(await page.getByTestId('navbar').evaluate((el) => el.closest('[inert]') === null)).toBe(true);
    await context.close();
  });

  it('1280: the docked sidebar is not a modal: nothing goes inert when it opens or closes', async () => {
    const { page, context } = await product.page(1280, 800);
    const user = await product.signUp(uniqueMobile(), 'OWNER');
    await page.context().addCookies([{ name: 'userData', value: encodeURIComponent(JSON.stringify(user)), url: product.base }]);
    await page.goto('/owner/add-property');
    await page.getByTestId('sidebar').waitFor();
    await page.getByTestId('sidebar-toggle').click();
    await page.getByTestId('sidebar-toggle').click();
    expect(await page.getByTestId('sidebar').getAttribute('role')).toBeNull();
    expect(await page.locator('[inert]').count()).toBe(0);
    await context.close();
  });
});
