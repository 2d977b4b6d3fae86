import { describe, expect, it } from 'vitest';
import type { PropertyRepository, PropertySearch } from '../../application/properties/ports/property.repository.port.js';
import type { UserRepository } from '../../application/users/ports/user.repository.port.js';
import { Property, type PropertyDetails } from '../../domain/properties/property.js';
import type { User } from '../../domain/users/user.js';
import { ConcurrentModificationError } from '../../domain/shared/domain-error.js';
import { PropertyMother } from '../mothers/property.mother.js';
import { UserMother } from '../mothers/user.mother.js';
import type { AdapterCase } from './repository-adapters.js';

const NOW = new Date('2026-11-22T10:00:00Z');
const day = (n: number) => new Date(NOW.getTime() + n * 86_400_000);

export function propertyRepositoryContract(adapter: AdapterCase<{ properties: PropertyRepository; users: UserRepository }>) {
  describe(`PropertyRepository: ${adapter.name}`, () => {
    const setup = async () => {
      const { properties, users } = await adapter.make();
      const owner = UserMother.owner();
      await users.save(owner);
      return { properties, owner };
    };
    const search = (repo: PropertyRepository, q: Partial<PropertySearch> = {}) =>
      repo.search({ city: 'patna', sort: 'newest', offset: 0, limit: 10, now: NOW, ...q });

    it('saves and reads a listing back with every field', async () => {
      const { properties, owner } = await setup();
      const p = PropertyMother.draft(owner.id, { amenities: ['LIFT', 'CCTV'], latitude: 25.6, longitude: 85.1, virtualTourUrl: 'https://t.example.com/x' });
      await properties.save(p);
      const found = (await properties.findById(p.id))!;
      expect(found).toBeInstanceOf(Property);
      expect(found).toMatchObject({ ownerId: owner.id, status: 'DRAFT', amenities: ['LIFT', 'CCTV'], availableFrom: '2026-12-01', rent: 14000, latitude: 25.6, pincode: '800013' });
      found.submit(NOW);
      found.approve(NOW);
      await properties.save(found);
      const live = (await properties.findById(p.id))!;
      expect(live.status).toBe('LIVE');
      expect(live.isPublic(NOW)).toBe(true);
    });

    it('searches only public listings of the city, with every filter and sort', async () => {
      const { properties, owner } = await setup();
      const at = (h: number) => new Date(NOW.getTime() - h * 3_600_000);
      const a = PropertyMother.live(owner.id, { title: 'Cosy 1 BHK', bhk: 1, rent: 6000, locality: 'Kankarbagh', furnishing: 'UNFURNISHED', preferredTenants: 'BACHELOR_MALE' }, at(3));
      const b = PropertyMother.live(owner.id, { title: 'Family 2 BHK', bhk: 2, rent: 15000, locality: 'Boring Road', availableFrom: '2027-02-01' }, at(2));
      const c = PropertyMother.live(owner.id, { title: 'Big house', propertyType: 'INDEPENDENT_HOUSE', bhk: 4, rent: 40000, locality: 'Patliputra Colony', preferredTenants: 'ANY' }, at(1));
      c.verify(owner.id, at(1)); // any stored user will do for the reference
      const gaya = PropertyMother.live(owner.id, { city: 'gaya' }, at(1));
      const draft = PropertyMother.draft(owner.id);
      const stale = PropertyMother.live(owner.id, { title: 'Old listing' }, day(-40));
      for (const p of [a, b, c, gaya, draft, stale]) await properties.save(p);

      const titles = async (q: Partial<PropertySearch>) => (await search(properties, q)).items.map((p) => p.title);
      expect(await titles({})).toEqual(['Big house', 'Family 2 BHK', 'Cosy 1 BHK']);
      expect(await titles({ sort: 'rent_asc' })).toEqual(['Cosy 1 BHK', 'Family 2 BHK', 'Big house']);
      expect(await titles({ sort: 'rent_desc' })).toEqual(['Big house', 'Family 2 BHK', 'Cosy 1 BHK']);
      expect(await titles({ text: 'kankar' })).toEqual(['Cosy 1 BHK']);
      expect(await titles({ text: 'FAMILY' })).toEqual(['Family 2 BHK']);
      expect(await titles({ bhk: 2 })).toEqual(['Family 2 BHK']);
      expect(await titles({ propertyType: 'INDEPENDENT_HOUSE' })).toEqual(['Big house']);
      expect(await titles({ minRent: 6001, maxRent: 39999 })).toEqual(['Family 2 BHK']);
      expect(await titles({ furnishing: 'UNFURNISHED' })).toEqual(['Cosy 1 BHK']);
      expect(await titles({ preferredTenants: 'BACHELOR_MALE' })).toEqual(['Big house', 'Cosy 1 BHK']);
      expect(await titles({ availableBy: '2026-12-31' })).toEqual(['Big house', 'Cosy 1 BHK']);
      expect(await titles({ verifiedOnly: true })).toEqual(['Big house']);
      expect(await titles({ city: 'gaya' })).toHaveLength(1);
      const page = await search(properties, { offset: 1, limit: 1 });
      expect(page).toMatchObject({ total: 3, totalIsExact: true });
      expect(page.items.map((p) => p.title)).toEqual(['Family 2 BHK']);
      // A stale listing comes back once reconfirmed.
      stale.reconfirm(NOW);
      await properties.save(stale);
      expect(await titles({ text: 'old' })).toEqual(['Old listing']);
    });

    it('a search hit is the listing as stored, field for field, and saves like one read by id', async () => {
      const { properties, owner } = await setup();
      const listing = PropertyMother.live(owner.id, { description: 'Sunny', amenities: ['LIFT', 'CCTV'], latitude: 25.6, longitude: 85.1, virtualTourUrl: 'https://t.example.com/x', builtUpArea: 900, floor: 2, totalFloors: 5 }, day(-1));
      listing.verify(owner.id, day(-1), 'RIDER_VISIT');
      await properties.save(listing);
      await properties.increment(listing.id, 'viewCount', 4);

      const [hit] = (await search(properties)).items;
      const byId = (await properties.findById(listing.id))!;
      expect(hit).toBeInstanceOf(Property);
      expect(hit).toMatchObject({ ...byId });
      expect(hit).toMatchObject({ amenities: ['LIFT', 'CCTV'], availableFrom: byId.availableFrom, latitude: 25.6, viewCount: 4, verifiedVia: 'RIDER_VISIT' });
      expect(hit!.publishedAt).toEqual(day(-1));
      expect(hit!.isVerified(NOW)).toBe(true);

      // Changed and saved as it came from the search: the version check holds, the counter is kept.
      hit!.revise({ ...byId, title: 'Sunny 2 BHK' }, NOW);
      await properties.save(hit!);
      expect(await properties.findById(listing.id)).toMatchObject({ title: 'Sunny 2 BHK', viewCount: 4, version: byId.version + 1 });
      await expect(properties.save(byId)).rejects.toBeInstanceOf(ConcurrentModificationError);
    });

    it('a save never writes back counters bumped meanwhile, and refuses a stale copy', async () => {
      const { properties, owner } = await setup();
      const listing = PropertyMother.live(owner.id);
      await properties.save(listing);
      const loaded = (await properties.findById(listing.id))!;
      const stale = (await properties.findById(listing.id))!;
      await properties.increment(listing.id, 'viewCount', 3);
      loaded.reconfirm(NOW);
      await properties.save(loaded);
      expect((await properties.findById(listing.id))!.viewCount).toBe(3);
      stale.archive(NOW);
      await expect(properties.save(stale)).rejects.toBeInstanceOf(ConcurrentModificationError);
      expect((await properties.findById(listing.id))!.status).toBe('LIVE');
    });

    it('lists for grids by owner and status, and bumps counters atomically', async () => {
      const { properties, owner } = await setup();
      const mine = PropertyMother.live(owner.id);
      await properties.save(mine);
      await properties.save(PropertyMother.draft(owner.id));
      const list = await properties.list({ filter: { ownerId: owner.id, now: NOW }, sort: { field: 'createdAt', order: 'DESC' }, offset: 0, limit: 10 });
      expect(list.total).toBe(2);
      const live = await properties.list({ filter: { status: 'LIVE', now: NOW }, sort: { field: 'createdAt', order: 'DESC' }, offset: 0, limit: 10 });
      expect(live.items.map((p) => p.id)).toEqual([mine.id]);
      await properties.increment(mine.id, 'viewCount', 1);
      await properties.increment(mine.id, 'viewCount', 1);
      await properties.increment(mine.id, 'wishlistCount', -1);
      expect(await properties.findById(mine.id)).toMatchObject({ viewCount: 2, wishlistCount: 0 });
    });

    it('keeps how a mark was earned, a review note and a suspension', async () => {
      const { properties, owner } = await setup();
      const listing = PropertyMother.live(owner.id);
      expect(listing).toMatchObject({ verifiedVia: null, reviewNote: null });
      listing.verify(owner.id, NOW, 'RIDER_VISIT');
      await properties.save(listing);
      const verified = (await properties.findById(listing.id))!;
      expect(verified).toMatchObject({ verifiedVia: 'RIDER_VISIT', reviewNote: null });
      expect(verified.isRiderVerified(NOW)).toBe(true);

      verified.sendBackToReview('Only one bathroom, not two as listed.', NOW);
      await properties.save(verified);
      const inReview = (await properties.findById(listing.id))!;
      expect(inReview).toMatchObject({ status: 'SUBMITTED', verifiedVia: null, verifiedUntil: null, reviewNote: 'Only one bathroom, not two as listed.' });

      inReview.approve(NOW);
      inReview.verify(owner.id, NOW);
      inReview.suspend(NOW);
      await properties.save(inReview);
      const suspended = (await properties.findById(listing.id))!;
      expect(suspended).toMatchObject({ status: 'SUSPENDED', verifiedVia: 'ADMIN', reviewNote: null });
      expect(suspended.isPublic(NOW)).toBe(false);
      expect((await search(properties)).total).toBe(0);
      expect((await properties.list({ filter: { status: 'SUSPENDED', now: NOW }, sort: { field: 'createdAt', order: 'DESC' }, offset: 0, limit: 10 })).items.map((p) => p.id)).toEqual([listing.id]);
      suspended.restore(NOW);
      await properties.save(suspended);
      expect((await search(properties)).items.map((p) => p.id)).toEqual([listing.id]);
    });

    it('lists a rider\'s posts, and the rider\'s landing: live in their city without a current rider mark, or posted by them', async () => {
      const { properties, users } = await adapter.make();
      const owner = UserMother.owner();
      const rider = UserMother.rider();
      const otherRider = UserMother.rider();
      for (const person of [owner, rider, otherRider]) await users.save(person);
      const postedBy = (by: User, overrides: Partial<PropertyDetails>, status: 'DRAFT' | 'LIVE' = 'DRAFT') => {
        const p = Property.draft({ ownerId: owner.id, postedById: by.id, postedByRole: 'RIDER', details: PropertyMother.details(overrides) }, day(-2));
        if (status === 'LIVE') {
          p.submit(day(-2));
          p.approve(day(-2));
        }
        return p;
      };
      const never = PropertyMother.live(owner.id, { title: 'Never visited', rent: 1000 });
      const adminMark = PropertyMother.live(owner.id, { title: 'Admin verified', rent: 2000 });
      adminMark.verify(owner.id, day(-1));
      const riderMark = PropertyMother.live(owner.id, { title: 'Rider verified', rent: 3000 });
      riderMark.verify(rider.id, day(-1), 'RIDER_VISIT');
      const lapsed = PropertyMother.live(owner.id, { title: 'Rider mark lapsed', rent: 4000 });
      lapsed.verify(rider.id, day(-100), 'RIDER_VISIT');
      const gaya = PropertyMother.live(owner.id, { title: 'Live in Gaya', city: 'gaya', rent: 5000 });
      const draft = PropertyMother.draft(owner.id, { title: 'Owner draft', rent: 6000 });
      const suspended = PropertyMother.live(owner.id, { title: 'Suspended', rent: 7000 });
      suspended.suspend(NOW);
      const myGayaDraft = postedBy(rider, { title: 'My Gaya draft', city: 'gaya', rent: 8000 });
      const myLive = postedBy(rider, { title: 'My live post', rent: 9000 }, 'LIVE');
      myLive.verify(rider.id, day(-1), 'RIDER_VISIT');
      const theirs = postedBy(otherRider, { title: 'Their draft', rent: 10000 });
      for (const p of [never, adminMark, riderMark, lapsed, gaya, draft, suspended, myGayaDraft, myLive, theirs]) await properties.save(p);

      const titles = async (filter: Omit<Parameters<PropertyRepository['list']>[0]['filter'], 'now'>, search?: string) =>
        (await properties.list({ filter: { now: NOW, ...filter }, search, sort: { field: 'rent', order: 'ASC' }, offset: 0, limit: 20 })).items.map((p) => p.title);
      expect(await titles({ postedById: rider.id })).toEqual(['My Gaya draft', 'My live post']);
      expect(await titles({ postedById: rider.id, status: 'LIVE' })).toEqual(['My live post']);
      expect(await titles({ awaitingRiderVisit: true, city: 'patna' })).toEqual(['Never visited', 'Admin verified', 'Rider mark lapsed']);
      expect(await titles({ awaitingRiderVisit: true, city: 'patna', orPostedById: rider.id })).toEqual(['Never visited', 'Admin verified', 'Rider mark lapsed', 'My Gaya draft', 'My live post']);
      expect(await titles({ awaitingRiderVisit: true, city: 'gaya', orPostedById: otherRider.id })).toEqual(['Live in Gaya', 'Their draft']);
      expect(await titles({ awaitingRiderVisit: true, city: 'patna', orPostedById: rider.id }, 'gaya')).toEqual(['My Gaya draft']);
      const page = await properties.list({ filter: { now: NOW, awaitingRiderVisit: true, city: 'patna', orPostedById: rider.id }, sort: { field: 'rent', order: 'DESC' }, offset: 1, limit: 2 });
      expect(page.total).toBe(5);
      expect(page.items.map((p) => p.title)).toEqual(['My Gaya draft', 'Rider mark lapsed']);
    });

    it('grids search title, locality, address and pincode, filter by city and verification, sort by rent; findByIds keeps the order asked', async () => {
      const { properties, owner } = await setup();
      const a = PropertyMother.live(owner.id, { title: 'Cosy room', locality: 'Kankarbagh', rent: 6000, pincode: '800020' });
      const b = PropertyMother.draft(owner.id, { title: 'Family flat', address: 'Near Gandhi Maidan', rent: 15000 });
      const c = PropertyMother.live(owner.id, { title: 'Gaya house', city: 'gaya', rent: 9000 });
      c.verify(owner.id, day(-1));
      const lapsed = PropertyMother.live(owner.id, { title: 'Lapsed mark', rent: 12000 });
      lapsed.verify(owner.id, day(-100));
      for (const p of [a, b, c, lapsed]) await properties.save(p);
      const titles = async (query: Partial<Parameters<PropertyRepository['list']>[0]>, filter: Partial<Parameters<PropertyRepository['list']>[0]['filter']> = {}) =>
        (await properties.list({ sort: { field: 'rent', order: 'ASC' }, offset: 0, limit: 10, ...query, filter: { now: NOW, ...filter } })).items.map((p) => p.title);
      expect(await titles({})).toEqual(['Cosy room', 'Gaya house', 'Lapsed mark', 'Family flat']);
      expect(await titles({ sort: { field: 'rent', order: 'DESC' } })).toEqual(['Family flat', 'Lapsed mark', 'Gaya house', 'Cosy room']);
      expect(await titles({ search: 'KANKAR' })).toEqual(['Cosy room']);
      expect(await titles({ search: 'gandhi maidan' })).toEqual(['Family flat']);
      expect(await titles({ search: '800020' })).toEqual(['Cosy room']);
      expect(await titles({ search: '%' })).toEqual([]);
      expect(await titles({}, { city: 'gaya' })).toEqual(['Gaya house']);
      expect(await titles({}, { verified: true })).toEqual(['Gaya house']);
      expect(await titles({}, { verified: false })).toEqual(['Cosy room', 'Lapsed mark', 'Family flat']);
      expect((await properties.findByIds([c.id, '0190f0a0-0000-7000-8000-00000000ffff', a.id])).map((p) => p.title)).toEqual(['Gaya house', 'Cosy room']);
      expect(await properties.findByIds([])).toEqual([]);
    });

    it('stores a listing with its poster\'s Idempotency-Key once; keys are per poster', async () => {
      const { properties, users } = await adapter.make();
      const owner = UserMother.owner();
      const rider = UserMother.rider();
      for (const user of [owner, rider]) await users.save(user);
      const first = PropertyMother.draft(owner.id, { title: 'First try' });
      expect(await properties.insertOnce(first, { key: 'post-1', fingerprint: 'a'.repeat(64) })).toBeNull();
      const twin = PropertyMother.draft(owner.id, { title: 'Second try' });
      const holder = (await properties.insertOnce(twin, { key: 'post-1', fingerprint: 'b'.repeat(64) }))!;
      expect(holder.record).toBeInstanceOf(Property);
      expect(holder).toMatchObject({ record: { id: first.id, title: 'First try' }, fingerprint: 'a'.repeat(64) });
      expect(twin.version).toBe(0);
      expect(await properties.findById(twin.id)).toBeNull();

      // The same spelling from another poster is their own key.
      const forOwner = Property.draft({ ownerId: owner.id, postedById: rider.id, postedByRole: 'RIDER', details: PropertyMother.details({ title: 'By the rider' }) }, NOW);
      expect(await properties.insertOnce(forOwner, { key: 'post-1', fingerprint: 'c'.repeat(64) })).toBeNull();
      expect(await properties.findByIdempotencyKey(owner.id, 'post-1')).toMatchObject({ record: { id: first.id }, fingerprint: 'a'.repeat(64) });
      expect(await properties.findByIdempotencyKey(rider.id, 'post-1')).toMatchObject({ record: { id: forOwner.id }, fingerprint: 'c'.repeat(64) });
      expect(await properties.findByIdempotencyKey(owner.id, 'post-2')).toBeNull();

      // Moved through its states, it keeps its key.
      const loaded = (await properties.findById(first.id))!;
      loaded.submit(NOW);
      await properties.save(loaded);
      expect((await properties.findByIdempotencyKey(owner.id, 'post-1'))!.record.status).toBe('SUBMITTED');
    });

    it('20 racing inserts with one poster\'s key store exactly one listing, and every loser gets it', async () => {
      const { properties, owner } = await setup();
      const racers = Array.from({ length: 20 }, (_, i) => PropertyMother.draft(owner.id, { title: `Racer ${i}` }));
      const results = await Promise.all(racers.map((p) => properties.insertOnce(p, { key: 'one-key', fingerprint: 'f'.repeat(64) })));
      const winners = racers.filter((_, i) => results[i] === null);
      expect(winners).toHaveLength(1);
      expect(new Set(results.filter((r) => r !== null).map((r) => r!.record.id))).toEqual(new Set([winners[0]!.id]));
      expect((await properties.list({ filter: { now: NOW }, sort: { field: 'createdAt', order: 'DESC' }, offset: 0, limit: 50 })).total).toBe(1);
    });
  });
}
