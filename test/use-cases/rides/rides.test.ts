import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ImageStorage } from '../../../application/properties/ports/image-storage.port.js';
import { PropertyRepository } from '../../../application/properties/ports/property.repository.port.js';
import { AssignRider } from '../../../application/rides/assign-rider.use-case.js';
import { BookRide } from '../../../application/rides/book-ride.use-case.js';
import { CancelRide } from '../../../application/rides/cancel-ride.use-case.js';
import { CompleteRide } from '../../../application/rides/complete-ride.use-case.js';
import { CreateSearchAlert } from '../../../application/search-alerts/create-search-alert.use-case.js';
import { ConfirmRide } from '../../../application/rides/confirm-ride.use-case.js';
import { FindFreeRiders } from '../../../application/rides/find-free-riders.use-case.js';
import { GetRide } from '../../../application/rides/get-ride.use-case.js';
import { ListMyRides } from '../../../application/rides/list-my-rides.use-case.js';
import { ListRides } from '../../../application/rides/list-rides.use-case.js';
import { MarkRideNoShow } from '../../../application/rides/mark-ride-no-show.use-case.js';
import { ExpirePassedRides } from '../../../application/rides/expire-passed-rides.use-case.js';
import { RideRepository } from '../../../application/rides/ports/ride.repository.port.js';
import { StartRide } from '../../../application/rides/start-ride.use-case.js';
import { RiderApplicationRepository } from '../../../application/riders/ports/rider-application.repository.port.js';
import { UserRepository } from '../../../application/users/ports/user.repository.port.js';
import { VERIFICATION_VALID_DAYS } from '../../../domain/properties/property-options.js';
import type { Property } from '../../../domain/properties/property.js';
import { ReportMessages, reportMatched, type Ride } from '../../../domain/rides/ride.js';
import { parseSlotHour, SlotMessages } from '../../../domain/rides/ride-slot.js';
import { rideDisclosure } from '../../../application/rides/ride-views.js';
import { RideMessages } from '../../../domain/rides/rides.errors.js';
import type { User } from '../../../domain/users/user.js';
import { PropertyMother } from '../../mothers/property.mother.js';
import { RiderApplicationMother } from '../../mothers/rider-application.mother.js';
import { SearchAlertMother } from '../../mothers/search-alert.mother.js';
import { UserMother } from '../../mothers/user.mother.js';
import { failure } from '../../support/failure.js';
import { harness } from '../../support/harness.js';
import { drainJobs } from '../../support/jobs.js';
import { TestImages } from '../../support/images.js';

const MISSING = '0190f0a0-0000-7000-8000-00000000dead';
/** The default slot: Wednesday 25 November 2026, 10:00-11:00 India time (the clock starts on Sunday 22nd, 15:30 IST). */
const SLOT_START = new Date('2026-11-25T04:30:00.000Z');
const WHEN = 'Wed, 25 Nov, 10-11 AM';
const PLACE = '2 BHK family flat near Boring Road, Boring Road';
const riderOnly = 'Only the rider assigned to this visit can do this.';

describe('rides: rider-assisted visits', () => {
  let h: ReturnType<typeof harness>;
  let admin: User;
  let owner: User;
  let tenant: User;
  let otherTenant: User;
  let asha: User;
  let bina: User;
  let listing: Property;
  let jpeg: Buffer;
  let product: string;

  const users = () => h.container.get<UserRepository>(UserRepository);
  const properties = () => h.container.get<PropertyRepository>(PropertyRepository);
  const rides = () => h.container.get<RideRepository>(RideRepository);
  const storage = () => h.container.get<ImageStorage>(ImageStorage);
  const stored = async (user: User) => {
    await users().save(user);
    return user;
  };
  /** An approved rider of a city: the role and city on the account, the localities on their application. */
  const makeRider = async (firstName: string, city = 'patna', localities = ['Boring Road']) => {
    const rider = UserMother.tenant({ firstName, lastName: 'Kumari' });
    rider.becomeRider(city, h.clock.now());
    await stored(rider);
    await h.container.get<RiderApplicationRepository>(RiderApplicationRepository).save(
      RiderApplicationMother.approved(rider.id, admin.id, { city, localities, mobileNo: rider.mobileNo! }),
    );
    return rider;
  };
  const liveListing = async (overrides: Parameters<typeof PropertyMother.live>[1] = {}, ownerId = owner.id, at = h.clock.now()) => {
    const property = PropertyMother.live(ownerId, overrides, at);
    await properties().save(property);
    return property;
  };
  const reload = async (ride: Ride) => (await rides().findById(ride.id))!;
  const reloadListing = async (property: Property = listing) => (await properties().findById(property.id))!;
  const moveClockTo = (at: Date) => h.clock.advanceSeconds((at.getTime() - h.clock.now().getTime()) / 1000);
  const minutesFromSlot = (minutes: number) => new Date(SLOT_START.getTime() + minutes * 60_000);
  /** Where the harness's local-disk ImageStorage keeps files (a fresh temporary folder per harness). */
  const mediaDir = () => (h.config.storage as { dir: string }).dir;

  const booking = (actor: User, overrides: { propertyId?: string; slotDate?: string; slotStart?: string; note?: string } = {}) =>
    h.container.get(BookRide).execute({
      actor,
      propertyId: overrides.propertyId ?? listing.id,
      slot: { day: overrides.slotDate ?? '2026-11-25', hour: parseSlotHour(overrides.slotStart ?? '10:00') ?? Number.NaN },
      note: overrides.note,
    });
  const book = async (...args: Parameters<typeof booking>) => (await booking(...args)).ride;
  /** Runs a use case, then the background jobs it queued (its texts), as the app's workers would after the answer. */
  const settled = async <T>(work: Promise<T>): Promise<T> => {
    try {
      return await work;
    } finally {
      await drainJobs(h.container);
    }
  };
  const assign = async (actor: User, ride: Ride, riderId: string) => (await settled(h.container.get(AssignRider).execute({ actor, rideId: ride.id, riderId }))).ride;
  const confirm = async (actor: User, ride: Ride) => (await settled(h.container.get(ConfirmRide).execute({ actor, rideId: ride.id }))).ride;
  const start = async (actor: User, ride: Ride) => (await h.container.get(StartRide).execute({ actor, rideId: ride.id })).ride;
  const noShow = async (actor: User, ride: Ride) => (await h.container.get(MarkRideNoShow).execute({ actor, rideId: ride.id })).ride;
  const cancel = async (actor: User, ride: Ride, reason: string | undefined) => (await settled(h.container.get(CancelRide).execute({ actor, rideId: ride.id, reason: reason ?? '' }))).ride;
  const complete = async (actor: User, ride: Ride, answers: { matched?: boolean | string; differences?: string; notes?: string; photos?: Uint8Array[] }) =>
    (await h.container.get(CompleteRide).execute({ actor, rideId: ride.id, photos: [], ...answers, matched: reportMatched(answers.matched) })).ride;
  const get = (actor: User, ride: Ride) => h.container.get(GetRide).execute(actor, ride.id);
  const mine = (actor: User, scope: 'upcoming' | 'previous', as: 'tenant' | 'rider') => h.container.get(ListMyRides).execute(actor, { scope, as, offset: 0, limit: 10 });
  const rideCount = async () => (await h.container.get(ListRides).execute({ filter: {}, sort: { field: 'createdAt', order: 'DESC' }, offset: 0, limit: 100 }, { actor: UserMother.admin(), resource: 'rides' })).total;

  /** Booked by the tenant, given to Asha, confirmed by her. */
  const confirmedRide = async () => {
    const ride = await book(tenant);
    await assign(admin, ride, asha.id);
    return confirm(asha, ride);
  };
  /** …and started at the slot. */
  const startedRide = async () => {
    const ride = await confirmedRide();
    moveClockTo(SLOT_START);
    return start(asha, ride);
  };

  beforeAll(async () => {
    jpeg = await TestImages.jpeg(2000, 1500);
  });

  beforeEach(async () => {
    h = harness();
    product = h.config.productName;
    admin = await stored(UserMother.admin());
    owner = await stored(UserMother.owner());
    tenant = await stored(UserMother.tenant({ firstName: 'Neha' }));
    otherTenant = await stored(UserMother.tenant({ firstName: 'Pooja' }));
    asha = await makeRider('Asha');
    bina = await makeRider('Bina');
    listing = await liveListing();
  });

  describe('booking', () => {
    it('a tenant books a live listing: REQUESTED, with the listing\'s place, the slot and the note', async () => {
      const ride = await book(tenant, { note: '  Please call   before coming ' });
      expect(ride).toMatchObject({ status: 'REQUESTED', propertyId: listing.id, tenantId: tenant.id, riderId: null, city: 'patna', locality: 'Boring Road', tenantNote: 'Please call before coming' });
      expect(ride.slotStartAt.toISOString()).toBe('2026-11-25T04:30:00.000Z');
      expect(ride.slotEndAt.toISOString()).toBe('2026-11-25T05:30:00.000Z');
      expect((await reload(ride)).history).toEqual([{ at: h.clock.now().toISOString(), byId: tenant.id, byRole: 'TENANT', action: 'request', from: null, to: 'REQUESTED', note: null }]);
      expect(h.sms!.notices).toEqual([]);
    });

    it('answers the booking as its tenant sees it: the listing and the tenant already in hand, no rider yet', async () => {
      const view = await booking(tenant);
      expect(view.property?.id).toBe(listing.id);
      expect(view.tenant?.id).toBe(tenant.id);
      expect(view.bookedBy?.id).toBe(tenant.id);
      expect(view.rider).toBeNull();
      expect(rideDisclosure(view.ride, tenant)).toMatchObject({ seenAs: { id: tenant.id, role: 'TENANT' }, tenantInFull: true, riderMobile: false, bookedBy: false });
    });

    it('a move answers the visit with its listing and people, read once by the move itself', async () => {
      const ride = await book(tenant);
      await assign(admin, ride, asha.id);
      const view = await settled(h.container.get(ConfirmRide).execute({ actor: asha, rideId: ride.id }));
      expect(view.ride.status).toBe('CONFIRMED');
      expect(view.rider?.id).toBe(asha.id);
      expect(view.tenant?.id).toBe(tenant.id);
      expect(view.property?.id).toBe(listing.id);
    });

    it('only a listing in search can be visited: not a draft, one in review, a rented or a stale one (409); an unknown one is a 404', async () => {
      const draft = PropertyMother.draft(owner.id, {}, h.clock.now());
      await properties().save(draft);
      const submitted = PropertyMother.draft(owner.id, {}, h.clock.now());
      submitted.submit(h.clock.now());
      await properties().save(submitted);
      const rented = PropertyMother.live(owner.id, {}, h.clock.now());
      rented.markRented(h.clock.now());
      await properties().save(rented);
      const stale = await liveListing({}, owner.id, new Date(h.clock.now().getTime() - 31 * 86_400_000));
      for (const property of [draft, submitted, rented, stale]) {
        const error = await failure(book(tenant, { propertyId: property.id }));
        expect(error.kind).toBe('CONFLICT');
        expect(error.message).toBe(RideMessages.notLive);
      }
      expect((await failure(book(tenant, { propertyId: MISSING }))).kind).toBe('NOT_FOUND');
      // A malformed id never reaches the use case: the request DTO answers it ('Choose the home to visit.').
      expect(await rideCount()).toBe(0);
    });

    it('the owner cannot book a visit of their own listing (403)', async () => {
      const error = await failure(book(owner));
      expect(error.kind).toBe('FORBIDDEN');
      expect(error.message).toBe(RideMessages.ownListing);
      expect(await rideCount()).toBe(0);
    });

    it('admins do not book visits (403)', async () => {
      expect((await failure(book(admin))).kind).toBe('FORBIDDEN');
      expect(await rideCount()).toBe(0);
    });

    it.each([
      ['today 18:00 (2.5 h away)', '2026-11-22', '18:00', 'slot_start', SlotMessages.tooSoon],
      ['yesterday', '2026-11-21', '10:00', 'slot_start', SlotMessages.tooSoon],
      ['15 days ahead', '2026-12-07', '10:00', 'slot_date', SlotMessages.tooFar],
      ['7 PM', '2026-11-25', '19:00', 'slot_start', SlotMessages.window],
      ['8 AM', '2026-11-25', '08:00', 'slot_start', SlotMessages.window],
      ['half past', '2026-11-25', '10:30', 'slot_start', SlotMessages.window],
      ['no date', '', '10:00', 'slot_date', SlotMessages.date],
      ['a date that does not exist', '2026-11-31', '10:00', 'slot_date', SlotMessages.date],
    ])('a slot %s is refused on its field and nothing is booked', async (_label, slotDate, slotStart, field, message) => {
      const error = await failure(book(tenant, { slotDate, slotStart }));
      expect(error.kind).toBe('VALIDATION');
      expect(error.fields).toEqual({ [field]: message });
      expect(await rideCount()).toBe(0);
    });

    it('the earliest and latest slots that may be booked', async () => {
      const other = await liveListing();
      expect((await failure(book(tenant, { slotDate: '2026-11-22', slotStart: '18:00' }))).fields).toEqual({ slot_start: SlotMessages.tooSoon });
      h.clock.advanceMinutes(-30); // 15:00 IST: 18:00 is exactly 3 hours away, 6 December 15:00 exactly 14 days
      expect((await book(tenant, { slotDate: '2026-11-22', slotStart: '18:00' })).slotStartAt.toISOString()).toBe('2026-11-22T12:30:00.000Z');
      expect((await book(tenant, { propertyId: other.id, slotDate: '2026-12-06', slotStart: '15:00' })).slotStartAt.toISOString()).toBe('2026-12-06T09:30:00.000Z');
    });

    it('one open visit per tenant per listing; after a cancel the tenant may book again', async () => {
      const first = await book(tenant);
      const again = await failure(book(tenant, { slotDate: '2026-11-26', slotStart: '11:00' }));
      expect(again.kind).toBe('CONFLICT');
      expect(again.message).toBe(RideMessages.openBooking);
      // Others may book the same home, and the tenant may book other homes.
      await book(otherTenant);
      const other = await liveListing();
      await book(tenant, { propertyId: other.id });
      await cancel(tenant, first, 'Want another day');
      const second = await book(tenant, { slotDate: '2026-11-26', slotStart: '11:00' });
      expect(second.status).toBe('REQUESTED');
      expect(await rideCount()).toBe(4);
    });
  });

  describe('assigning a rider', () => {
    it('an admin gives the visit to a rider of the city; the rider is told by SMS', async () => {
      const ride = await book(tenant);
      h.clock.advanceMinutes(5);
      const assigned = await assign(admin, ride, asha.id);
      expect(assigned).toMatchObject({ status: 'ASSIGNED', riderId: asha.id });
      const saved = await reload(ride);
      expect(saved).toMatchObject({ status: 'ASSIGNED', riderId: asha.id });
      expect(saved.history.at(-1)).toMatchObject({ byId: admin.id, byRole: 'ADMIN', action: 'assign', from: 'REQUESTED', to: 'ASSIGNED', at: h.clock.now().toISOString() });
      expect(h.sms!.textsTo(asha.mobileNo!)).toEqual([`${product}: new visit for you on ${WHEN} at ${PLACE}. Open Upcoming Rides to confirm.`]);
      expect(h.sms!.notices.map((n) => n.kind)).toEqual(['RIDE_ASSIGNED']);
      expect(h.sms!.textsTo(tenant.mobileNo!)).toEqual([]);
    });

    it.each([
      ['the tenant', () => tenant, 'Only an admin can assign a rider.'],
      ['a rider, even the one named', () => asha, RideMessages.notYours],
      ['the listing\'s owner', () => owner, RideMessages.notYours],
    ])('%s may not assign (403) and nothing changes', async (_label, actor, message) => {
      const ride = await book(tenant);
      const error = await failure(assign(actor(), ride, asha.id));
      expect(error.kind).toBe('FORBIDDEN');
      expect(error.message).toBe(message);
      expect((await reload(ride)).status).toBe('REQUESTED');
      expect(h.sms!.notices).toEqual([]);
    });

    it('the rider must be an approved, active rider serving the listing\'s city, and not the tenant who booked', async () => {
      const blocked = await makeRider('Esha');
      const blockedCopy = (await users().findById(blocked.id))!;
      blockedCopy.changeStatus('BLOCKED', 'Fake documents', h.clock.now());
      await users().save(blockedCopy);
      const gaya = await makeRider('Gita', 'gaya');
      const ridingTenant = await makeRider('Tara');
      const ride = await book(tenant);
      const own = await book(ridingTenant);
      for (const [riderId, message] of [
        [otherTenant.id, RideMessages.riderNotFound],
        [owner.id, RideMessages.riderNotFound],
        [blocked.id, RideMessages.riderNotFound],
        [MISSING, RideMessages.riderNotFound],
        ['abc', RideMessages.riderNotFound],
        ['', RideMessages.riderNotFound],
        [gaya.id, 'Choose a rider who serves the city of this home.'],
      ] as const) {
        const error = await failure(assign(admin, ride, riderId));
        expect(error.kind).toBe('VALIDATION');
        expect(error.fields).toEqual({ rider_id: message });
      }
      expect((await failure(assign(admin, own, ridingTenant.id))).fields).toEqual({ rider_id: 'A rider cannot be assigned to a visit they booked themselves.' });
      expect((await reload(ride)).status).toBe('REQUESTED');
      expect((await reload(own)).status).toBe('REQUESTED');
      expect(h.sms!.notices).toEqual([]);
    });

    it('never the listing\'s owner or the rider who posted it, even as riders of its city: 400 on rider_id, and the picker leaves them out', async () => {
      // Chitra posted the listing (for its owner); its owner became a rider of the city too.
      const chitra = await makeRider('Chitra');
      const posted = await liveListing();
      posted.postedById = chitra.id;
      await properties().save(posted);
      owner.becomeRider('patna', h.clock.now());
      await users().save(owner);
      await h.container.get<RiderApplicationRepository>(RiderApplicationRepository).save(RiderApplicationMother.approved(owner.id, admin.id, { city: 'patna', mobileNo: owner.mobileNo! }));
      const ride = await book(tenant, { propertyId: posted.id });
      for (const rider of [chitra, owner]) {
        const error = await failure(assign(admin, ride, rider.id));
        expect(error.kind).toBe('VALIDATION');
        expect(error.fields).toEqual({ rider_id: RideMessages.riderOwnsListing });
      }
      expect(await reload(ride)).toMatchObject({ status: 'REQUESTED', riderId: null });
      expect(h.sms!.notices).toEqual([]);
      const choices = await h.container.get(FindFreeRiders).execute(admin, ride.id);
      expect(choices.map((c) => c.rider.firstName)).toEqual(['Asha', 'Bina']);
      // Another owner's listing, posted by its owner: both may ride it.
      const elsewhere = await book(otherTenant, { propertyId: (await liveListing({}, (await stored(UserMother.owner())).id)).id });
      expect((await h.container.get(FindFreeRiders).execute(admin, elsewhere.id)).map((c) => c.rider.id)).toEqual(expect.arrayContaining([chitra.id, owner.id]));
      expect((await assign(admin, elsewhere, chitra.id)).riderId).toBe(chitra.id);
    });

    it('a rider already busy in that slot is refused: 409 "This rider already has a visit at that time."', async () => {
      const first = await book(tenant);
      await assign(admin, first, asha.id);
      const elsewhere = await liveListing({ locality: 'Kankarbagh' });
      const clash = await book(otherTenant, { propertyId: elsewhere.id });
      const error = await failure(assign(admin, clash, asha.id));
      expect(error.kind).toBe('CONFLICT');
      expect(error.message).toBe('This rider already has a visit at that time.');
      expect(await reload(clash)).toMatchObject({ status: 'REQUESTED', riderId: null });
      expect(h.sms!.textsTo(asha.mobileNo!)).toHaveLength(1);
      // The next hour is free, and so is the slot once the first visit is cancelled.
      const later = await book(otherTenant, { propertyId: (await liveListing()).id, slotStart: '11:00' });
      await assign(admin, later, asha.id);
      await cancel(admin, first, 'Listing owner is travelling');
      expect((await assign(admin, clash, asha.id)).riderId).toBe(asha.id);
    });

    it('an admin gives the visit to another rider, even after it was confirmed; the new rider is told and the old one is freed', async () => {
      const ride = await confirmedRide();
      const reassigned = await assign(admin, ride, bina.id);
      expect(reassigned).toMatchObject({ status: 'ASSIGNED', riderId: bina.id });
      expect((await reload(ride)).history.at(-1)).toMatchObject({ action: 'assign', from: 'CONFIRMED', to: 'ASSIGNED' });
      expect(h.sms!.textsTo(bina.mobileNo!)).toEqual([`${product}: new visit for you on ${WHEN} at ${PLACE}. Open Upcoming Rides to confirm.`]);
      expect((await failure(confirm(asha, ride))).kind).toBe('FORBIDDEN');
      expect((await confirm(bina, ride)).status).toBe('CONFIRMED');
      const elsewhere = await book(otherTenant, { propertyId: (await liveListing()).id });
      expect((await assign(admin, elsewhere, asha.id)).riderId).toBe(asha.id);
    });

    it('giving the visit again to the rider who has it is a 409', async () => {
      const ride = await book(tenant);
      await assign(admin, ride, asha.id);
      const error = await failure(assign(admin, ride, asha.id));
      expect(error.kind).toBe('CONFLICT');
      expect(error.message).toBe('This rider is already assigned to the visit.');
      expect(h.sms!.textsTo(asha.mobileNo!)).toHaveLength(1);
    });
  });

  describe('confirming', () => {
    it('the assigned rider confirms; the tenant gets an SMS naming the rider and their number', async () => {
      const ride = await book(tenant);
      await assign(admin, ride, asha.id);
      const confirmed = await confirm(asha, ride);
      expect(confirmed.status).toBe('CONFIRMED');
      expect((await reload(ride)).history.at(-1)).toMatchObject({ byId: asha.id, byRole: 'RIDER', action: 'confirm', from: 'ASSIGNED', to: 'CONFIRMED' });
      expect(h.sms!.textsTo(tenant.mobileNo!)).toEqual([`${product}: your visit of ${PLACE} on ${WHEN} is confirmed. Rider Asha (${asha.mobileNo}) will meet you there. Never pay before you see the home; never scan a QR code to receive money.`]);
    });

    it.each([
      ['another rider', () => bina, RideMessages.notYours],
      ['the tenant', () => tenant, riderOnly],
      ['an admin', () => admin, riderOnly],
    ])('%s may not confirm (403)', async (_label, actor, message) => {
      const ride = await book(tenant);
      await assign(admin, ride, asha.id);
      const error = await failure(confirm(actor(), ride));
      expect(error.kind).toBe('FORBIDDEN');
      expect(error.message).toBe(message);
      expect((await reload(ride)).status).toBe('ASSIGNED');
      expect(h.sms!.textsTo(tenant.mobileNo!)).toEqual([]);
    });
  });

  describe('the visit and its report', () => {
    it('starts from 30 minutes before the slot, not earlier', async () => {
      const ride = await confirmedRide();
      moveClockTo(minutesFromSlot(-31));
      const early = await failure(start(asha, ride));
      expect(early.kind).toBe('CONFLICT');
      expect(early.message).toBe(RideMessages.tooEarlyToStart);
      expect((await reload(ride)).status).toBe('CONFIRMED');
      moveClockTo(minutesFromSlot(-30));
      expect((await start(asha, ride)).status).toBe('STARTED');
    });

    it('the tenant\'s note loses the invisible controls that make a text read otherwise', async () => {
      const ride = await book(tenant, { note: '\u202Egnp.exe call\u200B before\u2066 coming\u2069' });
      expect((await reload(ride)).tenantNote).toBe('gnp.exe call before coming');
    });

    it('the rider\'s report loses them too', async () => {
      const started = await startedRide();
      h.clock.advanceMinutes(40);
      await complete(asha, started, { matched: 'false', differences: 'Second\u200B floor\u202E, not first', notes: '\uFEFFOwner\u2066 present' });
      expect((await reload(started)).report).toMatchObject({ differences: 'Second floor, not first', notes: 'Owner present' });
    });

    it('a matched report with a photo: the photo is processed and stored, and the listing shows "verified by a rider" until the mark lapses', async () => {
      const ride = await startedRide();
      h.clock.advanceMinutes(40);
      const done = await complete(asha, ride, { matched: 'true', notes: 'Owner present; water checked.', photos: [jpeg] });
      expect(done.status).toBe('COMPLETED');
      const saved = await reload(ride);
      expect(saved.report).toMatchObject({ matched: true, differences: null, notes: 'Owner present; water checked.' });
      expect(saved.report!.photos).toHaveLength(1);
      const photo = saved.report!.photos[0]!;
      expect([photo.width, photo.height, photo.variants.map((v) => v.width)]).toEqual([2000, 1500, [320, 640, 1024]]);
      for (const variant of photo.variants) {
        expect(variant.key).toBe(`rides/${ride.id}/${photo.id}-${variant.width}.webp`);
        const file = await storage().get(variant.key);
        expect(file?.contentType).toBe('image/webp');
        expect(file!.body.byteLength).toBeGreaterThan(0);
      }

      const verifiedAt = h.clock.now();
      const marked = await reloadListing();
      expect(marked).toMatchObject({ status: 'LIVE', verifiedVia: 'RIDER_VISIT', verifiedById: asha.id });
      expect(marked.verifiedAt!.getTime()).toBe(verifiedAt.getTime());
      expect(marked.isRiderVerified(h.clock.now())).toBe(true);
      expect(marked.isPublic(h.clock.now())).toBe(true);

      h.clock.advanceMinutes(VERIFICATION_VALID_DAYS * 24 * 60 - 1);
      expect((await reloadListing()).isRiderVerified(h.clock.now())).toBe(true);
      h.clock.advanceMinutes(1);
      const lapsed = await reloadListing();
      expect(lapsed.isRiderVerified(h.clock.now())).toBe(false);
      expect(lapsed.isVerified(h.clock.now())).toBe(false);
    });

    it("a matched report texts the listing to the search alerts that want verified homes only", async () => {
      await h.container.get(CreateSearchAlert).execute({ actor: otherTenant, criteria: SearchAlertMother.criteria({ city: 'patna', verifiedOnly: true }) });
      const ride = await startedRide();
      h.clock.advanceMinutes(40);
      await complete(asha, ride, { matched: 'true' });
      await drainJobs(h.container);
      const [text] = h.sms!.notices.filter((n) => n.mobileNo === otherTenant.mobileNo && n.kind === 'SEARCH_ALERT_ONE').map((n) => n.text);
      expect(text).toContain('in Boring Road, Patna');
    });

    it('a report that found differences sends the live listing back to review with a note, and takes its mark away', async () => {
      const marked = await reloadListing();
      marked.verify(admin.id, h.clock.now());
      await properties().save(marked);
      const ride = await startedRide();
      await complete(asha, ride, { matched: false, differences: 'Only one bathroom, not two' });
      expect((await reload(ride)).report).toMatchObject({ matched: false, differences: 'Only one bathroom, not two', photos: [] });
      const back = await reloadListing();
      expect(back).toMatchObject({
        status: 'SUBMITTED',
        reviewNote: "A rider's visit on 25 Nov 2026 found differences: Only one bathroom, not two",
        verifiedVia: null,
        verifiedAt: null,
      });
      expect(back.isVerified(h.clock.now())).toBe(false);
      expect(back.isPublic(h.clock.now())).toBe(false);
    });

    it.each([
      [{ matched: undefined }, { matched: ReportMessages.matched }],
      [{ matched: false }, { differences: ReportMessages.differences }],
      [{ matched: false, differences: '   ' }, { differences: ReportMessages.differences }],
    ])('a report %j is refused (%j); the visit stays started and the listing as it was', async (answers, fields) => {
      const ride = await startedRide();
      const error = await failure(complete(asha, ride, { ...answers, photos: [jpeg] }));
      expect(error.fields).toEqual(fields);
      expect(await reload(ride)).toMatchObject({ status: 'STARTED', report: null });
      expect(existsSync(join(mediaDir(), 'rides', ride.id))).toBe(false);
      expect((await reloadListing()).status).toBe('LIVE');
    });

    it('a bad file stores nothing, not even the good photos sent with it, and leaves the visit started', async () => {
      const ride = await startedRide();
      const error = await failure(complete(asha, ride, { matched: true, photos: [jpeg, TestImages.executable()] }));
      expect(error.kind).toBe('VALIDATION');
      expect(error.fields).toEqual({ photos: 'Only JPEG, PNG or WebP images are allowed.' });
      expect(await reload(ride)).toMatchObject({ status: 'STARTED', report: null });
      expect(existsSync(join(mediaDir(), 'rides', ride.id))).toBe(false);
      expect((await reloadListing()).verifiedVia).toBeNull();
      // The rider sends the report again without the bad file.
      expect((await complete(asha, ride, { matched: true, photos: [jpeg] })).status).toBe('COMPLETED');
    });

    it('more than 10 photos are refused before any is looked at', async () => {
      const ride = await startedRide();
      const error = await failure(complete(asha, ride, { matched: true, photos: Array(11).fill(jpeg) }));
      expect(error.fields).toEqual({ photos: ReportMessages.tooManyPhotos });
      expect((await reload(ride)).status).toBe('STARTED');
    });

    it('only the assigned rider reports, and only on a started visit', async () => {
      const ride = await confirmedRide();
      moveClockTo(minutesFromSlot(5));
      const notStarted = await failure(complete(asha, ride, { matched: true, photos: [jpeg] }));
      expect(notStarted.kind).toBe('CONFLICT');
      expect(existsSync(join(mediaDir(), 'rides', ride.id))).toBe(false);
      await start(asha, ride);
      for (const actor of [bina, tenant, admin, owner]) {
        expect((await failure(complete(actor, ride, { matched: true }))).kind).toBe('FORBIDDEN');
      }
      expect((await reload(ride)).status).toBe('STARTED');
      expect((await reloadListing()).verifiedVia).toBeNull();
    });
  });

  describe('cancelling', () => {
    it('the tenant cancels with a reason; the tenant and the assigned rider are told', async () => {
      const ride = await confirmedRide();
      const cancelled = await cancel(tenant, ride, '  Found another flat ');
      expect(cancelled).toMatchObject({ status: 'CANCELLED', cancelReason: 'Found another flat' });
      expect((await reload(ride)).history.at(-1)).toMatchObject({ byId: tenant.id, byRole: 'TENANT', action: 'cancel', from: 'CONFIRMED', to: 'CANCELLED', note: 'Found another flat' });
      const text = `${product}: the visit of ${PLACE} on ${WHEN} is cancelled. Reason: Found another flat`;
      expect(h.sms!.textsTo(tenant.mobileNo!).at(-1)).toBe(text);
      expect(h.sms!.textsTo(asha.mobileNo!).at(-1)).toBe(text);
    });

    it('an admin cancels; with no rider yet only the tenant is told', async () => {
      const ride = await book(tenant);
      await cancel(admin, ride, 'The owner has rented it out');
      expect(await reload(ride)).toMatchObject({ status: 'CANCELLED', cancelReason: 'The owner has rented it out' });
      expect(h.sms!.notices.map((n) => [n.mobileNo, n.kind])).toEqual([[tenant.mobileNo, 'RIDE_CANCELLED']]);
    });

    it.each([[undefined], [''], ['   ']])('a cancel needs a reason (%j); nothing changes and nobody is texted', async (reason) => {
      const ride = await book(tenant);
      await assign(admin, ride, asha.id);
      const error = await failure(cancel(tenant, ride, reason));
      expect(error.fields).toEqual({ reason: RideMessages.reasonRequired });
      expect((await reload(ride)).status).toBe('ASSIGNED');
      expect(h.sms!.notices.map((n) => n.kind)).toEqual(['RIDE_ASSIGNED']);
    });

    it('a started visit cannot be cancelled, by the tenant or an admin (409)', async () => {
      const ride = await startedRide();
      for (const actor of [tenant, admin]) expect((await failure(cancel(actor, ride, 'Changed plans'))).kind).toBe('CONFLICT');
      expect((await reload(ride)).status).toBe('STARTED');
    });

    it.each([
      ['the assigned rider', () => asha],
      ['another tenant', () => otherTenant],
      ['the listing\'s owner', () => owner],
    ])('%s may not cancel (403)', async (_label, actor) => {
      const ride = await confirmedRide();
      expect((await failure(cancel(actor(), ride, 'Cannot make it'))).kind).toBe('FORBIDDEN');
      expect((await reload(ride)).status).toBe('CONFIRMED');
    });
  });

  describe('no-show', () => {
    it('the assigned rider marks a no-show once the slot has begun, not before', async () => {
      const ride = await confirmedRide();
      moveClockTo(minutesFromSlot(-1));
      const early = await failure(noShow(asha, ride));
      expect(early.kind).toBe('CONFLICT');
      expect(early.message).toBe(RideMessages.noShowTooEarly);
      moveClockTo(minutesFromSlot(15));
      expect(await noShow(asha, ride)).toMatchObject({ status: 'NO_SHOW' });
      expect((await reload(ride)).history.at(-1)).toMatchObject({ byId: asha.id, byRole: 'RIDER', action: 'no_show', from: 'CONFIRMED', to: 'NO_SHOW', at: h.clock.now().toISOString() });
    });

    it('nobody else marks it', async () => {
      const ride = await confirmedRide();
      moveClockTo(minutesFromSlot(15));
      for (const actor of [tenant, admin, bina]) expect((await failure(noShow(actor, ride))).kind).toBe('FORBIDDEN');
      expect((await reload(ride)).status).toBe('CONFIRMED');
    });
  });

  describe('visits whose slot has passed', () => {
    const expirePassed = () => settled(h.container.get(ExpirePassedRides).execute());

    it('a visit still waiting for a rider, or for the rider to confirm, expires once its slot has ended; the tenant is told and offered to book again', async () => {
      const waiting = await book(tenant);
      const unconfirmed = await book(otherTenant);
      await assign(admin, unconfirmed, asha.id);
      h.sms!.notices.length = 0;
      moveClockTo(minutesFromSlot(59));
      expect(await expirePassed()).toEqual({ expired: 0 }); // the slot is not over yet
      expect((await reload(waiting)).status).toBe('REQUESTED');

      moveClockTo(minutesFromSlot(60));
      expect(await expirePassed()).toEqual({ expired: 2 });
      for (const ride of [waiting, unconfirmed]) {
        expect((await reload(ride)).status).toBe('EXPIRED');
        expect((await reload(ride)).history.at(-1)).toMatchObject({ byId: null, byRole: 'SYSTEM', action: 'expire', to: 'EXPIRED' });
      }
      const link = `${h.config.publicBaseUrl}/tenant/property-details/${listing.id}`;
      expect(h.sms!.textsTo(tenant.mobileNo!)).toEqual([`${product}: sorry, we could not arrange a rider for your visit of ${PLACE} on ${WHEN}. Book another time: ${link}`]);
      expect(h.sms!.notices.map((n) => n.kind)).toEqual(['RIDE_EXPIRED', 'RIDE_EXPIRED']);
      expect(h.sms!.textsTo(asha.mobileNo!)).toEqual([]);
      // Run again (at-least-once jobs): nothing more moves, nobody is texted twice.
      expect(await expirePassed()).toEqual({ expired: 0 });
      expect(h.sms!.notices).toHaveLength(2);
    });

    it('an expired visit is a previous one: it can no longer be assigned, confirmed or cancelled, and the tenant may book the home again', async () => {
      const ride = await book(tenant);
      moveClockTo(minutesFromSlot(90));
      await expirePassed();
      expect((await mine(tenant, 'upcoming', 'tenant')).items).toEqual([]);
      expect((await mine(tenant, 'previous', 'tenant')).items.map((view) => view.ride.status)).toEqual(['EXPIRED']);
      expect((await reload(ride)).allowedActions({ id: admin.id, role: 'ADMIN' }, h.clock.now())).toEqual([]);
      expect((await reload(ride)).allowedActions({ id: tenant.id, role: 'TENANT' }, h.clock.now())).toEqual([]);
      expect((await failure(assign(admin, ride, asha.id))).kind).toBe('CONFLICT');
      expect((await failure(cancel(tenant, ride, 'Changed my mind'))).kind).toBe('CONFLICT');
      expect(await book(tenant, { slotDate: '2026-11-27' })).toMatchObject({ status: 'REQUESTED' });
    });

    it('confirmed and started visits are the rider\'s to close: never expired, but overdue six hours after the slot', async () => {
      const confirmed = await book(otherTenant);
      await assign(admin, confirmed, bina.id);
      await confirm(bina, confirmed);
      const started = await startedRide();
      moveClockTo(minutesFromSlot(60 + 6 * 60 - 1));
      expect(await expirePassed()).toEqual({ expired: 0 });
      expect((await reload(started)).isOverdue(h.clock.now())).toBe(false);
      moveClockTo(minutesFromSlot(60 + 6 * 60));
      expect((await reload(started)).isOverdue(h.clock.now())).toBe(true);
      expect((await reload(confirmed)).isOverdue(h.clock.now())).toBe(true);
      expect((await reload(started)).status).toBe('STARTED');
    });
  });

  describe('lists and details', () => {
    it('a tenant\'s upcoming visits are the open ones, soonest first; previous ones the finished, latest first', async () => {
      const second = await liveListing({ title: 'Room near Patna Junction' });
      const third = await liveListing({ title: 'Flat in Rajendra Nagar' });
      const fourth = await liveListing({ title: 'House in Kankarbagh' });
      const wed = await book(tenant);
      const tue = await book(tenant, { propertyId: second.id, slotDate: '2026-11-24', slotStart: '15:00' });
      const thu = await book(tenant, { propertyId: third.id, slotDate: '2026-11-26', slotStart: '09:00' });
      const mon = await book(tenant, { propertyId: fourth.id, slotDate: '2026-11-23', slotStart: '12:00' });
      await book(otherTenant);
      await cancel(tenant, thu, 'Not needed');
      await assign(admin, mon, asha.id);
      await confirm(asha, mon);
      moveClockTo(new Date('2026-11-23T06:30:00Z'));
      await start(asha, mon);
      await complete(asha, mon, { matched: true });

      const upcoming = await mine(tenant, 'upcoming', 'tenant');
      expect(upcoming.total).toBe(2);
      expect(upcoming.items.map((v) => v.ride.id)).toEqual([tue.id, wed.id]);
      expect(upcoming.items[0]).toMatchObject({ property: { title: 'Room near Patna Junction' }, tenant: { id: tenant.id }, rider: null });
      const previous = await mine(tenant, 'previous', 'tenant');
      expect(previous.items.map((v) => [v.ride.id, v.ride.status])).toEqual([
        [thu.id, 'CANCELLED'],
        [mon.id, 'COMPLETED'],
      ]);
      expect(previous.items[1]!.rider!.id).toBe(asha.id);
    });

    it('a rider\'s lists hold the visits given to them only; a non-rider has none to ask for (403)', async () => {
      const second = await liveListing();
      const late = await book(tenant, { slotStart: '16:00' });
      const early = await book(otherTenant, { slotStart: '11:00' });
      const binas = await book(tenant, { propertyId: second.id });
      await assign(admin, late, asha.id);
      await assign(admin, early, asha.id);
      await assign(admin, binas, bina.id);
      await confirm(asha, early);
      moveClockTo(minutesFromSlot(60));
      await noShow(asha, early);

      const upcoming = await mine(asha, 'upcoming', 'rider');
      expect(upcoming.items.map((v) => v.ride.id)).toEqual([late.id]);
      const previous = await mine(asha, 'previous', 'rider');
      expect(previous.items.map((v) => [v.ride.id, v.ride.status])).toEqual([[early.id, 'NO_SHOW']]);
      expect((await mine(bina, 'upcoming', 'rider')).items.map((v) => v.ride.id)).toEqual([binas.id]);
      expect((await mine(asha, 'upcoming', 'tenant')).total).toBe(0);
      expect((await failure(mine(tenant, 'upcoming', 'rider'))).kind).toBe('FORBIDDEN');
    });

    it('a visit is shown to its tenant, its rider and admins; anyone else gets 403, an unknown one 404', async () => {
      const ride = await book(tenant);
      await assign(admin, ride, asha.id);
      for (const actor of [tenant, asha, admin]) {
        expect(await get(actor, ride)).toMatchObject({ ride: { id: ride.id }, property: { id: listing.id }, tenant: { id: tenant.id }, rider: { id: asha.id } });
      }
      for (const actor of [otherTenant, bina, owner]) {
        const error = await failure(get(actor, ride));
        expect(error.kind).toBe('FORBIDDEN');
        expect(error.message).toBe(RideMessages.notYours);
      }
      expect((await failure(h.container.get(GetRide).execute(tenant, MISSING))).kind).toBe('NOT_FOUND');
    });
  });

  describe('finding a free rider', () => {
    it('lists the city\'s active riders: free and serving the locality first, busy ones last and marked', async () => {
      await makeRider('Chitra', 'patna', ['Kankarbagh']);
      await makeRider('Deepa', 'gaya', ['Boring Road']);
      const blocked = await makeRider('Esha');
      const copy = (await users().findById(blocked.id))!;
      copy.changeStatus('BLOCKED', 'Fake documents', h.clock.now());
      await users().save(copy);
      const ride = await book(tenant);
      const busyElsewhere = await book(otherTenant, { propertyId: (await liveListing()).id });
      await assign(admin, busyElsewhere, asha.id);

      const choices = await h.container.get(FindFreeRiders).execute(admin, ride.id);
      expect(choices.map((c) => [c.rider.firstName, c.free, c.servesLocality, c.onDuty])).toEqual([
        ['Bina', true, true, true],
        ['Chitra', true, false, true],
        ['Asha', false, true, true],
      ]);
      expect(choices[1]!.profile!.localities).toEqual(['Kankarbagh']);
      expect(choices.map((c) => c.rider.id)).not.toContain(blocked.id);
    });

    it('the ride\'s own rider shows as free for it; only admins may look (403)', async () => {
      const ride = await book(tenant);
      await assign(admin, ride, asha.id);
      const choices = await h.container.get(FindFreeRiders).execute(admin, ride.id);
      expect(choices.find((c) => c.rider.id === asha.id)!.free).toBe(true);
      for (const actor of [tenant, asha]) expect((await failure(h.container.get(FindFreeRiders).execute(actor, ride.id))).kind).toBe('FORBIDDEN');
    });
  });
});
