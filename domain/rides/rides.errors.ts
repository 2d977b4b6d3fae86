import { ConflictError, ForbiddenError, NotFoundError } from '../shared/domain-error.js';
import type { RideAction, RideStatus } from './ride-status.js';
import { coded, en, english, say } from '../shared/catalogue/index.js';

import { START_EARLY_MINUTES } from './ride-status.js';

export { START_EARLY_MINUTES };

export const RideMessages = {
  booked: english('RIDE_BOOKED'),
  updated: english('VISIT_UPDATED'),
  /** What a move's answer says was done ("Visit confirmed."): each move its own words. */
  done: {
    assign: english('RIDE_DONE_ASSIGN'),
    confirm: english('RIDE_DONE_CONFIRM'),
    start: english('RIDE_DONE_START'),
    complete: english('RIDE_DONE_COMPLETE'),
    cancel: english('RIDE_DONE_CANCEL'),
    no_show: english('RIDE_DONE_NO_SHOW'),
  } satisfies Record<RideAction, string>,
  notFound: english('RIDE_NOT_FOUND'),
  notYours: english('NOT_YOUR_VISIT'),
  slotTaken: english('RIDE_SLOT_TAKEN'),
  openBooking: english('OPEN_BOOKING'),
  openCheck: english('RIDE_OPEN_CHECK'),
  notLive: english('NOT_LIVE'),
  ownListing: english('OWN_LISTING'),
  riderNotFound: english('RIDE_RIDER_NOT_FOUND'),
  riderOwnsListing: english('RIDE_RIDER_OWNS_LISTING'),
  reasonRequired: english('RIDE_REASON_REQUIRED'),
  tooEarlyToStart: english('TOO_EARLY_TO_START', { minutes: START_EARLY_MINUTES }),
  slotOver: english('SLOT_OVER'),
  /** A tenant cancelling once the slot has ended: the visit happened or it did not, and the rider (or our team) records which. */
  cancelTooLate: english('CANCEL_TOO_LATE'),
  noShowTooEarly: english('NO_SHOW_TOO_EARLY'),
  unknownAction: english('RIDE_UNKNOWN_ACTION'),
  /** A move the visit's status does not allow ('Cannot start a visit that is cancelled.'). */
  cannot: (action: RideAction | 'expire', status: RideStatus) => english('RIDE_CANNOT', { action, status }),} as const;

/**
 * The server's own words stored on a visit and shown to its people: history notes and the cancellation reason our
 * team gives. Kept here (not inline) so the public site can say them in the reader's language (its catalogue holds
 * them word for word; test/adapters/server-messages.test.ts reads this record).
 */
export const RideNoteMessages = {
  checkRequested: coded('RIDE_CHECK_REQUESTED'),
  matched: coded('RIDE_MATCHED'),
  differences: (differences: string) => coded('RIDE_DIFFERENCES', { differences }),
  calledOff: coded('RIDE_CALLED_OFF'),
  partyErased: coded('RIDE_PARTY_ERASED'),} as const;

export class RideNotFoundError extends NotFoundError {
  constructor() {
    super(RideMessages.notFound);
  }
}

export class NotYourRideError extends ForbiddenError {
  constructor(message: string = RideMessages.notYours) {
    super(message);
  }
}

/** A move the ride's state (or time) does not allow: 409. */
export class RideTransitionError extends ConflictError {}

/** The database refused a second ride in one rider's slot (unique index), or the check before it did. */
export class RiderSlotTakenError extends ConflictError {
  constructor() {
    super(RideMessages.slotTaken);
  }
}

/** One open booking per tenant per listing (unique index on open rides). */
export class OpenBookingExistsError extends ConflictError {
  constructor() {
    super(RideMessages.openBooking);
  }
}

/** One open check visit per admin per listing (unique index on open check visits). */
export class OpenCheckExistsError extends ConflictError {
  constructor() {
    super(RideMessages.openCheck);
  }
}
