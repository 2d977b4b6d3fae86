/**
 * The tenancy forms' pure parts (tested): the terms form (its start, checks and body), the payment form, and how a
 * tenancy's history and a payment read to its parties. The checks are the API's (the shared rules); the server
 * checks again and its field errors are shown under the same fields.
 */
import {
  PAYMENT_AMOUNT_RULE,
  PAYMENT_REFERENCE_MAX_LENGTH,
  RENT_MONTH_PATTERN,
  TENANCY_DEFAULTS,
  TENANCY_NOTE_MAX_LENGTH,
  TenancyTermRules,
} from '../../../adapters/http/contract/rules';
import { indiaDate } from '../../../adapters/http/contract/island-rules';
import { activeLanguage, type Language } from '../i18n/locale';
import type { MessageKey } from '../../../domain/shared/catalogue/site/en';
import type { Payment, PaymentBody, TenancyEvent, TenancyView, TermsBody } from '../api/tenancies';
import { all, calendarDate, maxLength, numberByRule } from '../validation/api-rules';
import { phone, required, validateFields, type FieldErrors, type Rules } from '../validation/rules';

export const TERMS_FIELDS = ['rent', 'deposit', 'maintenance', 'move_in_date', 'term_months', 'notice_months', 'rent_due_day'] as const;
export type TermsField = (typeof TERMS_FIELDS)[number];
export type TermsValues = Record<TermsField, string>;

/** What the terms form starts from: the tenancy's terms, else the listing's rent and deposit and the usual term. */
export function termsStart(from: Partial<Pick<TenancyView, TermsField>>): TermsValues {
  const text = (value: number | string | null | undefined) => (value === undefined || value === null ? '' : String(value));
  return {
    rent: text(from.rent),
    deposit: text(from.deposit),
    maintenance: text(from.maintenance ?? 0),
    move_in_date: text(from.move_in_date),
    term_months: text(from.term_months ?? TENANCY_DEFAULTS.termMonths),
    notice_months: text(from.notice_months ?? TENANCY_DEFAULTS.noticeMonths),
    rent_due_day: text(from.rent_due_day ?? TENANCY_DEFAULTS.rentDueDay),
  };
}

const TERMS_RULES: Rules<TermsField> = {
  rent: all(required, numberByRule(TenancyTermRules.rent)),
  deposit: all(required, numberByRule(TenancyTermRules.deposit)),
  maintenance: all(required, numberByRule(TenancyTermRules.maintenance)),
  move_in_date: all(required, calendarDate),
  term_months: all(required, numberByRule(TenancyTermRules.term_months)),
  notice_months: all(required, numberByRule(TenancyTermRules.notice_months)),
  rent_due_day: all(required, numberByRule(TenancyTermRules.rent_due_day)),
};

/** The terms checked: the body to send, or the errors per field. */
export function termsBody(values: TermsValues): { body: TermsBody } | { errors: FieldErrors<TermsField> } {
  const errors = validateFields(values, TERMS_RULES);
  if (Object.keys(errors).length) return { errors };
  const n = (field: TermsField) => Number(values[field].trim());
  return {
    body: {
      rent: n('rent'),
      deposit: n('deposit'),
      maintenance: n('maintenance'),
      move_in_date: values.move_in_date.trim(),
      term_months: n('term_months'),
      notice_months: n('notice_months'),
      rent_due_day: n('rent_due_day'),
    },
  };
}

/** The owner names the tenant by the mobile number they signed up with. */
export const checkTenantMobile = (value: string): string | null => phone(value.trim());

export const PAYMENT_FIELDS = ['kind', 'amount', 'mode', 'reference', 'paid_on', 'for_month'] as const;
export type PaymentField = (typeof PAYMENT_FIELDS)[number];
export type PaymentValues = Record<PaymentField, string>;

/** A payment form: paid today (India), by UPI; a rent's month is this month. */
export function paymentStart(today: string, kind: Payment['kind'] = 'RENT'): PaymentValues {
  return { kind, amount: '', mode: 'UPI', reference: '', paid_on: today, for_month: today.slice(0, 7) };
}

/** The payment checked: the body to send (a month only for rent), or the errors per field (a month's error is a key). */
export function paymentBody(values: PaymentValues, say: (key: MessageKey) => string): { body: PaymentBody } | { errors: FieldErrors<PaymentField> } {
  const rules: Rules<PaymentField> = {
    kind: required,
    mode: required,
    amount: all(required, numberByRule(PAYMENT_AMOUNT_RULE)),
    reference: maxLength(PAYMENT_REFERENCE_MAX_LENGTH),
    paid_on: all(required, calendarDate),
  };
  const errors = validateFields(values, rules);
  if (values.kind === 'RENT') {
    if (!RENT_MONTH_PATTERN.test(values.for_month.trim())) errors.for_month = say('tenancy.payment.monthInvalid');
  }
  if (Object.keys(errors).length) return { errors };
  const reference = values.reference.trim();
  return {
    body: {
      kind: values.kind as Payment['kind'],
      amount: Number(values.amount.trim()),
      mode: values.mode as Payment['mode'],
      reference: reference || null,
      paid_on: values.paid_on.trim(),
      for_month: values.kind === 'RENT' ? values.for_month.trim() : null,
    },
  };
}

export const NOTE_MAX = TENANCY_NOTE_MAX_LENGTH;

/**
 * Who did a line of the history, as its parties read it: "You", the owner's or the tenant's name, or "GharSetu"
 * for an admin (never a staff member's name).
 */
export function actorName(event: Pick<TenancyEvent, 'by_id' | 'by_role'>, tenancy: Pick<TenancyView, 'owner_id' | 'tenant_id' | 'owner_name' | 'tenant_name'>, me: string | null, say: (key: MessageKey) => string): string {
  if (event.by_role === 'ADMIN') return say('tenancy.history.team');
  if (me && event.by_id === me) return say('tenancy.history.you');
  return event.by_id === tenancy.owner_id ? tenancy.owner_name : tenancy.tenant_name;
}

/** The other party's name and side, as the reader sees the tenancy. */
export function otherParty(tenancy: Pick<TenancyView, 'as' | 'owner_name' | 'tenant_name'>): { role: 'OWNER' | 'TENANT'; name: string } {
  return tenancy.as === 'TENANT' ? { role: 'OWNER', name: tenancy.owner_name } : { role: 'TENANT', name: tenancy.tenant_name };
}

/** Whose confirmation is still missing on a proposal. */
export function waitingFor(tenancy: Pick<TenancyView, 'status' | 'owner_confirmed' | 'tenant_confirmed'>): ('OWNER' | 'TENANT')[] {
  if (tenancy.status !== 'PROPOSED') return [];
  return [...(tenancy.owner_confirmed ? [] : (['OWNER'] as const)), ...(tenancy.tenant_confirmed ? [] : (['TENANT'] as const))];
}

/** Today in India (YYYY-MM-DD). */
export const indiaToday = (now = new Date()): string => indiaDate(now);

/** The months a rent may be recorded for: from 12 months back to 2 ahead of `today`, newest first (YYYY-MM). */
export function rentMonths(today: string): string[] {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const months: string[] = [];
  for (let step = 2; step >= -12; step--) {
    const at = new Date(Date.UTC(year, month - 1 + step, 1));
    months.push(`${at.getUTCFullYear()}-${String(at.getUTCMonth() + 1).padStart(2, '0')}`);
  }
  return months;
}

/** "2026-11" → "November 2026" ("नवंबर 2026"). */
export function monthLabel(month: string, language: Language = activeLanguage()): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return new Intl.DateTimeFormat(language === 'hi' ? 'hi-IN-u-nu-latn' : 'en-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(year, m - 1, 1)));
}
