import { ConflictError, ForbiddenError, NotFoundError } from '../shared/domain-error.js';
import type { RideAction, RideStatus } from './ride-status.js';

export const RideMessages = {
  booked: 'Visit requested. We will assign a rider and confirm by SMS.',
  updated: 'Visit updated',
  notFound: 'Visit not found.',
  notYours: 'This visit is not yours.',
  slotTaken: 'This rider already has a visit at that time.',
  openBooking: 'You already have a visit booked for this home. Cancel it first to pick another time.',
  openCheck: 'You already have a check visit booked for this listing. Cancel it from Rides first to pick another time.',
  notLive: 'Visits can be booked for live listings only.',
  ownListing: 'You cannot book a visit of your own listing.',
  riderNotFound: 'Choose an approved, active rider.',
  riderOwnsListing: 'A rider cannot visit a listing they own or posted.',
  reasonRequired: 'Tell us why the visit is cancelled.',
  tooEarlyToStart: 'A visit can be started from 30 minutes before its slot.',
  slotOver: "This visit's time has passed. Cancel it and book another slot.",
  noShowTooEarly: 'A no-show can be marked only after the slot has begun.',
  unknownAction: 'action must be one of assign, confirm, start, complete, cancel, no_show.',
  /** A move the visit's status does not allow ('Cannot start a visit that is cancelled.'). */
  cannot: (action: RideAction, status: RideStatus) => `Cannot ${action.replace('_', '-')} a visit that is ${status.toLowerCase().replace('_', '-')}.`,
} as const;

/**
 * The server's own words stored on a visit and shown to its people: history notes and the cancellation reason our
 * team gives. Kept here (not inline) so the public site can say them in the reader's language (its catalogue holds
 * them word for word; test/adapters/server-messages.test.ts reads this record).
 */
export const RideNoteMessages = {
  checkRequested: 'Check visit',
  matched: 'Home matched its listing',
  differences: (differences: string) => `Differences: ${differences}`,
  calledOff: 'Our team had to call this visit off. We are sorry for the trouble.',
} as const;

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
