import { beforeEach, describe, expect, it } from 'vitest';
import { ChangePropertyState, type PropertyAction } from '../../../application/properties/change-property-state.use-case.js';
import { GetProperty } from '../../../application/properties/get-property.use-case.js';
import { ListProperties } from '../../../application/properties/list-properties.use-case.js';
import { PropertyRepository, type PropertySearch } from '../../../application/properties/ports/property.repository.port.js';
import { SearchProperties } from '../../../application/properties/search-properties.use-case.js';
import { UserRepository } from '../../../application/users/ports/user.repository.port.js';
import { RECONFIRM_EVERY_DAYS, VERIFICATION_VALID_DAYS, type PropertyStatus } from '../../../domain/properties/property-options.js';
import type { Property } from '../../../domain/properties/property.js';
import type { User } from '../../../domain/users/user.js';
import { PropertyMother } from '../../mothers/property.mother.js';
import { UserMother } from '../../mothers/user.mother.js';
import { failure } from '../../support/failure.js';
import { harness } from '../../support/harness.js';

const DAY_SECONDS = 86_400;

describe('finding listings: search, staleness, who sees what', () => {
  let h: ReturnType<typeof harness>;
  let owner: User;
  let stranger: User;
  let admin: User;
  const properties = () => h.container.get<PropertyRepository>(PropertyRepository);
  const move = (actor: User, propertyId: string, action: PropertyAction, reason?: string) =>
    h.container.get(ChangePropertyState).execute({ actor, propertyId, action, reason });
  const search = async (q: Partial<PropertySearch> = {}) =>
    (await h.container.get(SearchProperties).execute({ city: 'patna', sort: 'newest', offset: 0, limit: 20, ...q })).items.map((p) => p.title);
  const get = (viewer: User | null, propertyId: string, view?: { visitorKey: string | null }) => h.container.get(GetProperty).execute({ viewer, propertyId, view });
  const viewCount = async (p: Property) => (await properties().findById(p.id))!.viewCount;

  /** Posted, submitted and approved through the use cases, on the fake clock. */
  async function approved(title: string, overrides: Parameters<typeof PropertyMother.draft>[1] = {}) {
    const listing = PropertyMother.draft(owner.id, { title, ...overrides }, h.clock.now());
    await properties().save(listing);
    await move(owner, listing.id, 'submit');
    await move(admin, listing.id, 'approve');
    return listing;
  }

  beforeEach(async () => {
    h = harness();
    owner = UserMother.owner();
    stranger = UserMother.tenant();
    admin = UserMother.admin();
    for (const u of [owner, stranger, admin]) await h.container.get<UserRepository>(UserRepository).save(u);
  });

  describe('staleness with the clock', () => {
    it(`an approved listing is found for ${RECONFIRM_EVERY_DAYS} days, then drops out until its owner reconfirms`, async () => {
      const listing = await approved('Flat near Patna Junction');
      expect(await search()).toEqual(['Flat near Patna Junction']);

      h.clock.advanceSeconds(RECONFIRM_EVERY_DAYS * DAY_SECONDS - 1);
      expect(await search()).toEqual(['Flat near Patna Junction']);

      h.clock.advanceSeconds(1);
      expect(await search()).toEqual([]);
      expect((await failure(get(null, listing.id))).kind).toBe('NOT_FOUND');
      expect((await failure(get(stranger, listing.id))).kind).toBe('NOT_FOUND');
      const mine = await h.container.get(ListProperties).execute(owner, { filter: {}, sort: { field: 'createdAt', order: 'DESC' }, offset: 0, limit: 10 }, 'mine');
      expect(mine.items.map((p) => [p.id, p.status, p.isStale(h.clock.now())])).toEqual([[listing.id, 'LIVE', true]]);

      h.clock.advanceSeconds(5 * DAY_SECONDS);
      await move(owner, listing.id, 'reconfirm');
      expect(await search()).toEqual(['Flat near Patna Junction']);
      await expect(get(null, listing.id)).resolves.toMatchObject({ id: listing.id });

      h.clock.advanceSeconds(RECONFIRM_EVERY_DAYS * DAY_SECONDS);
      expect(await search()).toEqual([]);
    });

    it('only its owner or an admin can reconfirm a stale listing', async () => {
      const listing = await approved('Room in Kankarbagh');
      h.clock.advanceSeconds(RECONFIRM_EVERY_DAYS * DAY_SECONDS);
      expect((await failure(move(stranger, listing.id, 'reconfirm'))).kind).toBe('FORBIDDEN');
      expect(await search()).toEqual([]);
      await move(admin, listing.id, 'reconfirm');
      expect(await search()).toEqual(['Room in Kankarbagh']);
    });

    it(`"verified only" finds a verified listing for ${VERIFICATION_VALID_DAYS} days`, async () => {
      const listing = await approved('Verified flat');
      const unverified = await approved('Unverified flat');
      await move(admin, listing.id, 'verify');
      expect(await search({ verifiedOnly: true })).toEqual(['Verified flat']);
      h.clock.advanceSeconds(VERIFICATION_VALID_DAYS * DAY_SECONDS - 1);
      for (const p of [listing, unverified]) await move(owner, p.id, 'reconfirm'); // both fresh again
      expect(await search({ verifiedOnly: true })).toEqual(['Verified flat']);
      h.clock.advanceSeconds(1);
      expect(await search({ verifiedOnly: true })).toEqual([]);
      expect((await search()).sort()).toEqual(['Unverified flat', 'Verified flat']);
    });
  });

  describe('search', () => {
    it('shows only live, fresh listings of the asked city, newest first', async () => {
      const older = await approved('Older 2 BHK');
      h.clock.advanceMinutes(5);
      await approved('Newer 2 BHK');
      await approved('Gaya flat', { city: 'gaya' });
      await properties().save(PropertyMother.draft(owner.id, { title: 'Draft flat' }, h.clock.now()));
      const rented = await approved('Rented flat');
      await move(owner, rented.id, 'mark_rented');
      const takenDown = await approved('Fake flat');
      await move(admin, takenDown.id, 'reject', 'Listing is fake');
      expect(await search()).toEqual(['Newer 2 BHK', 'Older 2 BHK']);
      expect(await search({ city: 'gaya' })).toEqual(['Gaya flat']);
      await move(owner, older.id, 'archive');
      expect(await search()).toEqual(['Newer 2 BHK']);
    });
  });

  describe('one listing (details page)', () => {
    const hidden: Array<[PropertyStatus | 'stale LIVE', (p: Property, t: User, a: User, h: ReturnType<typeof harness>) => Promise<void>]> = [
      ['DRAFT', async () => {}],
      ['SUBMITTED', async (p, t, _a, hh) => void (await hh.container.get(ChangePropertyState).execute({ actor: t, propertyId: p.id, action: 'submit' }))],
      ['REJECTED', async (p, t, a, hh) => {
        await hh.container.get(ChangePropertyState).execute({ actor: t, propertyId: p.id, action: 'submit' });
        await hh.container.get(ChangePropertyState).execute({ actor: a, propertyId: p.id, action: 'reject', reason: 'Photos are missing' });
      }],
      ['RENTED', async (p, t, a, hh) => {
        for (const [actor, action] of [[t, 'submit'], [a, 'approve'], [t, 'mark_rented']] as const) await hh.container.get(ChangePropertyState).execute({ actor, propertyId: p.id, action });
      }],
      ['ARCHIVED', async (p, t, _a, hh) => void (await hh.container.get(ChangePropertyState).execute({ actor: t, propertyId: p.id, action: 'archive' }))],
      ['stale LIVE', async (p, t, a, hh) => {
        for (const [actor, action] of [[t, 'submit'], [a, 'approve']] as const) await hh.container.get(ChangePropertyState).execute({ actor, propertyId: p.id, action });
        hh.clock.advanceSeconds(RECONFIRM_EVERY_DAYS * DAY_SECONDS);
      }],
    ];

    it.each(hidden)('a %s listing does not exist for visitors and other users (404), but its owner and admins see it', async (_state, bring) => {
      const listing = PropertyMother.draft(owner.id, {}, h.clock.now());
      await properties().save(listing);
      await bring(listing, owner, admin, h);
      const otherOwner = UserMother.owner();
      for (const viewer of [null, stranger, otherOwner]) {
        const error = await failure(get(viewer, listing.id, { visitorKey: 'visitor:abc' }));
        expect(error.kind).toBe('NOT_FOUND');
        expect(error.message).toBe('Property not found.');
      }
      await expect(get(owner, listing.id)).resolves.toMatchObject({ id: listing.id });
      await expect(get(admin, listing.id)).resolves.toMatchObject({ id: listing.id });
    });

    it('a live listing is open to everyone; an unknown id is a 404', async () => {
      const listing = await approved('Open flat');
      for (const viewer of [null, stranger, owner, admin]) await expect(get(viewer, listing.id)).resolves.toMatchObject({ title: 'Open flat' });
      expect((await failure(get(null, '0190f0a0-0000-7000-8000-00000000dead'))).kind).toBe('NOT_FOUND');
    });

    it('opening the page counts a view for visitors and other users, not for the owner or admins, nor for a plain read', async () => {
      const listing = await approved('Counted flat');
      await get(owner, listing.id, { visitorKey: null });
      await get(admin, listing.id, { visitorKey: null });
      await get(null, listing.id);
      await get(stranger, listing.id);
      expect(await viewCount(listing)).toBe(0);
      const seen = await get(null, listing.id, { visitorKey: 'visitor:abc' });
      expect(seen.viewCount).toBe(1);
      await get(stranger, listing.id, { visitorKey: null });
      expect(await viewCount(listing)).toBe(2);
    });

    it('one person counts once a day (India time), however often they reload', async () => {
      const listing = await approved('Popular flat');
      // The fake clock starts at 10:00 UTC, 15:30 in Patna.
      for (let i = 0; i < 3; i += 1) await get(stranger, listing.id, { visitorKey: null });
      expect(await viewCount(listing)).toBe(1);
      h.clock.advanceMinutes(8 * 60); // 23:30 in Patna: the same day
      await get(stranger, listing.id, { visitorKey: null });
      expect(await viewCount(listing)).toBe(1);
      h.clock.advanceMinutes(60); // 00:30 in Patna: a new day
      await get(stranger, listing.id, { visitorKey: null });
      expect(await viewCount(listing)).toBe(2);
    });
  });

  describe('grids', () => {
    const newest = { field: 'createdAt', order: 'DESC' } as const;

    it('an owner sees only their own listings, in every state, even when asking for all', async () => {
      const mine = await approved('Mine live');
      const draft = PropertyMother.draft(owner.id, { title: 'Mine draft' }, h.clock.now());
      await properties().save(draft);
      const otherOwner = UserMother.owner();
      await h.container.get<UserRepository>(UserRepository).save(otherOwner);
      await properties().save(PropertyMother.live(otherOwner.id, { title: 'Theirs' }, h.clock.now()));
      const list = h.container.get(ListProperties);
      for (const scope of ['mine', 'all'] as const) {
        const page = await list.execute(owner, { filter: {}, sort: newest, offset: 0, limit: 10 }, scope);
        expect(page.items.map((p) => p.id).sort()).toEqual([mine.id, draft.id].sort());
      }
      expect((await list.execute(stranger, { filter: {}, sort: newest, offset: 0, limit: 10 }, 'all')).total).toBe(0);
    });

    it('an admin sees the whole catalogue, filtered by status and verification', async () => {
      const live = await approved('Live one');
      await properties().save(PropertyMother.draft(owner.id, { title: 'Draft one' }, h.clock.now()));
      await move(admin, live.id, 'verify');
      const list = h.container.get(ListProperties);
      expect((await list.execute(admin, { filter: {}, sort: newest, offset: 0, limit: 10 }, 'all')).total).toBe(2);
      expect((await list.execute(admin, { filter: {}, sort: newest, offset: 0, limit: 10 }, 'mine')).total).toBe(0);
      expect((await list.execute(admin, { filter: { status: 'DRAFT' }, sort: newest, offset: 0, limit: 10 }, 'all')).items.map((p) => p.title)).toEqual(['Draft one']);
      expect((await list.execute(admin, { filter: { verified: true }, sort: newest, offset: 0, limit: 10 }, 'all')).items.map((p) => p.title)).toEqual(['Live one']);
      h.clock.advanceSeconds(VERIFICATION_VALID_DAYS * DAY_SECONDS);
      expect((await list.execute(admin, { filter: { verified: true }, sort: newest, offset: 0, limit: 10 }, 'all')).total).toBe(0);
    });
  });
});
