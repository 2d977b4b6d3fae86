/**
 * A document of monthly rent receipts (one PDF): who paid whom for which home, and one receipt per month with its
 * amount and mode. Made by the public generator (self-made: what a person typed, no verification link, nothing
 * stored) and, from a tenancy's confirmed rent payments, by the tenancy (each month with the address of the public
 * page that shows its facts). The rules (PAN above ₹1,00,000 a year, the revenue-stamp note) are in
 * rent-receipt-rules.ts; the words in the catalogue (catalogue/documents/rent-receipts.texts.ts).
 */
import { ValidationError } from '../shared/domain-error.js';
import type { Language } from '../shared/language.js';
import { normalisePan } from '../shared/pan.js';
import { normalisePersonName } from '../shared/person-name.js';
import { normaliseText } from '../shared/text.js';
import { isYearMonth, type YearMonth } from '../shared/year-month.js';
import {
  checkLandlordPan,
  checkMonthlyRent,
  checkPaymentMode,
  checkReceiptAddress,
  checkReceiptParties,
  landlordPanRequired,
  needsRevenueStamp,
  RECEIPT_MONTHS_MAX,
  RentReceiptMessages,
  yearlyRentJudged,
  type PaymentMode,
} from './rent-receipt-rules.js';

/** Where an employer checks a receipt: a public page showing its facts (a tenancy's receipts; never a self-made one). */
export interface ReceiptVerification {
  url: string;
}

/** One month's receipt. */
export interface MonthReceipt {
  month: YearMonth;
  /** Whole rupees. */
  amount: number;
  mode: PaymentMode;
  /** The India date the rent was paid, when known (a recorded payment); the generator knows none. */
  paidOn: string | null;
  /** The payment's reference (a UPI or bank transaction id), when known. */
  reference: string | null;
  verification: ReceiptVerification | null;
}

export interface RentReceipts {
  language: Language;
  tenantName: string;
  landlordName: string;
  /** Printed when given; always given when `panRequired`. */
  landlordPan: string | null;
  address: string;
  /** In month order, each month once. */
  months: readonly MonthReceipt[];
  /** Made by a person on the public generator: said on every receipt, and no verification link. */
  selfMade: boolean;
  /** The India date the PDF was made. */
  madeOn: string;
  /** The year's rent the PAN rule is judged on (yearlyRentJudged). */
  yearlyRent: number;
  panRequired: boolean;
}

export interface RentReceiptsInput {
  language: Language;
  tenantName: string;
  landlordName: string;
  landlordPan: string | null;
  address: string;
  months: ReadonlyArray<Omit<MonthReceipt, 'paidOn' | 'reference' | 'verification'> & Partial<Pick<MonthReceipt, 'paidOn' | 'reference' | 'verification'>>>;
  selfMade: boolean;
  madeOn: string;
}

/**
 * The receipts, checked: the parties' names, the address, every month's amount and mode, the landlord's PAN when the
 * year's rent needs it; 1 to 12 months, each once, put in order. A self-made document carries no verification link
 * (a programming error, thrown as such). Field errors under the generator form's names.
 */
export function makeRentReceipts(input: RentReceiptsInput): RentReceipts {
  const months = [...input.months].sort((a, b) => a.month.localeCompare(b.month));
  if (months.length === 0 || months.length > RECEIPT_MONTHS_MAX) throw new Error(`Rent receipts: 1 to ${RECEIPT_MONTHS_MAX} months, not ${months.length}`);
  if (months.some((m, i) => !isYearMonth(m.month) || (i > 0 && months[i - 1]!.month === m.month))) throw new Error('Rent receipts: each month once, as YYYY-MM');
  if (input.selfMade && months.some((m) => m.verification)) throw new Error('Rent receipts: a self-made receipt carries no verification link');

  const yearlyRent = yearlyRentJudged(months.map((m) => m.amount));
  const parties = checkReceiptParties(input.tenantName, input.landlordName);
  // A tenancy's parties are two accounts, whatever their names: two people may share one.
  if (!input.selfMade && parties.landlord_name === RentReceiptMessages.samePerson) parties.landlord_name = null;
  const problems: Record<string, string | null> = {
    ...parties,
    address: checkReceiptAddress(input.address),
    monthly_rent: months.map((m) => checkMonthlyRent(m.amount)).find(Boolean) ?? null,
    mode: months.map((m) => checkPaymentMode(m.mode)).find(Boolean) ?? null,
    landlord_pan: checkLandlordPan(input.landlordPan, yearlyRent),
  };
  const fields = Object.fromEntries(Object.entries(problems).filter((entry): entry is [string, string] => entry[1] !== null));
  if (Object.keys(fields).length > 0) throw new ValidationError(fields);

  const pan = input.landlordPan ? normalisePan(input.landlordPan) : '';
  return {
    language: input.language,
    tenantName: normalisePersonName(input.tenantName),
    landlordName: normalisePersonName(input.landlordName),
    landlordPan: pan || null,
    address: normaliseText(input.address, { foldSpaces: true }),
    months: months.map((m) => ({ paidOn: null, reference: null, verification: null, ...m })),
    selfMade: input.selfMade,
    madeOn: input.madeOn,
    yearlyRent,
    panRequired: landlordPanRequired(yearlyRent),
  };
}

/** Whether a month's receipt carries the revenue-stamp note. */
export const stampNoteFor = (receipt: Pick<MonthReceipt, 'amount' | 'mode'>): boolean => needsRevenueStamp(receipt.amount, receipt.mode);

/** The total of the receipts, whole rupees. */
export const totalOf = (receipts: Pick<RentReceipts, 'months'>): number => receipts.months.reduce((sum, m) => sum + m.amount, 0);
