import { v7 as uuidv7 } from 'uuid';

/** Who acted on a tenancy or a payment: one of its two parties, or an admin (for them, or voiding). */
export interface TenancyActor {
  id: string;
  role: 'OWNER' | 'TENANT' | 'ADMIN';
}

export const TenancyEventActions = [
  'propose',
  'change',
  'confirm',
  'withdraw',
  'notice',
  'end',
  'visit_statement',
  'record_payment',
  'confirm_payment',
  'dispute_payment',
  'void_payment',
  'approve_agreement',
  'landlord_pan',
  'void',
] as const;
export type TenancyEventAction = (typeof TenancyEventActions)[number];

/**
 * One line of a tenancy's history (its own table, added to only): who did what, when, to which version of the
 * terms or to which payment, with the note they gave (a withdrawal's, dispute's or void's reason).
 */
export class TenancyEvent {
  id!: string;
  tenancyId!: string;
  paymentId!: string | null;
  at!: Date;
  byId!: string;
  byRole!: TenancyActor['role'];
  action!: TenancyEventAction;
  /** The terms' version the action was on (a confirmation names the version confirmed). */
  termsVersion!: number | null;
  note!: string | null;

  static of(input: { tenancyId: string; paymentId?: string | null; actor: TenancyActor; action: TenancyEventAction; termsVersion?: number | null; note?: string | null }, at: Date): TenancyEvent {
    const event = new TenancyEvent();
    event.id = uuidv7();
    event.tenancyId = input.tenancyId;
    event.paymentId = input.paymentId ?? null;
    event.at = at;
    event.byId = input.actor.id;
    event.byRole = input.actor.role;
    event.action = input.action;
    event.termsVersion = input.termsVersion ?? null;
    event.note = input.note ?? null;
    return event;
  }
}
