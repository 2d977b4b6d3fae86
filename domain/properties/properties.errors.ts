import { ConflictError, DomainError, ForbiddenError, NotFoundError } from '../shared/domain-error.js';
import type { PropertyStatus } from './property-options.js';
import { english } from '../shared/catalogue/index.js';

export const PropertyMessages = {
  loginRequired: english('PROPERTY_LOGIN_REQUIRED'),
  differentRole: (product: string) => english('PROPERTY_DIFFERENT_ROLE', { product }),
  notYours: english('NOT_YOUR_LISTING'),
  ownerRequired: english('PROPERTY_OWNER_REQUIRED'),
  ownerNotFound: english('PROPERTY_OWNER_NOT_FOUND'),
  created: english('LISTING_CREATED'),
  notEditable: { ARCHIVED: english('ARCHIVED_NOT_EDITABLE'), RENTED: english('RENTED_NOT_EDITABLE') },
  /** A move the listing's status does not allow ('Cannot change a draft listing to rented.'). */
  cannotMove: (from: PropertyStatus, to: PropertyStatus) => english('LISTING_CANNOT_MOVE', { from, to }),
  updated: english('LISTING_UPDATED'),} as const;

export class PropertyNotFoundError extends NotFoundError {
  constructor() {
    super('LISTING_NOT_FOUND');
  }
}

export class PropertyTransitionError extends ConflictError {}

export const UNDER_REVIEW_MESSAGE = english('UNDER_REVIEW');

/**
 * A listing reported by three people (UNDER_REVIEW) opened by someone who is not its owner or an admin: it is out
 * of search and may not be acted on, but it exists, and the details page says it is under review (409, not 404).
 */
export class PropertyUnderReviewError extends ConflictError {
  /** `city`: the listing's city (not private: its page offers that city's homes instead). */
  constructor(readonly city: string | null = null) {
    super(UNDER_REVIEW_MESSAGE);
  }
}

export class NotYourPropertyError extends ForbiddenError {
  constructor() {
    super(PropertyMessages.notYours);
  }
}

/** Spec section 6: posting a listing without signing in (401 with the spec's words, not the generic one). */
export class LoginToPostError extends DomainError {
  constructor() {
    super('NOT_AUTHENTICATED', PropertyMessages.loginRequired);
  }
}
