/**
 * The Login / Register modal as a pure state machine (spec section 4):
 * step 'phone' (1) → 'otp' (2) → done, or 'names' when a number with no account logs in.
 */
import type { LoginAs } from './roles';

export const RESEND_SECONDS = 30;

export type LoginMode = 'login' | 'register';
export type LoginStep = 'phone' | 'otp' | 'names';
export type LoginField = 'first_name' | 'last_name' | 'mobile_no' | 'otp';

export interface LoginState {
  mode: LoginMode;
  step: LoginStep;
  loginAs?: LoginAs;
  values: Record<LoginField, string>;
  errors: Partial<Record<LoginField, string>>;
  busy: boolean;
  /** Epoch milliseconds at which Resend OTP becomes available. */
  resendAt: number;
  /** The 10-minute token of POST /auth/user, after a new number was verified. */
  signUpToken: string | null;
}

export type LoginAction =
  | { type: 'mode'; mode: LoginMode }
  | { type: 'field'; field: LoginField; value: string }
  | { type: 'busy' }
  | { type: 'failed'; errors?: LoginState['errors'] }
  | { type: 'otpSent'; now: number }
  | { type: 'resending' }
  | { type: 'needNames'; signUpToken: string }
  | { type: 'back' };

export function initialLoginState(options: { loginAs?: LoginAs; mode?: LoginMode; phone?: string } = {}): LoginState {
  return {
    mode: options.mode ?? 'login',
    step: 'phone',
    loginAs: options.loginAs,
    values: { first_name: '', last_name: '', mobile_no: options.phone ?? '', otp: '' },
    errors: {},
    busy: false,
    resendAt: 0,
    signUpToken: null,
  };
}

export function loginReducer(state: LoginState, action: LoginAction): LoginState {
  switch (action.type) {
    case 'mode':
      // Switching between Login and Register resets the step to 1 and clears errors.
      return { ...state, mode: action.mode, step: 'phone', errors: {}, busy: false, signUpToken: null, values: { ...state.values, otp: '' } };
    case 'field': {
      const { [action.field]: _cleared, ...errors } = state.errors;
      return { ...state, values: { ...state.values, [action.field]: action.value }, errors };
    }
    case 'busy':
      return { ...state, busy: true };
    case 'failed':
      return { ...state, busy: false, errors: action.errors ?? state.errors };
    case 'otpSent':
      return { ...state, step: 'otp', busy: false, errors: {}, values: { ...state.values, otp: '' }, resendAt: action.now + RESEND_SECONDS * 1000 };
    case 'resending':
      // Resending clears the entered code at once.
      return { ...state, busy: true, errors: {}, values: { ...state.values, otp: '' } };
    case 'needNames':
      return { ...state, step: 'names', busy: false, errors: {}, signUpToken: action.signUpToken };
    case 'back':
      return { ...state, step: 'phone', busy: false, errors: {}, signUpToken: null, values: { ...state.values, otp: '' } };
  }
}

/** Whole seconds until Resend OTP is enabled (0 = enabled), never more than 30. */
export function secondsUntilResend(state: Pick<LoginState, 'resendAt'>, now: number): number {
  return Math.min(RESEND_SECONDS, Math.max(0, Math.ceil((state.resendAt - now) / 1000)));
}

/** 30 → "0:30", 5 → "0:05". */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

