import { ConflictError, ForbiddenError, NotFoundError } from '../shared/domain-error.js';

export class UserNotFoundError extends NotFoundError {
  constructor() {
    super('USER_NOT_FOUND');
  }
}

export class EmailTakenError extends ConflictError {
  constructor() {
    super('EMAIL_TAKEN');
  }
}

export class MobileTakenError extends ConflictError {
  constructor() {
    super('MOBILE_TAKEN');
  }
}

export class AccountBlockedError extends ForbiddenError {
  constructor() {
    super('ACCOUNT_BLOCKED');
  }
}
