import { FieldErrorCollector, ValidationError } from '../shared/domain-error.js';
import { addDays, indiaDate } from '../shared/india-date.js';
import { parseIsoDate } from '../shared/iso-date.js';
import { parseNumber } from '../shared/number-and-link.js';
import { TenancyMessages } from './tenancies.errors.js';
import { MOVE_IN_WINDOW_DAYS, TENANCY_DEFAULTS, TenancyTermRules } from './tenancy-rules.js';

/** What the two parties agree: whole rupees, a move-in date (India's calendar), whole months, the day rent is due. */
export interface TenancyTerms {
  rent: number;
  deposit: number;
  maintenance: number;
  moveInDate: string;
  termMonths: number;
  noticeMonths: number;
  rentDueDay: number;
}

/** The terms as given: a left-out number takes its default (or, on a change, stays as it was); the rules are read again here. */
export type TenancyTermsInput = Partial<Record<'rent' | 'deposit' | 'maintenance' | 'termMonths' | 'noticeMonths' | 'rentDueDay', number | null>> & { moveInDate?: string | null };

/**
 * The terms from a form (API names in the field errors): every bad field at once. Term, notice and due day take
 * their defaults when left out; the move-in date is within a year of today.
 */
export function parseTenancyTerms(input: TenancyTermsInput, now: Date): TenancyTerms {
  const errors = new FieldErrorCollector();
  const rent = errors.attempt('rent', () => parseNumber(input.rent, 'rent', TenancyTermRules.rent));
  const deposit = errors.attempt('deposit', () => parseNumber(input.deposit ?? 0, 'deposit', TenancyTermRules.deposit));
  const maintenance = errors.attempt('maintenance', () => parseNumber(input.maintenance ?? 0, 'maintenance', TenancyTermRules.maintenance));
  const termMonths = errors.attempt('term_months', () => parseNumber(input.termMonths ?? TENANCY_DEFAULTS.termMonths, 'term_months', TenancyTermRules.term_months));
  const noticeMonths = errors.attempt('notice_months', () => parseNumber(input.noticeMonths ?? TENANCY_DEFAULTS.noticeMonths, 'notice_months', TenancyTermRules.notice_months));
  const rentDueDay = errors.attempt('rent_due_day', () => parseNumber(input.rentDueDay ?? TENANCY_DEFAULTS.rentDueDay, 'rent_due_day', TenancyTermRules.rent_due_day));
  const moveInDate = errors.attempt('move_in_date', () => {
    const date = parseIsoDate(input.moveInDate, 'move_in_date', true)!;
    const today = indiaDate(now);
    if (date < addDays(today, -MOVE_IN_WINDOW_DAYS) || date > addDays(today, MOVE_IN_WINDOW_DAYS)) throw ValidationError.field('move_in_date', TenancyMessages.moveInWindow);
    return date;
  });
  errors.throwIfAny();
  return { rent: rent!, deposit: deposit!, maintenance: maintenance!, moveInDate: moveInDate!, termMonths: termMonths!, noticeMonths: noticeMonths!, rentDueDay: rentDueDay! };
}

export function sameTerms(a: TenancyTerms, b: TenancyTerms): boolean {
  return (
    a.rent === b.rent &&
    a.deposit === b.deposit &&
    a.maintenance === b.maintenance &&
    a.moveInDate === b.moveInDate &&
    a.termMonths === b.termMonths &&
    a.noticeMonths === b.noticeMonths &&
    a.rentDueDay === b.rentDueDay
  );
}
