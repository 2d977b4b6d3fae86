import { DomainError, ForbiddenError, ValidationError } from '../shared/domain-error.js';

export const AuthMessages = {
  otpSent: 'OTP sent to your mobile number',
  invalidOtp: 'Invalid OTP. Please try again.',
  expiredOtp: 'OTP has expired. Please request a new one.',
  tooManyAttempts: 'Too many wrong attempts. Please request a new OTP.',
  resendWait: (seconds: number) => `Please wait ${seconds} seconds before requesting a new OTP.`,
  otpHourlyCap: 'Too many OTP requests. Please try again later.',
  captchaFailed: 'Captcha verification failed. Please try again.',
  notRider: 'This number is not registered as a rider. Apply through "Become our rider".',
  invalidCredentials: 'Invalid email or password',
  loginAttempts: 'Too many login attempts. Please try again later.',
  resetLinkSent: 'If an admin account exists for this email, a reset link has been sent.',
  resetLinkInvalid: 'This reset link is invalid or has expired.',
  passwordChanged: 'Password changed successfully. Please log in.',
  loggedIn: 'Logged in Successfully',
  loggedOut: 'Logged out!',
  registered: 'Registered Successfully',
  signupNumberMismatch: 'This sign-up token was issued for a different mobile number.',
  smsFailed: 'We could not send the OTP right now. Please try again in a minute.',
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
