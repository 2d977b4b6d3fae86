import { beforeEach, describe, expect, it } from 'vitest';
import { CreateProperty } from '../../../application/properties/create-property.use-case.js';
import { PropertyRepository } from '../../../application/properties/ports/property.repository.port.js';
import { UserRepository } from '../../../application/users/ports/user.repository.port.js';
import { PropertyMessages } from '../../../domain/properties/properties.errors.js';
import type { User } from '../../../domain/users/user.js';
import { Messages } from '../../../domain/shared/messages.js';
import { propertyForm } from '../../mothers/property.mother.js';
import { UserMother } from '../../mothers/user.mother.js';
import { failure } from '../../support/failure.js';
import { harness } from '../../support/harness.js';

describe('posting a listing (spec section 6)', () => {
  let h: ReturnType<typeof harness>;
  const users = () => h.container.get<UserRepository>(UserRepository);
  const properties = () => h.container.get<PropertyRepository>(PropertyRepository);
  /** Any owner id, as another caller than the HTTP edge might pass: the use case still refuses a missing one. */
  const post = (actor: User | null, extra: { ownerId?: unknown; submit?: boolean; form?: Record<string, unknown> } = {}) =>
    h.container.get(CreateProperty).execute({ actor, ownerId: extra.ownerId as string, submit: extra.submit, details: propertyForm(extra.form) });
  const stored = async <T extends User>(user: T): Promise<T> => {
    await users().save(user);
    return user;
  };
  const listingCount = async () => (await properties().list({ filter: { now: h.clock.now() }, sort: { field: 'createdAt', order: 'DESC' }, offset: 0, limit: 100 })).total;

  beforeEach(() => {
    h = harness();
  });

  describe('who may post', () => {
    it('nobody signed in: "Kindly login to create property." and nothing is stored', async () => {
      const error = await failure(post(null));
      expect(error.kind).toBe('NOT_AUTHENTICATED');
      expect(error.message).toBe(PropertyMessages.loginRequired);
      expect(await listingCount()).toBe(0);
    });

    it('nobody signed in with a bad form still hears to log in first, not about the form', async () => {
      const error = await failure(post(null, { form: { title: '', rent: 'lots' } }));
      expect(error.kind).toBe('NOT_AUTHENTICATED');
      expect(error.message).toBe(PropertyMessages.loginRequired);
    });

    it.each([
      ['an admin who is also a rider', () => UserMother.admin({ secondaryRole: 'RIDER' })],
      ['a rider who is also an admin', () => UserMother.rider({ secondaryRole: 'ADMIN' })],
    ])('%s is refused with the spec message, even when naming an owner', async (_label, make) => {
      const both = await stored(make());
      const owner = await stored(UserMother.owner());
      const error = await failure(post(both, { ownerId: owner.id }));
      expect(error.kind).toBe('FORBIDDEN');
      expect(error.message).toBe(`You already associated with ${h.config.productName} in different role.`);
      expect(await listingCount()).toBe(0);
    });

    it('an admin who is also a rider hears that first, not about the form', async () => {
      const both = await stored(UserMother.admin({ secondaryRole: 'RIDER' }));
      expect((await failure(post(both, { form: { title: '' } }))).kind).toBe('FORBIDDEN');
    });
  });

  describe('posting for yourself', () => {
    it('an owner posts a draft of their own', async () => {
      const owner = await stored(UserMother.owner());
      const listing = await post(owner);
      expect(listing).toMatchObject({ ownerId: owner.id, postedById: owner.id, postedByRole: 'OWNER', status: 'DRAFT', submittedAt: null, rent: 14000, city: 'patna' });
      expect((await properties().findById(listing.id))!.status).toBe('DRAFT');
    });

    it('"submit" sends it for review at once', async () => {
      const owner = await stored(UserMother.owner());
      const listing = await post(owner, { submit: true });
      const saved = (await properties().findById(listing.id))!;
      expect(saved.status).toBe('SUBMITTED');
      expect(saved.submittedAt!.getTime()).toBe(h.clock.now().getTime());
      expect(saved.isPublic(h.clock.now())).toBe(false);
    });

    it('a tenant who posts becomes an owner too (secondary role OWNER) and owns the listing', async () => {
      const tenant = await stored(UserMother.tenant());
      const listing = await post(tenant);
      expect(listing).toMatchObject({ ownerId: tenant.id, postedByRole: 'OWNER' });
      const after = (await users().findById(tenant.id))!;
      expect(after).toMatchObject({ primaryRole: 'TENANT', secondaryRole: 'OWNER' });
      await post(after); // a second listing changes nothing more
      expect((await users().findById(tenant.id))!.secondaryRole).toBe('OWNER');
    });

    it('a tenant whose form is refused does not become an owner', async () => {
      const tenant = await stored(UserMother.tenant());
      expect((await failure(post(tenant, { form: { rent: 100 } }))).kind).toBe('VALIDATION');
      expect((await users().findById(tenant.id))!.secondaryRole).toBeNull();
      expect(await listingCount()).toBe(0);
    });

    it('an owner cannot post into somebody else\'s account by naming them', async () => {
      const owner = await stored(UserMother.owner());
      const other = await stored(UserMother.owner());
      const listing = await post(owner, { ownerId: other.id });
      expect(listing.ownerId).toBe(owner.id);
    });
  });

  // Riders post by the owner's phone number and code, no longer by owner_id: see rider-posting.test.ts.
  describe('posting on an owner\'s behalf (admins)', () => {
    it('an admin posts for the owner they name; the listing records who posted it', async () => {
      const actor = await stored(UserMother.admin());
      const owner = await stored(UserMother.owner());
      const listing = await post(actor, { ownerId: owner.id, submit: true });
      expect(listing).toMatchObject({ ownerId: owner.id, postedById: actor.id, postedByRole: 'ADMIN', status: 'SUBMITTED' });
    });

    it('a named tenant becomes an owner of the listing posted for them', async () => {
      const admin = await stored(UserMother.admin());
      const tenant = await stored(UserMother.tenant());
      await post(admin, { ownerId: tenant.id });
      expect((await users().findById(tenant.id))!.secondaryRole).toBe('OWNER');
      expect((await users().findById(admin.id))!.secondaryRole).toBeNull();
    });

    it.each([
      [undefined, PropertyMessages.ownerRequired],
      ['', PropertyMessages.ownerRequired],
      [42, PropertyMessages.ownerRequired],
      ['not-a-uuid', PropertyMessages.ownerNotFound],
      ['0190f0a0-0000-7000-8000-00000000beef', PropertyMessages.ownerNotFound],
    ])('an admin naming owner %j is refused: %s', async (ownerId, message) => {
      const admin = await stored(UserMother.admin());
      const error = await failure(post(admin, { ownerId }));
      expect(error.kind).toBe('VALIDATION');
      expect(error.fields.owner_id).toBe(message);
      expect(await listingCount()).toBe(0);
    });

    it.each([
      ['another admin', () => UserMother.admin()],
      ['a rider', () => UserMother.rider()],
      ['a blocked owner', () => Object.assign(UserMother.owner(), { status: 'BLOCKED' as const })],
    ])('the named owner cannot be %s', async (_label, make) => {
      const admin = await stored(UserMother.admin());
      const notAnOwner = await stored(make());
      expect((await failure(post(admin, { ownerId: notAnOwner.id }))).fields.owner_id).toBe(PropertyMessages.ownerNotFound);
      expect(await listingCount()).toBe(0);
    });
  });

  describe('the form', () => {
    it('reports every bad field at once with the spec messages and stores nothing', async () => {
      const owner = await stored(UserMother.owner());
      const error = await failure(post(owner, { form: { rent: '12,000', virtual_tour_url: 'not a link', title: '', pincode: '80001', bhk: 'two', latitude: 25.6 } }));
      expect(error.fields).toEqual({
        rent: Messages.number,
        virtual_tour_url: Messages.link,
        title: Messages.required,
        pincode: 'Pincode must be 6 digits.',
        bhk: Messages.number,
        longitude: 'Give both latitude and longitude, or neither.',
      });
      expect(await listingCount()).toBe(0);
    });

    it('keeps normalised values: city slug, trimmed text, amenities once each', async () => {
      const owner = await stored(UserMother.owner());
      const listing = await post(owner, { form: { city: 'Gaya', locality: '  Civil   Lines ', amenities: ['LIFT', 'LIFT', 'CCTV'] } });
      expect(listing).toMatchObject({ city: 'gaya', locality: 'Civil Lines', amenities: ['LIFT', 'CCTV'] });
    });
  });
});
