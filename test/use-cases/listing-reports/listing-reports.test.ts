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
import { ListingReportMessages } from '../../../domain/listing-reports/listing-report-rules.js';
import { UNDER_REVIEW_MESSAGE } from '../../../domain/properties/properties.errors.js';
import type { Property } from '../../../domain/properties/property.js';
import type { User } from '../../../domain/users/user.js';
import { PropertyMother } from '../../mothers/property.mother.js';
import { RiderApplicationMother } from '../../mothers/rider-application.mother.js';
import { UserMother } from '../../mothers/user.mother.js';
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
  let listing: Property;

  const users = () => h.container.get<UserRepository>(UserRepository);
  const properties = () => h.container.get<PropertyRepository>(PropertyRepository);
  const reports = () => h.container.get<ListingReportRepository>(ListingReportRepository);
  const stored = async (user: User) => {
    await users().save(user);
    return user;
  };
  const reload = async (property: Property = listing) => (await properties().findById(property.id))!;
  /** A visitor at an address of their own (the edge passes a keyed hash of the address as their key). */
  const visitor = (n: number) => ({ reporter: null, visitorKey: `visitor:address-${n}`, clientIp: `203.0.113.${n}` });
  const report = (who: Pick<ReportListingInput, 'reporter' | 'visitorKey' | 'clientIp'>, overrides: Partial<ReportListingInput> = {}) =>
    h.container.get(ReportListing).execute({ propertyId: listing.id, reason: 'BROKER', note: 'Asks for one month brokerage', ...who, ...overrides });
  const signedIn = (user: User) => ({ reporter: user, visitorKey: null, clientIp: '198.51.100.9' });
  const openCount = async (property: Property = listing) => (await reports().countOpenReporters([property.id])).get(property.id) ?? 0;
  const searchPatna = async () => (await h.container.get(SearchProperties).execute({ city: 'patna', sort: 'newest', offset: 0, limit: 50 })).items.map((p) => p.id);
  const dismiss = (reportId: string, note?: unknown) => h.container.get(DismissListingReports).execute({ actor: admin, reportId, note });
  const takeDown = (reportId: string, reason: unknown, actor = admin) => h.container.get(TakeDownReportedListing).execute({ actor, reportId, reason });
  /** Three people report: the listing is hidden. Returns the first report. */
  const hide = async () => {
    const first = await report(visitor(1));
    await report(visitor(2), { reason: 'FRAUD', note: null });
    await report(signedIn(tenant), { reason: 'WRONG_DETAILS', note: 'Photos are of another flat' });
    return first.report;
  };

  beforeEach(async () => {
    h = harness({ env: { LISTING_REPORTS_PER_IP_PER_HOUR: '3', LISTING_REPORTS_PER_USER_PER_HOUR: '5' } });
    admin = await stored(UserMother.admin());
    owner = await stored(UserMother.owner());
    tenant = await stored(UserMother.tenant({ firstName: 'Neha' }));
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
        expect(error.code).toBe('NOT_FOUND');
      }
      const own = await failure(report(signedIn(owner)));
      expect(own.code).toBe('FORBIDDEN');
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
      expect(capped.code).toBe('RATE_LIMITED');
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
      await report(visitor(1));
      await report(visitor(2));
      expect((await reload()).status).toBe('LIVE');
      expect(await searchPatna()).toContain(listing.id);
      await report(signedIn(tenant));
      const held = await reload();
      expect(held.status).toBe('UNDER_REVIEW');
      expect(held.reviewHeldAt!.getTime()).toBe(h.clock.now().getTime());
      expect(await searchPatna()).not.toContain(listing.id);
      const seen = await failure(h.container.get(GetProperty).execute({ viewer: null, propertyId: listing.id, view: { visitorKey: 'v' } }));
      expect(seen.code).toBe('CONFLICT');
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
      expect((await failure(h.container.get(DismissListingReports).execute({ actor: tenant, reportId: first.id }))).code).toBe('FORBIDDEN');
      expect((await failure(takeDown(first.id, 'A broker, not the owner', tenant))).code).toBe('FORBIDDEN');
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
      expect((await failure(h.container.get(GetProperty).execute({ viewer: null, propertyId: listing.id }))).code).toBe('NOT_FOUND');
      await drainJobs(h.container);
      expect(h.sms!.textsTo(owner.mobileNo!)).toEqual([
        `${h.config.productName}: your listing "2 BHK family flat near Boring Road" was taken down after a review of reports. Reason: The advertiser is a broker, not the owner. Fix it and submit it again from Your Properties.`,
      ]);
      expect(h.sms!.notices.find((n) => n.mobileNo === owner.mobileNo)).toMatchObject({ kind: 'LISTING_TAKEN_DOWN', language: 'en' });
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
        `${h.config.productName}: शिकायतों की जाँच के बाद आपकी लिस्टिंग "Spacious 3 BHK independent house with g…" हटा दी गई है। कारण: फ़ोटो किसी और घर की हैं। इसे ठीक करके Your Properties से फिर भेजें।`,
      ]);
    });

    it('a live listing with fewer than three reports can be taken down too; a short reason is refused and changes nothing', async () => {
      const { report: filed } = await report(visitor(1));
      const short = await failure(takeDown(filed.id, 'Bad'));
      expect(short.fields).toEqual({ reason: ListingReportMessages.takeDownReason });
      expect((await reload()).status).toBe('LIVE');
      await takeDown(filed.id, 'Already rented out in October');
      expect((await reload()).status).toBe('REJECTED');
      // Taken down already: not again.
      expect((await failure(takeDown(filed.id, 'Already rented out in October'))).code).toBe('CONFLICT');
      await drainJobs(h.container);
      expect(h.sms!.textsTo(owner.mobileNo!)).toHaveLength(1);
    });
  });

  describe('a rider’s check visit', () => {
    const makeRider = async (firstName: string, localities: string[], city = 'patna') => {
      const rider = UserMother.tenant({ firstName, lastName: 'Kumari' });
      rider.becomeRider(city, h.clock.now());
      await stored(rider);
      await h.container.get<RiderApplicationRepository>(RiderApplicationRepository).save(RiderApplicationMother.approved(rider.id, admin.id, { city, localities, mobileNo: rider.mobileNo! }));
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
      expect(ride).toMatchObject({ status: 'ASSIGNED', riderId: bina.id, propertyId: listing.id, tenantId: admin.id, city: 'patna' });
      expect(ride.isCheckVisit).toBe(true);
      expect(ride.history.map((e) => [e.byRole, e.action])).toEqual([
        ['ADMIN', 'request'],
        ['ADMIN', 'assign'],
      ]);
      expect(ride.tenantNote).toBe(CheckVisitMessages.defaultNote);
      expect((await h.container.get<RideRepository>(RideRepository).findById(ride.id))?.riderId).toBe(bina.id);
      await drainJobs(h.container);
      expect(h.sms!.textsTo(bina.mobileNo!).join(' ')).toContain('new visit for you');
      // Bina is busy at 10:00 now: the next check at that hour goes to Asha; the record page lists the visits.
      const other = PropertyMother.live(owner.id, {}, h.clock.now());
      await properties().save(other);
      const { report: second } = await report(visitor(1), { propertyId: other.id });
      expect((await book(second.id)).ride.riderId).toBe(asha.id);
      const details = await h.container.get(GetListingReport).execute(first.id);
      expect(details.checkVisits.map((v) => [v.ride.id, v.rider?.id])).toEqual([[ride.id, bina.id]]);
    });

    it('with no rider of the city free it is refused and nothing is booked; the slot follows the visit rules', async () => {
      const first = await hide();
      const none = await failure(book(first.id));
      expect(none.code).toBe('CONFLICT');
      expect(none.message).toBe(CheckVisitMessages.noRider('Patna'));
      await makeRider('Asha', ['Kankarbagh']);
      expect((await failure(book(first.id, { slotStart: '19:00' }))).fields).toHaveProperty('slot_start');
      const rides = await h.container.get<RideRepository>(RideRepository).list({ filter: { propertyId: listing.id }, sort: { field: 'createdAt', order: 'DESC' }, offset: 0, limit: 10 });
      expect(rides.total).toBe(0);
    });
  });

  describe('the queue', () => {
    it('lists reports with their listing and its open count, filtered by status, reason and city', async () => {
      await hide();
      const gaya = PropertyMother.live(owner.id, { city: 'gaya', locality: 'Civil Lines' }, h.clock.now());
      await properties().save(gaya);
      await report(visitor(5), { propertyId: gaya.id, reason: 'ALREADY_RENTED' });
      const list = (filter: Parameters<ListListingReports['execute']>[0]['filter']) =>
        h.container.get(ListListingReports).execute({ filter, sort: { field: 'createdAt', order: 'DESC' }, offset: 0, limit: 10 });
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
