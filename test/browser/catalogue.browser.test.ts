import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { TestImages } from '../support/images.js';
import { hasChromium, uniqueMobile, useRunningProduct, logInToConsole } from './browser-support.js';

/**
 * The catalogue end to end, the way three people use it: an owner posts a home with photos on the public
 * site, an admin approves and verifies it in the console, and a tenant on a phone finds it through filters,
 * opens it, saves it and asks for a callback. The owner's dashboard then shows what the tenant did.
 */
describe.skipIf(!hasChromium)('property catalogue end to end (browser)', () => {
  const product = useRunningProduct();

  /** Signs a person in the way the site remembers them: the `userData` cookie the login modal writes. */
  async function signInAs(context: BrowserContext, user: Record<string, unknown>, token: string) {
    const session = {
      id: user.id,
      first_name: user.first_name,
      last_name: user.last_name,
      primary_role: user.primary_role,
      secondary_role: user.secondary_role ?? null,
      token,
      mobile_no: user.mobile_no,
    };
    await context.addCookies([{ name: 'userData', value: encodeURIComponent(JSON.stringify(session)), url: product.base }]);
  }

  async function session(mobileNo: string, loginAs?: 'OWNER') {
    const user = await product.signUp(mobileNo, loginAs);
    const token = String(user.token ?? '');
    expect(token).not.toBe('');
    return { user, token };
  }

  it('owner posts with photos, admin approves and verifies, tenant finds, saves and asks for a callback', async () => {
    // A locality no seed listing has, so the search finds exactly this home.
    const tag = `Qz${Date.now().toString(36)}`;
    const locality = `Rajendra Nagar ${tag}`;
    const title = `2 BHK near Patna Junction ${tag}`;
    const photos = mkdtempSync(join(tmpdir(), 'gharsetu-photos-'));
    writeFileSync(join(photos, 'front.jpg'), await TestImages.jpeg(1600, 1200));
    writeFileSync(join(photos, 'kitchen.png'), await TestImages.png(900, 600));

    // ---- The owner posts the home on the public site (desktop).
    const owner = await session(uniqueMobile(), 'OWNER');
    const ownerTab = await product.page(1280, 900);
    await signInAs(ownerTab.context, owner.user, owner.token);
    const o = ownerTab.page;
    await o.goto('/owner/add-property');

    // Step 1 refuses to go on without the required facts, with the API's message.
    await o.getByTestId('add-property-next').click();
    expect(await o.getByTestId('property-title-error').textContent()).toBe('This field is required');
    await o.getByTestId('property-title').fill(title);
    await o.getByTestId('property-property_type').selectOption('APARTMENT');
    await o.getByTestId('property-bhk').selectOption('2');
    await o.getByTestId('property-bathrooms').fill('2');
    await o.getByTestId('property-furnishing').selectOption('SEMI_FURNISHED');
    await o.getByTestId('property-preferred_tenants').selectOption('FAMILY');
    await o.getByTestId('add-property-next').click();

    await o.getByTestId('add-property-step-2').waitFor();
    await o.getByTestId('property-rent').fill('12abc');
    await o.getByTestId('property-available_from').fill('2030-01-15');
    await o.getByTestId('add-property-next').click();
    expect(await o.getByTestId('property-rent-error').textContent()).toBe('Enter a valid number');
    await o.getByTestId('property-rent').fill('14500');
    await o.getByTestId('property-deposit').pressSequentially('29000');
    // Rupees show as India writes them while typed; the listing gets the amounts (its card says 14,500 below).
    expect([await o.getByTestId('property-rent').inputValue(), await o.getByTestId('property-deposit').inputValue()]).toEqual(['14,500', '29,000']);
    await o.getByTestId('property-maintenance').fill('800');
    await o.getByTestId('add-property-next').click();

    await o.getByTestId('add-property-step-3').waitFor();
    await o.getByTestId('property-locality').fill(locality);
    await o.getByTestId('property-address').fill('House 14, Road 3, Rajendra Nagar');
    await o.getByTestId('property-pincode').fill('80001');
    await o.getByTestId('add-property-next').click();
    expect(await o.getByTestId('property-pincode-error').textContent()).toBe('Pincode must be 6 digits.');
    await o.getByTestId('property-pincode').fill('800016');
    await o.getByTestId('add-property-next').click();

    await o.getByTestId('add-property-step-4').waitFor();
    await o.getByTestId('property-built_up_area').fill('1050');
    await o.getByTestId('property-floor').fill('2');
    await o.getByTestId('property-total_floors').fill('4');
    await o.getByTestId('property-amenity-LIFT').check();
    await o.getByTestId('property-amenity-PARKING').check();
    await o.getByTestId('property-description').fill('Sunny corner flat, five minutes from the junction, 24x7 water.');
    await o.getByTestId('property-virtual_tour_url').fill('not a link');
    await o.getByTestId('add-property-next').click();
    expect(await o.getByTestId('property-virtual_tour_url-error').textContent()).toBe('Enter a valid link');
    await o.getByTestId('property-virtual_tour_url').fill('https://tours.example.com/rajendra-nagar');
    await o.getByTestId('add-property-next').click();

    // Step 5: the draft exists; two photos upload with progress and become the gallery.
    await o.getByTestId('add-property-step-5').waitFor();
    await o.getByTestId('photo-input').setInputFiles([join(photos, 'front.jpg'), join(photos, 'kitchen.png')]);
    await expect.poll(() => o.getByTestId('photo-item').count(), { timeout: 30_000 }).toBe(2);
    await o.getByTestId('add-property-submit').click();
    await o.waitForURL(/\/owner\/your-property/);
    const ownRow = o.getByTestId('owner-listing-row').filter({ hasText: title });
    await ownRow.waitFor();
    expect(await ownRow.getAttribute('data-status')).toBe('SUBMITTED');
    const propertyId = await ownRow.getAttribute('data-id');
    expect(propertyId).toBeTruthy();

    // Not public while it waits for review.
    expect((await product.api(`/properties/${propertyId}`)).status).toBe(404);

    // ---- The admin approves and verifies it from the console's review queue.
    const adminTab = await product.page(1366, 900);
    const a = adminTab.page;
    await logInToConsole(a);
    await a.goto('/admin/post-property?filter=%7B%7D');
    await a.getByTestId('review-queue-filter').click();
    const queued = a.locator('tr', { hasText: title });
    await queued.waitFor();
    await queued.getByTestId('property-action-approve').click();
    await a.getByText('Property updated').first().waitFor();
    await expect.poll(async () => (await product.api(`/properties/${propertyId}`)).status).toBe(200);

    await a.goto('/admin/post-property?filter=%7B%7D');
    const live = a.locator('tr', { hasText: title });
    await live.waitFor();
    expect(await live.getByTestId('property-status-chip').getAttribute('data-status')).toBe('LIVE');
    await live.getByTestId('property-action-verify').click();
    await live.getByTestId('property-verified').waitFor();
    await adminTab.context.close();

    // ---- A tenant on a phone finds it through the listing's filters.
    const tenant = await session(uniqueMobile());
    const tenantTab = await product.page(360, 740);
    await signInAs(tenantTab.context, tenant.user, tenant.token);
    const t = tenantTab.page;
    await t.goto('/tenant/patna/property-listing');
    await t.getByTestId('listing-card').first().waitFor();
    // Signed in: the app starts at once over the server-rendered page and draws their own menu.
    await t.getByTestId('user-menu-button').waitFor();
    await t.getByTestId('listing-filter-search').fill(tag);
    await t.getByTestId('listing-filter-apply').click();
    await t.getByTestId('listing-filter-toggle').click();
    await t.getByTestId('listing-filter-bhk').selectOption('2');
    // Typed as on a phone: grouped at every key (1,000), and a digit typed after the 1 stays where it was typed.
    const maxRent = t.getByTestId('listing-filter-max_rent');
    expect(await maxRent.getAttribute('inputmode')).toBe('numeric');
    await maxRent.pressSequentially('1000');
    expect(await maxRent.inputValue()).toBe('1,000');
    for (let i = 0; i < 3; i++) await maxRent.press('ArrowLeft');
    await maxRent.press('5');
    expect(await maxRent.inputValue()).toBe('15,000');
    await maxRent.blur();
    await t.getByTestId('listing-filter-verified_only').check();
    await expect.poll(() => new URL(t.url()).searchParams.get('verified_only')).toBe('true');
    const url = new URL(t.url());
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ search: tag, bhk: '2', max_rent: '15000', verified_only: 'true' });
    const card = t.locator(`[data-testid="listing-card"][data-id="${propertyId}"]`);
    await card.waitFor();
    expect(await t.getByTestId('listing-card').count()).toBe(1);
    expect(await card.getByTestId('verified-badge').count()).toBe(1);
    // The plain mark says when our team checked it.
    expect(await card.getByTestId('verified-badge').textContent()).toMatch(/^Verified \d{1,2} [A-Z][a-z]{2} \d{4}$/);
    expect(await card.textContent()).toContain('14,500');

    // A rent cap below it hides it: the filters really narrow the search.
    await t.getByTestId('listing-filter-max_rent').fill('14000');
    await t.getByTestId('listing-filter-max_rent').blur();
    await t.getByTestId('listing-empty').waitFor();
    await t.goBack();
    await card.waitFor();

    // Opens it: gallery of two sized photos, facts and amenities.
    await card.locator('a').first().click();
    await t.waitForURL(new RegExp(`/tenant/property-details/${propertyId}`));
    const details = t.getByTestId('property-details');
    await details.waitFor();
    expect(await t.getByTestId('details-title').textContent()).toContain(title);
    expect(await t.getByTestId('gallery').getAttribute('data-count')).toBe('2');
    const cover = t.getByTestId('gallery').locator('img').first();
    expect(await cover.getAttribute('width')).toBeTruthy();
    expect(await cover.getAttribute('height')).toBeTruthy();
    expect(await cover.getAttribute('src')).toMatch(/\.webp$/);
    expect(await t.getByTestId('details-amenities').textContent()).toMatch(/Lift/);
    expect(await t.getByTestId('details-deposit').textContent()).toContain('29,000');

    // Saves it: the heart turns on and the home is on the wishlist page.
    const heart = details.getByTestId('wishlist-heart').first();
    expect(await heart.getAttribute('aria-pressed')).toBe('false');
    await heart.click();
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');

    // Asks for a callback about this home: a PROPERTY lead with its id.
    await t.getByTestId('details-callback').click();
    const modal = t.getByTestId('callback-modal');
    await modal.waitFor();
    await modal.getByTestId('first-name-input').fill('Meera');
    await modal.getByTestId('last-name-input').fill('Kumari');
    await modal.getByTestId('phone-input').fill(String(tenant.user.mobile_no));
    await t.getByTestId('callback-submit').click();
    await t.getByTestId('toast').filter({ hasText: 'Request Submitted, We will get back to you shortly' }).waitFor();

    await t.goto('/tenant/wishlist');
    await t.locator(`[data-testid="listing-card"][data-id="${propertyId}"]`).waitFor();
    await tenantTab.context.close();

    const adminToken = await product.adminToken();
    const leads = await product.api<{ data: Array<{ type: string; property_id: string; first_name: string }> }>('/leads/list', {
      method: 'POST',
      headers: { authorization: `Bearer ${adminToken}` },
      body: JSON.stringify({ search: String(tenant.user.mobile_no) }),
    });
    expect(leads.body.data).toEqual([expect.objectContaining({ type: 'PROPERTY', property_id: propertyId, first_name: 'Meera' })]);

    // ---- The owner's dashboard shows the tenant's view, save and callback request.
    await o.goto('/owner/dashboard');
    const dash = o.locator(`[data-testid="dashboard-row"][data-id="${propertyId}"]`);
    await dash.waitFor();
    expect(await dash.getByTestId('dashboard-views').textContent()).toMatch(/\b1\b/);
    expect(await dash.getByTestId('dashboard-wishlists').textContent()).toMatch(/\b1\b/);
    expect(await dash.getByTestId('dashboard-callbacks').textContent()).toMatch(/\b1\b/);

    // ---- The owner takes it off the site (after a confirmation); it can be relisted.
    await o.goto('/owner/your-property');
    const row = o.locator(`[data-testid="owner-listing-row"][data-id="${propertyId}"]`);
    o.once('dialog', (dialog) => void dialog.accept());
    await row.getByTestId('owner-action-archive').click();
    await expect.poll(() => row.getAttribute('data-status')).toBe('ARCHIVED');
    expect(await row.getByTestId('owner-action-relist').count()).toBe(1);
    expect((await product.api(`/properties/${propertyId}`)).status).toBe(404);
    await ownerTab.context.close();
  }, 180_000);

  /** A live listing in `city` with two photos, made through the API as the owner and the console would. */
  async function livePhotoListing(title: string, locality: string, city = 'patna') {
    const owner = await session(uniqueMobile(), 'OWNER');
    const photos: Record<string, [number, number]> = { 'front.jpg': [1600, 1200], 'room.jpg': [1200, 900] };
    const { id } = await product.liveListing({ title, locality, city }, { ownerToken: owner.token, photos });
    return { id, owner };
  }

  it('the listing and details pages read without JavaScript: homes, filters as a form, facts and the cover photo', async () => {
    const tag = `Nj${Date.now().toString(36)}`;
    const { id } = await livePhotoListing(`3 BHK by the river ${tag}`, `Boring Canal Road ${tag}`, 'gaya');
    const { page: p, context } = await product.page(360, 740, { javaScriptEnabled: false });

    await p.goto('/tenant/gaya/property-listing');
    const card = p.locator(`[data-testid="listing-card"][data-id="${id}"]`);
    await card.waitFor();
    expect(await card.textContent()).toContain(`Boring Canal Road ${tag}`);
    expect(await p.getByTestId('listing-count').textContent()).toMatch(/home/);
    // The filter bar is a plain form: search by the tag, a choice of 2 BHK from the (hidden on phones) filters.
    await p.getByTestId('listing-filter-search').fill(tag);
    await p.getByTestId('listing-filter-apply').click();
    await p.waitForURL(/search=/);
    expect(Object.fromEntries(new URL(p.url()).searchParams)).toEqual({ search: tag });
    expect(await p.getByTestId('listing-card').count()).toBe(1);
    await p.goto(`/tenant/gaya/property-listing?search=${tag}&bhk=3`);
    expect(await p.getByTestId('listing-empty').count()).toBe(1);

    await p.goto(`/tenant/gaya/property-listing?search=${tag}`);
    await card.locator('a').first().click();
    await p.waitForURL(new RegExp(`/tenant/property-details/${id}`));
    expect(await p.getByTestId('details-title').textContent()).toBe(`3 BHK by the river ${tag}`);
    expect(await p.getByTestId('details-rent').textContent()).toContain('14,000');
    const cover = p.getByTestId('gallery').locator('img').first();
    await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    await context.close();
  }, 120_000);

  it('a visitor on a phone: the page comes from the server, a heart or Request a callback starts the app, which does it', async () => {
    const tag = `Hx${Date.now().toString(36)}`;
    const { id, owner } = await livePhotoListing(`2 BHK near the fort ${tag}`, `Fort Lane ${tag}`);
    const { page: p, context } = await product.page(360, 740);
    const scripts: string[] = [];
    p.on('request', (request) => request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname));

    await p.goto(`/tenant/patna/property-listing?search=${tag}`);
    const card = p.locator(`[data-testid="listing-card"][data-id="${id}"]`);
    await card.waitFor();
    await p.waitForLoadState('networkidle');
    // Only the island so far: no React until the visitor needs it.
    expect(scripts.filter((path) => /\/react-[^/]*\.js$/.test(path))).toEqual([]);

    // The heart needs the app: it starts, and does what the heart does for a visitor (log in to save).
    await card.getByTestId('wishlist-heart').click();
    await p.getByTestId('toast').filter({ hasText: 'Log in to save' }).first().waitFor();
    await p.getByTestId('login-modal').waitFor();
    expect(scripts.some((path) => /\/react-[^/]*\.js$/.test(path))).toBe(true);

    // The details page: server-rendered again; Request a callback starts the app and opens its form for this home.
    await p.goto(`/tenant/property-details/${id}`);
    await p.getByTestId('details-title').waitFor();
    await p.getByTestId('details-callback').click();
    const modal = p.getByTestId('callback-modal');
    await modal.waitFor();
    const mobile = uniqueMobile();
    await modal.getByTestId('first-name-input').fill('Ravi');
    await modal.getByTestId('last-name-input').fill('Kumar');
    await modal.getByTestId('phone-input').fill(mobile);
    await p.getByTestId('callback-submit').click();
    await p.getByTestId('toast').filter({ hasText: 'Request Submitted, We will get back to you shortly' }).waitFor();
    const leads = await product.api<{ data: Array<{ type: string; property_id: string }> }>('/leads/list', {
      method: 'POST',
      headers: { authorization: `Bearer ${await product.adminToken()}` },
      body: JSON.stringify({ search: mobile }),
    });
    expect(leads.body.data).toEqual([expect.objectContaining({ type: 'PROPERTY', property_id: id })]);

    // One view for this visit: the page counted it, the app that started over it did not count again.
    const details = await product.api<{ data: { view_count: number } }>(`/properties/${id}`, { headers: { authorization: `Bearer ${owner.token}` } });
    expect(details.body.data.view_count).toBe(1);
    await context.close();
  }, 120_000);

  it('the details page opens a photo full screen, draws the map and plays the virtual tour only when asked; Open in Maps works without either', async () => {
    const { body } = await product.api<{ data: Array<{ id: string; title: string }> }>('/properties/list?city=patna&limit=50');
    const listing = body.data.find((l) => l.title === '2 BHK family flat near Boring Road')!;
    const { page: p, context } = await product.page(360, 740);
    const asked: string[] = [];
    p.on('request', (request) => {
      if (/tile\.openstreetmap\.org|matterport\.com/.test(request.url())) asked.push(request.url());
    });
    await p.goto(`/tenant/property-details/${listing.id}`);
    await p.getByTestId('details-title').waitFor();
    expect(await p.getByTestId('details-open-maps').getAttribute('href')).toBe('https://www.google.com/maps/search/?api=1&query=25.6133%2C85.119');
    await p.waitForLoadState('networkidle');
    expect(asked).toEqual([]);
    expect(await p.getByTestId('details-map').count()).toBe(0);
    expect(await p.getByTestId('details-tour-frame').count()).toBe(0);

    await p.getByTestId('details-show-map').click();
    const map = p.getByTestId('details-map');
    await map.waitFor();
    const tiles = await map.locator('img').evaluateAll((images) => images.map((img) => (img as HTMLImageElement).src));
    expect(tiles.length).toBeGreaterThan(1);
    for (const src of tiles) expect(src).toMatch(/^https:\/\/tile\.openstreetmap\.org\/16\/\d+\/\d+\.png$/);
    expect(await p.getByTestId('details-map-attribution').innerText()).toBe('© OpenStreetMap contributors');
    expect(await p.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    await p.getByTestId('details-tour-play').click();
    expect(await p.getByTestId('details-tour-frame').getAttribute('src')).toBe('https://my.matterport.com/show/?m=SxQL3iGyoDo&play=1');

    // A tap on the second photo (of two): full screen at that photo; arrows and thumbnails move, Escape closes and the
    // tapped photo has the focus again. The server-rendered page: the tap boots the app, which opens it.
    const tag = `Gv${Date.now().toString(36)}`;
    const photos = await livePhotoListing(`2 BHK with a garden ${tag}`, `Garden Lane ${tag}`);
    await p.goto(`/tenant/property-details/${photos.id}`);
    const count = Number(await p.getByTestId('gallery').getAttribute('data-count'));
    expect(count).toBe(2);
    await p.getByTestId('gallery-open').nth(1).click({ force: true });
    const viewer = p.getByTestId('gallery-viewer');
    await viewer.waitFor();
    await expect.poll(() => viewer.getByTestId('gallery-viewer-counter').innerText()).toBe(`2 / ${count}`);
    await p.keyboard.press('ArrowLeft');
    await expect.poll(() => viewer.getByTestId('gallery-viewer-counter').innerText()).toBe(`1 / ${count}`);
    await viewer.getByTestId('gallery-viewer-thumbs').locator('button').nth(1).click();
    await expect.poll(() => viewer.getByTestId('gallery-viewer-counter').innerText()).toBe(`2 / ${count}`);
    await p.keyboard.press('ArrowLeft');
    await expect.poll(() => viewer.getByTestId('gallery-viewer-counter').innerText()).toBe(`1 / ${count}`);
    expect(await p.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await p.keyboard.press('Escape');
    await viewer.waitFor({ state: 'detached' });
    expect(await p.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('gallery-open');
    await context.close();
  }, 120_000);
});
