import { ConflictError, NotFoundError } from '../shared/domain-error.js';
import { LEAD_TYPE_MESSAGE, LeadPropertyMessages } from './lead-type.js';

export const LeadMessages = {
  submitted: 'Request Submitted, We will get back to you shortly',
  statusUpdated: 'Status updated',
  invalidType: LEAD_TYPE_MESSAGE,
  invalidStatus: 'Status must be one of NEW, CONTACTED, FOLLOW_UP, CONVERTED, CLOSED.',
  propertyRequired: LeadPropertyMessages.required,
  propertyNotAllowed: LeadPropertyMessages.notAllowed,
  propertyInvalid: LeadPropertyMessages.invalid,
  tooMany: 'Too many callback requests. Please try again later.',
} as const;

export class LeadNotFoundError extends NotFoundError {
  constructor() {
    super('Lead not found.');
  }
}

export class LeadTransitionError extends ConflictError {
  constructor(from: string, to: string) {
    super(from === to ? `Status is already ${from}.` : `Cannot change status from ${from} to ${to}.`);
  }
}
