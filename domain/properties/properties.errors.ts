import { ConflictError, ForbiddenError, NotFoundError } from '../shared/domain-error.js';

export const PropertyMessages = {
  loginRequired: 'Kindly login to create property.',
  differentRole: (product: string) => `You already associated with ${product} in different role.`,
  notYours: 'You can only manage your own properties.',
  ownerRequired: 'Choose the owner this property is posted for.',
  ownerNotFound: 'The owner was not found.',
  created: 'Property created',
  updated: 'Property updated',
} as const;

export class PropertyNotFoundError extends NotFoundError {
  constructor() {
    super('Property not found.');
  }
}

export class PropertyTransitionError extends ConflictError {}

export class NotYourPropertyError extends ForbiddenError {
  constructor() {
    super(PropertyMessages.notYours);
  }
}
