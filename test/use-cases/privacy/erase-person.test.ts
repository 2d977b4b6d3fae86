import { beforeEach, describe, expect, it } from 'vitest';
import { AuditLog } from '../../../application/audit/ports/audit-log.port.js';
import { RequestOtp } from '../../../application/auth/request-otp.use-case.js';
import { OtpChallengeRepository } from '../../../application/auth/ports/otp-challenge.repository.port.js';
import { SessionRepository } from '../../../application/auth/ports/session.repository.port.js';
import { SessionIssuer } from '../../../application/auth/issue-session.js';
import { Authenticate } from '../../../application/auth/authenticate.use-case.js';
import { LeadRepository } from '../../../application/leads/ports/lead.repository.port.js';
import { ListingReportRepository } from '../../../application/listing-reports/ports/listing-report.repository.port.js';
import { ErasePerson } from '../../../application/privacy/erase-person.use-case.js';
import { ExportMyData } from '../../../application/privacy/export-my-data.use-case.js';
import { ErasureRepository } from '../../../application/privacy/ports/erasure.repository.port.js';
import { PurgePersonalData } from '../../../application/privacy/purge-personal-data.use-case.js';
import { ImageStorage } from '../../../application/properties/ports/image-storage.port.js';
import { PropertyImageRepository } from '../../../application/properties/ports/property-image.repository.port.js';
import { PropertyRepository } from '../../../application/properties/ports/property.repository.port.js';
import { WishlistRepository } from '../../../application/properties/ports/wishlist.repository.port.js';
import { PropertyRequestRepository } from '../../../application/property-requests/ports/property-request.repository.port.js';
import { RiderApplicationRepository } from '../../../application/riders/ports/rider-application.repository.port.js';
import { RideRepository } from '../../../application/rides/ports/ride.repository.port.js';
import { SearchAlertRepository } from '../../../application/search-alerts/ports/search-alert.repository.port.js';
import { UserRepository } from '../../../application/users/ports/user.repository.port.js';
import { ConfirmTenancy } from '../../../application/tenancies/confirm-tenancy.use-case.js';
import { GetTenancy } from '../../../application/tenancies/get-tenancy.use-case.js';
import { ProposeTenancy } from '../../../application/tenancies/propose-tenancy.use-case.js';
import { RecordPayment } from '../../../application/tenancies/record-payment.use-case.js';
import { RequestTenancyCode } from '../../../application/tenancies/request-tenancy-code.use-case.js';
import { PaymentRepository } from '../../../application/tenancies/ports/payment.repository.port.js';
import { TenancyRepository } from '../../../application/tenancies/ports/tenancy.repository.port.js';
import type { Tenancy } from '../../../domain/tenancies/tenancy.js';
import { TenancyMother } from '../../mothers/tenancy.mother.js';
import { ChangeUserStatus } from '../../../application/users/change-user-status.use-case.js';
import { PropertyImage } from '../../../domain/properties/property-image.js';
import { RETENTION } from '../../../domain/shared/retention.js';
import type { User } from '../../../domain/users/user.js';
import { LeadMother } from '../../mothers/lead.mother.js';
import { ListingReportMother } from '../../mothers/listing-report.mother.js';
import { PropertyMother } from '../../mothers/property.mother.js';
import { PropertyRequestMother } from '../../mothers/property-request.mother.js';
import { RiderApplicationMother } from '../../mothers/rider-application.mother.js';
import { RideMother } from '../../mothers/ride.mother.js';
import { SearchAlertMother } from '../../mothers/search-alert.mother.js';
import { UserMother } from '../../mothers/user.mother.js';
import { failure } from '../../support/failure.js';
import { harness } from '../../support/harness.js';
import { drainJobs } from '../../support/jobs.js';

describe('erasure (DPDP Act 2023): a person erased on their own request or by an admin', () => {
  let h: ReturnType<typeof harness>;
  let admin: User;
  const get = <T>(token: symbol) => h.container.get<T>(token);
  const users = () => get<UserRepository>(UserRepository);
  const stored = async (user: User) => {
    await users().save(user);
    return user;
  };

  /** Priya: owner of a live listing with a photo, booked by Anil (rider Asha); her requests, alert, report, wish, application, OTP. */
  async function world() {
    const priya = await stored(UserMother.owner({ firstName: 'Priya', lastName: 'Sinha', email: 'priya@example.com' }));
    const anil = await stored(UserMother.tenant({ firstName: 'Anil' }));
    const asha = UserMother.tenant({ firstName: 'Asha' });
    asha.becomeRider('patna', h.clock.now());
    await stored(asha);
    const owner = await stored(UserMother.owner());
    const properties = get<PropertyRepository>(PropertyRepository);
    const hers = PropertyMother.live(priya.id, { title: "Priya's flat" }, h.clock.now());
    const theirs = PropertyMother.live(owner.id, { title: 'Another flat' }, h.clock.now());
    for (const p of [hers, theirs]) await properties.save(p);
    const storage = get<ImageStorage>(ImageStorage);
    const photo = PropertyImage.add({ propertyId: hers.id, position: 0, width: 800, height: 600, variants: [{ width: 800, height: 600, key: `properties/${hers.id}/front-800.webp` }] }, h.clock.now());
    await get<PropertyImageRepository>(PropertyImageRepository).saveAll([photo]);
    await storage.put(photo.variants[0]!.key, new Uint8Array([1, 2, 3]), 'image/webp');
    const rides = get<RideRepository>(RideRepository);
    const visitOnHers = RideMother.with({ propertyId: hers.id, tenantId: anil.id, riderId: asha.id, status: 'CONFIRMED' });
    const herVisit = RideMother.with({ propertyId: theirs.id, tenantId: priya.id, status: 'COMPLETED', riderId: asha.id, note: 'Call me at 98 first', slot: RideMother.slot(14) });
    for (const r of [visitOnHers, herVisit]) await rides.save(r);
    await get<LeadRepository>(LeadRepository).save(LeadMother.with({ mobileNo: priya.mobileNo!, firstName: 'Priya', description: 'Call me after 6' }));
    await get<PropertyRequestRepository>(PropertyRequestRepository).save(PropertyRequestMother.with({ mobileNo: priya.mobileNo!, userId: priya.id }));
    await get<SearchAlertRepository>(SearchAlertRepository).add(SearchAlertMother.for(priya.id), 5);
    await get<ListingReportRepository>(ListingReportRepository).save(ListingReportMother.open(theirs.id, { reporter: ListingReportMother.by(priya), note: 'Broker, call me' }));
    await get<WishlistRepository>(WishlistRepository).toggle(priya.id, theirs.id, h.clock.now());
    await get<RiderApplicationRepository>(RiderApplicationRepository).save(RiderApplicationMother.pending(priya.id, { mobileNo: priya.mobileNo! }));
    await h.container.get(RequestOtp).execute({ mobileNo: priya.mobileNo!, countryCode: '+91', captchaToken: 'token', isSignup: false, clientIp: '203.0.113.9' });
    const token = await h.container.get(SessionIssuer).forUser(priya, h.clock.now());
    return { priya, anil, asha, hers, theirs, photo, visitOnHers, herVisit, token };
  }

  const erase = async (input: Parameters<ErasePerson['execute']>[0]) => {
    try {
      return await h.container.get(ErasePerson).execute(input);
    } finally {
      await drainJobs(h.container);
    }
  };

  beforeEach(async () => {
    h = harness();
    admin = await stored(UserMother.admin());
  });

  it('a person who signed in within 10 minutes erases themselves: everything about them goes, the other side of a visit is told', async () => {
    const w = await world();
    const number = w.priya.mobileNo!;
    const exported = await h.container.get(ExportMyData).execute(w.priya);
    expect(exported.listings.map((l) => [l.listing.id, l.photos.length])).toEqual([[w.hers.id, 1]]);
    expect(exported.visits.map((v) => [v.ride.id, v.role]).sort()).toEqual([[w.visitOnHers.id, 'OWNER'], [w.herVisit.id, 'TENANT']].sort());
    expect([exported.callbackRequests.length, exported.propertyRequests.length, exported.searchAlerts.length, exported.listingReports.length, exported.wishlist.length, exported.riderApplications.length, exported.sessions.length]).toEqual([1, 1, 1, 1, 1, 1, 1]);

    h.clock.advanceSeconds(9 * 60);
    const erasure = await erase({ actor: w.priya, userId: w.priya.id, signedInAt: new Date(h.clock.now().getTime() - 9 * 60_000) });

    expect(erasure).toMatchObject({ requestedBy: 'SELF', adminId: null, reason: null, subjectId: w.priya.id });
    expect(erasure.counts).toEqual({
      listingsWithdrawn: 1, photosDeleted: 2, visitsCancelled: 1, sessionsEnded: 1, wishlistEntries: 1, searchAlerts: 1,
      callbackRequests: 1, propertyRequests: 1, listingReports: 1, riderApplications: 1, otpCodes: 1, tenancyProposalsWithdrawn: 0,
    });
    const keptUntil = new Date(h.clock.now().getTime() + RETENTION.erasedVisitDays * 86_400_000);
    expect(erasure.kept).toEqual([
      { kind: 'VISITS', count: 2, until: keptUntil },
      { kind: 'LISTINGS', count: 1, until: keptUntil },
      { kind: 'TENANCIES', count: 0, until: new Date('2034-11-22T10:09:00.000Z') },
      { kind: 'TENANCY_PAYMENTS', count: 0, until: new Date('2034-11-22T10:09:00.000Z') },
      { kind: 'ERASURE_RECORD', count: 1, until: new Date('2029-11-22T10:09:00.000Z') },
    ]);
    // The account is a tombstone; the session is gone; the number is free.
    const tombstone = (await users().findById(w.priya.id))!;
    expect(tombstone).toMatchObject({ firstName: 'Erased', lastName: 'person', mobileNo: null, email: null, status: 'BLOCKED' });
    expect(await users().findByMobile(number)).toBeNull();
    expect((await failure(h.container.get(Authenticate).execute(w.token))).kind).toBe('NOT_AUTHENTICATED');
    expect(await get<OtpChallengeRepository>(OtpChallengeRepository).findLatestForNumber(number)).toBeNull();
    // The listing is out of search and its photo out of storage.
    expect((await get<PropertyRepository>(PropertyRepository).findById(w.hers.id))!).toMatchObject({ status: 'ARCHIVED', coverImageUrl: null });
    expect(await get<PropertyImageRepository>(PropertyImageRepository).listFor(w.hers.id)).toEqual([]);
    expect(await get<ImageStorage>(ImageStorage).get(w.photo.variants[0]!.key)).toBeNull();
    // The open visit is cancelled; Anil and Asha are told, Priya is not; her completed visit keeps no note of hers.
    const rides = get<RideRepository>(RideRepository);
    expect((await rides.findById(w.visitOnHers.id))!.status).toBe('CANCELLED');
    expect(h.sms!.textsTo(w.anil.mobileNo!).at(-1)).toContain('the other person closed their account');
    expect(h.sms!.textsTo(w.asha.mobileNo!).at(-1)).toContain('the other person closed their account');
    expect(h.sms!.textsTo(number).some((t) => t.includes('closed their account'))).toBe(false);
    expect((await rides.findById(w.herVisit.id))!.tenantNote).toBeNull();
    // Requests, reports and the application stay as records without anything personal.
    const [lead] = await get<LeadRepository>(LeadRepository).list({ filter: {}, sort: { field: 'createdAt', order: 'ASC' }, offset: 0, limit: 10 }).then((p) => p.items);
    expect(lead).toMatchObject({ firstName: 'Erased', lastName: 'person', mobileNo: '', email: null, description: null, clientIp: null });
    expect(await get<PropertyRequestRepository>(PropertyRequestRepository).listByPerson({ userId: w.priya.id, mobileNo: null })).toEqual([
      expect.objectContaining({ firstName: 'Erased', mobileNo: '', email: null, notes: null }),
    ]);
    expect(await get<ListingReportRepository>(ListingReportRepository).listByReporter(w.priya.id)).toEqual([expect.objectContaining({ reporterMobileNo: null, note: null, reporterAddressKey: null })]);
    const application = (await get<RiderApplicationRepository>(RiderApplicationRepository).findLatestForUser(w.priya.id))!;
    expect(application).toMatchObject({ firstName: 'Erased', mobileNo: '', idNumberLast4: '', idNumberSealed: null, idNumberHash: null, localities: [] });
    expect(await get<SearchAlertRepository>(SearchAlertRepository).listByUser(w.priya.id)).toEqual([]);
    expect((await get<WishlistRepository>(WishlistRepository).list(w.priya.id, 0, 10)).total).toBe(0);
    // The record holds nothing about her; a self-erasure is not an admin action, so it is not audited.
    const [record] = (await get<ErasureRepository>(ErasureRepository).list({ filter: {}, sort: { field: 'createdAt', order: 'DESC' }, offset: 0, limit: 10 })).items;
    expect(JSON.stringify(record)).not.toMatch(new RegExp(`${number}|Priya|Sinha|priya@`));
    expect((await get<AuditLog>(AuditLog).list({ filter: { action: 'USER_ERASED' }, sort: { field: 'at', order: 'DESC' }, offset: 0, limit: 10 })).total).toBe(0);

    // Erased once is erased: a second request is a 409, and the tombstone cannot be unblocked.
    expect((await failure(erase({ actor: admin, userId: w.priya.id, reason: 'Asked again by email' }))).code).toBe('ERASURE_ALREADY');
    expect((await failure(h.container.get(ChangeUserStatus).execute({ actor: admin, userId: w.priya.id, status: 'ACTIVE', reason: 'Mistake' }))).code).toBe('ERASURE_ALREADY');

    // After the kept visits' date, the nightly purge deletes them and the withdrawn listing.
    h.clock.advanceSeconds(RETENTION.erasedVisitDays * 86_400 + 60);
    expect(await h.container.get(PurgePersonalData).execute()).toMatchObject({ erasedVisits: 2, erasedListings: 1, erasureRecords: 0 });
    expect(await rides.findById(w.herVisit.id)).toBeNull();
    expect(await get<PropertyRepository>(PropertyRepository).findById(w.hers.id)).toBeNull();
    expect(await h.container.get(PurgePersonalData).execute()).toMatchObject({ erasedVisits: 0, erasedListings: 0 });
  });

  it('visit-report photos: those of the erased owner\'s home go at once, the kept visits\' with them on their date, from storage too', async () => {
    const w = await world();
    const storage = get<ImageStorage>(ImageStorage);
    const rides = get<RideRepository>(RideRepository);
    const visitor = await stored(UserMother.tenant());
    const herHome = { id: '0190f0a0-0000-7000-8000-0000000000f2', width: 1600, height: 1200, variants: [{ width: 480, height: 360, key: `rides/${w.hers.id}/kitchen-480.webp` }, { width: 1600, height: 1200, key: `rides/${w.hers.id}/kitchen-1600.webp` }] };
    const doneOnHers = RideMother.with({ propertyId: w.hers.id, tenantId: visitor.id, riderId: w.asha.id, status: 'COMPLETED', slot: RideMother.slot(16), report: RideMother.report({ photos: [herHome] }) });
    await rides.save(doneOnHers);
    const otherHome = w.herVisit.report!.photos.flatMap((p) => p.variants.map((v) => v.key));
    for (const key of [...herHome.variants.map((v) => v.key), ...otherHome]) await storage.put(key, new Uint8Array([1, 2, 3]), 'image/webp');

    const erasure = await erase({ actor: admin, userId: w.priya.id, reason: 'Asked by email' });
    expect(erasure.counts.photosDeleted).toBe(2 + 2); // the gallery photo and its share card, the report photo's two sizes
    // Her home's report photos are out of the kept visit and out of storage; the report's words stay for a dispute.
    expect((await rides.findById(doneOnHers.id))!.report).toMatchObject({ matched: true, notes: 'Owner present; water supply checked.', photos: [] });
    for (const variant of herHome.variants) expect(await storage.get(variant.key)).toBeNull();
    // The visit she took to another owner's home keeps its photos until the kept visits' date.
    expect((await rides.findById(w.herVisit.id))!.report!.photos).toHaveLength(1);
    for (const key of otherHome) expect(await storage.get(key)).not.toBeNull();

    h.clock.advanceSeconds(RETENTION.erasedVisitDays * 86_400 + 60);
    expect(await h.container.get(PurgePersonalData).execute()).toMatchObject({ erasedVisits: 3, erasedVisitPhotos: 2 });
    await drainJobs(h.container);
    expect(await rides.findById(w.herVisit.id)).toBeNull();
    for (const key of otherHome) expect(await storage.get(key)).toBeNull();
  });

  it('erasing oneself needs a sign-in from the last 10 minutes; an admin cannot erase themselves', async () => {
    const w = await world();
    const error = await failure(erase({ actor: w.priya, userId: w.priya.id, signedInAt: new Date(h.clock.now().getTime() - 11 * 60_000) }));
    expect(error).toMatchObject({ kind: 'FORBIDDEN', code: 'ERASURE_SIGN_IN_AGAIN' });
    expect((await users().findById(w.priya.id))!.mobileNo).toBe(w.priya.mobileNo);
    expect((await failure(erase({ actor: w.priya, userId: w.priya.id }))).code).toBe('ERASURE_SIGN_IN_AGAIN');
    expect((await failure(erase({ actor: admin, userId: admin.id, signedInAt: h.clock.now() }))).code).toBe('ERASURE_ADMIN');
  });

  it('an admin erases a person with a reason (their name and number taken out of it), audited; others are refused', async () => {
    const w = await world();
    expect((await failure(erase({ actor: w.anil, userId: w.priya.id, reason: 'Because' }))).kind).toBe('FORBIDDEN');
    expect((await failure(erase({ actor: admin, userId: w.priya.id, reason: ' ' }))).fields).toEqual({ reason: "Give a reason (3 to 500 characters). Do not write the person's name or number." });
    const otherAdmin = await stored(UserMother.admin());
    expect((await failure(erase({ actor: admin, userId: otherAdmin.id, reason: 'Asked by email' }))).code).toBe('ERASURE_ADMIN');
    expect((await users().findById(w.priya.id))!.isErased).toBe(false);

    const erasure = await erase({ actor: admin, userId: w.priya.id, reason: `Priya Sinha (${w.priya.mobileNo}) asked by email` });
    expect(erasure).toMatchObject({ requestedBy: 'ADMIN', adminId: admin.id, reason: '[name] [name] ([number]) asked by email' });
    expect(await get<SessionRepository>(SessionRepository).listForUser(w.priya.id)).toEqual([]);
    const audit = await get<AuditLog>(AuditLog).list({ filter: { action: 'USER_ERASED' }, sort: { field: 'at', order: 'DESC' }, offset: 0, limit: 10 });
    expect(audit.items).toEqual([expect.objectContaining({ actorId: admin.id, subject: { type: 'USER', id: w.priya.id }, detail: { erasure_id: erasure.id, reason: '[name] [name] ([number]) asked by email' } })]);
  });

  describe('tenancies', () => {
    /** Priya lets `hers` to Ravi (confirmed by both, a deposit recorded) and has proposed `second` to Anil (not confirmed yet). */
    async function tenancies(w: Awaited<ReturnType<typeof world>>) {
      const ravi = await stored(UserMother.tenant({ firstName: 'Ravi' }));
      const second = PropertyMother.live(w.priya.id, { title: 'Her second flat' }, h.clock.now());
      await get<PropertyRepository>(PropertyRepository).save(second);
      const propose = (propertyId: string, tenant: User) => h.container.get(ProposeTenancy).execute({ user: w.priya, propertyId, tenantMobileNo: tenant.mobileNo, ...TenancyMother.terms() });
      const confirm = async (tenancy: Tenancy, user: User) => {
        await h.container.get(RequestTenancyCode).execute({ user, tenancyId: tenancy.id });
        await h.container.get(ConfirmTenancy).execute({ user, tenancyId: tenancy.id, code: h.otp.last });
      };
      const let_ = await propose(w.hers.id, ravi);
      await confirm(let_, w.priya);
      h.clock.advanceSeconds(1);
      await confirm(let_, ravi);
      await h.container.get(RecordPayment).execute({ user: ravi, tenancyId: let_.id, ...TenancyMother.payment() } as never);
      const proposal = await propose(second.id, w.anil);
      await drainJobs(h.container);
      return { ravi, second, let_, proposal };
    }

    it('erasure withdraws the open proposals (the other party is texted) and keeps the confirmed tenancy and its payment, listed with reason and date', async () => {
      const w = await world();
      const t = await tenancies(w);
      const number = w.priya.mobileNo!;
      const erasure = await erase({ actor: admin, userId: w.priya.id, reason: 'Asked by email' });

      expect(erasure.counts.tenancyProposalsWithdrawn).toBe(1);
      const tenancyUntil = new Date(h.clock.now());
      tenancyUntil.setUTCFullYear(tenancyUntil.getUTCFullYear() + RETENTION.erasedTenancyYears);
      expect(erasure.kept.filter((k) => k.kind.startsWith('TENANCY') || k.kind === 'TENANCIES')).toEqual([
        { kind: 'TENANCIES', count: 2, until: tenancyUntil },
        { kind: 'TENANCY_PAYMENTS', count: 1, until: tenancyUntil },
      ]);
      const stored_ = get<TenancyRepository>(TenancyRepository);
      expect(await stored_.findById(t.proposal.id)).toMatchObject({ status: 'WITHDRAWN', withdrawReason: 'Withdrawn: the other party closed their account.' });
      expect(await stored_.findById(t.let_.id)).toMatchObject({ status: 'CONFIRMED' });
      // Anil hears the proposal was withdrawn, as after any withdrawal; Priya is not texted; Ravi's tenancy did not move.
      expect(h.sms!.textsTo(w.anil.mobileNo!).at(-1)).toMatch(/the proposed tenancy of .* was withdrawn/);
      expect(h.sms!.textsTo(number).some((text) => text.includes('withdrawn'))).toBe(false);
      expect(h.sms!.textsTo(t.ravi.mobileNo!).some((text) => text.includes('withdrawn'))).toBe(false);
      // Ravi still reads his tenancy and payment; nothing kept holds Priya's number or name.
      const view = await h.container.get(GetTenancy).execute({ user: t.ravi, tenancyId: t.let_.id, offset: 0, limit: 10 });
      expect(view.payments.total).toBe(1);
      expect(view.ownerName).toBe('Erased person');
      expect(JSON.stringify(view)).not.toMatch(new RegExp(`${number}|Sinha|priya@`));

      // The visits' date passes: the visits go; her listings stay with the tenancies that refer to them.
      h.clock.advanceSeconds(RETENTION.erasedVisitDays * 86_400 + 60);
      expect(await h.container.get(PurgePersonalData).execute()).toMatchObject({ erasedVisits: 2, erasedListings: 0, erasedTenancies: 0 });
      expect(await get<PropertyRepository>(PropertyRepository).findById(w.hers.id)).not.toBeNull();
      expect(await stored_.findById(t.let_.id)).not.toBeNull();
      // Eight years after the erasure: the tenancies, their payments and her listings go.
      h.clock.advanceSeconds(RETENTION.erasedTenancyYears * 366 * 86_400);
      expect(await h.container.get(PurgePersonalData).execute()).toMatchObject({ erasedTenancies: 2, erasedListings: 2 });
      expect(await stored_.findById(t.let_.id)).toBeNull();
      expect((await get<PaymentRepository>(PaymentRepository).list({ filter: { tenancyId: t.let_.id }, sort: { field: 'createdAt', order: 'ASC' }, offset: 0, limit: 10 })).total).toBe(0);
      expect(await get<PropertyRepository>(PropertyRepository).findById(w.hers.id)).toBeNull();
    });

    it('a tenant erasing themselves withdraws their own proposal; the owner is texted', async () => {
      const w = await world();
      const owner = (await users().findById(w.theirs.ownerId))!;
      const proposal = await h.container.get(ProposeTenancy).execute({ user: w.anil, propertyId: w.theirs.id, ...TenancyMother.terms() });
      await drainJobs(h.container);
      const erasure = await erase({ actor: w.anil, userId: w.anil.id, signedInAt: h.clock.now() });
      expect(erasure.counts.tenancyProposalsWithdrawn).toBe(1);
      expect(erasure.kept.find((k) => k.kind === 'TENANCIES')!.count).toBe(1);
      expect(await get<TenancyRepository>(TenancyRepository).findById(proposal.id)).toMatchObject({ status: 'WITHDRAWN' });
      expect(h.sms!.textsTo(owner.mobileNo!).at(-1)).toMatch(/was withdrawn/);
    });
  });
});
