import { checkReason, checkText, type TextRule } from '../shared/text.js';
import { TenancyMessages } from './tenancies.errors.js';
import { PAYMENT_REFERENCE_MAX_LENGTH, PaymentKinds, PaymentModes, RENT_MONTH_PATTERN, TENANCY_NOTE_MAX_LENGTH, VOID_REASON_RULE } from './tenancy-rules.js';

/*
 * The tenancy's and payment's field rules that need nothing stored (no date of today, no tenancy): each the message
 * of the broken part, or null. The HTTP edge checks a body with them; the domain reads them again.
 */

/** A dispute's note, a withdrawal's reason: optional text. */
export const TENANCY_NOTE_RULE: TextRule = { max: TENANCY_NOTE_MAX_LENGTH, foldSpaces: true };
/** A payment's reference (a UPI or cheque number): optional text. */
export const PAYMENT_REFERENCE_RULE: TextRule = { max: PAYMENT_REFERENCE_MAX_LENGTH, foldSpaces: true };

export const checkTenancyNote = (input: unknown): string | null => checkText(input, TENANCY_NOTE_RULE);
export const checkPaymentReference = (input: unknown): string | null => checkText(input, PAYMENT_REFERENCE_RULE);

/** A void's reason: 5 to 500 characters once spaces are folded. */
export const checkVoidReason = (input: unknown): string | null => checkReason(input, VOID_REASON_RULE, TenancyMessages.voidReason);

/** One of a closed list (a payment's kind or mode). */
const oneOf =
  (values: readonly string[]) =>
  (input: unknown): string | null =>
    typeof input === 'string' && values.includes(input) ? null : 'INVALID_VALUE';
export const checkPaymentKind = oneOf(PaymentKinds);
export const checkPaymentMode = oneOf(PaymentModes);

/** The month a payment is for: only for rent, and required there (YYYY-MM). */
export function checkRentMonth(input: unknown, kind: unknown): string | null {
  const blank = input === undefined || input === null || input === '';
  if (kind !== 'RENT') return blank ? null : TenancyMessages.monthOnlyForRent;
  return typeof input === 'string' && RENT_MONTH_PATTERN.test(input) ? null : TenancyMessages.rentMonth;
}
