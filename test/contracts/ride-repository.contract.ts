import { describe, expect, it } from 'vitest';
import type { PropertyRepository } from '../../application/properties/ports/property.repository.port.js';
import type { RideListFilter, RideRepository } from '../../application/rides/ports/ride.repository.port.js';
import type { UserRepository } from '../../application/users/ports/user.repository.port.js';
import type { Property } from '../../domain/properties/property.js';
import { Ride } from '../../domain/rides/ride.js';
import { OpenBookingExistsError, OpenCheckExistsError, RiderSlotTakenError } from '../../domain/rides/rides.errors.js';
import { ConcurrentModificationError } from '../../domain/shared/domain-error.js';
import type { User } from '../../domain/users/user.js';
import { PropertyMother } from '../mothers/property.mother.js';
import { RIDE_ADMIN_ID, RideMother } from '../mothers/ride.mother.js';
import { UserMother } from '../mothers/user.mother.js';
import type { AdapterCase } from './repository-adapters.js';

const admin = { id: RIDE_ADMIN_ID, role: 'ADMIN' } as const;
const NOW = new Date('2026-11-22T11:00:00Z');
const bySlot = { field: 'slotStartAt', order: 'ASC' } as const;

export function rideRepositoryContract(adapter: AdapterCase<{ rides: RideRepository; users: UserRepository; properties: PropertyRepository }>) {
  describe(`RideRepository: ${adapter.name}`, () => {
    /** Rides need stored people and listings (foreign keys): an owner's live listings, tenants and riders. */
    const setup = async (counts: { listings?: number; tenants?: number; riders?: number } = {}) => {
      const { rides, users, properties } = await adapter.make();
      const owner = UserMother.owner();
      await users.save(owner);
      const save = async (user: User) => (await users.save(user), user);
      const tenants: User[] = [];
      for (let i = 0; i < (counts.tenants ?? 2); i += 1) tenants.push(await save(UserMother.tenant()));
      const riders: User[] = [];
      for (let i = 0; i < (counts.riders ?? 2); i += 1) riders.push(await save(UserMother.rider()));
      const listings: Property[] = [];
      for (let i = 0; i < (counts.listings ?? 2); i += 1) {
        const listing = PropertyMother.live(owner.id, { title: `Listing ${i}` });
        await properties.save(listing);
        listings.push(listing);
      }
      return { rides, tenants, riders, listings };
    };

    it('saves and reads a ride back with every field: dates as Dates, history and report as plain JSON', async () => {
      const { rides, tenants, riders, listings } = await setup();
      const ride = RideMother.requested({ propertyId: listings[0]!.id, tenantId: tenants[0]!.id, locality: 'Kankarbagh', note: 'Please call before coming' });
      await rides.save(ride);
      const requested = (await rides.findById(ride.id))!;
      expect(requested).toBeInstanceOf(Ride);
      expect(requested).toMatchObject({ status: 'REQUESTED', riderId: null, report: null, cancelReason: null, tenantNote: 'Please call before coming', version: 1 });
      expect(requested.history).toEqual(ride.history);
      expect(requested.slotStartAt).toBeInstanceOf(Date);
      expect(requested.slot.window).toBe('10:00-11:00');
      expect(requested.slot.date).toBe('2026-11-25');

      // Through every state, saved at each step.
      const rider = { id: riders[0]!.id, role: 'RIDER' } as const;
      const report = RideMother.report({ matched: false, differences: 'Only one bathroom, not two.' });
      const steps: ((r: Ride) => void)[] = [
        (r) => r.assign(rider.id, admin, NOW),
        (r) => r.confirm(rider, NOW),
        (r) => r.start(rider, r.slotStartAt),
        (r) => r.complete(rider, report, new Date(r.slotStartAt.getTime() + 40 * 60_000)),
      ];
      let expected = requested;
      for (const step of steps) {
        const loaded = (await rides.findById(ride.id))!;
        step(loaded);
        await rides.save(loaded);
        expected = loaded;
      }
      const found = (await rides.findById(ride.id))!;
      expect(found).toBeInstanceOf(Ride);
      expect({ ...found }).toEqual({ ...expected });
      expect(found).toMatchObject({
        id: ride.id,
        propertyId: listings[0]!.id,
        tenantId: tenants[0]!.id,
        riderId: riders[0]!.id,
        city: 'patna',
        locality: 'Kankarbagh',
        status: 'COMPLETED',
        version: 5,
      });
      expect(found.report).toEqual(report);
      expect(found.history.map((e) => e.action)).toEqual(['request', 'assign', 'confirm', 'start', 'complete']);
      expect(found.history[1]).toEqual({ at: NOW.toISOString(), byId: RIDE_ADMIN_ID, byRole: 'ADMIN', action: 'assign', from: 'REQUESTED', to: 'ASSIGNED', note: null });
      for (const date of [found.slotStartAt, found.slotEndAt, found.createdAt, found.updatedAt]) expect(date).toBeInstanceOf(Date);
      expect(found.slotStartAt.getTime()).toBe(ride.slotStartAt.getTime());
      expect(found.slotEndAt.getTime() - found.slotStartAt.getTime()).toBe(3_600_000);
      expect(await rides.findById('0190f0a0-0000-7000-8000-00000000ffff')).toBeNull();
    });

    it('stores an expired visit, with its rider or without one, and frees the rider\'s slot and the tenant\'s open booking', async () => {
      const { rides, tenants, riders, listings } = await setup({ listings: 2 });
      const afterSlot = new Date(RideMother.slot().endsAt.getTime() + 60_000);
      const waiting = RideMother.requested({ propertyId: listings[0]!.id, tenantId: tenants[0]!.id });
      const assigned = RideMother.requested({ propertyId: listings[1]!.id, tenantId: tenants[0]!.id });
      assigned.assign(riders[0]!.id, admin, NOW);
      for (const ride of [waiting, assigned]) {
        await rides.save(ride);
        const loaded = (await rides.findById(ride.id))!;
        loaded.expire(afterSlot);
        await rides.save(loaded);
        expect(await rides.findById(ride.id)).toMatchObject({ status: 'EXPIRED', riderId: ride.riderId });
      }
      // Neither an open booking (the tenant may book the home again) nor a slot held (the rider may take that hour).
      await rides.save(RideMother.requested({ propertyId: listings[0]!.id, tenantId: tenants[0]!.id }));
      expect(await rides.ridersBusyAt([riders[0]!.id], RideMother.slot().startsAt)).toEqual(new Set());
    });

    it('refuses to save a stale copy over a newer save', async () => {
      const { rides, tenants, riders, listings } = await setup();
      const ride = RideMother.requested({ propertyId: listings[0]!.id, tenantId: tenants[0]!.id });
      await rides.save(ride);
      const first = (await rides.findById(ride.id))!;
      const second = (await rides.findById(ride.id))!;
      first.assign(riders[0]!.id, admin, NOW);
      await rides.save(first);
      second.cancel({ id: tenants[0]!.id, role: 'TENANT' }, 'Found another place', NOW);
      await expect(rides.save(second)).rejects.toBeInstanceOf(ConcurrentModificationError);
      expect(await rides.findById(ride.id)).toMatchObject({ status: 'ASSIGNED', riderId: riders[0]!.id, cancelReason: null, version: 2 });
    });

    it('refuses a second ride in one rider\'s slot; a cancelled ride, another slot or another rider does not block', async () => {
      const { rides, tenants, riders, listings } = await setup({ listings: 4, tenants: 4 });
      const [r1, r2] = riders.map((r) => r.id) as [string, string];
      const first = RideMother.with({ propertyId: listings[0]!.id, tenantId: tenants[0]!.id, riderId: r1, status: 'CONFIRMED' });
      await rides.save(first);
      const second = RideMother.requested({ propertyId: listings[1]!.id, tenantId: tenants[1]!.id });
      await rides.save(second);

      const clash = (await rides.findById(second.id))!;
      clash.assign(r1, admin, NOW);
      await expect(rides.save(clash)).rejects.toBeInstanceOf(RiderSlotTakenError);
      expect(await rides.findById(second.id)).toMatchObject({ status: 'REQUESTED', riderId: null, version: 1 });
      // Inserting a ride already holding the slot is refused too.
      const inserted = RideMother.with({ propertyId: listings[2]!.id, tenantId: tenants[2]!.id, riderId: r1, status: 'ASSIGNED' });
      await expect(rides.save(inserted)).rejects.toBeInstanceOf(RiderSlotTakenError);
      expect(await rides.findById(inserted.id)).toBeNull();

      // The same rider an hour later, or another rider in the same slot: fine.
      await rides.save(RideMother.with({ propertyId: listings[2]!.id, tenantId: tenants[2]!.id, riderId: r1, status: 'ASSIGNED', slot: RideMother.slot(11) }));
      const other = (await rides.findById(second.id))!;
      other.assign(r2, admin, NOW);
      await rides.save(other);

      // Once the first ride is cancelled its slot is free again.
      await rides.save(RideMother.with({ propertyId: listings[3]!.id, tenantId: tenants[3]!.id, riderId: r2, status: 'CANCELLED', slot: RideMother.slot(12) }));
      const cancelled = (await rides.findById(first.id))!;
      cancelled.cancel(admin, 'Owner unavailable', NOW);
      await rides.save(cancelled);
      const retry = (await rides.findById(second.id))!;
      retry.assign(r1, admin, NOW);
      await rides.save(retry);
      expect(await rides.findById(second.id)).toMatchObject({ status: 'ASSIGNED', riderId: r1 });
      // A cancelled ride in a slot never blocks the rider there.
      await rides.save(RideMother.with({ propertyId: listings[3]!.id, tenantId: tenants[0]!.id, riderId: r2, status: 'ASSIGNED', slot: RideMother.slot(12) }));
    });

    it('a completed ride keeps holding its slot', async () => {
      const { rides, tenants, riders, listings } = await setup();
      await rides.save(RideMother.with({ propertyId: listings[0]!.id, tenantId: tenants[0]!.id, riderId: riders[0]!.id, status: 'COMPLETED' }));
      await expect(rides.save(RideMother.with({ propertyId: listings[1]!.id, tenantId: tenants[1]!.id, riderId: riders[0]!.id, status: 'ASSIGNED' }))).rejects.toBeInstanceOf(
        RiderSlotTakenError,
      );
    });

    it('refuses a second open booking of one listing by one tenant, and allows it once the first is cancelled or done', async () => {
      const { rides, tenants, riders, listings } = await setup();
      const [tenant, otherTenant] = tenants.map((t) => t.id) as [string, string];
      const first = RideMother.requested({ propertyId: listings[0]!.id, tenantId: tenant });
      await rides.save(first);
      const again = RideMother.requested({ propertyId: listings[0]!.id, tenantId: tenant, slot: RideMother.slot(14) });
      await expect(rides.save(again)).rejects.toBeInstanceOf(OpenBookingExistsError);
      expect(await rides.findById(again.id)).toBeNull();
      expect(again.version).toBe(0);
      // Another tenant, or another listing: fine.
      await rides.save(RideMother.requested({ propertyId: listings[0]!.id, tenantId: otherTenant }));
      await rides.save(RideMother.requested({ propertyId: listings[1]!.id, tenantId: tenant }));

      const cancelled = (await rides.findById(first.id))!;
      cancelled.cancel({ id: tenant, role: 'TENANT' }, 'Wrong day', NOW);
      await rides.save(cancelled);
      await rides.save(again);
      expect((await rides.findById(again.id))!.status).toBe('REQUESTED');

      // A finished visit does not count as open either.
      const done = RideMother.with({ propertyId: listings[1]!.id, tenantId: otherTenant, riderId: riders[0]!.id, status: 'COMPLETED', slot: RideMother.slot(9) });
      await rides.save(done);
      await rides.save(RideMother.requested({ propertyId: listings[1]!.id, tenantId: otherTenant, slot: RideMother.slot(15) }));
    });

    it('tells which riders are busy in a slot: assigned, confirmed, started or completed there', async () => {
      const { rides, tenants, riders, listings } = await setup({ listings: 5, riders: 5 });
      const ids = riders.map((r) => r.id);
      const slot = RideMother.slot(10);
      const specs = [
        { riderId: ids[0]!, status: 'ASSIGNED' as const, slot },
        { riderId: ids[1]!, status: 'COMPLETED' as const, slot },
        { riderId: ids[2]!, status: 'CANCELLED' as const, slot },
        { riderId: ids[3]!, status: 'CONFIRMED' as const, slot: RideMother.slot(11) },
        { riderId: ids[4]!, status: 'NO_SHOW' as const, slot },
      ];
      for (const [i, spec] of specs.entries()) await rides.save(RideMother.with({ propertyId: listings[i]!.id, tenantId: tenants[0]!.id, ...spec }));
      expect([...(await rides.ridersBusyAt(ids, slot.startsAt))].sort()).toEqual([ids[0], ids[1]].sort());
      expect([...(await rides.ridersBusyAt([ids[3]!], RideMother.slot(11).startsAt))]).toEqual([ids[3]]);
      expect((await rides.ridersBusyAt([ids[2]!, ids[3]!], slot.startsAt)).size).toBe(0);
      expect((await rides.ridersBusyAt([], slot.startsAt)).size).toBe(0);
    });

    it('lists a person\'s open rides, as tenant and as rider, soonest first; and the open rides of listings', async () => {
      const { rides, tenants, riders, listings } = await setup({ listings: 4, tenants: 2, riders: 2 });
      const [t1, t2] = tenants.map((t) => t.id) as [string, string];
      const [r1, r2] = riders.map((r) => r.id) as [string, string];
      const [p0, p1, p2, p3] = listings.map((p) => p.id) as [string, string, string, string];
      const late = RideMother.requested({ propertyId: p0, tenantId: t1, slot: RideMother.slot(16) });
      const early = RideMother.with({ propertyId: p1, tenantId: t1, riderId: r1, status: 'CONFIRMED', slot: RideMother.slot(9) });
      const started = RideMother.with({ propertyId: p2, tenantId: t2, riderId: r1, status: 'STARTED', slot: RideMother.slot(12) });
      const cancelled = RideMother.with({ propertyId: p2, tenantId: t1, riderId: r1, status: 'CANCELLED', slot: RideMother.slot(13) });
      const completed = RideMother.with({ propertyId: p3, tenantId: t1, riderId: r1, status: 'COMPLETED', slot: RideMother.slot(14) });
      const noShow = RideMother.with({ propertyId: p3, tenantId: t2, riderId: r2, status: 'NO_SHOW', slot: RideMother.slot(15) });
      for (const ride of [late, early, started, cancelled, completed, noShow]) await rides.save(ride);

      const ids = (list: Ride[]) => list.map((r) => r.id);
      expect(ids(await rides.listOpenFor(t1))).toEqual([early.id, late.id]);
      expect(ids(await rides.listOpenFor(r1))).toEqual([early.id, started.id]);
      expect(ids(await rides.listOpenFor(t2))).toEqual([started.id]);
      expect(await rides.listOpenFor(r2)).toEqual([]);
      const open = await rides.listOpenFor(t1);
      expect(open[0]).toBeInstanceOf(Ride);
      expect(open[0]!.history).toHaveLength(3);

      expect(ids(await rides.listOpenForProperties([p0, p2, p3]))).toEqual([started.id, late.id]);
      expect(ids(await rides.listOpenForProperties([p3]))).toEqual([]);
      expect(await rides.listOpenForProperties([])).toEqual([]);
    });

    it('lists for grids: filters by tenant, rider, listing, states, city and slot range; searches locality and city; sorts by slot and pages', async () => {
      const { rides, tenants, riders, listings } = await setup({ listings: 3, tenants: 2, riders: 1 });
      const [t1, t2] = tenants.map((t) => t.id) as [string, string];
      const r1 = riders[0]!.id;
      const [p0, p1, p2] = listings.map((p) => p.id) as [string, string, string];
      const a = RideMother.requested({ propertyId: p0, tenantId: t1, locality: 'Kankarbagh', slot: RideMother.slot(11, '2026-11-25') });
      const b = RideMother.with({ propertyId: p1, tenantId: t1, riderId: r1, status: 'CONFIRMED', locality: 'Boring Road', slot: RideMother.slot(9, '2026-11-26') });
      const c = RideMother.with({ propertyId: p2, tenantId: t2, riderId: r1, status: 'CANCELLED', city: 'gaya', locality: 'Civil Lines', slot: RideMother.slot(10, '2026-11-24') });
      const d = RideMother.requested({ propertyId: p2, tenantId: t1, locality: 'Patliputra Colony', slot: RideMother.slot(18, '2026-11-25') });
      for (const ride of [a, b, c, d]) await rides.save(ride);

      const list = async (filter: RideListFilter, extra: { search?: string; order?: 'ASC' | 'DESC'; offset?: number; limit?: number } = {}) => {
        const page = await rides.list({ filter, search: extra.search, sort: { field: 'slotStartAt', order: extra.order ?? 'ASC' }, offset: extra.offset ?? 0, limit: extra.limit ?? 10 });
        return { names: page.items.map((r) => r.locality), total: page.total };
      };
      expect((await list({})).names).toEqual(['Civil Lines', 'Kankarbagh', 'Patliputra Colony', 'Boring Road']);
      expect((await list({}, { order: 'DESC' })).names).toEqual(['Boring Road', 'Patliputra Colony', 'Kankarbagh', 'Civil Lines']);
      expect((await list({ tenantId: t1 })).names).toEqual(['Kankarbagh', 'Patliputra Colony', 'Boring Road']);
      expect((await list({ riderId: r1 })).names).toEqual(['Civil Lines', 'Boring Road']);
      expect((await list({ propertyId: p2 })).names).toEqual(['Civil Lines', 'Patliputra Colony']);
      expect((await list({ statuses: ['REQUESTED', 'ASSIGNED', 'CONFIRMED', 'STARTED'] })).names).toEqual(['Kankarbagh', 'Patliputra Colony', 'Boring Road']);
      expect((await list({ statuses: ['CANCELLED'] })).names).toEqual(['Civil Lines']);
      expect((await list({ city: 'gaya' })).names).toEqual(['Civil Lines']);
      // One India day: from its midnight (inclusive) to the next (exclusive).
      const day = (date: string) => ({ from: new Date(`${date}T00:00:00+05:30`), to: new Date(Date.parse(`${date}T00:00:00+05:30`) + 86_400_000) });
      expect((await list(day('2026-11-25'))).names).toEqual(['Kankarbagh', 'Patliputra Colony']);
      expect((await list({ from: RideMother.slot(18, '2026-11-25').startsAt })).names).toEqual(['Patliputra Colony', 'Boring Road']);
      expect((await list({ to: RideMother.slot(11, '2026-11-25').startsAt })).names).toEqual(['Civil Lines']);
      expect((await list({ tenantId: t1, statuses: ['REQUESTED'], city: 'patna' })).names).toEqual(['Kankarbagh', 'Patliputra Colony']);
      expect((await list({}, { search: 'KANKAR' })).names).toEqual(['Kankarbagh']);
      expect((await list({}, { search: 'gaya' })).names).toEqual(['Civil Lines']);
      expect((await list({}, { search: '%' })).names).toEqual([]);
      expect(await list({}, { offset: 1, limit: 2 })).toEqual({ names: ['Kankarbagh', 'Patliputra Colony'], total: 4 });
      const newest = await rides.list({ filter: {}, sort: { field: 'createdAt', order: 'DESC' }, offset: 0, limit: 10 });
      expect(newest.total).toBe(4);
      expect(newest.items[0]).toBeInstanceOf(Ride);
    });

    it("lists a listing's check visits (booked by an admin) apart from tenants' bookings, newest first", async () => {
      const { rides, tenants, listings } = await setup({ listings: 2, tenants: 2 });
      const [p0, p1] = listings.map((p) => p.id) as [string, string];
      const booked = RideMother.requested({ propertyId: p0, tenantId: tenants[0]!.id, locality: 'Booked by a tenant' });
      const check = Ride.requestCheck(
        { propertyId: p0, adminId: tenants[1]!.id, city: 'patna', locality: 'Checked', slot: RideMother.slot(12), note: 'Check the photos', reasons: ['FRAUD', 'BROKER', 'FRAUD'] },
        new Date(NOW.getTime() + 1000),
      );
      const elsewhere = Ride.requestCheck({ propertyId: p1, adminId: tenants[1]!.id, city: 'patna', locality: 'Another listing', slot: RideMother.slot(13), note: 'Check it' }, new Date(NOW.getTime() + 2000));
      for (const ride of [booked, check, elsewhere]) await rides.save(ride);
      const checks = await rides.list({ filter: { propertyId: p0, checkVisits: true }, sort: { field: 'createdAt', order: 'DESC' }, offset: 0, limit: 10 });
      expect(checks.items.map((r) => r.locality)).toEqual(['Checked']);
      expect(checks.total).toBe(1);
      // A check has no tenant: who booked it and why the listing was reported are kept instead.
      expect(checks.items[0]).toMatchObject({ purpose: 'CHECK', tenantId: null, bookedById: tenants[1]!.id, checkReasons: ['BROKER', 'FRAUD'], tenantNote: 'Check the photos' });
      expect(await rides.findById(booked.id)).toMatchObject({ purpose: 'TENANT', tenantId: tenants[0]!.id, bookedById: tenants[0]!.id, checkReasons: [] });
      // Not a visit of the admin's "as tenant", nor of anyone's.
      expect((await rides.list({ filter: { tenantId: tenants[1]!.id }, sort: { field: 'createdAt', order: 'DESC' }, offset: 0, limit: 10 })).total).toBe(0);
      expect((await rides.listOpenFor(tenants[1]!.id)).map((r) => r.id)).toEqual([]);
      expect((await rides.list({ filter: { checkVisits: true }, sort: { field: 'createdAt', order: 'DESC' }, offset: 0, limit: 10 })).items.map((r) => r.locality)).toEqual(['Another listing', 'Checked']);
      expect((await rides.list({ filter: { propertyId: p0 }, sort: { field: 'createdAt', order: 'DESC' }, offset: 0, limit: 10 })).total).toBe(2);
    });

    it('a tenant\'s visit stored without who booked it (by the previous release, in a rolling deploy) reads as booked by its tenant, and saves on', async () => {
      const { rides, tenants, riders, listings } = await setup({ listings: 1, tenants: 1, riders: 1 });
      const [listing, tenant, rider] = [listings[0]!, tenants[0]!, riders[0]!];
      const old = RideMother.requested({ propertyId: listing.id, tenantId: tenant.id });
      (old as { bookedById: string | null }).bookedById = null;
      await rides.save(old);
      const asTenants = { purpose: 'TENANT', tenantId: tenant.id, bookedById: tenant.id, checkReasons: [] };
      const found = (await rides.findById(old.id))!;
      expect(found).toMatchObject(asTenants);
      const listed = await rides.list({ filter: { propertyId: listing.id }, sort: bySlot, offset: 0, limit: 10 });
      expect(listed.items).toEqual([expect.objectContaining(asTenants)]);
      expect(await rides.listOpenFor(tenant.id)).toEqual([expect.objectContaining(asTenants)]);
      expect(await rides.listOpenForProperties([listing.id])).toEqual([expect.objectContaining(asTenants)]);
      // It is still the tenant's one open booking of the listing, and moves on as any other.
      await expect(rides.save(RideMother.requested({ propertyId: listing.id, tenantId: tenant.id, slot: RideMother.slot(12) }))).rejects.toBeInstanceOf(OpenBookingExistsError);
      found.assign(rider.id, admin, NOW);
      await rides.save(found);
      expect(await rides.findById(old.id)).toMatchObject({ ...asTenants, status: 'ASSIGNED', riderId: rider.id, version: 2 });
    });

    it('one open check per admin per listing (as one open booking per tenant); other admins, and tenants, book beside it', async () => {
      const { rides, tenants, listings } = await setup({ listings: 2, tenants: 3 });
      const [p0, p1] = listings.map((p) => p.id) as [string, string];
      const [adminA, adminB, tenant] = tenants.map((t) => t.id) as [string, string, string];
      const check = (propertyId: string, adminId: string, hour: number) =>
        Ride.requestCheck({ propertyId, adminId, city: 'patna', locality: 'Boring Road', slot: RideMother.slot(hour), note: 'Check it' }, NOW);
      const first = check(p0, adminA, 10);
      await rides.save(first);
      await expect(rides.save(check(p0, adminA, 11))).rejects.toBeInstanceOf(OpenCheckExistsError);
      for (const ride of [check(p0, adminB, 12), check(p1, adminA, 13), RideMother.requested({ propertyId: p0, tenantId: tenant, slot: RideMother.slot(14) })]) await rides.save(ride);
      // Once the first is cancelled, the admin may book the listing again.
      const loaded = (await rides.findById(first.id))!;
      loaded.cancel(admin, 'Booked the wrong day', NOW);
      await rides.save(loaded);
      await rides.save(check(p0, adminA, 15));
      expect((await rides.list({ filter: { propertyId: p0, checkVisits: true }, sort: bySlot, offset: 0, limit: 10 })).items.map((r) => [r.bookedById, r.status])).toEqual([
        [adminA, 'CANCELLED'],
        [adminB, 'REQUESTED'],
        [adminA, 'REQUESTED'],
      ]);
    });

    it('two admins assigning one rider to two rides of one slot at the same moment: exactly one wins, the other gets RiderSlotTakenError', async () => {
      const { rides, tenants, riders, listings } = await setup({ listings: 2, tenants: 2, riders: 1 });
      const riderId = riders[0]!.id;
      for (const hour of [9, 10, 11, 12, 13]) {
        const slot = RideMother.slot(hour);
        const one = RideMother.requested({ propertyId: listings[0]!.id, tenantId: tenants[0]!.id, slot });
        const two = RideMother.requested({ propertyId: listings[1]!.id, tenantId: tenants[1]!.id, slot });
        await rides.save(one);
        await rides.save(two);
        const [a, b] = await Promise.all([rides.findById(one.id), rides.findById(two.id)]);
        a!.assign(riderId, admin, NOW);
        b!.assign(riderId, admin, NOW);
        const outcomes = await Promise.allSettled([rides.save(a!), rides.save(b!)]);
        const won = outcomes.filter((o) => o.status === 'fulfilled');
        const lost = outcomes.flatMap((o) => (o.status === 'rejected' ? [o.reason] : []));
        expect(won).toHaveLength(1);
        expect(lost).toHaveLength(1);
        expect(lost[0]).toBeInstanceOf(RiderSlotTakenError);
        const stored = await Promise.all([rides.findById(one.id), rides.findById(two.id)]);
        expect(stored.map((r) => r!.status).sort()).toEqual(['ASSIGNED', 'REQUESTED']);
        expect([...(await rides.ridersBusyAt([riderId], slot.startsAt))]).toEqual([riderId]);
        // Free the listings for the next round (one open booking per tenant per listing).
        for (const ride of stored) {
          ride!.cancel(admin, 'Next round', NOW);
          await rides.save(ride!);
        }
      }
    });
    it("stores the tenant's decision after a visit and counts a listing's visits and answers (completed tenants' visits only)", async () => {
      const { rides, tenants, riders, listings } = await setup({ listings: 2, tenants: 4, riders: 1 });
      const riderId = riders[0]!.id;
      const completed = (tenant: number, day: string) => RideMother.with({ propertyId: listings[0]!.id, tenantId: tenants[tenant]!.id, riderId, status: 'COMPLETED', slot: RideMother.slot(10, day) });
      const decidedAt = new Date('2026-11-27T06:00:00Z');
      const wants = completed(0, '2026-11-25');
      wants.decide({ id: tenants[0]!.id, role: 'TENANT' }, { decision: 'INTERESTED', reason: null, note: null }, decidedAt);
      const other = completed(1, '2026-11-26');
      other.decide({ id: tenants[1]!.id, role: 'TENANT' }, { decision: 'NOT_INTERESTED', reason: 'OTHER', note: 'No parking' }, decidedAt);
      const rent = completed(2, '2026-11-27');
      rent.decide({ id: tenants[2]!.id, role: 'TENANT' }, { decision: 'NOT_INTERESTED', reason: 'RENT', note: null }, decidedAt);
      const silent = completed(3, '2026-11-28');
      const open = RideMother.requested({ propertyId: listings[0]!.id, tenantId: tenants[0]!.id });
      const check = RideMother.check({ propertyId: listings[0]!.id, adminId: tenants[3]!.id, riderId, slot: RideMother.slot(10, '2026-11-29') });
      for (const ride of [wants, other, rent, silent, open, check]) await rides.save(ride);

      expect(await rides.findById(other.id)).toMatchObject({ decision: 'NOT_INTERESTED', decisionReason: 'OTHER', decisionNote: 'No parking', decidedAt, firstDecidedAt: decidedAt });
      expect(await rides.findById(silent.id)).toMatchObject({ decision: null, decisionReason: null, decisionNote: null, decidedAt: null, firstDecidedAt: null });

      // A change keeps the first answer's time.
      const changed = (await rides.findById(rent.id))!;
      const later = new Date('2026-11-28T06:00:00Z');
      changed.decide({ id: tenants[2]!.id, role: 'TENANT' }, { decision: 'NOT_INTERESTED', reason: 'LOCATION', note: null }, later);
      await rides.save(changed);
      expect(await rides.findById(rent.id)).toMatchObject({ decisionReason: 'LOCATION', decidedAt: later, firstDecidedAt: decidedAt });

      const counts = await rides.decisionCounts([listings[0]!.id, listings[1]!.id, listings[0]!.id]);
      expect(counts.sort((a, b) => (a.propertyId === listings[0]!.id ? -1 : b.propertyId === listings[0]!.id ? 1 : 0))).toEqual([
        { propertyId: listings[0]!.id, visited: 4, interested: 1, notInterested: 2, reasons: { RENT: 0, LOCATION: 1, CONDITION: 0, OWNER: 0, OTHER: 1 } },
        { propertyId: listings[1]!.id, visited: 0, interested: 0, notInterested: 0, reasons: { RENT: 0, LOCATION: 0, CONDITION: 0, OWNER: 0, OTHER: 0 } },
      ]);
      expect(await rides.decisionCounts([])).toEqual([]);
    });
  });
}
