import { beforeEach, describe, expect, it } from 'vitest';
import { FindSavedListings } from '../../../application/properties/find-saved-listings.use-case.js';
import { ListWishlist } from '../../../application/properties/list-wishlist.use-case.js';
import { PropertyRepository } from '../../../application/properties/ports/property.repository.port.js';
import { ToggleWishlist } from '../../../application/properties/toggle-wishlist.use-case.js';
import { UserRepository } from '../../../application/users/ports/user.repository.port.js';
import { RECONFIRM_EVERY_DAYS } from '../../../domain/properties/property-options.js';
import type { Property } from '../../../domain/properties/property.js';
import type { User } from '../../../domain/users/user.js';
import { Messages } from '../../../domain/shared/messages.js';
import { PropertyMother } from '../../mothers/property.mother.js';
import { UserMother } from '../../mothers/user.mother.js';
import { failure } from '../../support/failure.js';
import { harness } from '../../support/harness.js';

describe('wishlist (the heart on a listing)', () => {
  let h: ReturnType<typeof harness>;
  let owner: User;
  let tenant: User;
  const properties = () => h.container.get<PropertyRepository>(PropertyRepository);
  /** Any value, as another caller than the HTTP edge might pass: the use case still refuses a missing one. */
  const toggle = (user: User, propertyId: unknown) => h.container.get(ToggleWishlist).execute(user, propertyId as string);
  const saved = async (user: User, offset = 0, limit = 10) => {
    const page = await h.container.get(ListWishlist).execute(user, offset, limit);
    return { titles: page.items.map((p) => p.title), total: page.total };
  };
  const hearts = async (p: Property) => (await properties().findById(p.id))!.wishlistCount;
  const stored = async (p: Property) => {
    await properties().save(p);
    return p;
  };

  beforeEach(async () => {
    h = harness();
    owner = UserMother.owner();
    tenant = UserMother.tenant();
    for (const u of [owner, tenant]) await h.container.get<UserRepository>(UserRepository).save(u);
  });

  it('saves a live listing, lists it, and removes it on a second tap; the owner sees the count', async () => {
    const listing = await stored(PropertyMother.live(owner.id, { title: 'Saved flat' }, h.clock.now()));
    expect(await toggle(tenant, listing.id)).toEqual({ wishlisted: true });
    expect(await hearts(listing)).toBe(1);
    expect(await saved(tenant)).toEqual({ titles: ['Saved flat'], total: 1 });
    expect(await h.container.get(FindSavedListings).execute(tenant, [listing.id, '0190f0a0-0000-7000-8000-00000000dead'])).toEqual(new Set([listing.id]));
    expect(await toggle(tenant, listing.id)).toEqual({ wishlisted: false });
    expect(await hearts(listing)).toBe(0);
    expect(await saved(tenant)).toEqual({ titles: [], total: 0 });
  });

  it('each person has their own list; the count adds them up', async () => {
    const listing = await stored(PropertyMother.live(owner.id, {}, h.clock.now()));
    const other = UserMother.tenant();
    await toggle(tenant, listing.id);
    await toggle(other, listing.id);
    expect(await hearts(listing)).toBe(2);
    await toggle(other, listing.id);
    expect(await hearts(listing)).toBe(1);
    expect((await saved(tenant)).total).toBe(1);
    expect((await saved(other)).total).toBe(0);
  });

  it('lists newest saved first, page by page', async () => {
    for (const title of ['First', 'Second', 'Third']) {
      await toggle(tenant, (await stored(PropertyMother.live(owner.id, { title }, h.clock.now()))).id);
      h.clock.advanceSeconds(1);
    }
    expect(await saved(tenant)).toEqual({ titles: ['Third', 'Second', 'First'], total: 3 });
    expect(await saved(tenant, 1, 1)).toEqual({ titles: ['Second'], total: 3 });
  });

  it('a listing that is not public cannot be saved: it does not exist for the tenant (404)', async () => {
    const draft = await stored(PropertyMother.draft(owner.id, {}, h.clock.now()));
    const submitted = PropertyMother.draft(owner.id, {}, h.clock.now());
    submitted.submit(h.clock.now());
    await stored(submitted);
    const rented = PropertyMother.live(owner.id, {}, h.clock.now());
    rented.markRented(h.clock.now());
    await stored(rented);
    const stale = await stored(PropertyMother.live(owner.id, {}, new Date(h.clock.now().getTime() - RECONFIRM_EVERY_DAYS * 86_400_000)));
    for (const p of [draft, submitted, rented, stale]) {
      expect((await failure(toggle(tenant, p.id))).kind).toBe('NOT_FOUND');
      expect(await hearts(p)).toBe(0);
    }
    expect((await saved(tenant)).total).toBe(0);
  });

  it('a saved home that went off the market stays on the list and can still be removed', async () => {
    const listing = await stored(PropertyMother.live(owner.id, { title: 'Gone flat' }, h.clock.now()));
    await toggle(tenant, listing.id);
    const rented = (await properties().findById(listing.id))!;
    rented.markRented(h.clock.now());
    await properties().save(rented);
    expect((await saved(tenant)).titles).toEqual(['Gone flat']);
    expect(await toggle(tenant, listing.id)).toEqual({ wishlisted: false });
    expect((await saved(tenant)).total).toBe(0);
    expect((await failure(toggle(tenant, listing.id))).kind).toBe('NOT_FOUND'); // and cannot be saved again
  });

  it('needs a listing id (400) that names a listing (404)', async () => {
    for (const missing of [undefined, '', null]) expect((await failure(toggle(tenant, missing))).fields.property_id).toBe(Messages.required);
    for (const unknown of ['not-a-uuid', '0190f0a0-0000-7000-8000-00000000dead']) expect((await failure(toggle(tenant, unknown))).kind).toBe('NOT_FOUND');
  });
});
