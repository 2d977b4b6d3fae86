import { beforeEach, describe, expect, it } from 'vitest';
import { ApproveAgreement } from '../../../application/rent-agreements/approve-agreement.use-case.js';
import { GetRentAgreement } from '../../../application/rent-agreements/get-rent-agreement.use-case.js';
import { RequestAgreementCode } from '../../../application/rent-agreements/request-agreement-code.use-case.js';
import { GetTenancyReceipts } from '../../../application/rent-receipts/get-tenancy-receipts.use-case.js';
import { ViewReceiptVerification } from '../../../application/rent-receipts/view-receipt-verification.use-case.js';
import { ConfirmPayment } from '../../../application/tenancies/confirm-payment.use-case.js';
import { DisputePayment } from '../../../application/tenancies/dispute-payment.use-case.js';
import { GetTenancy } from '../../../application/tenancies/get-tenancy.use-case.js';
import { TenancyRepository } from '../../../application/tenancies/ports/tenancy.repository.port.js';
import { RecordPayment } from '../../../application/tenancies/record-payment.use-case.js';
import { RequestPaymentCode } from '../../../application/tenancies/request-payment-code.use-case.js';
import { SetLandlordPan } from '../../../application/tenancies/set-landlord-pan.use-case.js';
import { lockInMonths, termEndDate } from '../../../domain/rent-agreements/rent-agreement.js';
import type { Tenancy } from '../../../domain/tenancies/tenancy.js';
import type { User } from '../../../domain/users/user.js';
import { TenancyMother } from '../../mothers/tenancy.mother.js';
import { failure } from '../../support/failure.js';
import { tenancyWorld, type TenancyWorld } from '../../support/tenancy-world.js';
import { drainJobs } from '../../support/jobs.js';
import { pdfText } from '../../support/pdf-text.js';

describe('the rent agreement and the receipts of a tenancy', () => {
  let w: TenancyWorld;
  let h: TenancyWorld['h'];
  let owner: User, tenant: User, stranger: User, admin: User;

  const approve = async (tenancy: Tenancy, user: User) => {
    await w.use(RequestAgreementCode).execute({ user, tenancyId: tenancy.id });
    return w.use(ApproveAgreement).execute({ user, tenancyId: tenancy.id, code: h.otp.last });
  };
  const agreementText = async (tenancy: Tenancy, user: User, language: 'en' | 'hi' = 'en') => pdfText((await w.use(GetRentAgreement).execute({ user, tenancyId: tenancy.id, language })).pdf);
  const rent = async (tenancy: Tenancy, month: string, overrides: Record<string, unknown> = {}) =>
    w.use(RecordPayment).execute({ user: tenant, tenancyId: tenancy.id, ...TenancyMother.payment({ kind: 'RENT', amount: 12000, forMonth: month, ...overrides }) } as never);
  const confirmPayment = async (paymentId: string) => {
    h.clock.advanceSeconds(31);
    await w.use(RequestPaymentCode).execute({ user: owner, paymentId });
    return w.use(ConfirmPayment).execute({ user: owner, paymentId, code: h.otp.last });
  };
  const receipts = (tenancy: Tenancy, user: User, period: { month?: string; financialYear?: string }, language: 'en' | 'hi' = 'en') =>
    w.use(GetTenancyReceipts).execute({ user, tenancyId: tenancy.id, ...period, language, verificationUrl: (code) => `https://gharsetu.example/r/${code}` });

  beforeEach(async () => {
    w = await tenancyWorld({ owner: { firstName: 'Sita', lastName: 'Devi' }, tenant: { firstName: 'Ramesh', lastName: 'Kumar' } });
    ({ h, owner, tenant, stranger, admin } = w);
  });

  describe('the agreement', () => {
    it('is printed only from confirmed terms, for the parties and an admin; a stranger finds nothing', async () => {
      const proposal = await w.propose();
      expect((await failure(w.use(GetRentAgreement).execute({ user: owner, tenancyId: proposal.id, language: 'en' }))).code).toBe('AGREEMENT_NEEDS_CONFIRMED_TENANCY');
      expect((await failure(w.use(RequestAgreementCode).execute({ user: owner, tenancyId: proposal.id }))).code).toBe('TENANCY_CANNOT');
      await w.confirmTerms(proposal, owner);
      h.clock.advanceSeconds(1);
      const tenancy = await w.confirmTerms(proposal, tenant);
      const text = await agreementText(tenancy, tenant);
      for (const words of ['Rent agreement (leave and licence)', 'Sita Devi', 'Ramesh Kumar', '₹12,000', '₹24,000', '₹500', '11 months, from 1 December 2026 to 31 October 2027', 'stamp paper', "Bihar's", 'does not sell stamp paper', 'Not yet approved by Sita Devi', 'Lock-in', '3 months']) {
        expect(text).toContain(words);
      }
      expect(await agreementText(tenancy, admin)).toContain('Ramesh Kumar');
      expect((await failure(w.use(GetRentAgreement).execute({ user: stranger, tenancyId: tenancy.id, language: 'en' }))).code).toBe('TENANCY_NOT_FOUND');
      expect((await failure(w.use(RequestAgreementCode).execute({ user: stranger, tenancyId: tenancy.id }))).code).toBe('TENANCY_NOT_FOUND');
    });

    it('each party approves with the code sent to their own phone; the PDF records who approved when, in both languages', async () => {
      const tenancy = await w.confirmed();
      h.clock.advanceSeconds(31);
      await approve(tenancy, owner);
      await drainJobs(h.container);
      expect(h.sms!.textsTo(owner.mobileNo!).at(-1)).toContain('approve the rent agreement');
      h.clock.advanceMinutes(1);
      const both = await approve(tenancy, tenant);
      expect(both.hasApprovedAgreement('OWNER') && both.hasApprovedAgreement('TENANT')).toBe(true);
      expect((await w.use(GetTenancy).execute({ user: owner, tenancyId: tenancy.id, offset: 0, limit: 10 })).history.map((e) => e.action).slice(-2)).toEqual(['approve_agreement', 'approve_agreement']);
      const en = await agreementText(tenancy, owner);
      expect(en).toMatch(/Approved by Sita Devi on 22 November 2026, 3:3\d/);
      expect(en).toMatch(/Approved by Ramesh Kumar on 22 November 2026, 3:3\d/);
      const hi = await agreementText(tenancy, tenant, 'hi');
      for (const words of ['किराया अनुबंध', 'लाइसेंसदाता', 'स्टाम्प पेपर', 'बिहार', 'मंज़ूर किया', '₹12,000']) expect(hi).toContain(words);
      expect((await failure(w.use(RequestAgreementCode).execute({ user: owner, tenancyId: tenancy.id }))).code).toBe('AGREEMENT_ALREADY_APPROVED');
    });

    it('who may: an admin cannot approve for a party; a party cannot use the other party’s code; a wrong code is refused', async () => {
      const tenancy = await w.confirmed();
      h.clock.advanceSeconds(31);
      expect((await failure(w.use(RequestAgreementCode).execute({ user: admin, tenancyId: tenancy.id }))).code).toBe('NOT_YOUR_TENANCY');
      await w.use(RequestAgreementCode).execute({ user: owner, tenancyId: tenancy.id });
      const ownersCode = h.otp.last;
      expect((await failure(w.use(ApproveAgreement).execute({ user: tenant, tenancyId: tenancy.id, code: ownersCode }))).code).toBe('INVALID_OTP');
      expect((await failure(w.use(ApproveAgreement).execute({ user: owner, tenancyId: tenancy.id, code: h.otp.wrong() }))).code).toBe('INVALID_OTP');
      // A terms code is not an agreement code: the codes are bound to what they approve.
      expect((await failure(w.use(ApproveAgreement).execute({ user: admin, tenancyId: tenancy.id, code: ownersCode }))).code).toBe('NOT_YOUR_TENANCY');
      expect((await w.use(ApproveAgreement).execute({ user: owner, tenancyId: tenancy.id, code: ownersCode })).hasApprovedAgreement('OWNER')).toBe(true);
    });

    it('a code sent for terms that are no longer the current ones approves nothing (stale version)', async () => {
      const tenancy = await w.confirmed();
      h.clock.advanceSeconds(31);
      await w.use(RequestAgreementCode).execute({ user: tenant, tenancyId: tenancy.id });
      const code = h.otp.last;
      // The terms move on after the code was sent (as an admin's correction would): the code's version is stale.
      const repository = h.container.get<TenancyRepository>(TenancyRepository);
      const current = (await repository.findById(tenancy.id))!;
      current.termsVersion += 1;
      await repository.save(current);
      expect((await failure(w.use(ApproveAgreement).execute({ user: tenant, tenancyId: tenancy.id, code }))).code).toBe('TENANCY_TERMS_CHANGED');
      expect((await repository.findById(tenancy.id))!.hasApprovedAgreement('TENANT')).toBe(false);
    });

    it('the lock-in never outlasts the term less its notice; the term ends the day before the same date', () => {
      expect(lockInMonths(11, 1)).toBe(3);
      expect(lockInMonths(3, 1)).toBe(2);
      expect(lockInMonths(1, 1)).toBe(0);
      expect(termEndDate('2026-12-01', 11)).toBe('2027-10-31');
      expect(termEndDate('2027-01-31', 1)).toBe('2027-02-27');
    });
  });

  describe('the receipts', () => {
    it('only from confirmed rent payments: pending, disputed and deposits make none', async () => {
      const tenancy = await w.confirmed({ rent: 8000, deposit: 16000 });
      const pending = await rent(tenancy, '2026-11', { amount: 8000 });
      expect((await failure(receipts(tenancy, tenant, { month: '2026-11' }))).code).toBe('RECEIPTS_NONE');
      const disputed = await rent(tenancy, '2026-10', { amount: 8000 });
      await w.use(DisputePayment).execute({ user: owner, paymentId: disputed.id, note: 'not paid' });
      expect((await failure(receipts(tenancy, tenant, { month: '2026-10' }))).code).toBe('RECEIPTS_NONE');
      await confirmPayment(pending.id);
      const made = await receipts(tenancy, tenant, { month: '2026-11' });
      expect(made.months).toBe(1);
      const text = pdfText(made.pdf);
      for (const words of ['Rent receipt · November 2026', 'Ramesh Kumar', 'Sita Devi', '₹8,000', 'UPI', 'https://gharsetu.example/r/']) expect(text).toContain(words);
      expect(text).not.toContain('Self-made');
      expect(text).not.toContain("Landlord's PAN"); // ₹96,000 a year
      const year = await receipts(tenancy, owner, { financialYear: '2026-27' });
      expect(year.months).toBe(1);
      expect(year.fileName).toBe('rent-receipts-fy-2026-27-en.pdf');
    });

    it("the period is a month or a financial year; a stranger finds nothing", async () => {
      const tenancy = await w.confirmed();
      expect((await failure(receipts(tenancy, tenant, {}))).fieldCodes.month?.code).toBe('RECEIPTS_PERIOD');
      expect((await failure(receipts(tenancy, tenant, { month: '2026-13' }))).fieldCodes.month?.code).toBe('RECEIPTS_PERIOD');
      expect((await failure(receipts(tenancy, tenant, { financialYear: '2026-28' }))).fieldCodes.fy?.code).toBe('RECEIPTS_PERIOD');
      expect((await failure(receipts(tenancy, stranger, { month: '2026-11' }))).code).toBe('TENANCY_NOT_FOUND');
    });

    it("asks for the landlord's PAN above ₹1,00,000 a year: only the owner gives it, and it is printed; cash above ₹5,000 has the stamp note", async () => {
      const tenancy = await w.confirmed();
      const paid = await rent(tenancy, '2026-11', { mode: 'CASH', reference: null });
      await confirmPayment(paid.id);
      expect((await failure(receipts(tenancy, tenant, { month: '2026-11' }))).code).toBe('RECEIPTS_PAN_NEEDED');
      expect((await failure(w.use(SetLandlordPan).execute({ user: tenant, tenancyId: tenancy.id, pan: 'ABCDE1234F' }))).code).toBe('NOT_YOUR_TENANCY');
      expect((await failure(w.use(SetLandlordPan).execute({ user: owner, tenancyId: tenancy.id, pan: 'ABC' }))).fieldCodes.landlord_pan?.code).toBe('ID_PAN');
      expect((await w.use(SetLandlordPan).execute({ user: owner, tenancyId: tenancy.id, pan: 'abcde 1234 f' })).landlordPan).toBe('ABCDE1234F');
      const text = pdfText((await receipts(tenancy, tenant, { month: '2026-11' }, 'hi')).pdf);
      for (const words of ['किराए की रसीद · नवंबर 2026', 'मकान मालिक का PAN', 'ABCDE1234F', 'नकद', 'रेवेन्यू स्टाम्प ₹1']) expect(text).toContain(words);
    });

    it('each month has one short code, the same on a reprint; its page shows the facts, both confirmations, the PAN masked', async () => {
      const tenancy = await w.confirmed();
      await w.use(SetLandlordPan).execute({ user: owner, tenancyId: tenancy.id, pan: 'ABCDE1234F' });
      await confirmPayment((await rent(tenancy, '2026-11')).id);
      const urls = (pdf: Uint8Array) => [...pdfText(pdf).matchAll(/https:\/\/gharsetu\.example\/r\/([A-Za-z0-9_-]+)/g)].map((m) => m[1]!);
      const [code] = urls((await receipts(tenancy, tenant, { month: '2026-11' })).pdf);
      expect(code).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(urls((await receipts(tenancy, owner, { financialYear: '2026-27' })).pdf)).toEqual([code]);
      const view = await w.use(ViewReceiptVerification).execute(code!);
      expect(view).toMatchObject({ tenantName: 'Ramesh Kumar', landlordName: 'Sita Devi', landlordPanMasked: '******234F', month: '2026-11', amount: 12000, mode: 'UPI', confirmedByBoth: true });
      expect(JSON.stringify(view)).not.toContain(owner.mobileNo!);
      expect(JSON.stringify(view)).not.toContain('ABCDE1234F');
      // A second part of the month's rent recorded but not confirmed: the page says it is not confirmed by both.
      await rent(tenancy, '2026-11', { amount: 500 });
      expect((await w.use(ViewReceiptVerification).execute(code!)).confirmedByBoth).toBe(false);
      expect((await failure(w.use(ViewReceiptVerification).execute('nope'))).code).toBe('RECEIPT_NOT_FOUND');
      expect((await failure(w.use(ViewReceiptVerification).execute('A'.repeat(22)))).code).toBe('RECEIPT_NOT_FOUND');
    });
  });
});
