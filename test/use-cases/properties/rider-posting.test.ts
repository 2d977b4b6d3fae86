import type { OwnerChoice } from '../../../application/properties/posting-rules.js';
import { beforeEach, describe, expect, it } from 'vitest';
import { ChangePropertyState, type PropertyAction } from '../../../application/properties/change-property-state.use-case.js';
import { CreateProperty } from '../../../application/properties/create-property.use-case.js';
import { GetProperty } from '../../../application/properties/get-property.use-case.js';
import { ListProperties } from '../../../application/properties/list-properties.use-case.js';
import { OwnerConsentMessages } from '../../../application/properties/owner-consent.js';
import { RequestOwnerConsent } from '../../../application/properties/request-owner-consent.use-case.js';
import { PropertyRepository } from '../../../application/properties/ports/property.repository.port.js';
import { UpdateProperty } from '../../../application/properties/update-property.use-case.js';
import { UserRepository } from '../../../application/users/ports/user.repository.port.js';
import { PropertyMessages } from '../../../domain/properties/properties.errors.js';
import type { Property } from '../../../domain/properties/property.js';
import { Messages } from '../../../domain/shared/messages.js';
import type { User } from '../../../domain/users/user.js';
import { propertyForm } from '../../mothers/property.mother.js';
import { UserMother } from '../../mothers/user.mother.js';
import { failure } from '../../support/failure.js';
import { harness } from '../../support/harness.js';
import { drainJobs } from '../../support/jobs.js';

interface RiderPost extends OwnerChoice {
  submit?: boolean;
  form?: Record<string, unknown>;
}

describe('a rider posts a listing for an owner, with the owner\'s consent by code', () => {
  let h: ReturnType<typeof harness>;
  let rider: User;
  let admin: User;
  const users = () => h.container.get<UserRepository>(UserRepository);
  const properties = () => h.container.get<PropertyRepository>(PropertyRepository);
  const stored = async (user: User) => {
    await users().save(user);
    return user;
  };
  const reloadUser = async (user: User) => (await users().findById(user.id))!;
  const listingCount = async () => (await properties().list({ filter: { now: h.clock.now() }, sort: { field: 'createdAt', order: 'DESC' }, offset: 0, limit: 100 })).total;
  /** Asks, then runs the jobs it queued (the owner's text), as the app's workers would after the answer. */
  const askCode = async (actor: User, mobileNo: unknown) => {
    try {
      return await h.container.get(RequestOwnerConsent).execute(actor, mobileNo as string);
    } finally {
      await drainJobs(h.container);
    }
  };
  /** The code in the owner's newest text. */
  const codeSentTo = (mobileNo: string) => {
    const text = h.sms!.textsTo(mobileNo).at(-1) ?? '';
    return /share this code with them: (\d{6})\./.exec(text)?.[1] ?? '';
  };
  const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  const post = (actor: User | null, extra: RiderPost = {}) => {
    const { form, ...choice } = extra;
    return h.container.get(CreateProperty).execute({ actor, details: propertyForm(form), ...choice });
  };
  /** Asks the owner for a code and posts with it. */
  const postWithConsent = async (actor: User, ownerMobileNo: string, extra: RiderPost = {}) => {
    await askCode(actor, ownerMobileNo);
    return post(actor, { ownerMobileNo, ownerOtp: codeSentTo(ownerMobileNo), ...extra });
  };

  beforeEach(async () => {
    h = harness();
    rider = await stored(UserMother.rider({ secondaryRole: 'TENANT' }));
    admin = await stored(UserMother.admin());
  });

  describe('the owner\'s code', () => {
    it('the owner gets an SMS with a 6-digit code naming the rider', async () => {
      const mobileNo = UserMother.mobile();
      const answer = await askCode(rider, mobileNo);
      expect(answer.message).toBe(OwnerConsentMessages.sent);
      expect(h.sms!.notices).toHaveLength(1);
      const notice = h.sms!.notices[0]!;
      expect(notice).toMatchObject({ mobileNo, kind: 'OWNER_CONFIRMATION' });
      expect(notice.text).toMatch(
        new RegExp(`^${h.config.productName}: rider Vikash is listing your home for rent\\. If you agree, share this code with them: \\d{6}\\. Valid 10 minutes\\.`),
      );
    });

    it.each([
      ['a tenant', () => UserMother.tenant()],
      ['an owner', () => UserMother.owner()],
      ['an admin', () => UserMother.admin()],
    ])('only riders may ask for one: not %s (403)', async (_label, make) => {
      const actor = await stored(make());
      const error = await failure(askCode(actor, UserMother.mobile()));
      expect(error.kind).toBe('FORBIDDEN');
      expect(error.message).toBe(OwnerConsentMessages.ridersOnly);
      expect(h.sms!.notices).toEqual([]);
    });

    it.each([
      [undefined, Messages.phoneRequired],
      ['98765', Messages.phoneDigits],
    ])('a bad owner number %j is refused on owner_mobile_no', async (mobileNo, message) => {
      expect((await failure(askCode(rider, mobileNo))).fields).toEqual({ owner_mobile_no: message });
      expect(h.sms!.notices).toEqual([]);
    });
  });

  describe('posting with the code', () => {
    it('an existing tenant becomes the owner (gains OWNER); the listing records the rider who posted it', async () => {
      const tenant = await stored(UserMother.tenant());
      const listing = await postWithConsent(rider, tenant.mobileNo!, { submit: true });
      expect(listing).toMatchObject({ ownerId: tenant.id, postedById: rider.id, postedByRole: 'RIDER', status: 'SUBMITTED' });
      expect(await reloadUser(tenant)).toMatchObject({ primaryRole: 'TENANT', secondaryRole: 'OWNER' });
      expect(await reloadUser(rider)).toMatchObject({ primaryRole: 'RIDER', secondaryRole: 'TENANT' });
      const ownersListings = await h.container.get(ListProperties).execute(await reloadUser(tenant), { filter: {}, sort: { field: 'createdAt', order: 'DESC' }, offset: 0, limit: 10 }, 'mine');
      expect(ownersListings.items.map((p) => p.id)).toEqual([listing.id]);
    });

    it('an existing owner is linked as they are', async () => {
      const owner = await stored(UserMother.owner());
      const listing = await postWithConsent(rider, owner.mobileNo!);
      expect(listing).toMatchObject({ ownerId: owner.id, postedByRole: 'RIDER', status: 'DRAFT' });
      expect(await reloadUser(owner)).toMatchObject({ primaryRole: 'OWNER', secondaryRole: null });
    });

    it('an unknown number becomes the owner\'s account; their names are then required', async () => {
      const mobileNo = UserMother.mobile();
      const missing = await failure(postWithConsent(rider, mobileNo));
      expect(missing.fields).toEqual({ owner_first_name: Messages.required, owner_last_name: Messages.required });
      expect((await failure(post(rider, { ownerMobileNo: mobileNo, ownerOtp: codeSentTo(mobileNo), ownerFirstName: 'Sun1ta', ownerLastName: 'devi' }))).fields).toEqual({ owner_first_name: Messages.nameChars });
      expect(await users().findByMobile(mobileNo)).toBeNull();
      expect(await listingCount()).toBe(0);

      const listing = await post(rider, { ownerMobileNo: mobileNo, ownerOtp: codeSentTo(mobileNo), ownerFirstName: 'sunita', ownerLastName: 'DEVI' });
      const owner = (await users().findByMobile(mobileNo))!;
      expect(owner).toMatchObject({ firstName: 'Sunita', lastName: 'Devi', primaryRole: 'OWNER', secondaryRole: null, status: 'ACTIVE' });
      expect(listing).toMatchObject({ ownerId: owner.id, postedById: rider.id, postedByRole: 'RIDER' });
    });

    it('a wrong or missing code is refused on owner_otp and nothing is stored', async () => {
      const tenant = await stored(UserMother.tenant());
      await askCode(rider, tenant.mobileNo!);
      const right = codeSentTo(tenant.mobileNo!);
      for (const [ownerOtp, message] of [
        [wrongCode(right), OwnerConsentMessages.wrong],
        [undefined, OwnerConsentMessages.required],
        ['12345', OwnerConsentMessages.required],
        ['abcdef', OwnerConsentMessages.required],
      ] as const) {
        const error = await failure(post(rider, { ownerMobileNo: tenant.mobileNo, ownerOtp }));
        expect(error.kind).toBe('VALIDATION');
        expect(error.fields).toEqual({ owner_otp: message });
      }
      expect(await listingCount()).toBe(0);
      expect((await reloadUser(tenant)).secondaryRole).toBeNull();
    });

    it('a code works only for the rider who asked and the number it was sent to', async () => {
      const owner = await stored(UserMother.owner());
      const other = await stored(UserMother.owner());
      const secondRider = await stored(UserMother.rider());
      await askCode(rider, owner.mobileNo!);
      const code = codeSentTo(owner.mobileNo!);
      expect((await failure(post(secondRider, { ownerMobileNo: owner.mobileNo, ownerOtp: code }))).fields).toEqual({ owner_otp: OwnerConsentMessages.wrong });
      expect((await failure(post(rider, { ownerMobileNo: other.mobileNo, ownerOtp: code }))).fields).toEqual({ owner_otp: OwnerConsentMessages.wrong });
      expect(await listingCount()).toBe(0);
    });

    it('after 5 wrong tries even the right code is refused', async () => {
      const owner = await stored(UserMother.owner());
      await askCode(rider, owner.mobileNo!);
      const right = codeSentTo(owner.mobileNo!);
      for (let i = 0; i < 5; i += 1) {
        expect((await failure(post(rider, { ownerMobileNo: owner.mobileNo, ownerOtp: wrongCode(right) }))).fields).toEqual({ owner_otp: OwnerConsentMessages.wrong });
      }
      const error = await failure(post(rider, { ownerMobileNo: owner.mobileNo, ownerOtp: right }));
      expect(error.fields).toEqual({ owner_otp: OwnerConsentMessages.tooMany });
      expect(await listingCount()).toBe(0);
    });

    it('a code is good for its 10-minute window and the next, then expires', async () => {
      const owner = await stored(UserMother.owner());
      await askCode(rider, owner.mobileNo!);
      const code = codeSentTo(owner.mobileNo!);
      h.clock.advanceMinutes(19);
      expect((await post(rider, { ownerMobileNo: owner.mobileNo, ownerOtp: code })).ownerId).toBe(owner.id);
      h.clock.advanceMinutes(2);
      expect((await failure(post(rider, { ownerMobileNo: owner.mobileNo, ownerOtp: code }))).fields).toEqual({ owner_otp: OwnerConsentMessages.wrong });
      expect(await listingCount()).toBe(1);
      // A fresh code works again.
      expect((await postWithConsent(rider, owner.mobileNo!)).ownerId).toBe(owner.id);
    });

    it('a rider can no longer name an owner by owner_id', async () => {
      const owner = await stored(UserMother.owner());
      const error = await failure(post(rider, { ownerId: owner.id }));
      expect(error.kind).toBe('VALIDATION');
      expect(error.fields).toEqual({ owner_mobile_no: Messages.phoneRequired });
      expect(await listingCount()).toBe(0);
    });

    it('the owner is not the rider, nor another rider, nor a blocked person', async () => {
      const otherRider = await stored(UserMother.rider({ secondaryRole: 'TENANT' }));
      const blocked = UserMother.owner();
      blocked.changeStatus('BLOCKED', 'Fake listings', h.clock.now());
      await stored(blocked);
      expect((await failure(post(rider, { ownerMobileNo: rider.mobileNo, ownerOtp: '123456' }))).fields).toEqual({ owner_mobile_no: "Enter the owner's number, not yours." });
      for (const person of [otherRider, blocked]) {
        expect((await failure(postWithConsent(rider, person.mobileNo!))).fields).toEqual({ owner_mobile_no: PropertyMessages.ownerNotFound });
      }
      expect(await listingCount()).toBe(0);
    });

    it('an owner who is also a rider posts their own home as an owner, or another\'s by code', async () => {
      const ownerRider = await stored(UserMother.owner({ secondaryRole: 'RIDER' }));
      expect(await post(ownerRider)).toMatchObject({ ownerId: ownerRider.id, postedByRole: 'OWNER' });
      const tenant = await stored(UserMother.tenant());
      expect(await postWithConsent(ownerRider, tenant.mobileNo!)).toMatchObject({ ownerId: tenant.id, postedById: ownerRider.id, postedByRole: 'RIDER' });
    });

    it(`an admin who is also a rider cannot post: "You already associated with GharSetu in different role."`, async () => {
      expect(h.config.productName).toBe('GharSetu');
      const both = await stored(UserMother.admin({ secondaryRole: 'RIDER' }));
      const owner = await stored(UserMother.owner());
      for (const extra of [{ ownerId: owner.id }, { ownerMobileNo: owner.mobileNo, ownerOtp: '123456' }]) {
        const error = await failure(post(both, extra));
        expect(error.kind).toBe('FORBIDDEN');
        expect(error.message).toBe('You already associated with GharSetu in different role.');
      }
      expect(await listingCount()).toBe(0);
    });
  });

  describe('working on the post until it goes live', () => {
    const edit = (actor: User, p: Property, form: Record<string, unknown>) => h.container.get(UpdateProperty).execute({ actor, propertyId: p.id, details: propertyForm(form) });
    const preview = (viewer: User, p: Property) => h.container.get(GetProperty).execute({ viewer, propertyId: p.id });
    const move = (actor: User, p: Property, action: PropertyAction, reason?: string) => h.container.get(ChangePropertyState).execute({ actor, propertyId: p.id, action, reason });

    it('the rider updates and previews a draft, a submitted and a rejected post, but no longer once it is live', async () => {
      const owner = await stored(UserMother.owner());
      const otherRider = await stored(UserMother.rider());
      const listing = await postWithConsent(rider, owner.mobileNo!);

      await edit(rider, listing, { rent: 15000 });
      expect(await preview(rider, listing)).toMatchObject({ status: 'DRAFT', rent: 15000 });
      expect((await failure(preview(otherRider, listing))).kind).toBe('NOT_FOUND');
      expect((await failure(edit(otherRider, listing, { rent: 1 }))).kind).toBe('FORBIDDEN');

      await move(rider, listing, 'submit');
      await edit(rider, listing, { rent: 15500 });
      expect(await preview(rider, listing)).toMatchObject({ status: 'SUBMITTED', rent: 15500 });

      await move(admin, listing, 'reject', 'Photos are missing');
      expect(await preview(rider, listing)).toMatchObject({ status: 'REJECTED', rejectionReason: 'Photos are missing' });
      await edit(rider, listing, { rent: 15500, description: 'Now with a note on the photos.' }); // the whole form is sent again
      expect(await preview(rider, listing)).toMatchObject({ status: 'DRAFT' });

      await move(rider, listing, 'submit');
      await move(admin, listing, 'approve');
      const error = await failure(edit(rider, listing, { rent: 9000 }));
      expect(error.kind).toBe('FORBIDDEN');
      expect(error.message).toBe(PropertyMessages.notYours);
      expect((await failure(move(rider, listing, 'archive'))).kind).toBe('FORBIDDEN');
      // Live and in search: anyone sees it, the rider too; once it leaves search, the rider no longer does.
      expect((await preview(rider, listing)).rent).toBe(15500);
      await move(owner, listing, 'archive');
      expect((await failure(preview(rider, listing))).kind).toBe('NOT_FOUND');
      expect((await preview(owner, listing)).status).toBe('ARCHIVED');
    });
  });
});
