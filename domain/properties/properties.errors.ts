import { ConflictError, DomainError, ForbiddenError, NotFoundError } from '../shared/domain-error.js';
import type { PropertyStatus } from './property-options.js';

export const PropertyMessages = {
  loginRequired: 'Kindly login to create property.',
  differentRole: (product: string) => `You already associated with ${product} in different role.`,
  notYours: 'You can only manage your own properties.',
  ownerRequired: 'Choose the owner this property is posted for.',
  ownerNotFound: 'The owner was not found.',
  created: 'Property created',
  notEditable: { ARCHIVED: 'An archived listing cannot be edited.', RENTED: 'A rented listing cannot be edited.' },
  /** A move the listing's status does not allow ('Cannot change a draft listing to rented.'). */
  cannotMove: (from: PropertyStatus, to: PropertyStatus) => `Cannot change a ${from.toLowerCase()} listing to ${to.toLowerCase()}.`,
  updated: 'Property updated',
} as const;

export class PropertyNotFoundError extends NotFoundError {
  constructor() {
    super('Property not found.');
  }
}

export class PropertyTransitionError extends ConflictError {}

export const UNDER_REVIEW_MESSAGE = 'This home is under review: people reported it and our team is checking it.';

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
