import { ConflictError, ForbiddenError, NotFoundError } from '../shared/domain-error.js';
import { english } from '../shared/catalogue/index.js';
import type { PaymentStatus, TenancyStatus } from './tenancy-rules.js';

export const TenancyMessages = {
  notFound: english('TENANCY_NOT_FOUND'),
  paymentNotFound: english('PAYMENT_NOT_FOUND'),
  notYours: english('NOT_YOUR_TENANCY'),
  tenantNotFound: english('TENANCY_TENANT_NOT_FOUND'),
  notLive: english('TENANCY_LISTING_NOT_LIVE'),
  ownListing: english('TENANCY_OWN_LISTING'),
  openProposal: english('TENANCY_OPEN_PROPOSAL'),
  homeTaken: english('TENANCY_HOME_TAKEN'),
  termsChanged: english('TENANCY_TERMS_CHANGED'),
  alreadyConfirmed: english('TENANCY_ALREADY_CONFIRMED'),
  agreementApproved: english('AGREEMENT_ALREADY_APPROVED'),
  noAgreement: english('AGREEMENT_NEEDS_CONFIRMED_TENANCY'),
  sameTerms: english('TENANCY_SAME_TERMS'),
  notConfirmer: english('PAYMENT_NOT_CONFIRMER'),
  tokenNeedsVisit: english('TOKEN_NEEDS_VISIT'),
  rentNeedsConfirmed: english('RENT_NEEDS_CONFIRMED_TENANCY'),
  rentMonth: english('RENT_MONTH'),
  monthOnlyForRent: english('MONTH_ONLY_FOR_RENT'),
  moveOutBeforeToday: english('MOVE_OUT_NOT_PAST'),
  moveOutBeforeMoveIn: english('MOVE_OUT_BEFORE_MOVE_IN'),
  tooEarlyToEnd: english('TENANCY_TOO_EARLY_TO_END'),
  notFuture: english('DATE_NOT_FUTURE'),
  moveInWindow: english('MOVE_IN_WINDOW'),
  voidReason: english('VOID_REASON', { min: 5, max: 500 }),
  codeSent: english('TENANCY_CODE_SENT'),
  codeWait: (seconds: number) => english('TENANCY_CODE_WAIT', { seconds }),
  codeCap: english('TENANCY_CODE_CAP'),
  invalidCode: english('INVALID_OTP'),
  expiredCode: english('EXPIRED_OTP'),
  tooManyAttempts: english('TOO_MANY_ATTEMPTS'),
  cannotTenancy: (action: string, status: TenancyStatus) => english('TENANCY_CANNOT', { action, status }),
  cannotPayment: (action: string, status: PaymentStatus) => english('PAYMENT_CANNOT', { action, status }),
} as const;

export class TenancyNotFoundError extends NotFoundError {
  constructor() {
    super(TenancyMessages.notFound);
  }
}

export class PaymentNotFoundError extends NotFoundError {
  constructor() {
    super(TenancyMessages.paymentNotFound);
  }
}

export class NotYourTenancyError extends ForbiddenError {
  constructor(message: string = TenancyMessages.notYours) {
    super(message);
  }
}

/** A move the tenancy's or payment's state (or the date) does not allow: 409. */
export class TenancyTransitionError extends ConflictError {}

/** The terms changed after the code was sent: the confirmation is for terms the party no longer has in front of them. */
export class TermsChangedError extends ConflictError {
  constructor() {
    super(TenancyMessages.termsChanged);
  }
}

/** Another tenancy already holds the home (confirmed, or under notice): a partial unique index backs it. */
export class HomeTakenError extends ConflictError {
  constructor() {
    super(TenancyMessages.homeTaken);
  }
}

/** The same two people already have a proposal open for this home (a partial unique index backs it). */
export class OpenProposalExistsError extends ConflictError {
  constructor() {
    super(TenancyMessages.openProposal);
  }
}
