import { describe, expect, it } from 'vitest';
import { formatCountdown, initialLoginState, loginReducer, secondsUntilResend, type LoginState } from './login-flow';

const NOW = 1_700_000_000_000;

function onOtpStep(): LoginState {
  let state = initialLoginState({ loginAs: 'OWNER' });
  state = loginReducer(state, { type: 'field', field: 'mobile_no', value: '9876543210' });
  state = loginReducer(state, { type: 'otpSent', now: NOW });
  return loginReducer(state, { type: 'field', field: 'otp', value: '123' });
}

describe('login flow', () => {
  it('starts on step 1 in Login mode, keeping the entry point', () => {
    const state = initialLoginState({ loginAs: 'RIDER' });
    expect(state).toMatchObject({ mode: 'login', step: 'phone', loginAs: 'RIDER', errors: {} });
  });

  it('switching mode resets the step to 1 and clears errors, keeping the phone', () => {
    let state = onOtpStep();
    state = loginReducer(state, { type: 'failed', errors: { otp: 'Invalid OTP. Please try again.' } });
    state = loginReducer(state, { type: 'mode', mode: 'register' });
    expect(state.step).toBe('phone');
    expect(state.mode).toBe('register');
    expect(state.errors).toEqual({});
    expect(state.values.mobile_no).toBe('9876543210');
    expect(state.values.otp).toBe('');
  });

  it('editing a field clears only its error', () => {
    let state = loginReducer(initialLoginState(), {
      type: 'failed',
      errors: { mobile_no: 'Phone must be 10 digits.', first_name: 'This field is required' },
    });
    state = loginReducer(state, { type: 'field', field: 'mobile_no', value: '98' });
    expect(state.errors).toEqual({ first_name: 'This field is required' });
  });

  it('sending the code moves to step 2 and starts a 30-second countdown', () => {
    const state = onOtpStep();
    expect(state.step).toBe('otp');
    expect(secondsUntilResend(state, NOW)).toBe(30);
    expect(secondsUntilResend(state, NOW + 200)).toBe(30);
    expect(secondsUntilResend(state, NOW + 29_001)).toBe(1);
    expect(secondsUntilResend(state, NOW + 30_000)).toBe(0);
    expect(secondsUntilResend(state, NOW - 5_000)).toBe(30);
  });

  it('resending clears the entered code, then restarts the countdown', () => {
    let state = loginReducer(onOtpStep(), { type: 'resending' });
    expect(state.values.otp).toBe('');
    expect(state.busy).toBe(true);
    state = loginReducer(state, { type: 'otpSent', now: NOW + 31_000 });
    expect(secondsUntilResend(state, NOW + 31_000)).toBe(30);
    expect(state.busy).toBe(false);
  });

  it('a new number in Login mode asks for names and keeps the sign-up token', () => {
    const state = loginReducer(onOtpStep(), { type: 'needNames', signUpToken: 'signup-token' });
    expect(state.step).toBe('names');
    expect(state.signUpToken).toBe('signup-token');
  });

  it('formats the countdown as m:ss', () => {
    expect(formatCountdown(30)).toBe('0:30');
    expect(formatCountdown(5)).toBe('0:05');
    expect(formatCountdown(0)).toBe('0:00');
  });
});
