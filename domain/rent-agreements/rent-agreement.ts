/**
 * The rent agreement of a tenancy: an 11-month-style leave and licence printed from the terms both parties confirmed,
 * with each party's approval (given by code, for one version of the terms) and when. The clauses' words are in the
 * catalogue (catalogue/documents/rent-agreement.texts.ts); the layout in application/rent-agreements/.
 */
import type { Language } from '../shared/language.js';
import { addMonths } from '../shared/year-month.js';

/** The lock-in: neither party ends the licence in its first months (but for a breach). */
export const AGREEMENT_LOCK_IN_MONTHS = 3;

/**
 * The lock-in of a term: AGREEMENT_LOCK_IN_MONTHS, never so long that notice given at its end would run past the term
 * (a 3-month term with a month's notice has a 2-month lock-in; a 1-month term none).
 */
export function lockInMonths(termMonths: number, noticeMonths: number): number {
  return Math.max(0, Math.min(AGREEMENT_LOCK_IN_MONTHS, termMonths - Math.max(1, noticeMonths)));
}

/** The last day of a term starting on `moveInDate` (YYYY-MM-DD): the day before the same date `termMonths` later. */
export function termEndDate(moveInDate: string, termMonths: number): string {
  const endMonth = addMonths(moveInDate.slice(0, 7), termMonths);
  const [y, m] = [Number(endMonth.slice(0, 4)), Number(endMonth.slice(5, 7))];
  const lastDay = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const day = Math.min(Number(moveInDate.slice(8, 10)), lastDay);
  const end = new Date(Date.UTC(y, m - 1, day) - 86_400_000);
  return end.toISOString().slice(0, 10);
}

/** A party's approval of the agreement, when given. */
export interface AgreementApproval {
  name: string;
  approvedAt: Date | null;
}

export interface RentAgreement {
  language: Language;
  tenancyId: string;
  owner: AgreementApproval;
  tenant: AgreementApproval;
  /** The home's full address, as printed. */
  address: string;
  /** The city's slug (patna, gaya, …): its courts. */
  city: string;
  rent: number;
  deposit: number;
  maintenance: number;
  moveInDate: string;
  termMonths: number;
  /** The term's last day. */
  endDate: string;
  noticeMonths: number;
  lockInMonths: number;
  rentDueDay: number;
  termsVersion: number;
  /** The India date the tenancy was confirmed: the agreement's date. */
  madeOn: string;
}
