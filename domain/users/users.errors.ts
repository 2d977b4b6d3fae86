import { ConflictError, ForbiddenError, NotFoundError } from '../shared/domain-error.js';

export class UserNotFoundError extends NotFoundError {
  constructor() {
    super('USER_NOT_FOUND');
  }
}

export class EmailTakenError extends ConflictError {
  constructor() {
    super('This email is already used by another account.');
  }
}

export class MobileTakenError extends ConflictError {
  constructor() {
    super('An account with this mobile number already exists. Please log in.');
  }
}

export class AccountBlockedError extends ForbiddenError {
  constructor() {
    super('Your account is blocked. Please contact customer support.');
  }
}
