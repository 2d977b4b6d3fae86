import { DomainError, ForbiddenError, ValidationError } from '../shared/domain-error.js';
import { english } from '../shared/catalogue/index.js';

export const AuthMessages = {
  otpSent: english('OTP_SENT'),
  invalidOtp: english('INVALID_OTP'),
  expiredOtp: english('EXPIRED_OTP'),
  tooManyAttempts: english('TOO_MANY_ATTEMPTS'),
  resendWait: (seconds: number) => english('OTP_WAIT', { seconds }),
  otpHourlyCap: english('OTP_HOURLY_CAP'),
  captchaFailed: english('CAPTCHA_FAILED'),
  notRider: english('NOT_RIDER'),
  invalidCredentials: english('INVALID_CREDENTIALS'),
  loginAttempts: english('LOGIN_ATTEMPTS'),
  resetLinkSent: english('RESET_LINK_SENT'),
  resetLinkInvalid: english('RESET_LINK_INVALID'),
  passwordChanged: english('PASSWORD_CHANGED'),
  loggedIn: english('LOGGED_IN'),
  loggedOut: english('LOGGED_OUT'),
  registered: english('REGISTERED'),
  signupNumberMismatch: english('SIGNUP_NUMBER_MISMATCH'),
  smsFailed: english('SMS_FAILED'),
  secondFactorSetUp: english('SECOND_FACTOR_SET_UP_NEEDED'),
  secondFactorCode: english('SECOND_FACTOR_CODE_NEEDED'),
  secondFactorAttempts: english('SECOND_FACTOR_ATTEMPTS'),
  recoveryCodesMade: english('RECOVERY_CODES_MADE'),
} as const;

export class InvalidOtpError extends ValidationError {
  constructor(message: string) {
    super({ otp: message }, message);
  }
}

export class CaptchaFailedError extends ValidationError {
  constructor() {
    super({ captcha_token: AuthMessages.captchaFailed }, AuthMessages.captchaFailed);
  }
}

export class NotARiderError extends ForbiddenError {
  constructor() {
    super(AuthMessages.notRider);
  }
}

export class InvalidCredentialsError extends DomainError {
  constructor() {
    super('INVALID_CREDENTIALS', AuthMessages.invalidCredentials);
  }
}

export class MessageDeliveryError extends DomainError {
  constructor(message: string) {
    super('DELIVERY_FAILED', message);
  }
}

/** A wrong authenticator or recovery code at the second step of an admin's sign-in. */
export class InvalidSecondFactorCodeError extends DomainError {
  constructor() {
    super('INVALID_CREDENTIALS', 'SECOND_FACTOR_CODE_INVALID', { code: 'SECOND_FACTOR_CODE_INVALID' });
  }
}

/** An authenticator code of a time step already used (a code seen over someone's shoulder, or sent twice). */
export class SecondFactorCodeUsedError extends DomainError {
  constructor() {
    super('INVALID_CREDENTIALS', 'SECOND_FACTOR_CODE_USED', { code: 'SECOND_FACTOR_CODE_USED' });
  }
}

/** The pending sign-in is unknown, used or past its 10 minutes: the admin starts again with the password. */
export class SignInExpiredError extends DomainError {
  constructor() {
    super('INVALID_CREDENTIALS', 'SIGN_IN_EXPIRED');
  }
}

/** An admin account asked for a phone-code session: admins sign in on the console, with their second factor. */
export class AdminSignsInOnConsoleError extends ForbiddenError {
  constructor() {
    super('ADMIN_SIGNS_IN_ON_CONSOLE');
  }
}
