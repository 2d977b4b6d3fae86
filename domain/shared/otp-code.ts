import { Messages } from './messages.js';
import { ValidationError } from './domain-error.js';

export const OTP_LENGTH = 6;
export const OTP_PATTERN = /^\d{6}$/;

/** The OTP rule: required, then exactly 6 digits. Its message, or null when it passes. */
export function checkOtp(input: unknown): string | null {
  const raw = typeof input === 'number' ? String(input).padStart(OTP_LENGTH, '0') : input;
  if (typeof raw !== 'string' || raw.trim() === '') return Messages.required;
  return OTP_PATTERN.test(raw.trim()) ? null : Messages.otpFormat;
}

export class OtpCode {
  private constructor(readonly value: string) {}

  static create(input: unknown): OtpCode {
    const problem = checkOtp(input);
    if (problem) throw ValidationError.field('otp', problem);
    const raw = typeof input === 'number' ? String(input).padStart(OTP_LENGTH, '0') : (input as string);
    return new OtpCode(raw.trim());
  }
}
