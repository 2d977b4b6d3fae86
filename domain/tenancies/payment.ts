import { v7 as uuidv7 } from 'uuid';
import { FieldErrorCollector, ValidationError } from '../shared/domain-error.js';
import { indiaDate } from '../shared/india-date.js';
import { parseIsoDate } from '../shared/iso-date.js';
import { parseNumber } from '../shared/number-and-link.js';
import { StatusMachine } from '../shared/status-machine.js';
import { parseText, reasonText } from '../shared/text.js';
import { NotYourTenancyError, TenancyMessages, TenancyTransitionError } from './tenancies.errors.js';
import { checkPaymentKind, checkPaymentMode, checkRentMonth, checkVoidReason, PAYMENT_REFERENCE_RULE, TENANCY_NOTE_RULE } from './tenancy-checks.js';
import { TenancyEvent, type TenancyActor } from './tenancy-event.js';
import {
  PAYMENT_AMOUNT_RULE,
  PAYMENT_KIND_NEEDS,
  type PaymentKind,
  type PaymentMode,
  type PaymentStatus,
  type TenancyParty,
  type TenancyStatus,
} from './tenancy-rules.js';
import type { Tenancy } from './tenancy.js';

export type PaymentAction = 'request_code' | 'confirm' | 'dispute' | 'void';

/**
 *   pending ─the other party confirms by code→ confirmed
 *   pending ─the other party says it did not happen→ disputed
 *   pending | confirmed | disputed ─an admin voids it, with a reason→ voided
 */
const MACHINE = new StatusMachine<PaymentStatus>({
  PENDING: ['CONFIRMED', 'DISPUTED', 'VOIDED'],
  CONFIRMED: ['VOIDED'],
  DISPUTED: ['VOIDED'],
  VOIDED: [],
});

/** Which tenancy statuses take which kind of payment. */
const KIND_NEEDS = PAYMENT_KIND_NEEDS;

export interface PaymentDetails {
  kind: PaymentKind;
  amount: number;
  mode: PaymentMode;
  reference: string | null;
  paidOn: string;
  forMonth: string | null;
}

/** A payment from a form (API names in the field errors): every bad field at once; the month only for rent, and required there. */
export function parsePaymentDetails(input: Partial<Record<'kind' | 'amount' | 'mode' | 'reference' | 'paidOn' | 'forMonth', unknown>>, now: Date): PaymentDetails {
  const errors = new FieldErrorCollector();
  const kind = errors.attempt('kind', () => picked<PaymentKind>(input.kind, 'kind', checkPaymentKind));
  const mode = errors.attempt('mode', () => picked<PaymentMode>(input.mode, 'mode', checkPaymentMode));
  const amount = errors.attempt('amount', () => parseNumber(input.amount, 'amount', PAYMENT_AMOUNT_RULE)!);
  const reference = errors.attempt('reference', () => parseText(input.reference, 'reference', PAYMENT_REFERENCE_RULE));
  const paidOn = errors.attempt('paid_on', () => {
    const date = parseIsoDate(input.paidOn, 'paid_on', true)!;
    if (date > indiaDate(now)) throw ValidationError.field('paid_on', TenancyMessages.notFuture);
    return date;
  });
  const forMonth = errors.attempt('for_month', () => {
    const problem = checkRentMonth(input.forMonth, kind);
    if (problem) throw ValidationError.field('for_month', problem);
    return kind === 'RENT' ? (input.forMonth as string) : null;
  });
  errors.throwIfAny();
  return { kind: kind!, mode: mode!, amount: amount!, reference: reference ?? null, paidOn: paidOn!, forMonth: forMonth ?? null };
}

/** One of a closed list, `check`'s problem thrown under `field`. */
function picked<T extends string>(input: unknown, field: string, check: (input: unknown) => string | null): T {
  const problem = check(input);
  if (problem) throw ValidationError.field(field, problem);
  return input as T;
}

/**
 * A payment between the two parties of a tenancy, recorded by one of them and confirmed (by code) or disputed by
 * the other. Nothing of it changes once recorded but its status: a mistake is disputed, and an admin voids a
 * fraudulent record with a reason.
 */
export class Payment {
  id!: string;
  tenancyId!: string;
  kind!: PaymentKind;
  amount!: number;
  mode!: PaymentMode;
  reference!: string | null;
  paidOn!: string;
  forMonth!: string | null;
  recordedById!: string;
  recordedByParty!: TenancyParty;
  status!: PaymentStatus;
  confirmedAt!: Date | null;
  disputedAt!: Date | null;
  disputeNote!: string | null;
  voidedAt!: Date | null;
  voidedById!: string | null;
  voidReason!: string | null;
  createdAt!: Date;
  updatedAt!: Date;
  version!: number;

  /**
   * A party records a payment on their tenancy. A token only once the tenant has seen the home (`tenantVisited`: a
   * completed rider visit or the owner's statement); rent only on a confirmed tenancy (or one under notice).
   */
  static record(input: { tenancy: Tenancy; actor: TenancyActor; details: PaymentDetails; tenantVisited: boolean }, now: Date): { payment: Payment; event: TenancyEvent } {
    const { tenancy, actor, details } = input;
    const party = tenancy.partyOf(actor.id);
    if (actor.role === 'ADMIN' || party === null) throw new NotYourTenancyError();
    if (details.kind === 'TOKEN' && !input.tenantVisited) throw new TenancyTransitionError(TenancyMessages.tokenNeedsVisit);
    if (!KIND_NEEDS[details.kind].includes(tenancy.status)) {
      throw new TenancyTransitionError(details.kind === 'RENT' ? TenancyMessages.rentNeedsConfirmed : TenancyMessages.cannotTenancy('record_payment', tenancy.status));
    }
    const payment = new Payment();
    payment.id = uuidv7();
    payment.tenancyId = tenancy.id;
    Object.assign(payment, details);
    payment.recordedById = actor.id;
    payment.recordedByParty = party;
    payment.status = 'PENDING';
    payment.confirmedAt = null;
    payment.disputedAt = null;
    payment.disputeNote = null;
    payment.voidedAt = null;
    payment.voidedById = null;
    payment.voidReason = null;
    payment.createdAt = now;
    payment.updatedAt = now;
    payment.version = 0;
    return { payment, event: payment.event({ id: actor.id, role: party }, 'record_payment', null, now) };
  }

  /** The party who confirms or disputes: the one who did not record it. */
  get confirmingParty(): TenancyParty {
    return this.recordedByParty === 'OWNER' ? 'TENANT' : 'OWNER';
  }

  /** Only the confirming party, only while pending. */
  expectConfirmer(tenancy: Tenancy, userId: string, action: PaymentAction): void {
    if (tenancy.partyOf(userId) !== this.confirmingParty) throw new NotYourTenancyError(TenancyMessages.notConfirmer);
    if (this.status !== 'PENDING') throw this.refuse(action);
  }

  /** Confirmed by the other party with the code sent for this payment (its version when sent: a void since refuses it). */
  confirm(tenancy: Tenancy, userId: string, codeVersion: number, now: Date): TenancyEvent {
    this.expectConfirmer(tenancy, userId, 'confirm');
    if (codeVersion !== this.version) throw this.refuse('confirm');
    MACHINE.move(this, 'CONFIRMED', now, () => this.refuse('confirm'));
    this.confirmedAt = now;
    return this.event({ id: userId, role: this.confirmingParty }, 'confirm_payment', null, now);
  }

  /** The other party says it did not happen (or not like this). */
  dispute(tenancy: Tenancy, userId: string, note: unknown, now: Date): TenancyEvent {
    this.expectConfirmer(tenancy, userId, 'dispute');
    const text = parseText(note, 'note', TENANCY_NOTE_RULE);
    MACHINE.move(this, 'DISPUTED', now, () => this.refuse('dispute'));
    this.disputedAt = now;
    this.disputeNote = text;
    return this.event({ id: userId, role: this.confirmingParty }, 'dispute_payment', text, now);
  }

  /** An admin voids a fraudulent or mistaken record, with a reason both parties are told. */
  void(adminId: string, reason: unknown, now: Date): TenancyEvent {
    const problem = checkVoidReason(reason);
    if (problem) throw ValidationError.field('reason', problem);
    const text = reasonText(reason);
    MACHINE.move(this, 'VOIDED', now, () => this.refuse('void'));
    this.voidedAt = now;
    this.voidedById = adminId;
    this.voidReason = text;
    return this.event({ id: adminId, role: 'ADMIN' }, 'void_payment', text, now);
  }

  allowedActions(tenancy: Tenancy, actor: TenancyActor): PaymentAction[] {
    if (actor.role === 'ADMIN') return this.status === 'VOIDED' ? [] : ['void'];
    if (this.status !== 'PENDING' || tenancy.partyOf(actor.id) !== this.confirmingParty) return [];
    return ['request_code', 'confirm', 'dispute'];
  }

  private refuse(action: PaymentAction): TenancyTransitionError {
    return new TenancyTransitionError(TenancyMessages.cannotPayment(action, this.status));
  }

  private event(actor: TenancyActor, action: TenancyEvent['action'], note: string | null, now: Date): TenancyEvent {
    return TenancyEvent.of({ tenancyId: this.tenancyId, paymentId: this.id, actor, action, note }, now);
  }
}
