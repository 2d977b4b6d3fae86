import { describe, expect, it } from 'vitest';
import {
  checkLandlordPan,
  checkMonthlyRent,
  checkReceiptAddress,
  checkReceiptMonth,
  checkReceiptMonthRange,
  checkReceiptParties,
  landlordPanRequired,
  needsRevenueStamp,
  receiptWindow,
  RentReceiptMessages,
  yearlyRentJudged,
} from '../../domain/rent-receipts/rent-receipt-rules.js';
import { makeRentReceipts } from '../../domain/rent-receipts/rent-receipts.js';
import { placeholdersOf } from '../../domain/shared/catalogue/render.js';
import { RENT_RECEIPT_TEXTS } from '../../domain/shared/catalogue/documents/rent-receipts.texts.js';
import { RENT_RECEIPT_PAGE_TEXTS } from '../../domain/shared/catalogue/pages/rent-receipt-page.texts.js';
import { ValidationError } from '../../domain/shared/domain-error.js';
import { checkPan, maskPan } from '../../domain/shared/pan.js';
import { indianGrouping, rupees } from '../../domain/shared/rupees.js';
import { addMonths, daysInMonth, financialYearLabel, financialYearMonths, financialYearOf, lastDayOf, monthCount, monthsFromTo, parseFinancialYear } from '../../domain/shared/year-month.js';

const receipts = (over: Partial<Parameters<typeof makeRentReceipts>[0]> = {}) =>
  makeRentReceipts({
    language: 'en',
    tenantName: 'ramesh  kumar',
    landlordName: 'Sita Devi',
    landlordPan: null,
    address: 'Flat 203, Boring Road, Patna 800001',
    months: [{ month: '2025-04', amount: 8000, mode: 'UPI' }],
    selfMade: true,
    madeOn: '2026-11-22',
    ...over,
  });

describe('amounts in Indian grouping', () => {
  it('groups the last three digits, then twos', () => {
    expect(indianGrouping(0)).toBe('0');
    expect(indianGrouping(999)).toBe('999');
    expect(indianGrouping(5000)).toBe('5,000');
    expect(indianGrouping(100000)).toBe('1,00,000');
    expect(indianGrouping(1234567)).toBe('12,34,567');
    expect(indianGrouping(10000000)).toBe('1,00,00,000');
    expect(rupees(150000)).toBe('₹1,50,000');
  });
});

describe('months and financial years', () => {
  it('counts and lists months across a year end', () => {
    expect(monthsFromTo('2025-11', '2026-02')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(monthCount('2025-04', '2026-03')).toBe(12);
    expect(monthsFromTo('2026-02', '2025-11')).toEqual([]);
    expect(addMonths('2026-01', -1)).toBe('2025-12');
  });

  it('knows month lengths, leap years included', () => {
    expect(daysInMonth('2024-02')).toBe(29);
    expect(daysInMonth('2025-02')).toBe(28);
    expect(lastDayOf('2025-04')).toBe('2025-04-30');
  });

  it('runs a financial year April to March, named after both years', () => {
    expect(financialYearMonths(2025)).toHaveLength(12);
    expect(financialYearMonths(2025)[0]).toBe('2025-04');
    expect(financialYearMonths(2025)[11]).toBe('2026-03');
    expect(financialYearOf('2026-03')).toBe(2025);
    expect(financialYearOf('2026-04')).toBe(2026);
    expect(financialYearLabel(2025)).toBe('2025-26');
    expect(financialYearLabel(2099)).toBe('2099-00');
    expect(parseFinancialYear('2025-26')).toBe(2025);
    expect(parseFinancialYear('2025-27')).toBeNull();
    expect(parseFinancialYear('2025')).toBeNull();
  });

  it("offers the current financial year's months and two years before, ending in March", () => {
    const window = receiptWindow('2026-11-22');
    expect(window).toEqual({ firstMonth: '2024-04', lastMonth: '2027-03', financialYears: [2026, 2025, 2024] });
    expect(receiptWindow('2027-03-31').financialYears[0]).toBe(2026);
    expect(receiptWindow('2027-04-01').financialYears[0]).toBe(2027);
    expect(checkReceiptMonth('2024-04', window)).toBeNull();
    expect(checkReceiptMonth('2024-03', window)).toBe(RentReceiptMessages.month);
    expect(checkReceiptMonth('2027-04', window)).toBe(RentReceiptMessages.month);
    expect(checkReceiptMonth('2025-13', window)).toBe(RentReceiptMessages.month);
  });

  it('takes at most 12 months, in order', () => {
    expect(checkReceiptMonthRange('2025-04', '2026-03')).toBeNull();
    expect(checkReceiptMonthRange('2025-04', '2026-04')).toBe(RentReceiptMessages.monthsMax);
    expect(checkReceiptMonthRange('2025-05', '2025-04')).toBe(RentReceiptMessages.monthOrder);
  });
});

describe("the landlord's PAN", () => {
  it('is needed when the year’s rent is above ₹1,00,000, judged as twelve times the monthly rent', () => {
    expect(yearlyRentJudged([8333])).toBe(99_996);
    expect(landlordPanRequired(yearlyRentJudged([8333]))).toBe(false);
    expect(landlordPanRequired(100_000)).toBe(false);
    expect(landlordPanRequired(yearlyRentJudged([8334]))).toBe(true);
  });

  it('is judged on the year even when the receipts cover only some months', () => {
    const three = receipts({ landlordPan: 'ABCDE1234F', months: ['2025-04', '2025-05', '2025-06'].map((month) => ({ month, amount: 9000, mode: 'UPI' as const })) });
    expect(three.yearlyRent).toBe(108_000);
    expect(three.panRequired).toBe(true);
  });

  it('is refused blank when needed, with the year’s rent in the message, and optional below', () => {
    expect(checkLandlordPan('', 120_000)).toContain('₹1,20,000');
    expect(checkLandlordPan('  ', 96_000)).toBeNull();
    expect(checkLandlordPan('abcde 1234f', 120_000)).toBeNull();
    expect(checkLandlordPan('ABCD1234F', 96_000)).toBe(checkPan('ABCD1234F'));
    expect(() => receipts({ months: [{ month: '2025-04', amount: 12_500, mode: 'UPI' }] })).toThrow(ValidationError);
  });

  it('is printed upper-cased, and masked to its last four for a public page', () => {
    expect(receipts({ landlordPan: 'abcde1234f' }).landlordPan).toBe('ABCDE1234F');
    expect(maskPan('ABCDE1234F')).toBe('******234F');
  });
});

describe('the revenue-stamp note', () => {
  it('goes on a cash receipt above ₹5,000 only', () => {
    expect(needsRevenueStamp(5000, 'CASH')).toBe(false);
    expect(needsRevenueStamp(5001, 'CASH')).toBe(true);
    expect(needsRevenueStamp(50_000, 'UPI')).toBe(false);
    expect(needsRevenueStamp(50_000, 'BANK_TRANSFER')).toBe(false);
  });
});

describe('the receipt form’s rules', () => {
  it('takes whole rupees from 1 to ₹10,00,000', () => {
    expect(checkMonthlyRent('12500')).toBeNull();
    expect(checkMonthlyRent(12_500)).toBeNull();
    for (const bad of ['0', '12500.50', '-5', '1000001', 'abc', '', null]) expect(checkMonthlyRent(bad), String(bad)).toBe(RentReceiptMessages.rent);
  });

  it('needs an address of 10 to 200 characters', () => {
    expect(checkReceiptAddress('Patna')).toBe(RentReceiptMessages.address);
    expect(checkReceiptAddress('x'.repeat(201))).toBe(RentReceiptMessages.address);
    expect(checkReceiptAddress('फ़्लैट 203, बोरिंग रोड, पटना')).toBeNull();
  });

  it('needs two different people', () => {
    expect(checkReceiptParties('Sita Devi', 'sita  devi').landlord_name).toBe(RentReceiptMessages.samePerson);
    expect(checkReceiptParties('रमेश कुमार', 'Sita Devi')).toEqual({ tenant_name: null, landlord_name: null });
    expect(checkReceiptParties('R2D2', 'Sita Devi').tenant_name).not.toBeNull();
  });

  it('puts the months in order and refuses a verification link on a self-made receipt', () => {
    const made = receipts({ months: [{ month: '2025-05', amount: 8000, mode: 'CASH' }, { month: '2025-04', amount: 8000, mode: 'CASH' }] });
    expect(made.months.map((m) => m.month)).toEqual(['2025-04', '2025-05']);
    expect(made.tenantName).toBe('Ramesh Kumar');
    expect(() => receipts({ months: [{ month: '2025-04', amount: 8000, mode: 'UPI', verification: { url: 'https://example.com/r/1' } }] })).toThrow(/self-made/);
    expect(() => receipts({ months: financialYearMonths(2025).concat('2026-04').map((month) => ({ month, amount: 8000, mode: 'UPI' as const })) })).toThrow();
  });
});

describe('the receipts’ words', () => {
  it.each([
    ['the PDF', RENT_RECEIPT_TEXTS],
    ['the generator page', RENT_RECEIPT_PAGE_TEXTS],
  ] as const)('%s: Hindi has every English key, with the same placeholders', (_name, texts) => {
    const { en, hi } = texts as { en: Record<string, string>; hi: Record<string, string> };
    expect(Object.keys(hi).sort()).toEqual(Object.keys(en).sort());
    for (const key of Object.keys(en)) {
      expect(hi[key]!.trim(), key).not.toBe('');
      expect(placeholdersOf(hi[key]!).sort(), key).toEqual(placeholdersOf(en[key]!).sort());
    }
  });
});
