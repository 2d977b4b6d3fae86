import { beforeEach, describe, expect, it } from 'vitest';
import { ChangePropertyState, type PropertyAction } from '../../../application/properties/change-property-state.use-case.js';
import { PropertyRepository } from '../../../application/properties/ports/property.repository.port.js';
import { UpdateProperty } from '../../../application/properties/update-property.use-case.js';
import { UserRepository } from '../../../application/users/ports/user.repository.port.js';
import { PropertyMessages } from '../../../domain/properties/properties.errors.js';
import type { Property } from '../../../domain/properties/property.js';
import type { User } from '../../../domain/users/user.js';
import { Messages } from '../../../domain/shared/messages.js';
import { PropertyMother, propertyForm } from '../../mothers/property.mother.js';
import { UserMother } from '../../mothers/user.mother.js';
import { failure } from '../../support/failure.js';
import { harness } from '../../support/harness.js';

const MISSING = '0190f0a0-0000-7000-8000-00000000dead';

describe('managing a listing: who may edit it and move it along', () => {
  let h: ReturnType<typeof harness>;
  let owner: User;
  let otherOwner: User;
  let tenant: User;
  let admin: User;
  const properties = () => h.container.get<PropertyRepository>(PropertyRepository);
  /** Any value, as another caller than the HTTP edge might pass: the use case still refuses a bad one. */
  const move = (actor: User, propertyId: string, action: string | undefined, reason?: unknown) =>
    h.container.get(ChangePropertyState).execute({ actor, propertyId, action: action as PropertyAction, reason: reason as string });
  const edit = (actor: User, propertyId: string, form: Record<string, unknown> = {}) =>
    h.container.get(UpdateProperty).execute({ actor, propertyId, details: propertyForm(form) });
  const reload = async (p: Property) => (await properties().findById(p.id))!;
  const save = async (p: Property) => {
    await properties().save(p);
    return p;
  };

  beforeEach(async () => {
    h = harness();
    owner = UserMother.owner();
    otherOwner = UserMother.owner();
    tenant = UserMother.tenant();
    admin = UserMother.admin();
    for (const u of [owner, otherOwner, tenant, admin]) await h.container.get<UserRepository>(UserRepository).save(u);
  });

  describe('state changes', () => {
    it('an owner takes their home through its life; the admin reviews it', async () => {
      const listing = await save(PropertyMother.draft(owner.id, {}, h.clock.now()));
      expect((await move(owner, listing.id, 'submit')).status).toBe('SUBMITTED');
      expect((await move(admin, listing.id, 'approve')).status).toBe('LIVE');
      expect((await move(owner, listing.id, 'reconfirm')).status).toBe('LIVE');
      expect((await move(owner, listing.id, 'mark_rented')).status).toBe('RENTED');
      expect((await move(owner, listing.id, 'relist')).status).toBe('DRAFT');
      await move(owner, listing.id, 'submit');
      await move(admin, listing.id, 'approve');
      expect((await move(owner, listing.id, 'archive')).status).toBe('ARCHIVED');
      expect((await move(owner, listing.id, 'relist')).status).toBe('DRAFT');
      expect((await reload(listing)).status).toBe('DRAFT');
    });

    it('another owner may not touch it: 403 "You can only manage your own properties." and nothing changes', async () => {
      const listing = await save(PropertyMother.live(owner.id, {}, h.clock.now()));
      for (const [actor, action] of [
        [otherOwner, 'archive'],
        [otherOwner, 'mark_rented'],
        [tenant, 'archive'],
        [tenant, 'reconfirm'],
      ] as const) {
        const error = await failure(move(actor, listing.id, action));
        expect(error.kind).toBe('FORBIDDEN');
        expect(error.message).toBe(PropertyMessages.notYours);
      }
      expect((await reload(listing)).status).toBe('LIVE');
    });

    it.each(['approve', 'reject', 'verify'])('"%s" is for admins only, even on the owner\'s own listing', async (action) => {
      const listing = await save(PropertyMother.draft(owner.id, {}, h.clock.now()));
      listing.submit(h.clock.now());
      await properties().save(listing);
      const error = await failure(move(owner, listing.id, action, 'A good enough reason'));
      expect(error.kind).toBe('FORBIDDEN');
      const stored = await reload(listing);
      expect(stored.status).toBe('SUBMITTED');
      expect(stored.verifiedAt).toBeNull();
    });

    it('an admin may do the owner\'s moves on any listing', async () => {
      const listing = await save(PropertyMother.live(owner.id, {}, h.clock.now()));
      expect((await move(admin, listing.id, 'mark_rented')).status).toBe('RENTED');
      expect((await move(admin, listing.id, 'relist')).status).toBe('DRAFT');
      expect((await move(admin, listing.id, 'submit')).status).toBe('SUBMITTED');
    });

    it('a rejection needs a reason of 5 to 500 characters, which the owner then sees', async () => {
      const listing = await save(PropertyMother.draft(owner.id, {}, h.clock.now()));
      await move(owner, listing.id, 'submit');
      for (const reason of [undefined, '', '  bad  ', 'x'.repeat(501), 42]) {
        const error = await failure(move(admin, listing.id, 'reject', reason));
        expect(error.kind).toBe('VALIDATION');
        expect(error.fields.reason).toBe('Give a reason (5 to 500 characters) so the owner can fix the listing.');
      }
      expect((await reload(listing)).status).toBe('SUBMITTED');
      await move(admin, listing.id, 'reject', '  Photos are missing  ');
      expect(await reload(listing)).toMatchObject({ status: 'REJECTED', rejectionReason: 'Photos are missing' });
    });

    it('an admin takes a live listing down with a reason', async () => {
      const listing = await save(PropertyMother.live(owner.id, {}, h.clock.now()));
      await move(admin, listing.id, 'reject', 'The same flat is listed twice');
      const stored = await reload(listing);
      expect(stored).toMatchObject({ status: 'REJECTED', rejectionReason: 'The same flat is listed twice' });
      expect(stored.isPublic(h.clock.now())).toBe(false);
    });

    it('verify records the admin; the mark shows on the stored listing', async () => {
      const listing = await save(PropertyMother.live(owner.id, {}, h.clock.now()));
      await move(admin, listing.id, 'verify');
      const stored = await reload(listing);
      expect(stored.verifiedById).toBe(admin.id);
      expect(stored.isVerified(h.clock.now())).toBe(true);
    });

    it('a wrong move is a 409 and changes nothing', async () => {
      const listing = await save(PropertyMother.draft(owner.id, {}, h.clock.now()));
      for (const action of ['mark_rented', 'reconfirm', 'relist']) {
        expect((await failure(move(owner, listing.id, action))).kind).toBe('CONFLICT');
      }
      expect((await failure(move(admin, listing.id, 'approve'))).kind).toBe('CONFLICT');
      expect((await reload(listing)).status).toBe('DRAFT');
    });

    it('refuses an unknown action (400) and an unknown listing (404)', async () => {
      const listing = await save(PropertyMother.draft(owner.id, {}, h.clock.now()));
      for (const action of ['publish', '', undefined, 'APPROVE']) {
        expect((await failure(move(admin, listing.id, action))).fields.action).toMatch(/^action must be one of /);
      }
      expect((await failure(move(owner, MISSING, 'submit'))).kind).toBe('NOT_FOUND');
    });

    it('a listing saved by someone else in the meantime is not overwritten', async () => {
      const listing = await save(PropertyMother.live(owner.id, {}, h.clock.now()));
      const stale = await reload(listing);
      await move(owner, listing.id, 'mark_rented');
      stale.archive(h.clock.now());
      await expect(properties().save(stale)).rejects.toMatchObject({ kind: 'CONFLICT' });
      expect((await reload(listing)).status).toBe('RENTED');
    });
  });

  describe('editing', () => {
    it('the owner edits a live listing: new details, still live and in search', async () => {
      const listing = await save(PropertyMother.live(owner.id, {}, h.clock.now()));
      h.clock.advanceMinutes(10);
      await edit(owner, listing.id, { rent: 15500, title: '2 BHK with new kitchen' });
      const stored = await reload(listing);
      expect(stored).toMatchObject({ status: 'LIVE', rent: 15500, title: '2 BHK with new kitchen' });
      expect(stored.updatedAt.getTime()).toBe(h.clock.now().getTime());
      expect(stored.isPublic(h.clock.now())).toBe(true);
    });

    it('editing a rejected listing returns it to draft for another submission', async () => {
      const listing = await save(PropertyMother.draft(owner.id, {}, h.clock.now()));
      await move(owner, listing.id, 'submit');
      await move(admin, listing.id, 'reject', 'Photos are missing');
      await edit(owner, listing.id, { description: 'Now with photos of every room.' });
      expect((await reload(listing)).status).toBe('DRAFT');
      expect((await move(owner, listing.id, 'submit')).status).toBe('SUBMITTED');
    });

    it('an admin may edit anyone\'s listing', async () => {
      const listing = await save(PropertyMother.live(owner.id, {}, h.clock.now()));
      await edit(admin, listing.id, { rent: 15000 });
      expect(await reload(listing)).toMatchObject({ rent: 15000, ownerId: owner.id });
    });

    it.each([
      ['another owner', () => otherOwner],
      ['a tenant', () => tenant],
    ])('%s may not edit it (403), even with a bad form, and nothing changes', async (_label, actor) => {
      const listing = await save(PropertyMother.live(owner.id, {}, h.clock.now()));
      for (const form of [{ rent: 1000 }, { rent: 'free' }]) {
        const error = await failure(edit(actor(), listing.id, form));
        expect(error.kind).toBe('FORBIDDEN');
        expect(error.message).toBe(PropertyMessages.notYours);
      }
      expect((await reload(listing)).rent).toBe(14000);
    });

    it('a bad form is refused field by field and leaves the listing as it was', async () => {
      const listing = await save(PropertyMother.live(owner.id, {}, h.clock.now()));
      const error = await failure(edit(owner, listing.id, { rent: '12,000', floor: 5, total_floors: 4 }));
      expect(error.fields).toEqual({ rent: Messages.number, floor: 'The floor cannot be above the total floors.' });
      expect(await reload(listing)).toMatchObject({ rent: 14000, floor: 2 });
    });

    it.each(['mark_rented', 'archive'])('after "%s" the listing cannot be edited until relisted', async (action) => {
      const listing = await save(PropertyMother.live(owner.id, {}, h.clock.now()));
      await move(owner, listing.id, action);
      expect((await failure(edit(owner, listing.id, { rent: 9000 }))).kind).toBe('CONFLICT');
      await move(owner, listing.id, 'relist');
      await edit(owner, listing.id, { rent: 9000 });
      expect(await reload(listing)).toMatchObject({ rent: 9000, status: 'DRAFT' });
    });

    it('an unknown listing is a 404', async () => {
      expect((await failure(edit(owner, MISSING))).kind).toBe('NOT_FOUND');
    });
  });
});
