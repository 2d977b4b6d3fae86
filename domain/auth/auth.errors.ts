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
  smsFailed: english('SMS_FAILED'),} as const;

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
