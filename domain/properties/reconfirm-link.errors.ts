import { ConflictError, GoneError, NotFoundError, ValidationError } from '../shared/domain-error.js';
import { ReconfirmActions, type ReconfirmLinkState } from './reconfirm-link.js';

/** The API's words for the one-tap reconfirmation link (the page says them in the owner's language). */
export const ReconfirmLinkMessages = {
  notFound: 'This link is not valid. Open the whole link from the SMS, or sign in to manage your listing.',
  expired: 'This link has expired. Sign in to reconfirm your listing or mark it rented.',
  used: 'This link was already used.',
  windowChanged: "This listing's dates changed after this link was sent, so this link cannot change it.",
  notLive: 'This listing is no longer live, so this link cannot change it.',
  action: `action must be one of ${ReconfirmActions.join(', ')}.`,
  reconfirmed: 'Thank you! Your listing stays in search for another 30 days.',
  markedRented: 'Thank you! Your listing is marked rented and no longer shows in search.',
  open: 'Is your home still available?',
} as const;

/** Unknown, malformed, forged or tampered token: all the same 404 (nothing tells a guess apart). */
export class ReconfirmLinkNotFoundError extends NotFoundError {
  constructor() {
    super(ReconfirmLinkMessages.notFound);
  }
}

/** Past its window's end plus the grace (410). */
export class ReconfirmLinkExpiredError extends GoneError {
  constructor() {
    super(ReconfirmLinkMessages.expired);
  }
}

/**
 * The link cannot act (409), with the listing as it is now so the answer can show it: used already (the second
 * tap), or the window it was sent for is over (reconfirmed since, released from review or restored with new dates,
 * rented, archived, taken down).
 */
export class ReconfirmLinkConflictError extends ConflictError {
  constructor(
    readonly reason: 'USED' | 'CLOSED',
    readonly state: ReconfirmLinkState,
  ) {
    super(reason === 'USED' ? ReconfirmLinkMessages.used : state.property.status === 'LIVE' ? ReconfirmLinkMessages.windowChanged : ReconfirmLinkMessages.notLive);
  }
}

export class ReconfirmActionError extends ValidationError {
  constructor() {
    super({ action: ReconfirmLinkMessages.action });
  }
}
