import { coded, ConflictError, NotFoundError } from '../shared/domain-error.js';
import { LEAD_TYPE_MESSAGE, LeadPropertyMessages } from './lead-type.js';
import { en, english, say } from '../shared/catalogue/index.js';

export const LeadMessages = {
  submitted: say(en, 'LEAD_SUBMITTED'),
  statusUpdated: say(en, 'LEAD_STATUS_UPDATED'),
  invalidType: LEAD_TYPE_MESSAGE,
  invalidStatus: english('LEAD_INVALID_STATUS'),
  propertyRequired: LeadPropertyMessages.required,
  propertyNotAllowed: LeadPropertyMessages.notAllowed,
  propertyInvalid: LeadPropertyMessages.invalid,
  tooMany: say(en, 'LEADS_TOO_MANY'),
} as const;

export class LeadNotFoundError extends NotFoundError {
  constructor() {
    super('LEAD_NOT_FOUND');
  }
}

export class LeadTransitionError extends ConflictError {
  constructor(from: string, to: string) {
    super(from === to ? coded('STATUS_ALREADY', { status: from }) : coded('STATUS_CANNOT_CHANGE', { from, to }));
  }
}
