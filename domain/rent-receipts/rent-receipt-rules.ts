/**
 * The rules of a rent receipt, for the public generator, a tenancy's receipts and both front ends: plain data and
 * pure checks (each `checkX` returns the message of the first broken part, or null).
 */
import { english } from '../shared/catalogue/index.js';
import { checkPan, normalisePan } from '../shared/pan.js';
import { checkPersonName, foldName } from '../shared/person-name.js';
import { normaliseText } from '../shared/text.js';
import { rupees } from '../shared/rupees.js';
import { addMonths, financialYearOf, isYearMonth, monthCount, type FinancialYear, type YearMonth } from '../shared/year-month.js';

/** How the rent was paid. */
export const PaymentModes = ['CASH', 'UPI', 'BANK_TRANSFER'] as const;
export type PaymentMode = (typeof PaymentModes)[number];
export const isPaymentMode = (value: unknown): value is PaymentMode => typeof value === 'string' && (PaymentModes as readonly string[]).includes(value);

/**
 * The income-tax rule for house-rent-allowance claims: an employee paying more than this in a year must give the
 * employer the landlord's PAN, so the receipts ask for it and print it.
 */
export const PAN_YEARLY_RENT_THRESHOLD = 100_000;
/** A receipt for more than this, paid in cash, takes a ₹1 revenue stamp signed across (the Indian Stamp Act). */
export const REVENUE_STAMP_THRESHOLD = 5_000;
/** One PDF holds at most this many monthly receipts: a financial year. */
export const RECEIPT_MONTHS_MAX = 12;
/** A month's rent: a whole number of rupees from 1 to this (₹10,00,000). */
export const MONTHLY_RENT_MAX = 1_000_000;
/** The rented home's address, as printed on the receipt. */
export const RECEIPT_ADDRESS_MIN_LENGTH = 10;
export const RECEIPT_ADDRESS_MAX_LENGTH = 200;
/** The generator offers the current financial year and this many before it (claims for past years come late). */
export const PAST_FINANCIAL_YEARS = 2;

export const RentReceiptMessages = {
  rent: english('RENT_RECEIPT_RENT', { max: rupees(MONTHLY_RENT_MAX) }),
  address: english('RENT_RECEIPT_ADDRESS', { min: RECEIPT_ADDRESS_MIN_LENGTH, max: RECEIPT_ADDRESS_MAX_LENGTH }),
  mode: english('RENT_RECEIPT_MODE'),
  period: english('RENT_RECEIPT_PERIOD'),
  month: english('RENT_RECEIPT_MONTH'),
  monthOrder: english('RENT_RECEIPT_MONTH_ORDER'),
  monthsMax: english('RENT_RECEIPT_MONTHS_MAX', { max: RECEIPT_MONTHS_MAX }),
  financialYear: english('RENT_RECEIPT_FINANCIAL_YEAR'),
  samePerson: english('RENT_RECEIPT_SAME_PERSON'),
  tooMany: english('RENT_RECEIPTS_TOO_MANY'),
} as const;

/**
 * The year's rent the PAN rule is judged on: twelve times the highest monthly rent on the receipts, whatever the
 * number of months printed. An employer judges the year, and receipts for part of it (a quarter at a time, or a
 * tenancy's first months) must not drop a PAN the whole year needs: ₹9,000 a month is ₹1,08,000 a year even on a
 * receipt for three months. Stricter than the law for a tenancy that truly lasts only part of a year; printing a
 * PAN then does no harm.
 */
export function yearlyRentJudged(monthlyAmounts: readonly number[]): number {
  return 12 * Math.max(0, ...monthlyAmounts);
}

/** Whether the landlord's PAN must be asked for and printed: the year's rent above ₹1,00,000. */
export function landlordPanRequired(yearlyRent: number): boolean {
  return yearlyRent > PAN_YEARLY_RENT_THRESHOLD;
}

/** Whether a receipt needs the revenue-stamp note: paid in cash and above ₹5,000. */
export function needsRevenueStamp(amount: number, mode: PaymentMode): boolean {
  return mode === 'CASH' && amount > REVENUE_STAMP_THRESHOLD;
}

/** A month's rent: a whole number of rupees, 1 to ₹10,00,000 (a string of digits from a form counts). */
export function checkMonthlyRent(input: unknown): string | null {
  const value = typeof input === 'string' && /^\d{1,9}$/.test(input.trim()) ? Number(input.trim()) : input;
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MONTHLY_RENT_MAX ? null : RentReceiptMessages.rent;
}

/** The rented home's address: 10 to 200 characters once trimmed. */
export function checkReceiptAddress(input: unknown): string | null {
  if (typeof input !== 'string') return RentReceiptMessages.address;
  const length = normaliseText(input, { foldSpaces: true }).length;
  return length >= RECEIPT_ADDRESS_MIN_LENGTH && length <= RECEIPT_ADDRESS_MAX_LENGTH ? null : RentReceiptMessages.address;
}

export function checkPaymentMode(input: unknown): string | null {
  return isPaymentMode(input) ? null : RentReceiptMessages.mode;
}

/** The tenant's and the landlord's names: each a person's name, and not the same person (a receipt from oneself). */
export function checkReceiptParties(tenantName: unknown, landlordName: unknown): { tenant_name: string | null; landlord_name: string | null } {
  const tenant = checkPersonName(tenantName);
  const landlord = checkPersonName(landlordName);
  const same = !tenant && !landlord && foldName(tenantName as string).toLowerCase() === foldName(landlordName as string).toLowerCase();
  return { tenant_name: tenant, landlord_name: landlord ?? (same ? RentReceiptMessages.samePerson : null) };
}

/**
 * The landlord's PAN: required when the year's rent (yearlyRentJudged) is above ₹1,00,000, then with the year's
 * rent in the message; optional below it, but a PAN given must have the shape of one.
 */
export function checkLandlordPan(input: unknown, yearlyRent: number): string | null {
  const blank = input === undefined || input === null || (typeof input === 'string' && normalisePan(input) === '');
  if (blank) return landlordPanRequired(yearlyRent) ? english('RENT_RECEIPT_PAN_NEEDED', { yearly: rupees(yearlyRent), threshold: rupees(PAN_YEARLY_RENT_THRESHOLD) }) : null;
  return checkPan(input);
}

/**
 * The months the generator offers on `today` (an India date): April of the financial year PAST_FINANCIAL_YEARS
 * before the current one, to the current one's March (an employer collects the current year's receipts before it
 * ends); and those financial years, newest first.
 */
export function receiptWindow(today: string): { firstMonth: YearMonth; lastMonth: YearMonth; financialYears: FinancialYear[] } {
  const current = financialYearOf(today.slice(0, 7));
  const first = current - PAST_FINANCIAL_YEARS;
  return {
    firstMonth: `${first}-04`,
    lastMonth: addMonths(`${current}-04`, 11),
    financialYears: Array.from({ length: PAST_FINANCIAL_YEARS + 1 }, (_, i) => current - i),
  };
}

/** A month of the window (receiptWindow). */
export function checkReceiptMonth(input: unknown, window: { firstMonth: YearMonth; lastMonth: YearMonth }): string | null {
  return isYearMonth(input) && input >= window.firstMonth && input <= window.lastMonth ? null : RentReceiptMessages.month;
}

/** From one month to another of the window: in order and at most RECEIPT_MONTHS_MAX months; the message is the last month's. */
export function checkReceiptMonthRange(from: YearMonth, to: YearMonth): string | null {
  if (to < from) return RentReceiptMessages.monthOrder;
  return monthCount(from, to) > RECEIPT_MONTHS_MAX ? RentReceiptMessages.monthsMax : null;
}

/** A financial year the window offers. */
export function checkReceiptFinancialYear(year: FinancialYear | null, window: { financialYears: FinancialYear[] }): string | null {
  return year !== null && window.financialYears.includes(year) ? null : RentReceiptMessages.financialYear;
}
