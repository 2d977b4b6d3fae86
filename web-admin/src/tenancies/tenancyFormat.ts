/**
 * Tenancies and payments in the console: status, kind, mode and history labels, chip colours, filter choices, the
 * void reason's rule and the CSV rows. The lists themselves come from the shared contract.
 */
import {
  PaymentKinds,
  PaymentModes,
  PaymentStatuses,
  TenancyStatuses,
  VOID_REASON_RULE,
  type PaymentKind,
  type PaymentMode,
  type PaymentStatus,
  type TenancyStatus,
} from '../../../adapters/http/contract/rules';
import { choicesOf, colorIn, labelIn, type ChipColor } from '../status/labels';
import { formatRupees } from '../properties/propertyFormat';
import { toCsv, type CsvColumn } from '../util/csv';
import type { Payment, Tenancy, TenancyEvent } from './resource';

const TENANCY_STATUS_LABELS: Record<TenancyStatus, string> = {
  PROPOSED: 'Proposed',
  CONFIRMED: 'Confirmed',
  ENDING: 'Under notice',
  ENDED: 'Ended',
  WITHDRAWN: 'Withdrawn',
  VOIDED: 'Voided',
};
const TENANCY_STATUS_COLORS: Partial<Record<TenancyStatus, ChipColor>> = { PROPOSED: 'warning', CONFIRMED: 'success', ENDING: 'info', VOIDED: 'error' };

const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = { PENDING: 'Pending', CONFIRMED: 'Confirmed', DISPUTED: 'Disputed', VOIDED: 'Voided' };
const PAYMENT_STATUS_COLORS: Partial<Record<PaymentStatus, ChipColor>> = { PENDING: 'warning', CONFIRMED: 'success', DISPUTED: 'error' };
const KIND_LABELS: Record<PaymentKind, string> = { TOKEN: 'Token', DEPOSIT: 'Deposit', RENT: 'Rent', REFUND: 'Refund' };
const MODE_LABELS: Record<PaymentMode, string> = { CASH: 'Cash', UPI: 'UPI', BANK_TRANSFER: 'Bank transfer' };

export const tenancyStatusLabel = labelIn(TENANCY_STATUS_LABELS);
export const tenancyStatusColor = colorIn(TENANCY_STATUS_COLORS);
export const tenancyStatusChoices = choicesOf(TenancyStatuses, TENANCY_STATUS_LABELS);
export const paymentStatusLabel = labelIn(PAYMENT_STATUS_LABELS);
export const paymentStatusColor = colorIn(PAYMENT_STATUS_COLORS);
export const paymentStatusChoices = choicesOf(PaymentStatuses, PAYMENT_STATUS_LABELS);
export const paymentKindLabel = labelIn(KIND_LABELS);
export const paymentKindChoices = choicesOf(PaymentKinds, KIND_LABELS);
export const paymentModeLabel = labelIn(MODE_LABELS);

const ACTION_LABELS: Record<TenancyEvent['action'], string> = {
  propose: 'Proposed',
  change: 'Changed the terms',
  confirm: 'Confirmed the terms',
  withdraw: 'Withdrew',
  notice: 'Gave notice',
  end: 'Ended',
  visit_statement: 'Stated a visit in person',
  record_payment: 'Recorded a payment',
  confirm_payment: 'Confirmed a payment',
  dispute_payment: 'Disputed a payment',
  void_payment: 'Voided a payment',
  approve_agreement: 'Approved the rent agreement',
  landlord_pan: "Gave the landlord's PAN",
  void: 'Voided the tenancy',
};
export const historyActionLabel = labelIn(ACTION_LABELS);

const ROLE_LABELS = { OWNER: 'Owner', TENANT: 'Tenant', ADMIN: 'Admin' } as const;
export const roleLabel = labelIn(ROLE_LABELS);

/** The terms in one line: "₹12,500 a month · deposit ₹25,000 · 11 months". */
export function termsLine(t: Pick<Tenancy, 'rent' | 'deposit' | 'term_months'>): string {
  return `${formatRupees(t.rent)} a month · deposit ${formatRupees(t.deposit)} · ${t.term_months} months`;
}

/** "Rent ₹12,500 for 2026-11", "Token ₹5,000". */
export function paymentLine(p: Pick<Payment, 'kind' | 'amount' | 'for_month'>): string {
  return `${paymentKindLabel(p.kind)} ${formatRupees(p.amount)}${p.for_month ? ` for ${p.for_month}` : ''}`;
}

/** The admin's void reason: VOID_REASON_RULE's length once trimmed, in the API's words. */
export const VOID_REASON_MESSAGE = `Give a reason of ${VOID_REASON_RULE.min} to ${VOID_REASON_RULE.max} characters.`;
export function validateVoidReason(text: string): string | undefined {
  const length = text.trim().length;
  return length < VOID_REASON_RULE.min || length > VOID_REASON_RULE.max ? VOID_REASON_MESSAGE : undefined;
}
export const VOID_REASON_MAX = VOID_REASON_RULE.max;

const tenancyColumns: CsvColumn<Partial<Tenancy>>[] = [
  { header: 'id', value: (r) => r.id },
  { header: 'property_id', value: (r) => r.property_id },
  { header: 'city', value: (r) => r.city },
  { header: 'owner_id', value: (r) => r.owner_id },
  { header: 'tenant_id', value: (r) => r.tenant_id },
  { header: 'status', value: (r) => r.status },
  { header: 'status_label', value: (r) => tenancyStatusLabel(r.status) },
  { header: 'rent', value: (r) => r.rent },
  { header: 'deposit', value: (r) => r.deposit },
  { header: 'maintenance', value: (r) => r.maintenance },
  { header: 'move_in_date', value: (r) => r.move_in_date },
  { header: 'term_months', value: (r) => r.term_months },
  { header: 'notice_months', value: (r) => r.notice_months },
  { header: 'rent_due_day', value: (r) => r.rent_due_day },
  { header: 'terms_version', value: (r) => r.terms_version },
  { header: 'owner_confirmed', value: (r) => r.owner_confirmed },
  { header: 'tenant_confirmed', value: (r) => r.tenant_confirmed },
  { header: 'confirmed_at', value: (r) => r.confirmed_at },
  { header: 'move_out_date', value: (r) => r.move_out_date },
  { header: 'void_reason', value: (r) => r.void_reason },
  { header: 'created_at', value: (r) => r.created_at },
];

const paymentColumns: CsvColumn<Partial<Payment>>[] = [
  { header: 'id', value: (r) => r.id },
  { header: 'tenancy_id', value: (r) => r.tenancy_id },
  { header: 'kind', value: (r) => r.kind },
  { header: 'amount', value: (r) => r.amount },
  { header: 'mode', value: (r) => r.mode },
  { header: 'reference', value: (r) => r.reference },
  { header: 'paid_on', value: (r) => r.paid_on },
  { header: 'for_month', value: (r) => r.for_month },
  { header: 'recorded_by', value: (r) => r.recorded_by_party },
  { header: 'status', value: (r) => r.status },
  { header: 'status_label', value: (r) => paymentStatusLabel(r.status) },
  { header: 'dispute_note', value: (r) => r.dispute_note },
  { header: 'void_reason', value: (r) => r.void_reason },
  { header: 'created_at', value: (r) => r.created_at },
];

export const tenanciesToCsv = (records: readonly Partial<Tenancy>[]) => toCsv(records, tenancyColumns);
export const paymentsToCsv = (records: readonly Partial<Payment>[]) => toCsv(records, paymentColumns);
