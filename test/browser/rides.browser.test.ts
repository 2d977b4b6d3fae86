import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RideMessages, RideNoteMessages } from '../../domain/rides/rides.errors.js';
import { en as serverEnglish, say } from '../../domain/shared/catalogue/index.js';
import { en } from '../../domain/shared/catalogue/site/en.js';
import { hi, hiMessages } from '../../domain/shared/catalogue/site/hi.js';
import { propertyForm } from '../mothers/property.mother.js';
import { riderApplicationForm } from '../mothers/rider-application.mother.js';
import { TestImages } from '../support/images.js';
import { assignRiderInConsole, bookVisit, hasChromium, indiaDate, logInToConsole, moveRide, rideCard, uniqueMobile, useRunningProduct } from './browser-support.js';

/**
 * A rider-assisted visit, the whole story as the people in it live it: a person applies to become a rider and an
 * admin approves them in the console; a tenant books a visit on a phone; the admin assigns the rider; the rider
 * confirms, starts and completes it with a report and a photo; the listing then shows "Verified by a rider on
 * <date>", the tenant sees the visit completed on their profile, and the texts are in the SMS outbox. The
 * server's clock is moved to the visit's slot (DEV_CLOCK) so a visit booked for tomorrow can happen today.
 */
describe.skipIf(!hasChromium)('riders and rider-assisted visits end to end (browser)', () => {
  const product = useRunningProduct({ env: { DEV_CLOCK: 'true' } });

  it('apply, approve, book on a phone, assign, confirm, start, complete with a photo; the home is verified by a rider', async () => {
    const tag = `Rz${Date.now().toString(36)}`;
    const photos = mkdtempSync(join(tmpdir(), 'gharsetu-report-'));
    writeFileSync(join(photos, 'hall.jpg'), await TestImages.jpeg(1200, 900));

    // ---- A live home in Patna: an owner posts it, an admin approves it.
    const owner = await product.person('OWNER');
    const title = `2 BHK near Boring Road ${tag}`;
    const posted = await product.api<{ data: { id: string } }>('/properties', {
      method: 'POST',
      headers: { authorization: `Bearer ${owner.token}` },
      body: JSON.stringify({ ...propertyForm({ title, locality: `Boring Road ${tag}` }), submit: true }),
    });
    expect(posted.status).toBe(201);
    const propertyId = posted.body.data.id;
    const adminToken = await product.adminToken();
    const approved = await product.api(`/properties/${propertyId}/state`, { method: 'POST', headers: { authorization: `Bearer ${adminToken}` }, body: JSON.stringify({ action: 'approve' }) });
    expect(approved.status).toBe(200);

    // ---- A person applies to become a rider, on a phone.
    const applicant = await product.person();
    const riderTab = await product.page(360, 740);
    await product.signInWithToken(riderTab.context, applicant.token);
    const r = riderTab.page;
    await r.goto('/rider/become-our-rider');
    await r.getByTestId('rider-application-form').waitFor();
    await r.getByTestId('application-city').selectOption('patna');
    await r.getByTestId('application-localities').fill('Boring Road, Bailey Road');
    await r.getByTestId('application-vehicle-yes').check();
    for (const day of ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN']) await r.getByTestId(`application-day-${day}`).check();
    await r.getByTestId('application-id-type').selectOption('AADHAAR');
    await r.getByTestId('application-id-number').fill('1234');
    await r.getByTestId('application-submit').click();
    expect(await r.getByTestId('application-id-number-error').textContent()).toBe('An Aadhaar number has 12 digits and does not start with 0 or 1.');
    await r.getByTestId('application-id-number').fill('2345 6789 0124');
    await r.getByTestId('application-submit').click();
    const status = r.getByTestId('application-status');
    await status.waitFor();
    expect(await status.getAttribute('data-status')).toBe('PENDING');
    // The ID number is shown masked to the applicant.
    expect(await r.getByTestId('application-id').textContent()).toContain('0124');
    expect(await r.getByTestId('application-id').textContent()).not.toContain('2345');

    // ---- The admin approves the application in the console.
    const adminTab = await product.page(1366, 900);
    const a = adminTab.page;
    await logInToConsole(a);
    await a.goto('/admin/rider-applications');
    const application = a.locator('tr', { hasText: applicant.mobileNo });
    await application.waitFor();
    await application.getByTestId('application-approve-button').click();
    await a.getByTestId('dialog-confirm').click();
    await a.getByText('Application approved: the person is now a rider.').first().waitFor();
    // It leaves the queue of pending applications.
    await expect.poll(() => application.count()).toBe(0);
    const me = await product.api<{ data: { primary_role: string } }>('/users/me', { headers: { authorization: `Bearer ${applicant.token}` } });
    expect(me.body.data.primary_role).toBe('RIDER');
    // Texts are background jobs: they arrive just after the answer.
    await expect.poll(async () => (await product.texts(applicant.mobileNo)).some((t) => t.includes('You are now a rider'))).toBe(true);

    // ---- The console shows ID numbers masked; an admin reads a PAN's whole number only by asking (recorded).
    await a.goto(`/admin/rider-applications/${(await product.api<{ data: { id: string } }>('/riders/applications/me', { headers: { authorization: `Bearer ${applicant.token}` } })).body.data.id}/show`);
    await a.getByTestId('rider-application-id-number').waitFor();
    expect(await a.getByTestId('rider-application-id-number').textContent()).toBe('•••• 0124');
    await a.getByText('Only the last 4 digits of an Aadhaar number are kept').waitFor();
    expect(await a.getByTestId('show-id-number-button').count()).toBe(0);
    const panApplicant = await product.person();
    const panApplied = await product.api<{ data: { id: string } }>('/riders/applications', {
      method: 'POST',
      headers: { authorization: `Bearer ${panApplicant.token}` },
      body: JSON.stringify(riderApplicationForm({ id_document_type: 'PAN', id_document_number: 'ABCDE1234F' })),
    });
    expect(panApplied.status).toBe(201);
    await a.goto(`/admin/rider-applications/${panApplied.body.data.id}/show`);
    const panNumber = a.getByTestId('rider-application-id-number');
    await panNumber.waitFor();
    expect(await panNumber.textContent()).toBe('•••• 234F');
    await a.getByTestId('show-id-number-button').click();
    await expect.poll(() => panNumber.textContent()).toBe('ABCDE1234F');

    // ---- A tenant on a phone books a visit for tomorrow 10:00-11:00.
    const tenant = await product.person();
    const tenantTab = await product.page(360, 740);
    await product.signInWithToken(tenantTab.context, tenant.token);
    const t = tenantTab.page;
    await bookVisit(t, propertyId, { day: indiaDate(1), hour: '10' });
    const rides = await product.api<{ data: Array<{ id: string; status: string; slot_start_at: string }> }>('/rides?scope=upcoming&as=tenant', { headers: { authorization: `Bearer ${tenant.token}` } });
    expect(rides.body.data).toHaveLength(1);
    const ride = rides.body.data[0]!;
    expect(ride.status).toBe('REQUESTED');

    // ---- The admin assigns the new rider, who is free and serves Boring Road.
    await assignRiderInConsole(a, title, applicant.id);
    await expect.poll(async () => (await product.api<{ data: { status: string } }>(`/rides/${ride.id}`, { headers: { authorization: `Bearer ${tenant.token}` } })).body.data.status, { timeout: 15_000 }).toBe('ASSIGNED');
    await expect.poll(async () => (await product.texts(applicant.mobileNo)).some((text) => text.includes('new visit for you'))).toBe(true);
    await adminTab.context.close();

    // ---- The rider confirms in the rider area; the tenant is told by SMS.
    await product.signInWithToken(riderTab.context, applicant.token); // roles changed on approval: the site reads them again
    await r.goto('/rider/upcoming-rides');
    let card = await rideCard(r, ride.id);
    expect(await card.getByTestId('ride-tenant').textContent()).toContain('Sunita');
    await moveRide(card, 'confirm');
    // Each move says what it did (not one "Visit updated" for all).
    await expect.poll(() => r.getByTestId('toast').first().textContent()).toContain(en['ride.done.confirm']);
    await expect.poll(async () => (await product.texts(tenant.mobileNo)).some((text) => text.includes('is confirmed'))).toBe(true);
    // Before the slot, Start is not offered and the card says from when it will be.
    await card.getByTestId('ride-start-hint').waitFor();
    expect(await card.getByTestId('ride-start-hint').textContent()).toContain(en['ride.startFrom'].split('{time}')[0]!);
    expect(await card.getByTestId('ride-action-start').count()).toBe(0);

    // ---- The slot comes (the server's clock moves to 10:05 tomorrow); the rider starts and completes it.
    await product.moveClock(new Date(Date.parse(ride.slot_start_at) + 5 * 60_000));
    await r.reload();
    card = await rideCard(r, ride.id);
    // Start is now possible: the button shows and the hint has gone.
    await card.getByTestId('ride-action-start').waitFor();
    expect(await card.getByTestId('ride-start-hint').count()).toBe(0);
    await moveRide(card, 'start');
    await expect.poll(() => r.getByTestId('toast').first().textContent()).toContain(en['ride.done.start']);
    await card.getByTestId('ride-action-complete').click();
    await r.getByTestId('report-form').waitFor();
    await r.getByTestId('report-submit').click();
    await r.getByTestId('report-matched-error').waitFor();
    await r.getByTestId('report-matched-yes').check();
    await r.getByTestId('report-notes').fill('Owner present; rooms, water and parking as listed.');
    await r.getByTestId('report-photos').setInputFiles([join(photos, 'hall.jpg')]);
    await r.getByTestId('report-submit').click();
    await expect.poll(async () => (await product.api<{ data: { status: string } }>(`/rides/${ride.id}`, { headers: { authorization: `Bearer ${tenant.token}` } })).body.data.status, { timeout: 30_000 }).toBe('COMPLETED');
    // The report's own message replaces "Visit started." (not one "Visit updated" for every move).
    await expect.poll(() => r.getByTestId('toast').first().textContent(), { timeout: 15_000 }).not.toContain(en['ride.done.start']);
    const reported = await r.getByTestId('toast').first().textContent();
    expect(reported).not.toContain(en['ride.done.confirm']);
    expect(reported).not.toMatch(/Visit updated/);
    expect(reported!.length).toBeGreaterThan(3);
    await r.goto('/rider/previous-rides');
    card = await rideCard(r, ride.id);
    expect(await card.getAttribute('data-status')).toBe('COMPLETED');

    // ---- The home now carries the rider's dated mark, on its page and in search.
    await t.goto(`/tenant/property-details/${propertyId}`);
    const badge = t.getByTestId('rider-verified-badge').first();
    await badge.waitFor();
    const visitDay = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' }).format(new Date(ride.slot_start_at));
    expect((await badge.textContent())!.replace(/\s+/g, ' ')).toContain('Verified by a rider on');
    expect((await badge.textContent())!.replace(/\s+/g, ' ')).toContain(visitDay.split(' ')[0]!);
    const details = await product.api<{ data: { rider_verified: boolean; verified_via: string } }>(`/properties/${propertyId}`);
    expect(details.body.data).toMatchObject({ rider_verified: true, verified_via: 'RIDER_VISIT' });

    // ---- The tenant sees the visit completed, with the report, on their profile.
    await t.goto('/tenant/profile');
    await t.getByTestId('your-visits').waitFor();
    await t.getByTestId('visits-tab-previous').click();
    card = await rideCard(t, ride.id);
    expect(await card.getAttribute('data-status')).toBe('COMPLETED');
    await card.getByTestId('ride-report').waitFor();
    // The tenant wants to rent it: the answer shows on the card, and the owner is told by SMS.
    await card.getByTestId('ride-decision-interested').click();
    await expect.poll(async () => card.getByTestId('ride-decision').getAttribute('data-answer')).toBe('INTERESTED');
    await card.getByTestId('ride-decision-answer').waitFor();
    await expect.poll(async () => (await product.texts(owner.mobileNo)).some((text) => text.includes('wants to rent it'))).toBe(true);

    // ---- A visit whose time has passed, as its tenant sees it: the demo tenant's visit under way since the seed
    // (its slot ended hours before the moved clock, its rider never closed it) reads "Time passed" with what happens
    // next, and offers no Cancel; her visit still ahead keeps its Cancel.
    const demoTenant = await product.page(360, 740);
    const demoToken = await product.signInAs(demoTenant.context, '9801000011');
    const demoRides = await product.api<{ data: Array<{ id: string; status: string; slot_over: boolean; overdue: boolean }> }>('/rides?scope=upcoming&as=tenant&limit=20', { headers: { authorization: `Bearer ${demoToken}` } });
    const underWay = demoRides.body.data.find((ride) => ride.status === 'STARTED')!;
    const ahead = demoRides.body.data.find((ride) => ride.status === 'REQUESTED')!;
    expect([underWay.slot_over, underWay.overdue, ahead.slot_over]).toEqual([true, true, false]);
    const d = demoTenant.page;
    await d.goto('/tenant/profile');
    await d.getByTestId('your-visits').waitFor();
    const passedCard = await rideCard(d, underWay.id);
    expect(await passedCard.getByTestId('ride-status').innerText()).toBe(en['ride.status.timePassed']);
    expect(await passedCard.getByTestId('ride-time-passed').innerText()).toContain(en['ride.overdue']);
    await passedCard.getByTestId('ride-book-again').waitFor();
    expect(await passedCard.getByTestId('ride-action-cancel').count()).toBe(0);
    expect(await (await rideCard(d, ahead.id)).getByTestId('ride-action-cancel').count()).toBe(1);
    await demoTenant.context.close();

    // The texts, as the people received them.
    const tenantTexts = await product.texts(tenant.mobileNo);
    expect(tenantTexts.some((text) => text.includes('is confirmed') && text.includes('Rider'))).toBe(true);
    const riderTexts = await product.texts(applicant.mobileNo);
    expect(riderTexts.some((text) => text.includes('Open Upcoming Rides to confirm'))).toBe(true);
  }, 240_000);

  /**
   * A rider who reads Hindi: the server keeps and answers in English, the rider's page says it in Hindi. An
   * admin books a check visit of a reported listing (no note: the page says what a check looks for); the rider
   * chooses Hindi and sees that note and the visit's history in Hindi. The admin then cancels the visit while the
   * rider's page is open; the rider presses Confirm and the server's refusal shows in Hindi, not in its English.
   */
  it('in Hindi, a check visit shows its note and history in Hindi, and a refused move says why in Hindi', async () => {
    const tag = `Hc${Date.now().toString(36)}`;
    const admin = { authorization: `Bearer ${await product.adminToken()}` };

    // ---- A live home in Gaya, a rider of Gaya, and a report of the home.
    const owner = await product.person('OWNER');
    const posted = await product.api<{ data: { id: string } }>('/properties', {
      method: 'POST',
      headers: { authorization: `Bearer ${owner.token}` },
      body: JSON.stringify({ ...propertyForm({ title: `2 BHK near Gaya Junction ${tag}`, city: 'gaya', locality: `Station Road ${tag}`, pincode: '823002' }), submit: true }),
    });
    expect(posted.status).toBe(201);
    const propertyId = posted.body.data.id;
    expect((await product.api(`/properties/${propertyId}/state`, { method: 'POST', headers: admin, body: JSON.stringify({ action: 'approve' }) })).status).toBe(200);
    const riderMobile = uniqueMobile();
    const rider = await product.api<{ id: string }>('/admin/rider', { method: 'POST', headers: admin, body: JSON.stringify({ first_name: 'Pooja', last_name: 'Sinha', mobile_no: riderMobile, city: 'gaya' }) });
    expect(rider.status).toBe(201);
    const reporter = await product.person();
    const report = await product.api<{ data: { id: string } }>(`/properties/${propertyId}/reports`, { method: 'POST', headers: { authorization: `Bearer ${reporter.token}` }, body: JSON.stringify({ reason: 'FRAUD' }) });
    expect(report.status).toBe(201);

    // ---- The admin books a check visit in three days, without a note; it goes to the rider of Gaya.
    const booked = await product.api<{ check_visits: Array<{ id: string; rider_id: string }> }>(`/admin/listing-reports/${report.body.data.id}/check-visit`, {
      method: 'POST',
      headers: admin,
      body: JSON.stringify({ slot_date: indiaDate(3), slot_start: '11:00' }),
    });
    expect(booked.status).toBe(201);
    const rideId = booked.body.check_visits[0]!.id;
    expect(booked.body.check_visits[0]!.rider_id).toBe(rider.body.id);

    // ---- The rider, on a phone, opens their visits and chooses Hindi.
    const { page: r, context } = await product.page(360, 740);
    await product.signInAs(context, riderMobile, 'RIDER');
    await r.goto('/rider/upcoming-rides');
    await rideCard(r, rideId);
    await r.getByTestId('navbar-language-hi').click();
    await expect.poll(() => r.evaluate(() => document.documentElement.lang)).toBe('hi');
    const card = await rideCard(r, rideId);
    expect(await card.getAttribute('data-status')).toBe('ASSIGNED');
    // What a check looks for, and who asked for the visit, in Hindi.
    expect(await card.getByTestId('ride-note').innerText()).toContain(hi['ride.checkDefaultNote']);
    await card.getByTestId('ride-history').locator('summary').click();
    expect(await card.getByTestId('ride-history').locator('li').first().innerText()).toContain(`(${hiMessages.messages.RIDE_CHECK_REQUESTED})`);
    const shown = await r.locator('body').innerText();
    expect(shown).not.toContain(en['ride.checkDefaultNote']);
    expect(shown).not.toContain(say(serverEnglish, RideNoteMessages.checkRequested.code));

    // ---- The admin cancels the visit; the rider's page still offers Confirm. The server refuses it, in Hindi.
    expect((await product.api(`/admin/rides/${rideId}/cancel`, { method: 'POST', headers: admin, body: JSON.stringify({ reason: 'The owner took the listing down' }) })).status).toBe(200);
    await card.getByTestId('ride-action-confirm').click();
    const toast = r.locator('[data-testid="toast"][data-kind="error"]');
    await toast.waitFor();
    const refusal = say(hiMessages, 'RIDE_CANNOT', { action: 'confirm', status: 'CANCELLED' });
    expect(await toast.locator('.toast__message').innerText()).toBe(refusal);
    expect(await r.locator('body').innerText()).not.toContain(RideMessages.cannot('confirm', 'CANCELLED'));
    await context.close();
  }, 120_000);
});
