import { beforeEach, describe, expect, it } from 'vitest';
import { BookCheckVisit, CheckVisitMessages } from '../../../application/listing-reports/book-check-visit.use-case.js';
import { DismissListingReports } from '../../../application/listing-reports/dismiss-listing-reports.use-case.js';
import { GetListingReport } from '../../../application/listing-reports/get-listing-report.use-case.js';
import { ListListingReports } from '../../../application/listing-reports/list-listing-reports.use-case.js';
import { ListingReportRepository } from '../../../application/listing-reports/ports/listing-report.repository.port.js';
import { ReportListing, type ReportListingInput } from '../../../application/listing-reports/report-listing.use-case.js';
import { TakeDownReportedListing } from '../../../application/listing-reports/take-down-reported-listing.use-case.js';
import { GetProperty } from '../../../application/properties/get-property.use-case.js';
import { PropertyRepository } from '../../../application/properties/ports/property.repository.port.js';
import { SearchProperties } from '../../../application/properties/search-properties.use-case.js';
import { RiderApplicationRepository } from '../../../application/riders/ports/rider-application.repository.port.js';
import { RideRepository } from '../../../application/rides/ports/ride.repository.port.js';
import { UserRepository } from '../../../application/users/ports/user.repository.port.js';
import { ChangePropertyState, type PropertyAction } from '../../../application/properties/change-property-state.use-case.js';
import { UseReconfirmLink } from '../../../application/properties/use-reconfirm-link.use-case.js';
import { AssignRider } from '../../../application/rides/assign-rider.use-case.js';
import { CancelRide } from '../../../application/rides/cancel-ride.use-case.js';
import { CompleteRide } from '../../../application/rides/complete-ride.use-case.js';
import { ConfirmRide } from '../../../application/rides/confirm-ride.use-case.js';
import { FindFreeRiders } from '../../../application/rides/find-free-riders.use-case.js';
import { GetRide } from '../../../application/rides/get-ride.use-case.js';
import { ListMyRides } from '../../../application/rides/list-my-rides.use-case.js';
import { StartRide } from '../../../application/rides/start-ride.use-case.js';
import { JobQueue } from '../../../application/shared/ports/job-queue.port.js';
import { ListingReport } from '../../../domain/listing-reports/listing-report.js';
import { ListingReportMessages } from '../../../domain/listing-reports/listing-report-rules.js';
import { UNDER_REVIEW_MESSAGE } from '../../../domain/properties/properties.errors.js';
import type { Property } from '../../../domain/properties/property.js';
import { Ride } from '../../../domain/rides/ride.js';
import { RideMessages } from '../../../domain/rides/rides.errors.js';
import type { User } from '../../../domain/users/user.js';
import { PropertyMother } from '../../mothers/property.mother.js';
import { RiderApplicationMother } from '../../mothers/rider-application.mother.js';
import { RideMother } from '../../mothers/ride.mother.js';
import { UserMother } from '../../mothers/user.mother.js';
import { DismissReportsDto, ReportListingDto, TakeDownDto } from '../../../adapters/http/listing-reports/listing-reports.dto.js';
import { parseBody } from '../../../adapters/http/validate-dto.js';
import { reportNoteOf } from '../../../domain/listing-reports/listing-report.js';
import { failure } from '../../support/failure.js';
import { harness } from '../../support/harness.js';
import { drainJobs } from '../../support/jobs.js';

const DAY_MS = 86_400_000;
const MISSING = '0190f0a0-0000-7000-8000-00000000dead';

describe('reports of listings', () => {
  let h: ReturnType<typeof harness>;
  let admin: User;
  let owner: User;
  let tenant: User;
  let neighbour: User;
  /** A third reporter whose account, as tenant's and neighbour's, is old enough to count (ESTABLISHED). */
  let elder: User;
  let listing: Property;

  const users = () => h.container.get<UserRepository>(UserRepository);
  const properties = () => h.container.get<PropertyRepository>(PropertyRepository);
  const reports = () => h.container.get<ListingReportRepository>(ListingReportRepository);
  const stored = async (user: User) => {
    await users().save(user);
    return user;
  };
  /** An account made 60 days ago: its reports count toward hiding a listing (reporterStanding ESTABLISHED). */
  const established = async (user: User) => {
    user.createdAt = new Date(h.clock.now().getTime() - 60 * DAY_MS);
    return stored(user);
  };
  /** A fresh sign-up: reported, read by the admins, never counted toward hiding. */
  const fresh = async (user: User) => {
    user.createdAt = h.clock.now();
    return stored(user);
  };
  /** `user` saw the listing on a completed rider visit. */
  const visited = async (user: User) => {
    const rider = await stored(UserMother.rider());
    await h.container.get<RideRepository>(RideRepository).save(RideMother.with({ propertyId: listing.id, tenantId: user.id, riderId: rider.id, status: 'COMPLETED' }));
    return user;
  };
  const reload = async (property: Property = listing) => (await properties().findById(property.id))!;
  /** A visitor at an address of their own (the edge passes a keyed hash of the address as their key). */
  const visitor = (n: number) => ({ reporter: null, visitorKey: `visitor:address-${n}`, clientIp: `203.0.113.${n}` });
  /** A report as the edge reads it (the report's rules on its body), then the use case. */
  const report = async (who: Pick<ReportListingInput, 'reporter' | 'visitorKey' | 'clientIp'>, overrides: { propertyId?: string; reason?: unknown; note?: unknown } = {}) => {
    const { propertyId = listing.id, reason = 'BROKER', note = 'Asks for one month brokerage' } = overrides;
    const body = await parseBody(ReportListingDto, { reason, note });
    return h.container.get(ReportListing).execute({ propertyId, reason: body.reason, note: reportNoteOf(body.note), ...who });
  };
  /** A signed-in reporter, at an address of their own unless `at` names a visitor's (the edge passes its hash too). */
  const signedIn = (user: User, at: number | null = null) => ({ reporter: user, visitorKey: at === null ? null : `visitor:address-${at}`, clientIp: '198.51.100.9' });
  const openCount = async (property: Property = listing) => (await reports().countOpenReporters([property.id])).get(property.id) ?? 0;
  const searchPatna = async () => (await h.container.get(SearchProperties).execute({ city: 'patna', sort: 'newest', offset: 0, limit: 50 })).items.map((p) => p.id);
  const dismiss = async (reportId: string, note?: unknown) =>
    h.container.get(DismissListingReports).execute({ actor: admin, reportId, note: reportNoteOf((await parseBody(DismissReportsDto, { note })).note) });
  const takeDown = async (reportId: string, reason: unknown, actor = admin) =>
    h.container.get(TakeDownReportedListing).execute({ actor, reportId, reason: (await parseBody(TakeDownDto, { reason })).reason });
  /** Three established people report: the listing is hidden. Returns the first report. */
  const hide = async () => {
    const first = await report(signedIn(elder));
    await report(signedIn(neighbour), { reason: 'FRAUD', note: null });
    await report(signedIn(tenant), { reason: 'WRONG_DETAILS', note: 'Photos are of another flat' });
    return first.report;
  };

  beforeEach(async () => {
    h = harness({ env: { LISTING_REPORTS_PER_IP_PER_HOUR: '3', LISTING_REPORTS_PER_USER_PER_HOUR: '5' } });
    admin = await stored(UserMother.admin());
    owner = await stored(UserMother.owner());
    tenant = await established(UserMother.tenant({ firstName: 'Neha' }));
    neighbour = await established(UserMother.tenant({ firstName: 'Ravi' }));
    elder = await established(UserMother.tenant({ firstName: 'Kamla' }));
    listing = PropertyMother.live(owner.id, {}, h.clock.now());
    await properties().save(listing);
  });

  describe('reporting', () => {
    it('anyone reports a live listing with a reason and a note; a signed-in reporter’s phone is kept, a visitor’s nothing that names them', async () => {
      const byVisitor = await report(visitor(1), { reason: 'FRAUD', note: '  Wants ₹5,000 before showing it ' });
      expect(byVisitor.repeat).toBe(false);
      expect(byVisitor.report).toMatchObject({ status: 'OPEN', reason: 'FRAUD', note: 'Wants ₹5,000 before showing it', city: 'patna', reporterUserId: null, reporterMobileNo: null, reporterKey: 'visitor:address-1' });
      const byTenant = await report(signedIn(tenant));
      expect(byTenant.report).toMatchObject({ reporterUserId: tenant.id, reporterMobileNo: tenant.mobileNo, reporterKey: `user:${tenant.id}` });
      expect((await reports().findById(byTenant.report.id))?.reporterMobileNo).toBe(tenant.mobileNo);
    });

    it('a repeat by the same person is answered with their first report and counted once', async () => {
      const first = await report(visitor(1));
      const again = await report(visitor(1), { reason: 'ALREADY_RENTED', note: null });
      expect(again).toMatchObject({ repeat: true });
      expect(again.report.id).toBe(first.report.id);
      expect(again.report.reason).toBe('BROKER');
      await report(signedIn(tenant));
      expect((await report(signedIn(tenant))).repeat).toBe(true);
      expect(await openCount()).toBe(2);
      expect((await reload()).status).toBe('LIVE');
      expect((await reports().listForProperty(listing.id)).length).toBe(2);
    });

    it('bad answers are refused on their fields and store nothing', async () => {
      expect((await failure(report(visitor(1), { reason: 'SPAM' }))).fields).toEqual({ reason: ListingReportMessages.reason });
      expect((await failure(report(visitor(1), { reason: 'OTHER', note: ' ' }))).fields).toEqual({ note: ListingReportMessages.noteForOther });
      expect((await failure(report(visitor(1), { note: 'x'.repeat(501) }))).fields).toEqual({ note: 'Must be at most 500 characters.' });
      expect(await reports().listForProperty(listing.id)).toEqual([]);
    });

    it('a listing the public cannot see is not found; its owner cannot report it', async () => {
      const draft = PropertyMother.draft(owner.id, {}, h.clock.now());
      await properties().save(draft);
      const stale = PropertyMother.live(owner.id, {}, new Date(h.clock.now().getTime() - 31 * DAY_MS));
      await properties().save(stale);
      for (const propertyId of [draft.id, stale.id, MISSING, 'not-an-id']) {
        const error = await failure(report(visitor(1), { propertyId }));
        expect(error.kind).toBe('NOT_FOUND');
      }
      const own = await failure(report(signedIn(owner)));
      expect(own.kind).toBe('FORBIDDEN');
      expect(own.message).toBe(ListingReportMessages.ownListing);
      expect(await openCount()).toBe(0);
    });

    it('anonymous reports are capped per address (not per listing), signed-in ones per person; a repeat costs nothing', async () => {
      const others: Property[] = [];
      for (let i = 0; i < 4; i += 1) {
        const other = PropertyMother.live(owner.id, { title: `Home ${i}` }, h.clock.now());
        await properties().save(other);
        others.push(other);
      }
      const from = { reporter: null, clientIp: '203.0.113.7' };
      for (const [i, other] of others.slice(0, 3).entries()) {
        await report({ ...from, visitorKey: 'visitor:one-address' }, { propertyId: other.id });
        if (i === 0) expect((await report({ ...from, visitorKey: 'visitor:one-address' }, { propertyId: other.id })).repeat).toBe(true);
      }
      const capped = await failure(report({ ...from, visitorKey: 'visitor:one-address' }, { propertyId: others[3]!.id }));
      expect(capped.kind).toBe('RATE_LIMITED');
      expect(capped.message).toBe(ListingReportMessages.tooMany);
      expect(capped.retryAfterSeconds).toBeGreaterThan(0);
      // Another address, and a signed-in person at this one, are not held back by it.
      expect((await report(visitor(9), { propertyId: others[3]!.id })).repeat).toBe(false);
      expect((await report({ reporter: tenant, visitorKey: null, clientIp: '203.0.113.7' }, { propertyId: others[3]!.id })).repeat).toBe(false);
      // An hour later the address may report again.
      h.clock.advanceMinutes(61);
      expect((await report({ ...from, visitorKey: 'visitor:one-address' }, { propertyId: others[3]!.id })).repeat).toBe(false);
    });
  });

  describe('hiding', () => {
    it('the third open report from distinct people takes the listing out of search; a visitor learns it is under review', async () => {
      await report(signedIn(elder));
      await report(signedIn(neighbour));
      expect((await reload()).status).toBe('LIVE');
      expect(await searchPatna()).toContain(listing.id);
      await report(signedIn(tenant));
      const held = await reload();
      expect(held.status).toBe('UNDER_REVIEW');
      expect(held.reviewHeldAt!.getTime()).toBe(h.clock.now().getTime());
      expect(await searchPatna()).not.toContain(listing.id);
      const seen = await failure(h.container.get(GetProperty).execute({ viewer: null, propertyId: listing.id, view: { visitorKey: 'v' } }));
      expect(seen.kind).toBe('CONFLICT');
      expect(seen.message).toBe(UNDER_REVIEW_MESSAGE);
      // Its owner and admins still see it.
      expect((await h.container.get(GetProperty).execute({ viewer: owner, propertyId: listing.id })).status).toBe('UNDER_REVIEW');
      expect((await h.container.get(GetProperty).execute({ viewer: admin, propertyId: listing.id })).status).toBe('UNDER_REVIEW');
    });

    it('three reports by one person, or two people and a repeat, do not hide it', async () => {
      await report(visitor(1));
      await report(visitor(1), { reason: 'FRAUD' });
      await report(visitor(1), { reason: 'OTHER', note: 'Also fake' });
      await report(visitor(2));
      expect(await openCount()).toBe(2);
      expect((await reload()).status).toBe('LIVE');
    });

    it('a listing under review may still be reported (more for the admin to read), and is not held twice', async () => {
      await hide();
      const heldAt = (await reload()).reviewHeldAt!.getTime();
      h.clock.advanceMinutes(5);
      expect((await report(visitor(4))).repeat).toBe(false);
      expect(await openCount()).toBe(4);
      expect((await reload()).reviewHeldAt!.getTime()).toBe(heldAt);
    });
  });

  describe('dismissing', () => {
    it('closes every open report with the note and puts the listing back in search with the days it had left', async () => {
      const until = listing.listedUntil!.getTime();
      const first = await hide();
      h.clock.advanceSeconds(3 * 86_400);
      const after = await dismiss(first.id, '  Owner showed his papers  ');
      expect(after).toMatchObject({ status: 'DISMISSED', reviewedById: admin.id, reviewNote: 'Owner showed his papers' });
      expect((await reports().listForProperty(listing.id)).map((r) => r.status)).toEqual(['DISMISSED', 'DISMISSED', 'DISMISSED']);
      const back = await reload();
      expect(back).toMatchObject({ status: 'LIVE', reviewHeldAt: null });
      expect(back.listedUntil!.getTime()).toBe(until + 3 * DAY_MS);
      expect(await searchPatna()).toContain(listing.id);
      // Nothing open is left to dismiss; new reports count from zero.
      expect((await failure(dismiss(first.id))).message).toBe(ListingReportMessages.nothingOpen);
      await report(visitor(1));
      expect((await reload()).status).toBe('LIVE');
      expect(await openCount()).toBe(1);
    });

    it('an owner blocked meanwhile gets the listing back as suspended, not live', async () => {
      const first = await hide();
      owner.changeStatus('BLOCKED', 'Fake documents', h.clock.now());
      await users().save(owner);
      await dismiss(first.id);
      expect((await reload()).status).toBe('SUSPENDED');
    });

    it('only admins review reports', async () => {
      const first = await hide();
      expect((await failure(h.container.get(DismissListingReports).execute({ actor: tenant, reportId: first.id, note: null }))).kind).toBe('FORBIDDEN');
      expect((await failure(takeDown(first.id, 'A broker, not the owner', tenant))).kind).toBe('FORBIDDEN');
      expect((await reload()).status).toBe('UNDER_REVIEW');
    });
  });

  describe('taking down', () => {
    it('rejects the listing with the reason, closes its open reports as actioned and texts the owner why, in English', async () => {
      const first = await hide();
      const after = await takeDown(first.id, 'The advertiser is a broker, not the owner');
      expect(after).toMatchObject({ status: 'ACTIONED', reviewNote: 'The advertiser is a broker, not the owner' });
      expect((await reports().listForProperty(listing.id)).every((r) => r.status === 'ACTIONED')).toBe(true);
      const down = await reload();
      expect(down).toMatchObject({ status: 'REJECTED', rejectionReason: 'The advertiser is a broker, not the owner', reviewHeldAt: null });
      expect((await failure(h.container.get(GetProperty).execute({ viewer: null, propertyId: listing.id }))).kind).toBe('NOT_FOUND');
      await drainJobs(h.container);
      expect(h.sms!.textsTo(owner.mobileNo!)).toEqual([
        `${h.config.productName}: your listing "2 BHK family flat near Boring Road" is hidden from search while we check reports about it. See why and answer us from Your Properties.`,
        `${h.config.productName}: your listing "2 BHK family flat near Boring Road" was taken down after a review of reports. Reason: The advertiser is a broker, not the owner. Fix it and submit it again from Your Properties.`,
      ]);
      expect(h.sms!.notices.filter((n) => n.mobileNo === owner.mobileNo).map((n) => [n.kind, n.language])).toEqual([
        ['LISTING_UNDER_REVIEW', 'en'],
        ['LISTING_TAKEN_DOWN', 'en'],
      ]);
    });

    it('texts an owner who reads Hindi in Hindi, with a long title shortened', async () => {
      owner.chooseLanguage('hi', h.clock.now());
      await users().save(owner);
      const long = PropertyMother.live(owner.id, { title: 'Spacious 3 BHK independent house with garden near Gandhi Maidan' }, h.clock.now());
      await properties().save(long);
      const { report: filed } = await report(visitor(1), { propertyId: long.id });
      await takeDown(filed.id, 'फ़ोटो किसी और घर की हैं।');
      await drainJobs(h.container);
      expect(h.sms!.textsTo(owner.mobileNo!)).toEqual([
        `${h.config.productName}: शिकायतों की जाँच के बाद आपकी लिस्टिंग "Spacious 3 BHK independent house with g…" हटा दी गई है। कारण: फ़ोटो किसी और घर की हैं। इसे ठीक करके “आपकी प्रॉपर्टी” से फिर भेजें।`,
      ]);
    });

    it('shortens a title between whole characters: never half an emoji or a Devanagari syllable', async () => {
      const titles = [`${'A'.repeat(38)}🏡 with a garden near the river`, `${'B'.repeat(38)}किराया घर पटना में`];
      for (const title of titles) {
        const flat = PropertyMother.live(owner.id, { title }, h.clock.now());
        await properties().save(flat);
        const { report: filed } = await report(visitor(2), { propertyId: flat.id });
        await takeDown(filed.id, 'The photos are of another flat');
      }
      await drainJobs(h.container);
      const quoted = h.sms!.textsTo(owner.mobileNo!).map((text) => /"([^"]*)"/.exec(text)![1]!);
      expect(quoted).toEqual([`${'A'.repeat(38)}🏡…`, `${'B'.repeat(38)}कि…`]);
      // No lone half of a surrogate pair anywhere (an SMS provider refuses the text).
      for (const text of h.sms!.textsTo(owner.mobileNo!)) expect(text).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/);
    });

    it('a live listing with fewer than three reports can be taken down too; a short reason is refused and changes nothing', async () => {
      const { report: filed } = await report(visitor(1));
      const short = await failure(takeDown(filed.id, 'Bad'));
      expect(short.fields).toEqual({ reason: ListingReportMessages.takeDownReason });
      expect((await reload()).status).toBe('LIVE');
      await takeDown(filed.id, 'Already rented out in October');
      expect((await reload()).status).toBe('REJECTED');
      // Taken down already: not again.
      expect((await failure(takeDown(filed.id, 'Already rented out in October'))).kind).toBe('CONFLICT');
      await drainJobs(h.container);
      expect(h.sms!.textsTo(owner.mobileNo!)).toHaveLength(1);
    });
  });

  describe('a rider’s check visit', () => {
    const makeRider = async (firstName: string, localities: string[], city = 'patna', days: Array<'MON' | 'TUE' | 'WED' | 'THU' | 'FRI' | 'SAT' | 'SUN'> = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT']) => {
      const rider = UserMother.tenant({ firstName, lastName: 'Kumari' });
      rider.becomeRider(city, h.clock.now());
      await stored(rider);
      await h.container.get<RiderApplicationRepository>(RiderApplicationRepository).save(
        RiderApplicationMother.approved(rider.id, admin.id, { city, localities, mobileNo: rider.mobileNo!, availability: { days, fromHour: 9, toHour: 19 } }),
      );
      return rider;
    };
    const book = (reportId: string, slot: { slotDate?: string; slotStart?: string } = {}) =>
      h.container.get(BookCheckVisit).execute({ actor: admin, reportId, slotDate: slot.slotDate ?? '2026-11-25', slotStart: slot.slotStart ?? '10:00' });

    it('is booked by the admin and given to the best free rider of the listing’s city, who gets an SMS', async () => {
      const asha = await makeRider('Asha', ['Kankarbagh']);
      const bina = await makeRider('Bina', ['Boring Road']);
      await makeRider('Chitra', ['Boring Road'], 'gaya');
      const first = await hide();
      const { ride } = await book(first.id);
      // A check, with no tenant: the admin is who booked it, and it says why the listing was reported.
      expect(ride).toMatchObject({ status: 'ASSIGNED', riderId: bina.id, propertyId: listing.id, purpose: 'CHECK', tenantId: null, bookedById: admin.id, city: 'patna' });
      expect(ride.checkReasons).toEqual(['BROKER', 'WRONG_DETAILS', 'FRAUD']);
      expect(ride.isCheckVisit).toBe(true);
      expect(ride.history.map((e) => [e.byRole, e.action])).toEqual([
        ['ADMIN', 'request'],
        ['ADMIN', 'assign'],
      ]);
      expect(ride.tenantNote).toBeNull();
      expect((await h.container.get<RideRepository>(RideRepository).findById(ride.id))?.riderId).toBe(bina.id);
      await drainJobs(h.container);
      expect(h.sms!.textsTo(bina.mobileNo!).join(' ')).toContain('new visit for you');
      // Bina is busy at 10:00 now: the next check at that hour goes to Asha; the record page lists the visits.
      const other = PropertyMother.live(owner.id, {}, h.clock.now());
      await properties().save(other);
      const { report: second } = await report(visitor(1), { propertyId: other.id });
      expect((await book(second.id)).ride.riderId).toBe(asha.id);
      const details = await h.container.get(GetListingReport).execute(first.id);
      expect(details.checkVisits.map((v) => [v.ride.id, v.rider?.id, v.bookedBy?.id])).toEqual([[ride.id, bina.id, admin.id]]);
    });

    it('has no tenant: its rider is shown a check of the listing, not the admin, and the admin is not among anyone’s visits as a tenant', async () => {
      const rider = await makeRider('Asha', ['Boring Road']);
      const first = await hide();
      const { ride } = await book(first.id);
      const seen = await h.container.get(GetRide).execute(rider, ride.id);
      expect(seen.tenant).toBeNull();
      expect(seen.rider?.id).toBe(rider.id);
      expect(seen.ride).toMatchObject({ purpose: 'CHECK', tenantNote: null });
      // The rider's list shows it; the admin has no visits "as tenant".
      const riderList = await h.container.get(ListMyRides).execute(rider, { scope: 'upcoming', as: 'rider', offset: 0, limit: 10 });
      expect(riderList.items.map((v) => [v.ride.id, v.tenant])).toEqual([[ride.id, null]]);
      expect((await h.container.get(ListMyRides).execute(admin, { scope: 'upcoming', as: 'tenant', offset: 0, limit: 10 })).total).toBe(0);
      // The admin sees who booked it.
      expect((await h.container.get(GetRide).execute(admin, ride.id)).bookedBy?.id).toBe(admin.id);
      // A second open check of the listing by the same admin is refused, as before (Asha is free at 12:00).
      expect((await failure(book(first.id, { slotStart: '12:00' }))).message).toBe(RideMessages.openCheck);
    });

    it('sends none of a tenant’s texts to the admin who booked it: confirmed and cancelled reach the rider’s side only', async () => {
      const booker = await stored(UserMother.admin({ mobileNo: UserMother.mobile() }));
      const rider = await makeRider('Asha', ['Boring Road']);
      const first = await hide();
      const { ride } = await h.container.get(BookCheckVisit).execute({ actor: booker, reportId: first.id, slotDate: '2026-11-25', slotStart: '10:00' });
      await h.container.get(ConfirmRide).execute({ actor: rider, rideId: ride.id });
      await h.container.get(CancelRide).execute({ actor: booker, rideId: ride.id, reason: 'The owner sold the flat' });
      await drainJobs(h.container);
      expect(h.sms!.textsTo(booker.mobileNo!)).toEqual([]);
      const riderTexts = h.sms!.textsTo(rider.mobileNo!);
      expect(riderTexts).toHaveLength(2);
      expect(riderTexts[0]).toContain('new visit for you');
      expect(riderTexts[1]).toContain('is cancelled. Reason: The owner sold the flat');
      // Nobody else was texted about the visit (the owner is not told of a check).
      expect(h.sms!.notices.filter((n) => n.kind.startsWith('RIDE_') && n.mobileNo !== rider.mobileNo)).toEqual([]);
    });

    it('goes only to a rider free and on duty then, never the listing’s own owner or the rider who posted it', async () => {
      // 25 Nov 2026 is a Wednesday. Aarav posted the listing and serves its locality; Bina serves it too but works
      // only on Sundays; Chitra works Wednesdays elsewhere in the city.
      const aarav = await makeRider('Aarav', ['Boring Road']);
      await makeRider('Bina', ['Boring Road'], 'patna', ['SUN']);
      const chitra = await makeRider('Chitra', ['Kankarbagh']);
      const posted = PropertyMother.live(owner.id, { locality: 'Boring Road' }, h.clock.now());
      posted.postedById = aarav.id;
      await properties().save(posted);
      const { report: filed } = await report(visitor(1), { propertyId: posted.id });
      expect((await book(filed.id)).ride.riderId).toBe(chitra.id);
      // Chitra is busy at 10:00 now: Bina is free but off duty, Aarav posted it. Nobody is sent.
      const second = PropertyMother.live(owner.id, { locality: 'Boring Road' }, h.clock.now());
      second.postedById = aarav.id;
      await properties().save(second);
      const { report: other } = await report(visitor(1), { propertyId: second.id });
      const none = await failure(book(other.id));
      expect(none.message).toBe(CheckVisitMessages.noRider('Patna'));
      // A rider who owns the listing is not sent to check it either.
      owner.becomeRider('patna', h.clock.now());
      await users().save(owner);
      await h.container.get<RiderApplicationRepository>(RiderApplicationRepository).save(RiderApplicationMother.approved(owner.id, admin.id, { city: 'patna', localities: ['Boring Road'], mobileNo: owner.mobileNo! }));
      expect((await failure(book(other.id))).message).toBe(CheckVisitMessages.noRider('Patna'));
    });

    it('a visit that finds the home unlike its listing sends it back to review and closes its open reports; the record page still lists it past 50 other visits', async () => {
      const rider = await makeRider('Asha', ['Boring Road']);
      const { report: filed } = await report(visitor(1));
      const { ride } = await book(filed.id);
      // Many tenants' visits booked after it: the check visit still shows on the report's page.
      for (let i = 0; i < 55; i += 1) {
        const visit = Ride.book({ propertyId: listing.id, tenantId: `0190f0a0-0000-7000-8000-${String(i).padStart(12, '0')}`, city: 'patna', locality: listing.locality, slot: ride.slot, note: null }, h.clock.now());
        await h.container.get<RideRepository>(RideRepository).save(visit);
      }
      expect((await h.container.get(GetListingReport).execute(filed.id)).checkVisits.map((v) => v.ride.id)).toEqual([ride.id]);
      await h.container.get(ConfirmRide).execute({ actor: rider, rideId: ride.id });
      h.clock.advanceSeconds((ride.slotStartAt.getTime() - h.clock.now().getTime()) / 1000);
      await h.container.get(StartRide).execute({ actor: rider, rideId: ride.id });
      await h.container.get(CompleteRide).execute({ actor: rider, rideId: ride.id, photos: [], matched: false, differences: 'Two rooms, not three; the rent asked is higher' });
      expect((await reload()).status).toBe('SUBMITTED');
      expect((await reports().listForProperty(listing.id)).map((r) => [r.status, r.reviewNote])).toEqual([['CLOSED', 'Closed: the listing went back to review.']]);
    });

    it('is never given from Rides to the listing’s owner or the rider who posted it: refused on rider_id and left out of the picker', async () => {
      const asha = await makeRider('Asha', ['Boring Road']);
      const poster = await makeRider('Aarav', ['Boring Road']);
      const posted = PropertyMother.live(owner.id, { locality: 'Boring Road' }, h.clock.now());
      posted.postedById = poster.id;
      await properties().save(posted);
      owner.becomeRider('patna', h.clock.now());
      await users().save(owner);
      await h.container.get<RiderApplicationRepository>(RiderApplicationRepository).save(RiderApplicationMother.approved(owner.id, admin.id, { city: 'patna', localities: ['Boring Road'], mobileNo: owner.mobileNo! }));
      const { report: filed } = await report(visitor(1), { propertyId: posted.id });
      const { ride } = await book(filed.id);
      expect(ride.riderId).toBe(asha.id);
      await drainJobs(h.container);
      expect((await h.container.get(FindFreeRiders).execute(admin, ride.id)).map((c) => c.rider.id)).toEqual([asha.id]);
      for (const rider of [poster, owner]) {
        const error = await failure(h.container.get(AssignRider).execute({ actor: admin, rideId: ride.id, riderId: rider.id }));
        expect(error.fields).toEqual({ rider_id: RideMessages.riderOwnsListing });
      }
      await drainJobs(h.container);
      expect(await h.container.get<RideRepository>(RideRepository).findById(ride.id)).toMatchObject({ riderId: asha.id, status: 'ASSIGNED' });
      // Neither was told of the check, nor why the listing was reported.
      for (const rider of [poster, owner]) expect(h.sms!.textsTo(rider.mobileNo!)).toEqual([]);
    });

    it('a second open check of the listing by the same admin is refused for that reason, even when no rider is free', async () => {
      await makeRider('Asha', ['Boring Road']);
      const first = await hide();
      await book(first.id);
      // Asha, the only rider, is busy at 10:00 now; the admin's own open check is what stands in the way.
      const again = await failure(book(first.id));
      expect(again.kind).toBe('CONFLICT');
      expect(again.message).toBe(RideMessages.openCheck);
      // Another admin may still book one (and is told nobody is free).
      const other = await stored(UserMother.admin());
      const theirs = await failure(h.container.get(BookCheckVisit).execute({ actor: other, reportId: first.id, slotDate: '2026-11-25', slotStart: '10:00' }));
      expect(theirs.message).toBe(CheckVisitMessages.noRider('Patna'));
    });

    it('with no rider of the city free it is refused and nothing is booked; the slot follows the visit rules', async () => {
      const first = await hide();
      const none = await failure(book(first.id));
      expect(none.kind).toBe('CONFLICT');
      expect(none.message).toBe(CheckVisitMessages.noRider('Patna'));
      await makeRider('Asha', ['Kankarbagh']);
      expect((await failure(book(first.id, { slotStart: '19:00' }))).fields).toHaveProperty('slot_start');
      const rides = await h.container.get<RideRepository>(RideRepository).list({ filter: { propertyId: listing.id }, sort: { field: 'createdAt', order: 'DESC' }, offset: 0, limit: 10 });
      expect(rides.total).toBe(0);
    });
  });

  describe('who counts toward hiding it', () => {
    it('two free sign-ups and a signed-out report hide nothing; three tenants who visited it with our rider do', async () => {
      await report(signedIn(await fresh(UserMother.tenant({ firstName: 'Fake' })), 7));
      await report(signedIn(await fresh(UserMother.tenant({ firstName: 'Fake' })), 8));
      await report(visitor(9));
      expect(await openCount()).toBe(3);
      expect((await reload()).status).toBe('LIVE');
      // Fresh accounts who saw the home with our rider: their word rests on the visit.
      const seen = [];
      for (const name of ['Asha', 'Bina', 'Chandan']) seen.push(await visited(await fresh(UserMother.tenant({ firstName: name }))));
      const filed = [];
      for (const person of seen) filed.push((await report(signedIn(person, 1), { reason: 'FRAUD', note: null })).report);
      expect(filed.map((r) => r.reporterStanding)).toEqual(['VISITED', 'VISITED', 'VISITED']);
      expect((await reload()).status).toBe('UNDER_REVIEW');
    });

    it('signed-out reports, from however many addresses, never hide a listing; established accounts do', async () => {
      for (const n of [1, 2, 3, 4, 5]) await report(visitor(n));
      await report(signedIn(tenant));
      await report(signedIn(neighbour));
      expect((await reload()).status).toBe('LIVE');
      await report(signedIn(elder));
      expect((await reload()).status).toBe('UNDER_REVIEW');
    });

    it('established accounts reporting from one network count once; a visitor of the home counts on any network', async () => {
      const report1 = await report(signedIn(tenant, 1));
      expect(report1.report.reporterStanding).toBe('ESTABLISHED');
      await report(signedIn(neighbour, 1));
      await report(signedIn(elder, 1));
      expect((await reload()).status).toBe('LIVE');
      await report(signedIn(await visited(await fresh(UserMother.tenant({ firstName: 'Asha' }))), 1));
      await report(signedIn(await established(UserMother.tenant({ firstName: 'Meera' })), 2));
      expect((await reload()).status).toBe('UNDER_REVIEW');
    });

    it('after a dismissal the same people reporting again cannot hide it again; people the admin has not heard from can', async () => {
      const first = await hide();
      await dismiss(first.id, 'Owner showed his papers');
      await report(signedIn(elder), { reason: 'FRAUD' });
      await report(signedIn(neighbour), { reason: 'FRAUD', note: null });
      await report(signedIn(tenant), { reason: 'FRAUD', note: null });
      // Stored for the admin to read, but the listing stays in search.
      expect(await openCount()).toBe(3);
      expect((await reload()).status).toBe('LIVE');
      expect(await searchPatna()).toContain(listing.id);
      const meera = await established(UserMother.tenant({ firstName: 'Meera' }));
      const arjun = await established(UserMother.tenant({ firstName: 'Arjun' }));
      const kiran = await established(UserMother.tenant({ firstName: 'Kiran' }));
      await report(signedIn(meera));
      await report(signedIn(arjun));
      expect((await reload()).status).toBe('LIVE');
      await report(signedIn(kiran));
      expect((await reload()).status).toBe('UNDER_REVIEW');
    });

    it('open reports filed before the listing last went live do not count', async () => {
      const before = new Date(listing.publishedAt!.getTime() - 3_600_000);
      await reports().save(ListingReport.file({ propertyId: listing.id, city: 'patna', reason: 'BROKER', note: null, reporter: { userId: tenant.id, mobileNo: tenant.mobileNo, key: `user:${tenant.id}`, standing: 'ESTABLISHED' } }, before));
      await reports().save(ListingReport.file({ propertyId: listing.id, city: 'patna', reason: 'BROKER', note: null, reporter: { userId: elder.id, mobileNo: elder.mobileNo, key: `user:${elder.id}`, standing: 'ESTABLISHED' } }, before));
      await report(signedIn(neighbour));
      expect((await reload()).status).toBe('LIVE');
    });
  });

  describe('a listing that leaves the site another way', () => {
    const change = (actor: User, action: PropertyAction, reason?: string) => h.container.get(ChangePropertyState).execute({ actor, propertyId: listing.id, action, reason });
    const closedNotes = async () => (await reports().listForProperty(listing.id)).map((r) => [r.status, r.reviewNote, r.reviewedById]);

    it('closes its open reports when its owner marks it rented; relisted and approved, it starts from none', async () => {
      await report(visitor(1));
      await report(signedIn(neighbour));
      await change(owner, 'mark_rented');
      expect(await closedNotes()).toEqual([
        ['CLOSED', 'Closed: the listing was marked rented.', null],
        ['CLOSED', 'Closed: the listing was marked rented.', null],
      ]);
      await change(owner, 'relist');
      await change(owner, 'submit');
      h.clock.advanceMinutes(1);
      await change(admin, 'approve');
      // The same people may report it afresh; one more report does not hide it, three people do.
      await report(signedIn(neighbour));
      expect((await reload()).status).toBe('LIVE');
      await report(signedIn(elder));
      expect((await reload()).status).toBe('LIVE');
      await report(signedIn(tenant));
      expect((await reload()).status).toBe('UNDER_REVIEW');
    });

    it('closes them when the owner removes it while under review, or an admin rejects it; nothing is left to dismiss', async () => {
      const first = await hide();
      await change(owner, 'archive');
      expect((await closedNotes()).every(([status, note]) => status === 'CLOSED' && note === 'Closed: the listing was removed.')).toBe(true);
      expect((await failure(dismiss(first.id))).message).toBe(ListingReportMessages.nothingOpen);

      const other = PropertyMother.live(owner.id, { title: 'Second flat' }, h.clock.now());
      await properties().save(other);
      await report(visitor(1), { propertyId: other.id });
      await h.container.get(ChangePropertyState).execute({ actor: admin, propertyId: other.id, action: 'reject', reason: 'Photos of a hotel' });
      expect((await reports().listForProperty(other.id)).map((r) => [r.status, r.reviewNote])).toEqual([['CLOSED', 'Closed: the listing was rejected.']]);
    });

    it('closes them when its owner taps "Rented out" in the reminder SMS', async () => {
      await report(visitor(1));
      h.clock.advanceSeconds(28 * 86_400);
      await h.container.get<JobQueue>(JobQueue).enqueue('reconfirm.plan-reminders', {});
      await drainJobs(h.container);
      const token = /\/o\/([A-Za-z0-9_-]+)/.exec(h.sms!.textsTo(owner.mobileNo!).at(-1)!)![1]!;
      await h.container.get(UseReconfirmLink).execute({ token, action: 'mark_rented' });
      expect((await reload()).status).toBe('RENTED');
      expect(await closedNotes()).toEqual([['CLOSED', 'Closed: the listing was marked rented.', null]]);
    });
  });

  describe('races', () => {
    it('a dismissal landing between the third report’s count and its hold leaves the listing live, not under review with nothing open', async () => {
      const first = await report(signedIn(elder));
      await report(signedIn(neighbour));
      // The hold reads the three open reports; the admin's dismissal commits before the hold is saved.
      const repository = reports();
      const listAll = repository.listForProperty.bind(repository);
      let raced = false;
      repository.listForProperty = async (propertyId, options) => {
        const seen = await listAll(propertyId, options);
        if (!raced && !options?.openOnly && seen.filter((r) => r.isOpen).length === 3) {
          raced = true;
          await dismiss(first.report.id, 'Checked with the owner');
        }
        return seen;
      };
      await report(signedIn(tenant));
      expect(raced).toBe(true);
      expect((await reload()).status).toBe('LIVE');
      expect(await openCount()).toBe(0);
    });

    it('a listing under review with no open report is released by a dismissal (never stuck)', async () => {
      const first = await hide();
      // As a race before this fix could leave it: under review, its reports dismissed.
      for (const r of await reports().listForProperty(listing.id)) {
        r.dismiss(admin.id, null, h.clock.now());
        await reports().save(r);
      }
      expect((await reload()).status).toBe('UNDER_REVIEW');
      await dismiss(first.id, 'Released');
      expect((await reload()).status).toBe('LIVE');
    });

    /** Both reporters pass the "already reported?" check before either stores a report (two taps, two requests at once). */
    const bothPastTheCheck = () => {
      const repository = reports();
      const findOpen = repository.findOpen.bind(repository);
      let arrived = 0;
      let release!: () => void;
      const both = new Promise<void>((resolve) => (release = resolve));
      repository.findOpen = async (propertyId, key) => {
        const found = await findOpen(propertyId, key);
        arrived += 1;
        if (arrived === 2) release();
        if (arrived <= 2) await both;
        return found;
      };
    };

    it('two taps at once store one report, answer the other as a repeat, and charge the address once', async () => {
      bothPastTheCheck();
      const answers = await Promise.all([report(visitor(1)), report(visitor(1), { reason: 'FRAUD' })]);
      expect(answers.map((a) => a.repeat).sort()).toEqual([false, true]);
      expect(answers[0]!.report.id).toBe(answers[1]!.report.id);
      expect(await reports().listForProperty(listing.id)).toHaveLength(1);
      // The cap is 3 an hour per address: the twin was refunded, so two more listings may be reported, not three.
      const others: Property[] = [];
      for (let i = 0; i < 3; i += 1) {
        const other = PropertyMother.live(owner.id, { title: `Other ${i}` }, h.clock.now());
        await properties().save(other);
        others.push(other);
      }
      await report(visitor(1), { propertyId: others[0]!.id });
      await report(visitor(1), { propertyId: others[1]!.id });
      expect((await failure(report(visitor(1), { propertyId: others[2]!.id }))).kind).toBe('RATE_LIMITED');
    });

    it('the second and third people reporting at the same moment hide it, whichever lands last', async () => {
      await report(signedIn(elder));
      bothPastTheCheck();
      await Promise.all([report(signedIn(neighbour)), report(signedIn(tenant))]);
      expect((await reload()).status).toBe('UNDER_REVIEW');
    });
  });

  describe('the queue', () => {
    it('lists reports with their listing and its open count, filtered by status, reason and city', async () => {
      await hide();
      const gaya = PropertyMother.live(owner.id, { city: 'gaya', locality: 'Civil Lines' }, h.clock.now());
      await properties().save(gaya);
      await report(visitor(5), { propertyId: gaya.id, reason: 'ALREADY_RENTED' });
      const list = (filter: Parameters<ListListingReports['execute']>[0]['filter']) =>
        h.container.get(ListListingReports).execute({ filter, sort: { field: 'createdAt', order: 'DESC' }, offset: 0, limit: 10 }, { actor: UserMother.admin(), resource: 'listing-reports' });
      const all = await list({ status: 'OPEN' });
      expect(all.total).toBe(4);
      expect(all.items.map((row) => [row.report.reason, row.property?.status, row.openReporters])).toEqual([
        ['ALREADY_RENTED', 'LIVE', 1],
        ['WRONG_DETAILS', 'UNDER_REVIEW', 3],
        ['FRAUD', 'UNDER_REVIEW', 3],
        ['BROKER', 'UNDER_REVIEW', 3],
      ]);
      expect((await list({ city: 'gaya' })).items.map((row) => row.property?.id)).toEqual([gaya.id]);
      expect((await list({ reason: 'FRAUD' })).total).toBe(1);
    });
  });
});
