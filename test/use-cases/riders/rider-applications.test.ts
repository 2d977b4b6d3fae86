import { beforeEach, describe, expect, it } from 'vitest';
import { ListRiderWork } from '../../../application/properties/list-rider-work.use-case.js';
import { PropertyRepository } from '../../../application/properties/ports/property.repository.port.js';
import { ApplyAsRider } from '../../../application/riders/apply-as-rider.use-case.js';
import { GetMyRiderApplication } from '../../../application/riders/get-my-rider-application.use-case.js';
import { ListRiderApplications } from '../../../application/riders/list-rider-applications.use-case.js';
import { ReviewRiderApplication } from '../../../application/riders/review-rider-application.use-case.js';
import { UserRepository } from '../../../application/users/ports/user.repository.port.js';
import { Property } from '../../../domain/properties/property.js';
import { RiderApplicationMessages, type RiderApplicationInput } from '../../../domain/riders/rider-application.js';
import { Messages } from '../../../domain/shared/messages.js';
import type { User } from '../../../domain/users/user.js';
import { PropertyMother } from '../../mothers/property.mother.js';
import { UserMother } from '../../mothers/user.mother.js';
import { failure } from '../../support/failure.js';
import { harness } from '../../support/harness.js';
import { drainJobs } from '../../support/jobs.js';
import { riderApplicationInput } from '../../mothers/rider-application.mother.js';

const DAY_MS = 86_400_000;

describe('rider applications', () => {
  let h: ReturnType<typeof harness>;
  let admin: User;
  let tenant: User;
  const users = () => h.container.get<UserRepository>(UserRepository);
  const stored = async (user: User) => {
    await users().save(user);
    return user;
  };
  const apply = (actor: User, overrides: Partial<RiderApplicationInput> = {}) => h.container.get(ApplyAsRider).execute(actor, riderApplicationInput(overrides));
  const myApplication = (actor: User) => h.container.get(GetMyRiderApplication).execute(actor);
  /** Reviews, then runs the jobs it queued (the SMS), as the app's workers would after the answer. */
  const review = async (applicationId: string, decision: 'approve' | 'reject', reason?: string, actor = admin) => {
    try {
      return await h.container.get(ReviewRiderApplication).execute({ actor, applicationId, decision, reason: reason ?? null });
    } finally {
      await drainJobs(h.container);
    }
  };
  const queue = async () => (await h.container.get(ListRiderApplications).execute({ filter: {}, sort: { field: 'createdAt', order: 'DESC' }, offset: 0, limit: 50 }, { actor: UserMother.admin(), resource: 'rider-applications' })).items;
  const reloadUser = async (user: User) => (await users().findById(user.id))!;

  beforeEach(async () => {
    h = harness();
    admin = await stored(UserMother.admin());
    tenant = await stored(UserMother.tenant());
  });

  describe('applying', () => {
    it('a signed-in person applies; the phone number comes from their account, not the form', async () => {
      const application = await h.container.get(ApplyAsRider).execute(tenant, { ...riderApplicationInput(), mobileNo: '9000000000' } as RiderApplicationInput);
      expect(application).toMatchObject({
        userId: tenant.id,
        mobileNo: tenant.mobileNo,
        firstName: 'Vikash',
        lastName: 'Yadav',
        city: 'gaya',
        localities: ['Civil Lines', 'Bodh Gaya'],
        availability: { days: ['MON', 'TUE', 'SAT'], fromHour: 10, toHour: 18 },
        idDocumentType: 'PAN',
        idNumberLast4: '234F',
        idNumberHash: null,
        status: 'PENDING',
      });
      expect(application.idNumberSealed).not.toContain('ABCDE1234F');
      expect(application.maskedIdNumber).toBe('•••• 234F');
      expect(application.createdAt.getTime()).toBe(h.clock.now().getTime());
      expect((await myApplication(tenant))!.id).toBe(application.id);
      expect((await reloadUser(tenant)).hasRole('RIDER')).toBe(false);
    });

    it('a bad form is refused field by field and nothing is kept', async () => {
      const error = await failure(apply(tenant, { lastName: '', localities: [], idDocumentNumber: '1234' }));
      expect(error.kind).toBe('VALIDATION');
      expect(error.fields).toEqual({ last_name: Messages.required, localities: RiderApplicationMessages.localities, id_document_number: 'A PAN looks like ABCDE1234F.' });
      expect(await myApplication(tenant)).toBeNull();
    });

    it('a second application while one is pending is a 409', async () => {
      await apply(tenant);
      h.clock.advanceMinutes(5);
      const error = await failure(apply(tenant, { city: 'patna' }));
      expect(error.kind).toBe('CONFLICT');
      expect(error.message).toBe(RiderApplicationMessages.pending);
      expect(await queue()).toHaveLength(1);
    });

    it('a rider already is told so (409)', async () => {
      const rider = await stored(UserMother.rider({ secondaryRole: 'TENANT' }));
      const error = await failure(apply(rider));
      expect(error.kind).toBe('CONFLICT');
      expect(error.message).toBe(RiderApplicationMessages.alreadyRider);
      expect(await queue()).toHaveLength(0);
    });

    it('someone without a phone number (an admin) cannot apply (403)', async () => {
      expect((await failure(apply(admin))).kind).toBe('FORBIDDEN');
    });

    it('after a rejection the person may apply again; their newest application is the one they see', async () => {
      const first = await apply(tenant);
      await review(first.id, 'reject', 'The PAN does not match the name.');
      h.clock.advanceMinutes(60);
      const second = await apply(tenant, { idDocumentNumber: 'ABCDE9999F' });
      expect(second.status).toBe('PENDING');
      expect(await myApplication(tenant)).toMatchObject({ id: second.id, status: 'PENDING' });
      expect((await queue()).map((a) => a.status)).toEqual(['PENDING', 'REJECTED']);
    });
  });

  describe('reviewing', () => {
    it('approval makes the person a rider of the application\'s city and tells them by SMS', async () => {
      const application = await apply(tenant);
      h.clock.advanceMinutes(30);
      const approved = await review(application.id, 'approve', 'Documents checked');
      expect(approved).toMatchObject({ status: 'APPROVED', reviewedById: admin.id, reviewReason: 'Documents checked' });
      expect(approved.reviewedAt!.getTime()).toBe(h.clock.now().getTime());
      expect(await reloadUser(tenant)).toMatchObject({ primaryRole: 'RIDER', secondaryRole: 'TENANT', city: 'gaya' });
      const welcome = `${h.config.productName}: welcome aboard! You are now a rider. Sign in at the rider entry to see visits near you.`;
      expect(h.sms!.notices).toEqual([{ mobileNo: tenant.mobileNo, kind: 'RIDER_APPLICATION_APPROVED', language: 'en', text: welcome, englishText: welcome }]);
    });

    it('an owner who is approved keeps OWNER and adds RIDER', async () => {
      const owner = await stored(UserMother.owner());
      const application = await apply(owner, { city: 'patna' });
      await review(application.id, 'approve');
      expect(await reloadUser(owner)).toMatchObject({ primaryRole: 'OWNER', secondaryRole: 'RIDER', city: 'patna' });
    });

    it('a rejection needs a reason; the applicant reads it by SMS and stays who they were', async () => {
      const application = await apply(tenant);
      for (const reason of [undefined, '', '   ']) {
        expect((await failure(review(application.id, 'reject', reason))).fields).toEqual({ reason: RiderApplicationMessages.reasonRequired });
      }
      expect((await myApplication(tenant))!.status).toBe('PENDING');
      expect(h.sms!.notices).toEqual([]);
      const rejected = await review(application.id, 'reject', ' The PAN does not match the name. ');
      expect(rejected).toMatchObject({ status: 'REJECTED', reviewReason: 'The PAN does not match the name.', reviewedById: admin.id });
      expect(h.sms!.textsTo(tenant.mobileNo!)).toEqual([`${h.config.productName}: your rider application was not approved. Reason: The PAN does not match the name.`]);
      expect(await reloadUser(tenant)).toMatchObject({ primaryRole: 'TENANT', secondaryRole: null, city: null });
    });

    it('an application is reviewed once (409)', async () => {
      const application = await apply(tenant);
      await review(application.id, 'approve');
      for (const [decision, reason] of [['approve', undefined], ['reject', 'Second thoughts']] as const) {
        const error = await failure(review(application.id, decision, reason));
        expect(error.kind).toBe('CONFLICT');
        expect(error.message).toBe(RiderApplicationMessages.notPending);
      }
      expect(h.sms!.notices).toHaveLength(1);
    });

    it('only admins review (403); an unknown application is a 404', async () => {
      const application = await apply(tenant);
      const rider = await stored(UserMother.rider());
      for (const actor of [tenant, rider]) expect((await failure(review(application.id, 'approve', undefined, actor))).kind).toBe('FORBIDDEN');
      expect((await myApplication(tenant))!.status).toBe('PENDING');
      expect((await failure(review('0190f0a0-0000-7000-8000-00000000dead', 'approve'))).kind).toBe('NOT_FOUND');
    });
  });

  describe('the rider\'s landing (ListRiderWork)', () => {
    it('shows live listings of the rider\'s city without a current rider mark, plus their own posts anywhere; not other cities', async () => {
      const application = await apply(tenant, { city: 'patna' });
      await review(application.id, 'approve');
      const rider = await reloadUser(tenant);
      const owner = await stored(UserMother.owner());
      const otherRider = await stored(UserMother.rider());
      const now = h.clock.now();
      const save = async (p: Property) => {
        await h.container.get<PropertyRepository>(PropertyRepository).save(p);
        return p;
      };
      const live = await save(PropertyMother.live(owner.id, { title: 'Never visited' }, now));
      const adminVerified = PropertyMother.live(owner.id, { title: 'Checked by an admin' }, now);
      adminVerified.verify(admin.id, now);
      await save(adminVerified);
      const riderVerified = PropertyMother.live(owner.id, { title: 'Visited last week' }, now);
      riderVerified.verify(otherRider.id, new Date(now.getTime() - 7 * DAY_MS), 'RIDER_VISIT');
      await save(riderVerified);
      const lapsed = PropertyMother.live(owner.id, { title: 'Visited long ago' }, now);
      lapsed.verify(otherRider.id, new Date(now.getTime() - 91 * DAY_MS), 'RIDER_VISIT');
      await save(lapsed);
      await save(PropertyMother.draft(owner.id, { title: 'Still a draft' }, now));
      await save(PropertyMother.live(owner.id, { title: 'In Gaya', city: 'gaya' }, now));
      const mine = await save(Property.draft({ ownerId: owner.id, postedById: rider.id, postedByRole: 'RIDER', details: PropertyMother.details({ title: 'My post in Ranchi', city: 'ranchi' }) }, now));
      await save(Property.draft({ ownerId: owner.id, postedById: otherRider.id, postedByRole: 'RIDER', details: PropertyMother.details({ title: 'Someone else\'s post' }) }, now));

      const page = await h.container.get(ListRiderWork).execute(rider, { offset: 0, limit: 50 });
      expect(page.items.map((p) => p.title).sort()).toEqual([adminVerified, lapsed, live, mine].map((p) => p.title).sort());
      expect(page.total).toBe(4);
      expect((await h.container.get(ListRiderWork).execute(rider, { search: 'ranchi', offset: 0, limit: 50 })).items.map((p) => p.id)).toEqual([mine.id]);
    });

    it('is for riders only (403)', async () => {
      expect((await failure(h.container.get(ListRiderWork).execute(tenant, { offset: 0, limit: 10 }))).kind).toBe('FORBIDDEN');
    });
  });
});
