import { describe, expect, it } from 'vitest';
import { PdfKitRenderer } from '../../../adapters/pdf/pdfkit-renderer.js';
import { rentAgreementDocument } from '../../../application/rent-agreements/rent-agreement-layout.js';
import { rentReceiptsDocument } from '../../../application/rent-receipts/rent-receipts-layout.js';
import { lockInMonths, termEndDate, type RentAgreement } from '../../../domain/rent-agreements/rent-agreement.js';
import { RENT_AGREEMENT_TEXTS } from '../../../domain/shared/catalogue/documents/rent-agreement.texts.js';
import { RECEIPT_PAGE_TEXTS } from '../../../domain/shared/catalogue/pages/receipt-page.texts.js';
import { makeRentReceipts } from '../../../domain/rent-receipts/rent-receipts.js';
import { financialYearMonths } from '../../../domain/shared/year-month.js';
import { firstPagePng, pdfText } from '../../support/pdf-text.js';

/** The rent agreement's PDF and a tenancy's year of receipts as a reader gets them: pdftotext, pdftoppm, size. */
const renderer = new PdfKitRenderer();

const agreement = (overrides: Partial<RentAgreement> = {}): RentAgreement => ({
  language: 'en',
  tenancyId: '0190f0a0-0000-7000-8000-000000000001',
  owner: { name: 'Sita Devi', approvedAt: new Date('2026-11-22T10:00:00Z') },
  tenant: { name: 'Ramesh Kumar', approvedAt: null },
  address: 'Flat 203, Shri Krishna Apartments, Boring Road, Patna 800001',
  city: 'patna',
  rent: 12_500,
  deposit: 25_000,
  maintenance: 0,
  moveInDate: '2026-12-01',
  termMonths: 11,
  endDate: termEndDate('2026-12-01', 11),
  noticeMonths: 1,
  lockInMonths: lockInMonths(11, 1),
  rentDueDay: 5,
  termsVersion: 2,
  madeOn: '2026-11-22',
  ...overrides,
});

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('the rent agreement PDF', () => {
  it('in English: the stamp-paper note, parties, terms, clauses, the approvals; page 1 drawn on A4', async () => {
    const bytes = await renderer.render(rentAgreementDocument(agreement(), { product: 'GharSetu' }));
    const text = pdfText(bytes);
    for (const words of [
      'Rent agreement (leave and licence)',
      "printed on non-judicial stamp paper of the value Bihar's rules require",
      'GharSetu does not sell stamp paper or e-stamps',
      'Sita Devi',
      'Ramesh Kumar',
      'Boring Road, Patna 800001',
      '₹12,500',
      '₹25,000',
      '11 months, from 1 December 2026 to 31 October 2027',
      'day 5 of each month',
      'No maintenance charge',
      'Electricity, water',
      'structural and major repairs',
      'in the first 3 months (the lock-in)',
      'the courts at Patna',
      'Approved by Sita Devi on 22 November 2026, 3:30 pm',
      'Not yet approved by Ramesh Kumar',
      'Witness 1',
    ]) {
      expect(text).toContain(words);
    }
    expect(firstPagePng(bytes)).toMatchObject({ width: 827, height: 1170 });
    expect(bytes.length).toBeLessThan(200_000);
  });

  it('in Hindi: the Devanagari comes back whole, with the same figures', async () => {
    const bytes = await renderer.render(rentAgreementDocument(agreement({ language: 'hi', maintenance: 500 }), { product: 'घरसेतु' }));
    const text = pdfText(bytes);
    for (const words of ['किराया अनुबंध (लीव एंड लाइसेंस)', 'नॉन-ज्यूडिशियल स्टाम्प पेपर', 'बिहार के ई-स्टाम्पिंग नियमों', 'लाइसेंसदाता', 'लाइसेंसधारी', '₹12,500', '₹500', 'पटना की अदालतों', 'ने अभी मंज़ूर नहीं किया', 'Sita Devi ने 22 नवंबर 2026, दोपहर 3:30 बजे को मंज़ूर किया']) {
      expect(text).toContain(words);
    }
    const page = firstPagePng(bytes);
    expect(page).toMatchObject({ width: 827, height: 1170 });
    expect(page.bytes).toBeGreaterThan(10_000);
  });

  it('the Hindi words have every English key with the same placeholders (agreement and verification page)', () => {
    for (const texts of [RENT_AGREEMENT_TEXTS, RECEIPT_PAGE_TEXTS] as Array<Record<'en' | 'hi', Record<string, string>>>) {
      expect(Object.keys(texts.hi).sort()).toEqual(Object.keys(texts.en).sort());
      for (const key of Object.keys(texts.en)) expect(placeholders(texts.hi[key]!), key).toEqual(placeholders(texts.en[key]!));
    }
  });
});

describe("a tenancy's receipts PDF", () => {
  it('a financial year of 12 receipts, each with its verification link and QR code, is under 200 KB in both languages', async () => {
    for (const language of ['en', 'hi'] as const) {
      const receipts = makeRentReceipts({
        language,
        tenantName: 'Ramesh Kumar',
        landlordName: 'Sita Devi',
        landlordPan: 'ABCDE1234F',
        address: 'Flat 203, Shri Krishna Apartments, Boring Road, Patna 800001',
        months: financialYearMonths(2026).map((month, i) => ({
          month,
          amount: 12_500,
          mode: i % 2 ? ('CASH' as const) : ('UPI' as const),
          paidOn: `${month}-05`,
          reference: i % 2 ? null : `UPI 44${i}`,
          verification: { url: `https://gharsetu.example/r/Zx9${String(i).padStart(2, '0')}Qw8vL2mN4pR6sT8uV0` },
        })),
        selfMade: false,
        madeOn: '2026-11-22',
      });
      const bytes = await renderer.render(rentReceiptsDocument(receipts, { product: 'GharSetu' }));
      expect(bytes.length).toBeLessThan(200_000);
      const text = pdfText(bytes);
      expect(text).toContain('https://gharsetu.example/r/Zx911Qw8vL2mN4pR6sT8uV0');
      expect(text).not.toMatch(/Self-made|स्वयं बनाई/);
      expect(firstPagePng(bytes)).toMatchObject({ width: 827, height: 1170 });
    }
  });
});
