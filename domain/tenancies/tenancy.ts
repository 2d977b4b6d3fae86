import { v7 as uuidv7 } from 'uuid';
import { ValidationError } from '../shared/domain-error.js';
import { indiaDate } from '../shared/india-date.js';
import { parseIsoDate } from '../shared/iso-date.js';
import { checkPan, normalisePan } from '../shared/pan.js';
import { parseText, reasonText } from '../shared/text.js';
import { StatusMachine } from '../shared/status-machine.js';
import { NotYourTenancyError, TenancyMessages, TenancyTransitionError, TermsChangedError } from './tenancies.errors.js';
import { TenancyEvent, type TenancyActor } from './tenancy-event.js';
import { checkVoidReason, TENANCY_NOTE_RULE } from './tenancy-checks.js';
import { HoldingTenancyStatuses, OpenTenancyStatuses, type TenancyParty, type TenancyStatus } from './tenancy-rules.js';
import { sameTerms, type TenancyTerms } from './tenancy-terms.js';

export type TenancyAction = 'change' | 'request_code' | 'confirm' | 'withdraw' | 'notice' | 'end' | 'visit_statement' | 'record_payment' | 'approve_agreement' | 'landlord_pan' | 'void';

/** The statuses whose terms were confirmed by both: the rent agreement and the receipts are printed from them. */
const AGREEMENT_STATUSES: readonly TenancyStatus[] = ['CONFIRMED', 'ENDING', 'ENDED'];

/**
 *   proposed ─both parties confirm the same version of the terms by code→ confirmed
 *   proposed ─withdraw (either party or an admin)→ withdrawn
 *   confirmed ─notice (either party or an admin, with a move-out date)→ ending
 *   ending ─end (either party on or after the move-out date; an admin any time)→ ended
 *   proposed | confirmed | ending | ended ─void (an admin, with a reason: a fraudulent record)→ voided
 */
const MACHINE = new StatusMachine<TenancyStatus>({
  PROPOSED: ['CONFIRMED', 'WITHDRAWN', 'VOIDED'],
  CONFIRMED: ['ENDING', 'VOIDED'],
  ENDING: ['ENDED', 'VOIDED'],
  ENDED: ['VOIDED'],
  WITHDRAWN: [],
  VOIDED: [],
});

/**
 * A tenancy of one home between its owner and one signed-up tenant, confirmed by both. Each party's confirmation
 * names the version of the terms it was given for (`ownerConfirmedVersion`, `tenantConfirmedVersion`): a change
 * bumps `termsVersion`, so every confirmation given before it no longer counts, the changer's own included (the
 * changer confirms the new terms with a code like the other party). It is confirmed when both confirmations name
 * the current version. `version` is the row's optimistic lock: two parties racing (one confirming while the other
 * changes the amount) cannot both be saved over the same read.
 */
export class Tenancy {
  id!: string;
  propertyId!: string;
  /** Copied from the listing when proposed, so grids filter without a join. */
  city!: string;
  ownerId!: string;
  tenantId!: string;
  proposedById!: string;
  proposedByRole!: TenancyActor['role'];
  rent!: number;
  deposit!: number;
  maintenance!: number;
  moveInDate!: string;
  termMonths!: number;
  noticeMonths!: number;
  rentDueDay!: number;
  termsVersion!: number;
  ownerConfirmedVersion!: number | null;
  ownerConfirmedAt!: Date | null;
  tenantConfirmedVersion!: number | null;
  tenantConfirmedAt!: Date | null;
  status!: TenancyStatus;
  confirmedAt!: Date | null;
  noticeGivenAt!: Date | null;
  noticeGivenById!: string | null;
  moveOutDate!: string | null;
  endedAt!: Date | null;
  withdrawnAt!: Date | null;
  withdrawReason!: string | null;
  /** Who voided it, when and why (an admin, a fraudulent record). */
  voidedById!: string | null;
  voidedAt!: Date | null;
  voidReason!: string | null;
  /**
   * The owner's statement that the tenant saw the home in person (a visit without our rider): who said so, when,
   * and the day of the visit. With a completed rider visit, what lets a token be recorded.
   */
  visitStatedById!: string | null;
  visitStatedAt!: Date | null;
  visitedOn!: string | null;
  /**
   * Each party's approval of the rent agreement printed from the confirmed terms: the terms' version it was given
   * for (by code, like a confirmation) and when. Counts while it names the current version.
   */
  ownerAgreementVersion!: number | null;
  ownerAgreementAt!: Date | null;
  tenantAgreementVersion!: number | null;
  tenantAgreementAt!: Date | null;
  /** The landlord's PAN (normalised), given by the owner for the rent receipts; printed when the year's rent needs it. */
  landlordPan!: string | null;
  createdAt!: Date;
  updatedAt!: Date;
  /** Optimistic lock: 0 until first stored. */
  version!: number;

  static propose(input: { propertyId: string; city: string; ownerId: string; tenantId: string; terms: TenancyTerms; actor: TenancyActor }, now: Date): { tenancy: Tenancy; event: TenancyEvent } {
    const tenancy = new Tenancy();
    tenancy.id = uuidv7();
    tenancy.propertyId = input.propertyId;
    tenancy.city = input.city;
    tenancy.ownerId = input.ownerId;
    tenancy.tenantId = input.tenantId;
    tenancy.proposedById = input.actor.id;
    tenancy.proposedByRole = input.actor.role;
    Object.assign(tenancy, input.terms);
    tenancy.termsVersion = 1;
    tenancy.ownerConfirmedVersion = null;
    tenancy.ownerConfirmedAt = null;
    tenancy.tenantConfirmedVersion = null;
    tenancy.tenantConfirmedAt = null;
    tenancy.status = 'PROPOSED';
    tenancy.confirmedAt = null;
    tenancy.noticeGivenAt = null;
    tenancy.noticeGivenById = null;
    tenancy.moveOutDate = null;
    tenancy.endedAt = null;
    tenancy.withdrawnAt = null;
    tenancy.withdrawReason = null;
    tenancy.voidedById = null;
    tenancy.voidedAt = null;
    tenancy.voidReason = null;
    tenancy.visitStatedById = null;
    tenancy.visitStatedAt = null;
    tenancy.visitedOn = null;
    tenancy.ownerAgreementVersion = null;
    tenancy.ownerAgreementAt = null;
    tenancy.tenantAgreementVersion = null;
    tenancy.tenantAgreementAt = null;
    tenancy.landlordPan = null;
    tenancy.createdAt = now;
    tenancy.updatedAt = now;
    tenancy.version = 0;
    return { tenancy, event: tenancy.event(input.actor, 'propose', null, now) };
  }

  get terms(): TenancyTerms {
    const { rent, deposit, maintenance, moveInDate, termMonths, noticeMonths, rentDueDay } = this;
    return { rent, deposit, maintenance, moveInDate, termMonths, noticeMonths, rentDueDay };
  }

  /** The party `userId` is in this tenancy, or null. */
  partyOf(userId: string): TenancyParty | null {
    if (userId === this.ownerId) return 'OWNER';
    if (userId === this.tenantId) return 'TENANT';
    return null;
  }

  /** The user id of a party. */
  idOf(party: TenancyParty): string {
    return party === 'OWNER' ? this.ownerId : this.tenantId;
  }

  get isOpen(): boolean {
    return OpenTenancyStatuses.includes(this.status);
  }

  get holdsHome(): boolean {
    return HoldingTenancyStatuses.includes(this.status);
  }

  /** Whether `party` has confirmed the current terms. */
  hasConfirmed(party: TenancyParty): boolean {
    return (party === 'OWNER' ? this.ownerConfirmedVersion : this.tenantConfirmedVersion) === this.termsVersion;
  }

  /**
   * New terms while a proposal: the version goes up and no confirmation counts any more (each party confirms the
   * new terms with a code, the changer too). Refused when nothing changed.
   */
  change(terms: TenancyTerms, actor: TenancyActor, now: Date): TenancyEvent {
    this.expectActor(actor);
    this.expect(['PROPOSED'], 'change');
    if (sameTerms(terms, this.terms)) throw new TenancyTransitionError(TenancyMessages.sameTerms);
    Object.assign(this, terms);
    this.termsVersion += 1;
    this.ownerConfirmedVersion = null;
    this.ownerConfirmedAt = null;
    this.tenantConfirmedVersion = null;
    this.tenantConfirmedAt = null;
    this.updatedAt = now;
    return this.event(actor, 'change', null, now);
  }

  /** A party may ask for a code to confirm the current terms while it is a proposal they have not confirmed yet. */
  expectCodeRequest(party: TenancyParty): void {
    this.expect(['PROPOSED'], 'request_code');
    if (this.hasConfirmed(party)) throw new TenancyTransitionError(TenancyMessages.alreadyConfirmed);
  }

  /**
   * `party` confirms the version of the terms their code was sent for (checked here, inside the unit of work that
   * saves it: a change since then refuses it). When both have confirmed the current version, it is confirmed.
   * Returns the event and whether this confirmation made the tenancy confirmed.
   */
  confirm(party: TenancyParty, codeVersion: number, now: Date): { event: TenancyEvent; becameConfirmed: boolean } {
    this.expect(['PROPOSED'], 'confirm');
    if (codeVersion !== this.termsVersion) throw new TermsChangedError();
    if (this.hasConfirmed(party)) throw new TenancyTransitionError(TenancyMessages.alreadyConfirmed);
    if (party === 'OWNER') {
      this.ownerConfirmedVersion = codeVersion;
      this.ownerConfirmedAt = now;
    } else {
      this.tenantConfirmedVersion = codeVersion;
      this.tenantConfirmedAt = now;
    }
    this.updatedAt = now;
    const actor: TenancyActor = { id: this.idOf(party), role: party };
    const becameConfirmed = this.hasConfirmed('OWNER') && this.hasConfirmed('TENANT');
    if (becameConfirmed) {
      MACHINE.move(this, 'CONFIRMED', now, () => this.refuse('confirm'));
      this.confirmedAt = now;
    }
    return { event: this.event(actor, 'confirm', null, now), becameConfirmed };
  }

  withdraw(actor: TenancyActor, reason: unknown, now: Date): TenancyEvent {
    this.expectActor(actor);
    const note = parseText(reason, 'reason', TENANCY_NOTE_RULE);
    MACHINE.move(this, 'WITHDRAWN', now, () => this.refuse('withdraw'));
    this.withdrawnAt = now;
    this.withdrawReason = note;
    return this.event(actor, 'withdraw', note, now);
  }

  /** Either party (or an admin) gives notice: the move-out date is today or later, and not before the move-in. */
  giveNotice(actor: TenancyActor, moveOutDate: unknown, now: Date): TenancyEvent {
    this.expectActor(actor);
    this.expect(['CONFIRMED'], 'notice');
    const date = parseIsoDate(moveOutDate, 'move_out_date', true)!;
    if (date < indiaDate(now)) throw ValidationError.field('move_out_date', TenancyMessages.moveOutBeforeToday);
    if (date < this.moveInDate) throw ValidationError.field('move_out_date', TenancyMessages.moveOutBeforeMoveIn);
    MACHINE.move(this, 'ENDING', now, () => this.refuse('notice'));
    this.noticeGivenAt = now;
    this.noticeGivenById = actor.id;
    this.moveOutDate = date;
    return this.event(actor, 'notice', date, now);
  }

  /** The tenant moved out: a party on or after the move-out date (India's calendar); an admin at any time. */
  end(actor: TenancyActor, now: Date): TenancyEvent {
    this.expectActor(actor);
    this.expect(['ENDING'], 'end');
    if (actor.role !== 'ADMIN' && this.moveOutDate !== null && indiaDate(now) < this.moveOutDate) throw new TenancyTransitionError(TenancyMessages.tooEarlyToEnd);
    MACHINE.move(this, 'ENDED', now, () => this.refuse('end'));
    this.endedAt = now;
    return this.event(actor, 'end', null, now);
  }

  /**
   * The owner states the tenant saw the home in person (no rider was there): a recorded statement, kept with who
   * made it and when; with it a token may be recorded. Only the owner (or an admin for them), while the tenancy is open.
   */
  stateVisit(actor: TenancyActor, visitedOn: unknown, now: Date): TenancyEvent {
    if (actor.role === 'TENANT' || (actor.role === 'OWNER' && actor.id !== this.ownerId)) throw new NotYourTenancyError();
    if (!this.isOpen) throw this.refuse('visit_statement');
    const date = parseIsoDate(visitedOn, 'visited_on', true)!;
    if (date > indiaDate(now)) throw ValidationError.field('visited_on', TenancyMessages.notFuture);
    this.visitStatedById = actor.id;
    this.visitStatedAt = now;
    this.visitedOn = date;
    this.updatedAt = now;
    return this.event(actor, 'visit_statement', date, now);
  }

  /** Whether the rent agreement can be printed: from confirmed terms (a tenancy confirmed, under notice, or ended). */
  get hasAgreement(): boolean {
    return AGREEMENT_STATUSES.includes(this.status);
  }

  /** Whether `party` has approved the rent agreement of the current terms. */
  hasApprovedAgreement(party: TenancyParty): boolean {
    return (party === 'OWNER' ? this.ownerAgreementVersion : this.tenantAgreementVersion) === this.termsVersion;
  }

  /** A party may ask for a code to approve the agreement while the tenancy is confirmed and they have not approved it. */
  expectAgreementCodeRequest(party: TenancyParty): void {
    this.expect(['CONFIRMED'], 'approve_agreement');
    if (this.hasApprovedAgreement(party)) throw new TenancyTransitionError(TenancyMessages.agreementApproved);
  }

  /**
   * `party` approves the rent agreement of the terms' version their code was sent for (checked inside the unit of work
   * that saves it: terms that are no longer the ones printed refuse it, TENANCY_TERMS_CHANGED).
   */
  approveAgreement(party: TenancyParty, codeVersion: number, now: Date): TenancyEvent {
    this.expect(['CONFIRMED'], 'approve_agreement');
    if (codeVersion !== this.termsVersion) throw new TermsChangedError();
    if (this.hasApprovedAgreement(party)) throw new TenancyTransitionError(TenancyMessages.agreementApproved);
    if (party === 'OWNER') {
      this.ownerAgreementVersion = codeVersion;
      this.ownerAgreementAt = now;
    } else {
      this.tenantAgreementVersion = codeVersion;
      this.tenantAgreementAt = now;
    }
    this.updatedAt = now;
    return this.event({ id: this.idOf(party), role: party }, 'approve_agreement', null, now);
  }

  /** The owner (or an admin for them) gives the landlord's PAN for the receipts; blank removes it. */
  setLandlordPan(actor: TenancyActor, pan: unknown, now: Date): TenancyEvent {
    if (actor.role === 'TENANT' || (actor.role === 'OWNER' && actor.id !== this.ownerId)) throw new NotYourTenancyError();
    if (this.status === 'WITHDRAWN' || this.status === 'VOIDED') throw this.refuse('landlord_pan');
    const blank = pan === null || pan === undefined || (typeof pan === 'string' && normalisePan(pan) === '');
    if (!blank) {
      const problem = checkPan(pan);
      if (problem) throw ValidationError.field('landlord_pan', problem);
    }
    this.landlordPan = blank ? null : normalisePan(pan as string);
    this.updatedAt = now;
    return this.event(actor, 'landlord_pan', null, now);
  }

  /** An admin voids a fraudulent or mistaken record, with a reason both parties are told; the home is free again. */
  void(adminId: string, reason: unknown, now: Date): TenancyEvent {
    const problem = checkVoidReason(reason);
    if (problem) throw ValidationError.field('reason', problem);
    const text = reasonText(reason);
    MACHINE.move(this, 'VOIDED', now, () => this.refuse('void'));
    this.voidedById = adminId;
    this.voidedAt = now;
    this.voidReason = text;
    return this.event({ id: adminId, role: 'ADMIN' }, 'void', text, now);
  }

  /** The moves `actor` may make now (for buttons; the server checks again on every move). */
  allowedActions(actor: TenancyActor, now: Date): TenancyAction[] {
    const party = actor.role === 'ADMIN' ? null : this.partyOf(actor.id);
    if (actor.role !== 'ADMIN' && party === null) return [];
    const actions: TenancyAction[] = [];
    if (this.status === 'PROPOSED') {
      actions.push('change', 'withdraw');
      if (party && !this.hasConfirmed(party)) actions.push('request_code', 'confirm');
    }
    if (this.status === 'CONFIRMED') actions.push('notice');
    if (this.status === 'ENDING' && (actor.role === 'ADMIN' || (this.moveOutDate !== null && indiaDate(now) >= this.moveOutDate))) actions.push('end');
    if (this.isOpen && party !== 'TENANT') actions.push('visit_statement');
    if (party && this.status !== 'VOIDED') actions.push('record_payment');
    if (party && this.status === 'CONFIRMED' && !this.hasApprovedAgreement(party)) actions.push('approve_agreement');
    if (party !== 'TENANT' && this.status !== 'WITHDRAWN' && this.status !== 'VOIDED') actions.push('landlord_pan');
    if (actor.role === 'ADMIN' && MACHINE.next(this.status).includes('VOIDED')) actions.push('void');
    return actions;
  }

  /** The owner, the tenant, or an admin (for them). */
  private expectActor(actor: TenancyActor): void {
    if (actor.role === 'ADMIN') return;
    const party = this.partyOf(actor.id);
    if (party === null || party !== actor.role) throw new NotYourTenancyError();
  }

  private expect(from: TenancyStatus[], action: TenancyAction): void {
    if (!from.includes(this.status)) throw this.refuse(action);
  }

  private refuse(action: TenancyAction): TenancyTransitionError {
    return new TenancyTransitionError(TenancyMessages.cannotTenancy(action, this.status));
  }

  private event(actor: TenancyActor, action: TenancyEvent['action'], note: string | null, now: Date): TenancyEvent {
    return TenancyEvent.of({ tenancyId: this.id, actor, action, termsVersion: this.termsVersion, note }, now);
  }
}
