import { ConflictError, GoneError, NotFoundError, ValidationError } from '../shared/domain-error.js';
import { ReconfirmActions, type ReconfirmLinkState } from './reconfirm-link.js';
import { english } from '../shared/catalogue/index.js';
import { RECONFIRM_EVERY_DAYS } from './property-options.js';

/** The API's words for the one-tap reconfirmation link (the page says them in the owner's language). */
export const ReconfirmLinkMessages = {
  notFound: english('RECONFIRM_LINK_INVALID'),
  expired: english('RECONFIRM_LINK_EXPIRED'),
  used: english('RECONFIRM_LINK_USED'),
  windowChanged: english('RECONFIRM_DATES_CHANGED'),
  notLive: english('RECONFIRM_NOT_LIVE'),
  action: english('MUST_BE_ONE_OF', { field: 'action', options: ReconfirmActions.join(', ') }),
  reconfirmed: english('RECONFIRMED', { days: RECONFIRM_EVERY_DAYS }),
  markedRented: english('MARKED_RENTED'),
  open: english('RECONFIRM_QUESTION'),} as const;

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
