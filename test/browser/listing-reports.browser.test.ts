import { describe, expect, it } from 'vitest';
import { hasChromium, logInToConsole, uniqueMobile, useRunningProduct } from './browser-support.js';

type Listing = { id: string; title: string };

/**
 * Report a listing, as people do it: a visitor on a phone, signed out, reports a listing from its
 * server-rendered page (the tap boots the app, which opens the form); people who signed in report it and it leaves search,
 * its page saying it is under review; an admin finds it in the console's Reports queue and dismisses the reports (it
 * is back), and takes another listing down (its owner gets the SMS; the report's history names who and why); two days
 * on, a report nobody answered is marked Late on its record page.
 */
describe.skipIf(!hasChromium)('report a listing (browser)', () => {
  // Accounts count toward hiding from their first day here (the rule's own tests use 30), and each reporter's network
  // comes from X-Forwarded-For (one proxy trusted): a sign-up made here is minutes old, and every call comes from this machine.
  // DEV_CLOCK: the last test moves the server's clock past the 48-hour reply promise.
  const product = useRunningProduct({ env: { LISTING_REPORT_ESTABLISHED_DAYS: '0', TRUST_PROXY: 'true', DEV_CLOCK: 'true' } });
  /** Several pages and the console, each loaded to rest: more than the usual 30 s on a busy machine. */
  const TIMEOUT = 120_000;

  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  async function liveListings(): Promise<Listing[]> {
    return (await product.api<{ data: Listing[] }>('/properties/list?city=patna&limit=50')).body.data;
  }
  /** A signed-in person reports through the API, from a network of their own (`network`). */
  let network = 0;
  async function reportSignedIn(listingId: string, reason: string): Promise<void> {
    const user = await product.signUp(uniqueMobile());
    network += 1;
    const headers = { ...bearer(String(user.token)), 'x-forwarded-for': `198.51.100.${network}` };
    const res = await product.api(`/properties/${listingId}/reports`, { method: 'POST', headers, body: JSON.stringify({ reason }) });
    expect(res.status).toBe(201);
  }

  it('a visitor reports from the details page signed out; three people who signed in hide it; the admin dismisses the reports in the console', async () => {
    const [listing] = await liveListings();
    const phone = await product.page(360, 740);
    const p = phone.page;
    await p.goto(`/tenant/property-details/${listing!.id}`);
    await p.getByTestId('report-listing-button').click();
    const modal = p.getByTestId('report-listing-modal');
    await modal.waitFor();
    // "Something else" needs a note: the form says so before sending anything.
    await modal.getByTestId('report-reason-other').check();
    await modal.getByTestId('report-submit').click();
    expect(await modal.getByTestId('report-note-error').textContent()).toBe('Tell us in a few words what is wrong.');
    await modal.getByTestId('report-reason-broker').check();
    await modal.getByTestId('report-note').fill('He said he is the owner, then asked for one month brokerage.');
    await modal.getByTestId('report-submit').click();
    await modal.getByTestId('report-thanks').filter({ hasText: 'Thank you. Our team will check this listing.' }).waitFor();
    await modal.getByTestId('report-close').click();
    await modal.waitFor({ state: 'detached' });
    // The same visitor again: answered, not counted twice.
    await p.getByTestId('report-listing-button').click();
    await modal.getByTestId('report-reason-fraud').check();
    await modal.getByTestId('report-submit').click();
    await modal.getByTestId('report-thanks').filter({ hasText: 'You have already reported this listing.' }).waitFor();
    await phone.context.close();

    // The signed-out visitor counts toward nothing; two people who signed in do not hide it yet, a third does.
    await reportSignedIn(listing!.id, 'FRAUD');
    await reportSignedIn(listing!.id, 'WRONG_DETAILS');
    expect((await liveListings()).map((l) => l.id)).toContain(listing!.id);
    await reportSignedIn(listing!.id, 'ALREADY_RENTED');
    expect((await liveListings()).map((l) => l.id)).not.toContain(listing!.id);
    // Its page says why it is gone (not a 404).
    const visitor = await product.page(1280, 900);
    const page = await visitor.page.goto(`/tenant/property-details/${listing!.id}`);
    expect(page?.status()).toBe(200);
    await visitor.page.getByTestId('under-review').filter({ hasText: 'This home is under review' }).waitFor();
    await visitor.context.close();

    // ---- The admin works the queue: Properties → Reports, the listing's row, its record page, Dismiss.
    const { page: a, context } = await product.page(1366, 900);
    await logInToConsole(a);
    await a.getByRole('menuitem', { name: 'Reports', exact: true }).click();
    await a.waitForURL(/\/admin\/listing-reports/);
    const rows = a.locator('tr', { hasText: listing!.title.slice(0, 20) });
    await rows.first().waitFor();
    await expect.poll(() => rows.count(), { timeout: 10_000 }).toBe(4);
    await rows.first().click();
    await a.waitForURL(/\/admin\/listing-reports\/[^/]+\/show/);
    // Opened from its row: the page draws the row it has, then the whole record.
    await a.getByTestId('report-detail').waitFor();
    await a.getByTestId('report-under-review').waitFor();
    await expect.poll(() => a.getByTestId('listing-report-row').count(), { timeout: 10_000 }).toBe(4);
    await a.getByTestId('report-dismiss-button').click();
    await a.getByTestId('status-reason-input').fill('Called the owner: he is the owner and the flat is free.');
    await a.getByTestId('report-dismiss-confirm').click();
    await a.getByText('Reports dismissed').first().waitFor();
    await expect.poll(async () => (await liveListings()).map((l) => l.id)).toContain(listing!.id);
    expect((await product.api(`/properties/${listing!.id}`)).status).toBe(200);
    await context.close();
  }, TIMEOUT);

  it('reports hide a listing; its owner sees why on a phone and answers; the admin reads the answer and takes it down, and the owner is told why by SMS', async () => {
    const listing = (await liveListings())[1]!;
    for (const reason of ['ALREADY_RENTED', 'ALREADY_RENTED', 'BROKER']) await reportSignedIn(listing.id, reason);
    const token = await product.adminToken();
    const queue = await product.api<Array<{ id: string }>>(`/admin/listing-reports?filter=${encodeURIComponent(JSON.stringify({ property_id: listing.id }))}`, { headers: bearer(token) });
    const reportId = queue.body[0]!.id;
    const owner = (await product.api<{ owner: { mobile_no: string } }>(`/admin/listing-reports/${reportId}`, { headers: bearer(token) })).body.owner.mobile_no;

    // The owner, on a phone: the row says it is hidden for a check; why (never who); an answer.
    const phone = await product.page(360, 740);
    await product.signInAs(phone.context, owner, 'OWNER');
    await phone.page.goto('/owner/your-property?status=UNDER_REVIEW');
    const row = phone.page.locator(`[data-testid="owner-listing-row"][data-id="${listing.id}"]`);
    await row.getByTestId('owner-report-check-open').click();
    expect(await row.getByTestId('owner-report-reasons').innerText()).toMatch(/It is already rented: 2 people\s+A broker is posing as the owner: 1 person/);
    await row.getByTestId('owner-report-answer').fill('Yes, it was rented in October. Please remove it.');
    await row.getByTestId('owner-report-answer-send').click();
    await row.getByTestId('owner-report-answers').filter({ hasText: 'Yes, it was rented in October.' }).waitFor();
    await phone.context.close();

    const { page: a, context } = await product.page(1366, 900);
    await logInToConsole(a);
    await a.goto(`/admin/listing-reports/${reportId}/show`);
    await a.getByTestId('owner-answers').filter({ hasText: 'Yes, it was rented in October. Please remove it.' }).waitFor();
    await a.getByTestId('report-take-down-button').click();
    await a.getByTestId('take-down-reason-input').fill('Rented out in October; the listing was not updated.');
    await a.getByTestId('report-take-down-confirm').click();
    await a.getByText('Listing taken down; the owner gets an SMS').first().waitFor();
    // The report's history says so, naming the admin, with the reason beside it.
    const history = a.getByTestId('request-history');
    await history.getByText('Listing taken down by Site Admin').waitFor();
    expect(await history.getByTestId('request-history-line').evaluateAll((lines) => lines.map((l) => l.getAttribute('data-kind')))).toEqual(['FILED', 'TAKEN_DOWN']);
    await history.getByText('Rented out in October; the listing was not updated.').waitFor();
    expect((await product.api(`/properties/${listing.id}`)).status).toBe(404);
    await expect
      .poll(async () => (await product.api<{ data: Array<{ text: string }> }>(`/dev/outbox?to=${owner}`)).body.data.map((m) => m.text).join('\n'), { timeout: 20_000 })
      .toContain('was taken down after a review of reports. Reason: Rented out in October; the listing was not updated.');
    await context.close();
  }, TIMEOUT);

  // Last in the file: it moves the server's clock two days on.
  it('a report nobody has answered for two days is marked Late on its record page, with its history', async () => {
    const listing = (await liveListings()).at(-1)!;
    await reportSignedIn(listing.id, 'BROKER');
    const token = await product.adminToken();
    const queue = await product.api<Array<{ id: string }>>(`/admin/listing-reports?filter=${encodeURIComponent(JSON.stringify({ property_id: listing.id }))}`, { headers: bearer(token) });
    const reportId = queue.body[0]!.id;
    const later = new Date(Date.now() + 49 * 3_600_000);
    expect((await product.api('/dev/clock', { method: 'POST', body: JSON.stringify({ now: later.toISOString() }) })).status).toBe(200);
    const { page: a, context } = await product.page(1366, 900);
    await logInToConsole(a);
    await a.goto(`/admin/listing-reports/${reportId}/show`);
    await a.getByTestId('report-detail').getByTestId('request-late').getByText('Late').waitFor();
    await a.getByTestId('request-history').getByText('Report filed').waitFor();
    await context.close();
  }, TIMEOUT);
});
