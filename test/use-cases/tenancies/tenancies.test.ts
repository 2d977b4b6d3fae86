import { beforeEach, describe, expect, it } from 'vitest';
import { ListAuditLog } from '../../../application/audit/list-audit-log.use-case.js';
import { ChangePropertyState } from '../../../application/properties/change-property-state.use-case.js';
import { PropertyRepository } from '../../../application/properties/ports/property.repository.port.js';
import { RideRepository } from '../../../application/rides/ports/ride.repository.port.js';
import { ChangeTenancyTerms } from '../../../application/tenancies/change-tenancy-terms.use-case.js';
import { ConfirmPayment } from '../../../application/tenancies/confirm-payment.use-case.js';
import { ConfirmTenancy } from '../../../application/tenancies/confirm-tenancy.use-case.js';
import { DisputePayment } from '../../../application/tenancies/dispute-payment.use-case.js';
import { EndTenancy } from '../../../application/tenancies/end-tenancy.use-case.js';
import { GetTenancy } from '../../../application/tenancies/get-tenancy.use-case.js';
import { GiveTenancyNotice } from '../../../application/tenancies/give-tenancy-notice.use-case.js';
import { ListMyTenancies } from '../../../application/tenancies/list-my-tenancies.use-case.js';
import { ListPayments } from '../../../application/tenancies/list-payments.use-case.js';
import { ProposeTenancy } from '../../../application/tenancies/propose-tenancy.use-case.js';
import { RecordPayment } from '../../../application/tenancies/record-payment.use-case.js';
import { RequestPaymentCode } from '../../../application/tenancies/request-payment-code.use-case.js';
import { RequestTenancyCode } from '../../../application/tenancies/request-tenancy-code.use-case.js';
import { StateTenancyVisit } from '../../../application/tenancies/state-tenancy-visit.use-case.js';
import { VoidPayment } from '../../../application/tenancies/void-payment.use-case.js';
import { VoidTenancy } from '../../../application/tenancies/void-tenancy.use-case.js';
import { WithdrawTenancy } from '../../../application/tenancies/withdraw-tenancy.use-case.js';
import type { Property } from '../../../domain/properties/property.js';
import { TenancyMessages } from '../../../domain/tenancies/tenancies.errors.js';
import type { Tenancy } from '../../../domain/tenancies/tenancy.js';
import type { User } from '../../../domain/users/user.js';
import { PropertyMother } from '../../mothers/property.mother.js';
import { RideMother } from '../../mothers/ride.mother.js';
import { TenancyMother } from '../../mothers/tenancy.mother.js';
import { UserMother } from '../../mothers/user.mother.js';
import { failure } from '../../support/failure.js';
import { tenancyWorld, type TenancyWorld } from '../../support/tenancy-world.js';
import { drainJobs } from '../../support/jobs.js';

describe('tenancies confirmed by both sides', () => {
  let w: TenancyWorld;
  let h: TenancyWorld['h'], home: Property;
  let owner: User, tenant: User, stranger: User, admin: User;

  const reloadHome = async () => (await h.container.get<PropertyRepository>(PropertyRepository).findById(home.id))!;
  const texts = async (user: User) => {
    await drainJobs(h.container);
    return h.sms!.textsTo(user.mobileNo!);
  };
  const detail = (tenancy: Tenancy, user: User = owner) => w.use(GetTenancy).execute({ user, tenancyId: tenancy.id, offset: 0, limit: 10 });

  beforeEach(async () => {
    w = await tenancyWorld();
    ({ h, owner, tenant, stranger, admin, home } = w);
  });

  describe('a proposal', () => {
    it('the owner proposes to a signed-up tenant by their number: nobody has confirmed yet, and the tenant is texted', async () => {
      const tenancy = await w.propose();
      expect(tenancy).toMatchObject({ status: 'PROPOSED', ownerId: owner.id, tenantId: tenant.id, rent: 12000, termMonths: 11, termsVersion: 1 });
      const view = await detail(tenancy, tenant);
      expect(view).toMatchObject({ as: 'TENANT', ownerConfirmed: false, tenantConfirmed: false });
      expect(view.actions).toEqual(expect.arrayContaining(['change', 'withdraw', 'request_code', 'confirm']));
      expect((await texts(tenant)).at(-1)).toContain('a tenancy of');
      expect(await texts(owner)).toEqual([]);
    });

    it('takes the defaults of an 11-month term, one month notice, rent due by the 5th', async () => {
      const tenancy = await w.use(ProposeTenancy).execute({ user: tenant, propertyId: home.id, rent: 11000, moveInDate: '2026-12-01' });
      expect(tenancy).toMatchObject({ proposedByRole: 'TENANT', termMonths: 11, noticeMonths: 1, rentDueDay: 5, deposit: 0, maintenance: 0 });
      expect((await texts(owner)).at(-1)).toContain('Rs 11,000');
    });

    it('refuses a number nobody signed up with, the owner as their own tenant, a due day past the 28th, a listing not live', async () => {
      const unknown = await failure(w.use(ProposeTenancy).execute({ user: owner, propertyId: home.id, tenantMobileNo: '9000000001', ...TenancyMother.terms() }));
      expect(unknown.fieldCodes.tenant_mobile_no?.code).toBe('TENANCY_TENANT_NOT_FOUND');
      const self = await failure(w.use(ProposeTenancy).execute({ user: owner, propertyId: home.id, tenantMobileNo: owner.mobileNo, ...TenancyMother.terms() }));
      expect(self.fieldCodes.tenant_mobile_no?.code).toBe('TENANCY_OWN_LISTING');
      const day = await failure(w.propose(owner, { rentDueDay: 31 }));
      expect(Object.keys(day.fields)).toEqual(['rent_due_day']);
      const draft = PropertyMother.draft(owner.id);
      await h.container.get<PropertyRepository>(PropertyRepository).save(draft);
      const notLive = await failure(w.use(ProposeTenancy).execute({ user: tenant, propertyId: draft.id, ...TenancyMother.terms() }));
      expect(notLive.code).toBe('TENANCY_LISTING_NOT_LIVE');
    });

    it('one open proposal per home and tenant', async () => {
      await w.propose();
      expect((await failure(w.propose(tenant))).code).toBe('TENANCY_OPEN_PROPOSAL');
    });

    it('an admin proposes for them: both are texted, and the audit log keeps it', async () => {
      const tenancy = await w.propose(admin);
      expect(tenancy.proposedByRole).toBe('ADMIN');
      expect((await texts(owner)).length).toBe(1);
      expect((await texts(tenant)).length).toBe(1);
      const log = await w.use(ListAuditLog).execute(admin, { filter: {}, sort: { field: 'at', order: 'DESC' }, offset: 0, limit: 10 });
      expect(JSON.stringify(log)).toContain('TENANCY_PROPOSED_FOR');
    });

    it('a stranger cannot see, change, withdraw or confirm it (it does not exist for them)', async () => {
      const tenancy = await w.propose();
      for (const attempt of [
        detail(tenancy, stranger),
        w.use(ChangeTenancyTerms).execute({ user: stranger, tenancyId: tenancy.id, rent: 1000 }),
        w.use(WithdrawTenancy).execute({ user: stranger, tenancyId: tenancy.id }),
        w.use(RequestTenancyCode).execute({ user: stranger, tenancyId: tenancy.id }),
      ]) {
        expect((await failure(attempt)).code).toBe('TENANCY_NOT_FOUND');
      }
    });
  });

  describe('confirming with a code', () => {
    it('each party confirms with the code sent to their own phone; with both, it is confirmed and the listing leaves search as rented', async () => {
      const tenancy = await w.propose();
      const half = await w.confirmTerms(tenancy, owner);
      expect(half.status).toBe('PROPOSED');
      expect((await texts(owner)).at(-1)).toContain(`${h.otp.last} is your`);
      expect((await detail(tenancy)).ownerConfirmed).toBe(true);
      h.clock.advanceSeconds(1);
      const both = await w.confirmTerms(tenancy, tenant);
      expect(both.status).toBe('CONFIRMED');
      const listing = await reloadHome();
      expect(listing.status).toBe('RENTED');
      expect(listing.isPublic(h.clock.now())).toBe(false);
      expect((await texts(tenant)).at(-1)).toContain('never scan a QR code');
      const history = (await detail(tenancy)).history.map((e) => [e.action, e.byRole, e.termsVersion]);
      expect(history).toEqual([
        ['propose', 'OWNER', 1],
        ['confirm', 'OWNER', 1],
        ['confirm', 'TENANT', 1],
      ]);
    });

    it('a change bumps the version and clears every confirmation: the changer confirms again too', async () => {
      const tenancy = await w.propose();
      await w.confirmTerms(tenancy, tenant);
      const changed = await w.use(ChangeTenancyTerms).execute({ user: owner, tenancyId: tenancy.id, rent: 13000 });
      expect(changed).toMatchObject({ rent: 13000, deposit: 24000, termsVersion: 2 });
      expect(await detail(changed)).toMatchObject({ ownerConfirmed: false, tenantConfirmed: false });
      expect((await texts(tenant)).at(-1)).toContain('changed (rent Rs 13,000)');
      expect((await failure(w.use(ChangeTenancyTerms).execute({ user: owner, tenancyId: tenancy.id, rent: 13000 }))).code).toBe('TENANCY_SAME_TERMS');
    });

    it('a code sent for terms that changed since confirms nothing: the race ends with no confirmation of unseen terms', async () => {
      const tenancy = await w.propose();
      await w.use(RequestTenancyCode).execute({ user: tenant, tenancyId: tenancy.id });
      const seenCode = h.otp.last;
      await w.use(ChangeTenancyTerms).execute({ user: owner, tenancyId: tenancy.id, rent: 20000 });
      const error = await failure(w.use(ConfirmTenancy).execute({ user: tenant, tenancyId: tenancy.id, code: seenCode }));
      expect(error.code).toBe('TENANCY_TERMS_CHANGED');
      expect(await detail(tenancy, tenant)).toMatchObject({ tenantConfirmed: false, tenancy: { rent: 20000, status: 'PROPOSED' } });
    });

    it('follows the OTP rules: a wrong code, a 30-second wait, 5 minutes of life, and only a party confirms', async () => {
      const tenancy = await w.propose();
      await w.use(RequestTenancyCode).execute({ user: tenant, tenancyId: tenancy.id });
      expect((await failure(w.use(RequestTenancyCode).execute({ user: tenant, tenancyId: tenancy.id }))).code).toBe('TENANCY_CODE_WAIT');
      expect((await failure(w.use(ConfirmTenancy).execute({ user: tenant, tenancyId: tenancy.id, code: h.otp.wrong() }))).code).toBe('INVALID_OTP');
      h.clock.advanceMinutes(5);
      expect((await failure(w.use(ConfirmTenancy).execute({ user: tenant, tenancyId: tenancy.id, code: h.otp.last }))).code).toBe('EXPIRED_OTP');
      // The owner's code is the owner's: the tenant cannot type it, and an admin cannot confirm for a party.
      await w.use(RequestTenancyCode).execute({ user: owner, tenancyId: tenancy.id });
      expect((await failure(w.use(ConfirmTenancy).execute({ user: tenant, tenancyId: tenancy.id, code: h.otp.last }))).code).toBe('EXPIRED_OTP');
      expect((await failure(w.use(ConfirmTenancy).execute({ user: admin, tenancyId: tenancy.id, code: h.otp.last }))).code).toBe('NOT_YOUR_TENANCY');
    });

    it('caps wrong codes per party: five in 15 minutes, and the party waits', async () => {
      const tenancy = await w.propose();
      await w.use(RequestTenancyCode).execute({ user: tenant, tenancyId: tenancy.id });
      for (let i = 0; i < 5; i += 1) await failure(w.use(ConfirmTenancy).execute({ user: tenant, tenancyId: tenancy.id, code: h.otp.wrong() }));
      expect((await failure(w.use(ConfirmTenancy).execute({ user: tenant, tenancyId: tenancy.id, code: h.otp.last }))).code).toBe('TOO_MANY_ATTEMPTS');
      h.clock.advanceMinutes(15);
      await w.use(RequestTenancyCode).execute({ user: tenant, tenancyId: tenancy.id });
      expect((await w.use(ConfirmTenancy).execute({ user: tenant, tenancyId: tenancy.id, code: h.otp.last })).status).toBe('PROPOSED');
    });

    it('another tenancy holding the home refuses a second confirmation', async () => {
      const other = await w.stored(UserMother.tenant());
      const first = await w.propose();
      const second = await w.use(ProposeTenancy).execute({ user: other, propertyId: home.id, ...TenancyMother.terms() });
      await w.confirmTerms(first, owner);
      h.clock.advanceSeconds(1);
      await w.confirmTerms(first, tenant);
      await w.confirmTerms(second, other);
      h.clock.advanceSeconds(31);
      expect((await failure(w.confirmTerms(second, owner))).code).toBe('TENANCY_HOME_TAKEN');
    });
  });

  describe('withdrawing, notice and the end', () => {
    it('either party withdraws a proposal, which then cannot change', async () => {
      const tenancy = await w.propose();
      const withdrawn = await w.use(WithdrawTenancy).execute({ user: tenant, tenancyId: tenancy.id, reason: 'Found another home' });
      expect(withdrawn).toMatchObject({ status: 'WITHDRAWN', withdrawReason: 'Found another home' });
      // The owner is told; the tenant, who withdrew it, is not.
      expect((await texts(owner)).at(-1)).toMatch(/the proposed tenancy of .* at rent Rs 12,000 was withdrawn/);
      expect((await texts(tenant)).some((text) => text.includes('withdrawn'))).toBe(false);
      expect((await failure(w.use(ChangeTenancyTerms).execute({ user: owner, tenancyId: tenancy.id, rent: 9000 }))).code).toBe('TENANCY_CANNOT');
    });

    it('a confirmed tenancy cannot be withdrawn or changed; notice sets the move-out date; a party ends it from that date, an admin any time', async () => {
      const tenancy = await w.confirmed();
      expect((await failure(w.use(WithdrawTenancy).execute({ user: owner, tenancyId: tenancy.id }))).code).toBe('TENANCY_CANNOT');
      const past = await failure(w.use(GiveTenancyNotice).execute({ user: tenant, tenancyId: tenancy.id, moveOutDate: '2026-11-01' }));
      expect(past.fieldCodes.move_out_date?.code).toBe('MOVE_OUT_NOT_PAST');
      const early = await failure(w.use(GiveTenancyNotice).execute({ user: tenant, tenancyId: tenancy.id, moveOutDate: '2026-11-25' }));
      expect(early.fieldCodes.move_out_date?.code).toBe('MOVE_OUT_BEFORE_MOVE_IN');
      const ending = await w.use(GiveTenancyNotice).execute({ user: tenant, tenancyId: tenancy.id, moveOutDate: '2026-12-31' });
      expect(ending).toMatchObject({ status: 'ENDING', moveOutDate: '2026-12-31', noticeGivenById: tenant.id });
      expect((await failure(w.use(EndTenancy).execute({ user: owner, tenancyId: tenancy.id }))).code).toBe('TENANCY_TOO_EARLY_TO_END');
      h.clock.advanceMinutes(39 * 24 * 60);
      expect((await w.use(EndTenancy).execute({ user: owner, tenancyId: tenancy.id })).status).toBe('ENDED');
    });

    it('the owner cannot list a home again while it is let under a confirmed tenancy; under notice they can', async () => {
      const tenancy = await w.confirmed();
      const relist = () => w.use(ChangePropertyState).execute({ actor: owner, propertyId: home.id, action: 'relist' });
      const refused = await failure(relist());
      expect(refused.code).toBe('RELIST_WHILE_LET');
      expect((await reloadHome()).status).toBe('RENTED');
      await w.use(GiveTenancyNotice).execute({ user: tenant, tenancyId: tenancy.id, moveOutDate: '2026-12-31' });
      expect((await relist()).status).not.toBe('RENTED');
    });

    it('an admin ends a tenancy under notice before the date, and voids a fraudulent one (audit log)', async () => {
      const tenancy = await w.confirmed();
      await w.use(GiveTenancyNotice).execute({ user: admin, tenancyId: tenancy.id, moveOutDate: '2027-01-31' });
      expect((await w.use(EndTenancy).execute({ user: admin, tenancyId: tenancy.id })).status).toBe('ENDED');
      expect((await failure(w.use(VoidTenancy).execute({ user: owner, tenancyId: tenancy.id, reason: 'Fake owner' }))).code).toBe('FORBIDDEN');
      const voided = await w.use(VoidTenancy).execute({ user: admin, tenancyId: tenancy.id, reason: 'Fake owner, reported by police' });
      expect(voided).toMatchObject({ status: 'VOIDED', voidedById: admin.id });
    });

    it('lists a person’s tenancies, as owner and as tenant, a page at a time', async () => {
      await w.propose();
      const mine = await w.use(ListMyTenancies).execute({ user: tenant, offset: 0, limit: 10 });
      expect(mine.total).toBe(1);
      expect(mine.items[0]).toMatchObject({ as: 'TENANT', ownerName: 'Sunita Devi', home: { id: home.id } });
      expect((await w.use(ListMyTenancies).execute({ user: stranger, offset: 0, limit: 10 })).total).toBe(0);
    });
  });

  describe('payments: the token shield', () => {
    const record = (tenancy: Tenancy, by: User, overrides: Record<string, unknown> = {}) => w.use(RecordPayment).execute({ user: by, tenancyId: tenancy.id, ...TenancyMother.payment(overrides) } as never);
    const confirmPayment = async (paymentId: string, by: User) => {
      await w.use(RequestPaymentCode).execute({ user: by, paymentId });
      return w.use(ConfirmPayment).execute({ user: by, paymentId, code: h.otp.last });
    };

    it('a token only once the tenant has seen the home: refused, then the owner states an in-person visit', async () => {
      const tenancy = await w.propose();
      expect((await failure(record(tenancy, tenant, { kind: 'TOKEN', amount: 2000 }))).code).toBe('TOKEN_NEEDS_VISIT');
      expect((await failure(w.use(StateTenancyVisit).execute({ user: tenant, tenancyId: tenancy.id, visitedOn: '2026-11-21' }))).code).toBe('NOT_YOUR_TENANCY');
      await w.use(StateTenancyVisit).execute({ user: owner, tenancyId: tenancy.id, visitedOn: '2026-11-21' });
      const token = await record(tenancy, tenant, { kind: 'TOKEN', amount: 2000 });
      expect(token).toMatchObject({ status: 'PENDING', recordedByParty: 'TENANT' });
      expect((await texts(owner)).at(-1)).toContain('payment of Rs 2,000');
      expect((await detail(tenancy)).history.map((e) => e.action)).toEqual(['propose', 'visit_statement', 'record_payment']);
    });

    it('a token after a completed rider visit of this tenant', async () => {
      const tenancy = await w.propose();
      const rider = await w.stored(UserMother.rider());
      await h.container.get<RideRepository>(RideRepository).save(RideMother.with({ propertyId: home.id, tenantId: tenant.id, riderId: rider.id, status: 'COMPLETED' }));
      expect((await record(tenancy, tenant, { kind: 'TOKEN', amount: 2000 })).kind).toBe('TOKEN');
    });

    it('rent only on a confirmed tenancy, for a month', async () => {
      const proposal = await w.propose();
      expect((await failure(record(proposal, tenant, { kind: 'RENT', amount: 12000, forMonth: '2026-12' }))).code).toBe('RENT_NEEDS_CONFIRMED_TENANCY');
      await w.use(WithdrawTenancy).execute({ user: owner, tenancyId: proposal.id });
      const tenancy = await w.confirmed();
      expect((await failure(record(tenancy, tenant, { kind: 'RENT', amount: 12000 }))).fieldCodes.for_month?.code).toBe('RENT_MONTH');
      expect((await record(tenancy, tenant, { kind: 'RENT', amount: 12000, forMonth: '2026-12' })).forMonth).toBe('2026-12');
    });

    it('the other party confirms with a code; the recorder cannot confirm their own', async () => {
      const tenancy = await w.confirmed();
      const payment = await record(tenancy, tenant, { kind: 'RENT', amount: 12000, forMonth: '2026-12' });
      expect((await failure(w.use(RequestPaymentCode).execute({ user: tenant, paymentId: payment.id }))).code).toBe('PAYMENT_NOT_CONFIRMER');
      expect((await failure(w.use(RequestPaymentCode).execute({ user: stranger, paymentId: payment.id }))).code).toBe('PAYMENT_NOT_FOUND');
      h.clock.advanceSeconds(31);
      const done = await confirmPayment(payment.id, owner);
      expect(done).toMatchObject({ status: 'CONFIRMED' });
      expect((await failure(w.use(DisputePayment).execute({ user: owner, paymentId: payment.id }))).code).toBe('PAYMENT_CANNOT');
    });

    it('disputed payments lead the console’s queue; an admin voids one with a reason, both texted, in the audit log', async () => {
      const tenancy = await w.confirmed();
      const first = await record(tenancy, owner, { amount: 24000 });
      h.clock.advanceSeconds(1);
      const second = await record(tenancy, owner, { amount: 100 });
      const disputed = await w.use(DisputePayment).execute({ user: tenant, paymentId: first.id, note: 'I never paid this' });
      expect(disputed).toMatchObject({ status: 'DISPUTED', disputeNote: 'I never paid this' });
      const queue = await w.use(ListPayments).execute({ user: admin, query: { filter: {}, sort: { field: 'createdAt', order: 'DESC' }, offset: 0, limit: 10 } });
      expect(queue.items.map((p) => p.id)).toEqual([first.id, second.id]);
      expect((await failure(w.use(ListPayments).execute({ user: owner, query: { filter: {}, sort: { field: 'createdAt', order: 'DESC' }, offset: 0, limit: 10 } }))).code).toBe('FORBIDDEN');
      expect((await failure(w.use(VoidPayment).execute({ user: admin, paymentId: first.id, reason: 'no' }))).fieldCodes.reason?.code).toBe('VOID_REASON');
      const voided = await w.use(VoidPayment).execute({ user: admin, paymentId: first.id, reason: 'Recorded by a fraudster' });
      expect(voided).toMatchObject({ status: 'VOIDED', voidReason: 'Recorded by a fraudster', voidedById: admin.id });
      expect((await texts(owner)).at(-1)).toContain('Reason: Recorded by a fraudster');
      expect((await texts(tenant)).at(-1)).toContain('Reason: Recorded by a fraudster');
      const view = await detail(tenancy, admin);
      expect(view.history.filter((e) => e.paymentId === first.id).map((e) => [e.action, e.byRole])).toEqual([
        ['record_payment', 'OWNER'],
        ['dispute_payment', 'TENANT'],
        ['void_payment', 'ADMIN'],
      ]);
      expect(view.payments.items.find((p) => p.payment.id === second.id)?.actions).toEqual(['void']);
    });

    it('a void between the code and its use wins: the payment is not confirmed', async () => {
      const tenancy = await w.confirmed();
      const payment = await record(tenancy, owner);
      await w.use(RequestPaymentCode).execute({ user: tenant, paymentId: payment.id });
      await w.use(VoidPayment).execute({ user: admin, paymentId: payment.id, reason: 'Duplicate record' });
      expect((await failure(w.use(ConfirmPayment).execute({ user: tenant, paymentId: payment.id, code: h.otp.last }))).code).toBe('PAYMENT_CANNOT');
    });
  });

  it('says why a refused move is refused in the reader’s words', () => {
    expect(TenancyMessages.cannotTenancy('change', 'CONFIRMED')).toBe('Cannot change the terms: the tenancy is confirmed.');
  });
});
