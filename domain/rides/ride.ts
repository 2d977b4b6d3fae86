import { v7 as uuidv7 } from 'uuid';
import { ListingReportReasons, type ListingReportReason } from '../listing-reports/listing-report-rules.js';
import type { ImageVariant } from '../properties/property-image.js';
import { en, say, type CodedText } from '../shared/catalogue/index.js';
import { ValidationError } from '../shared/domain-error.js';
import { atMostCharsMessage } from '../shared/messages.js';
import { reasonText } from '../shared/text.js';
import { RideSlot } from './ride-slot.js';
import { VISIT_DECISION_DAYS, VisitDecisionMessages, type VisitDecision, type VisitDecisionAnswer, type VisitDecisionReason } from './visit-decision.js';
import { NotYourRideError, RideMessages, RideNoteMessages, RideTransitionError, START_EARLY_MINUTES } from './rides.errors.js';
import {
  ClosedRideStatuses,
  ExpiringRideStatuses,
  MAX_REPORT_PHOTOS,
  OpenRideStatuses,
  RIDE_OVERDUE_HOURS,
  RiderClosedRideStatuses,
  ReportMessages,
  RIDE_REASON_MAX_LENGTH,
  RIDE_REPORT_TEXT_MAX_LENGTH,
  RideActions,
  RidePurposes,
  RideStatuses,
  SlotHoldingStatuses,
  type RideAction,
  type RidePurpose,
  type RideStatus,
} from './ride-status.js';

export { ClosedRideStatuses, ExpiringRideStatuses, MAX_REPORT_PHOTOS, OpenRideStatuses, RIDE_OVERDUE_HOURS, RiderClosedRideStatuses, ReportMessages, RideActions, RidePurposes, RideStatuses, SlotHoldingStatuses, type RideAction, type RidePurpose, type RideStatus };

/** Who moved a ride: the booking tenant, an admin, the assigned rider, or the system (a blocked account). */
export interface RideActor {
  id: string | null;
  role: 'TENANT' | 'ADMIN' | 'RIDER' | 'SYSTEM';
}

/** One line of a ride's history: who made which move and when. */
/** A text the system wrote by code (a catalogue text), told from a person's words. */
const isCodedText = (value: unknown): value is CodedText =>
  typeof value === 'object' && value !== null && typeof (value as CodedText).code === 'string' && (value as CodedText).code in en.messages;

export interface RideEvent {
  at: string;
  byId: string | null;
  byRole: RideActor['role'];
  action: 'request' | 'expire' | RideAction;
  from: RideStatus | null;
  to: RideStatus;
  /** The note in English, as answered; `noteText` its code and params when the system wrote it (not a person's words). */
  note: string | null;
  noteText?: CodedText | null;
}

export interface RideReportPhoto {
  id: string;
  width: number;
  height: number;
  variants: ImageVariant[];
}

/** What the rider found: did the home match its listing, what differed, notes, photos. */
export interface RideReport {
  matched: boolean;
  differences: string | null;
  notes: string | null;
  photos: RideReportPhoto[];
}

const TEXT_MAX = RIDE_REPORT_TEXT_MAX_LENGTH;
const REASON_MAX = RIDE_REASON_MAX_LENGTH;
/** A rider may start a visit this long before its slot (early arrival). */
const START_EARLY_MS = START_EARLY_MINUTES * 60_000;

/**
 * A rider-assisted visit of a live listing, booked by a tenant for a 1-hour slot; or a check of a listing, booked
 * by an admin (purpose CHECK: no tenant, the rider goes alone).
 *
 *   requested ─assign(admin)→ assigned ─confirm(rider)→ confirmed ─start(rider)→ started ─complete(rider)→ completed
 *   requested | assigned | confirmed ─cancel(tenant until the slot ends, or admin, reason)→ cancelled
 *   confirmed ─no_show(rider, once the slot began)→ no_show
 *   requested | assigned ─expire(the system, once the slot ended)→ expired
 *   confirmed | started, still open RIDE_OVERDUE_HOURS after the slot ended: overdue (flagged, not moved)
 *   assigned | confirmed ─assign(admin)→ assigned (another rider)
 */
export class Ride {
  id!: string;
  propertyId!: string;
  /** TENANT: a tenant's visit to see the home; CHECK: an admin sends a rider to check the listing. */
  purpose!: RidePurpose;
  /** The tenant who booked and comes along; null for a check visit (nobody is shown the home, nobody is texted). */
  tenantId!: string | null;
  /**
   * Who booked it: the tenant, or for a check visit the admin (shown in the console). Always set once read: a
   * tenant's visit stored without it (by the previous release, during a rolling deploy) reads as booked by its
   * tenant (Ride.restored).
   */
  bookedById!: string;
  /** For a check visit, why the listing was reported (its open reports' reasons when booked); empty for a tenant's visit. */
  checkReasons!: ListingReportReason[];
  riderId!: string | null;
  /** Where and when, copied from the listing at booking so grids filter without a join. */
  city!: string;
  locality!: string;
  slotStartAt!: Date;
  slotEndAt!: Date;
  status!: RideStatus;
  /** The tenant's note for the rider; for a check visit, the admin's note saying what to check. */
  tenantNote!: string | null;
  cancelReason!: string | null;
  report!: RideReport | null;
  history!: RideEvent[];
  /**
   * The tenant's answer after the completed visit ("I want to rent it" / "Not for me" with a reason), null until
   * they answer; `decidedAt` when the answer now standing was given, `firstDecidedAt` when they first answered.
   */
  decision!: VisitDecision | null;
  decisionReason!: VisitDecisionReason | null;
  decisionNote!: string | null;
  decidedAt!: Date | null;
  firstDecidedAt!: Date | null;
  createdAt!: Date;
  updatedAt!: Date;
  /** Optimistic lock: 0 until first stored. */
  version!: number;

  static book(input: { propertyId: string; tenantId: string; city: string; locality: string; slot: RideSlot; note?: unknown }, now: Date): Ride {
    const ride = Ride.requested({ ...input, purpose: 'TENANT', bookedById: input.tenantId, checkReasons: [] }, now);
    ride.record({ id: input.tenantId, role: 'TENANT' }, 'request', null, 'REQUESTED', null, now);
    return ride;
  }

  /**
   * An admin sends a rider to check a listing (a reported one). Nobody takes the tenant's seat: the visit
   * has no tenant, so no tenant's text goes anywhere and the rider is not shown a person to meet; the admin is kept as
   * who booked it (one open check per admin per listing, a unique index), `reasons` say why the listing was reported
   * and the note what to check. The listing need not be public (it may be under review). Assigned at once by the caller.
   */
  static requestCheck(
    input: { propertyId: string; adminId: string; city: string; locality: string; slot: RideSlot; note: string | null; reasons?: readonly ListingReportReason[] },
    now: Date,
  ): Ride {
    const reasons = ListingReportReasons.filter((reason) => input.reasons?.includes(reason));
    const ride = Ride.requested({ ...input, purpose: 'CHECK', tenantId: null, bookedById: input.adminId, checkReasons: reasons }, now);
    ride.record({ id: input.adminId, role: 'ADMIN' }, 'request', null, 'REQUESTED', RideNoteMessages.checkRequested, now);
    return ride;
  }

  private static requested(
    input: { propertyId: string; purpose: RidePurpose; tenantId: string | null; bookedById: string; checkReasons: ListingReportReason[]; city: string; locality: string; slot: RideSlot; note?: unknown },
    now: Date,
  ): Ride {
    const ride = new Ride();
    ride.id = uuidv7();
    ride.propertyId = input.propertyId;
    ride.purpose = input.purpose;
    ride.tenantId = input.tenantId;
    ride.bookedById = input.bookedById;
    ride.checkReasons = input.checkReasons;
    ride.riderId = null;
    ride.city = input.city;
    ride.locality = input.locality;
    ride.slotStartAt = input.slot.startsAt;
    ride.slotEndAt = input.slot.endsAt;
    ride.status = 'REQUESTED';
    ride.tenantNote = cleanText(input.note, 'note', REASON_MAX);
    ride.cancelReason = null;
    ride.report = null;
    ride.history = [];
    ride.decision = null;
    ride.decisionReason = null;
    ride.decisionNote = null;
    ride.decidedAt = null;
    ride.firstDecidedAt = null;
    ride.createdAt = now;
    ride.updatedAt = now;
    ride.version = 0;
    return ride;
  }

  /**
   * A ride as a repository read it, made whole. The previous release stored a tenant's visit without who booked it
   * (Migration20261127000000_check_visits is expand-only, and old instances keep inserting rides during a rolling
   * deploy): its tenant did. A follow-up migration that makes `booked_by_id` required removes the need.
   */
  static restored(ride: Ride): Ride {
    if ((ride.bookedById as string | null | undefined) == null && ride.purpose === 'TENANT' && ride.tenantId !== null) ride.bookedById = ride.tenantId;
    return ride;
  }

  /** When the rider completed the visit (its history's complete move); null while not completed. */
  get completedAt(): Date | null {
    if (this.status !== 'COMPLETED') return null;
    const event = this.history.findLast((e) => e.action === 'complete');
    return event ? new Date(event.at) : this.updatedAt;
  }

  /** The last moment the tenant may answer or change their answer: VISIT_DECISION_DAYS after completion. */
  get decisionOpenUntil(): Date | null {
    const completed = this.completedAt;
    return completed ? new Date(completed.getTime() + VISIT_DECISION_DAYS * 86_400_000) : null;
  }

  /** Whether `actor` may answer (or change the answer) now: the visit's tenant, the visit completed, within the window. */
  canDecide(actor: RideActor, now: Date): boolean {
    const until = this.decisionOpenUntil;
    return actor.role === 'TENANT' && actor.id !== null && actor.id === this.tenantId && until !== null && now.getTime() <= until.getTime();
  }

  /**
   * The tenant who booked the visit answers after it was completed, and may change the answer until
   * VISIT_DECISION_DAYS after completion. Nobody else answers for them (an admin neither). The same answer again
   * changes nothing (answers false); a new answer replaces the old one (answers true).
   */
  decide(actor: RideActor, answer: VisitDecisionAnswer, now: Date): boolean {
    if (actor.role !== 'TENANT' || actor.id === null || actor.id !== this.tenantId) throw new NotYourRideError(VisitDecisionMessages.tenantOnly);
    if (this.status !== 'COMPLETED') throw new RideTransitionError(VisitDecisionMessages.notCompleted);
    if (!this.canDecide(actor, now)) throw new RideTransitionError(VisitDecisionMessages.closed);
    if (this.decision === answer.decision && this.decisionReason === answer.reason && this.decisionNote === answer.note) return false;
    this.decision = answer.decision;
    this.decisionReason = answer.reason;
    this.decisionNote = answer.note;
    this.decidedAt = now;
    this.firstDecidedAt ??= now;
    this.updatedAt = now;
    return true;
  }

  /** Booked by an admin to check the listing (not by a tenant to see it). */
  get isCheckVisit(): boolean {
    return this.purpose === 'CHECK';
  }

  get slot(): RideSlot {
    return RideSlot.fromStart(this.slotStartAt);
  }

  /** A party erased themselves: the visit is kept for disputes without the tenant's own words (their note, their words after it). */
  forgetTenantNote(now: Date): void {
    if (this.tenantNote === null && this.decisionNote === null) return;
    this.tenantNote = null;
    this.decisionNote = null;
    this.updatedAt = now;
  }

  /**
   * The report's photos taken out (an erased owner's home: its gallery goes at once, and so do the photos a rider took
   * of it); the rest of the report stays. Returns the stored files' keys, for the caller to delete.
   */
  forgetReportPhotos(now: Date): string[] {
    if (!this.report || this.report.photos.length === 0) return [];
    const keys = reportPhotoKeys(this.report);
    this.report = { ...this.report, photos: [] };
    this.updatedAt = now;
    return keys;
  }

  get isOpen(): boolean {
    return OpenRideStatuses.includes(this.status);
  }

  /** An admin gives the visit to a rider (or to another rider before it starts). */
  assign(riderId: string, actor: RideActor, now: Date): void {
    if (actor.role !== 'ADMIN') throw new NotYourRideError('RIDE_ASSIGN_ADMIN_ONLY');
    this.expect(['REQUESTED', 'ASSIGNED', 'CONFIRMED'], 'assign');
    this.expectNotOver(now);
    if (this.riderId === riderId && this.status !== 'REQUESTED') throw new RideTransitionError('RIDE_RIDER_ALREADY_ASSIGNED');
    this.riderId = riderId;
    this.move(actor, 'assign', 'ASSIGNED', null, now);
  }

  confirm(actor: RideActor, now: Date): void {
    this.expectRider(actor);
    this.expect(['ASSIGNED'], 'confirm');
    this.expectNotOver(now);
    this.move(actor, 'confirm', 'CONFIRMED', null, now);
  }

  start(actor: RideActor, now: Date): void {
    this.expectRider(actor);
    this.expect(['CONFIRMED'], 'start');
    this.expectNotOver(now);
    if (now.getTime() < this.slotStartAt.getTime() - START_EARLY_MS) throw new RideTransitionError(RideMessages.tooEarlyToStart);
    this.move(actor, 'start', 'STARTED', null, now);
  }

  complete(actor: RideActor, report: RideReport, now: Date): void {
    this.expectRider(actor);
    this.expect(['STARTED'], 'complete');
    this.report = report;
    this.move(actor, 'complete', 'COMPLETED', report.matched ? RideNoteMessages.matched : RideNoteMessages.differences(report.differences!), now);
  }

  /** The report's photos, stored after the move was accepted (photo work is slow, so it runs only for an allowed move). */
  attachReportPhotos(photos: RideReportPhoto[]): void {
    if (this.status !== 'COMPLETED' || !this.report) throw new RideTransitionError('PHOTOS_NEED_REPORT');
    if (photos.length > MAX_REPORT_PHOTOS) throw ValidationError.field('photos', ReportMessages.tooManyPhotos);
    this.report = { ...this.report, photos };
  }

  /**
   * The tenant who booked or an admin, before the visit starts; the system (an account taking part was blocked)
   * also a visit under way, which nobody could finish otherwise. The tenant only until the slot ends: after it the
   * visit happened or it did not, and the rider's report or no-show (or our team, once it is overdue) records which;
   * a cancel then would overwrite that record. An admin may still cancel, to close a visit nobody can close otherwise.
   */
  cancel(actor: RideActor, reason: unknown, now: Date): void {
    if (actor.role === 'RIDER' || (actor.role === 'TENANT' && actor.id !== this.tenantId)) throw new NotYourRideError('CANCEL_NOT_ALLOWED');
    const systemText = isCodedText(reason) ? reason : null;
    const text = systemText ? say(en, systemText.code, systemText.params) : cleanText(reason, 'reason', REASON_MAX);
    if (!text) throw ValidationError.field('reason', RideMessages.reasonRequired);
    this.expect(actor.role === 'SYSTEM' ? ['REQUESTED', 'ASSIGNED', 'CONFIRMED', 'STARTED'] : ['REQUESTED', 'ASSIGNED', 'CONFIRMED'], 'cancel');
    if (actor.role === 'TENANT' && this.isSlotOver(now)) throw new RideTransitionError(RideMessages.cancelTooLate);
    this.cancelReason = text;
    this.move(actor, 'cancel', 'CANCELLED', systemText ?? text, now);
  }

  /** The tenant did not come (for a check visit: nobody was there to show the home): the assigned rider says so once the slot has begun. */
  noShow(actor: RideActor, now: Date): void {
    this.expectRider(actor);
    this.expect(['CONFIRMED'], 'no_show');
    if (now.getTime() < this.slotStartAt.getTime()) throw new RideTransitionError(RideMessages.noShowTooEarly);
    this.move(actor, 'no_show', 'NO_SHOW', null, now);
  }

  /**
   * The slot ended while the visit still waited for a rider or for the rider's confirmation: it can no longer
   * happen. Only the system (the expiry job) moves it, and only once the slot is over.
   */
  expire(now: Date): void {
    if (!this.canExpire(now)) throw new RideTransitionError(RideMessages.cannot('expire', this.status));
    this.move({ id: null, role: 'SYSTEM' }, 'expire', 'EXPIRED', null, now);
  }

  canExpire(now: Date): boolean {
    return ExpiringRideStatuses.includes(this.status) && now.getTime() >= this.slotEndAt.getTime();
  }

  /** The slot has ended: the visit can no longer be given a rider, confirmed, started or cancelled by its tenant. */
  isSlotOver(now: Date): boolean {
    return now.getTime() >= this.slotEndAt.getTime();
  }

  /** Confirmed or started, and still not closed by its rider hours after the slot ended: our team should look. */
  isOverdue(now: Date): boolean {
    return RiderClosedRideStatuses.includes(this.status) && now.getTime() >= this.slotEndAt.getTime() + RIDE_OVERDUE_HOURS * 3_600_000;
  }

  /** The moves `actor` may make now (for buttons; the server checks again on every move). */
  allowedActions(actor: RideActor, now: Date): RideAction[] {
    const actions: RideAction[] = [];
    const isRider = actor.role === 'RIDER' && actor.id === this.riderId;
    const over = this.isSlotOver(now);
    if (actor.role === 'ADMIN' && !over && ['REQUESTED', 'ASSIGNED', 'CONFIRMED'].includes(this.status)) actions.push('assign');
    if (isRider && !over && this.status === 'ASSIGNED') actions.push('confirm');
    if (isRider && !over && this.status === 'CONFIRMED' && now.getTime() >= this.slotStartAt.getTime() - START_EARLY_MS) actions.push('start');
    if (isRider && this.status === 'STARTED') actions.push('complete');
    if ((actor.role === 'ADMIN' || (actor.role === 'TENANT' && actor.id === this.tenantId && !over)) && ['REQUESTED', 'ASSIGNED', 'CONFIRMED'].includes(this.status)) actions.push('cancel');
    if (isRider && this.status === 'CONFIRMED' && now.getTime() >= this.slotStartAt.getTime()) actions.push('no_show');
    return actions;
  }

  /** A slot that has ended can no longer be given a rider, confirmed or started (it can still be cancelled). */
  private expectNotOver(now: Date): void {
    if (this.isSlotOver(now)) throw new RideTransitionError(RideMessages.slotOver);
  }

  private expectRider(actor: RideActor): void {
    if (actor.role !== 'RIDER' || actor.id === null || actor.id !== this.riderId) throw new NotYourRideError('NOT_YOUR_ASSIGNMENT');
  }

  private expect(from: RideStatus[], action: RideAction): void {
    if (!from.includes(this.status)) throw new RideTransitionError(RideMessages.cannot(action, this.status));
  }

  private move(actor: RideActor, action: RideAction | 'expire', to: RideStatus, note: string | CodedText | null, now: Date): void {
    const from = this.status;
    this.status = to;
    this.updatedAt = now;
    this.record(actor, action, from, to, note, now);
  }

  private record(actor: RideActor, action: RideEvent['action'], from: RideStatus | null, to: RideStatus, note: string | CodedText | null, now: Date): void {
    const noted = isCodedText(note) ? { note: say(en, note.code, note.params), noteText: note } : { note };
    this.history = [...this.history, { at: now.toISOString(), byId: actor.id, byRole: actor.role, action, from, to, ...noted }];
  }
}

/** The stored files of a report's photos (every variant of each). */
export function reportPhotoKeys(report: Pick<RideReport, 'photos'> | null | undefined): string[] {
  return (report?.photos ?? []).flatMap((photo) => photo.variants.map((variant) => variant.key));
}

/** Builds a report from the rider's answers; photos are added by the use case after processing. */
export function parseRideReport(input: { matched?: unknown; differences?: unknown; notes?: unknown }, photos: RideReportPhoto[]): RideReport {
  const errors: Record<string, string> = {};
  const matched = reportMatched(input.matched);
  if (matched === null) errors.matched = ReportMessages.matched;
  let differences: string | null = null;
  let notes: string | null = null;
  try {
    differences = cleanText(input.differences, 'differences', TEXT_MAX);
  } catch (error) {
    errors.differences = (error as Error).message;
  }
  try {
    notes = cleanText(input.notes, 'notes', TEXT_MAX);
  } catch (error) {
    errors.notes = (error as Error).message;
  }
  if (matched === false && !differences && !errors.differences) errors.differences = ReportMessages.differences;
  if (photos.length > MAX_REPORT_PHOTOS) errors.photos = ReportMessages.tooManyPhotos;
  if (Object.keys(errors).length) throw new ValidationError(errors);
  return { matched: matched!, differences: matched ? null : differences, notes, photos };
}

/** The report's "did it match": true/false (also "true"/"false", "yes"/"no" from a form); null when not said. */
export function reportMatched(value: unknown): boolean | null {
  if (value === true || value === 'true' || value === 'yes') return true;
  if (value === false || value === 'false' || value === 'no') return false;
  return null;
}

function cleanText(value: unknown, field: string, max: number): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') throw ValidationError.field(field, 'ENTER_TEXT');
  // Folded like a reason, without the invisible controls a listing's texts lose too (bidi overrides, zero-width spaces...).
  const text = reasonText(value);
  if (text.length > max) throw ValidationError.field(field, atMostCharsMessage(max));
  return text === '' ? null : text;
}
