import { Messages } from './messages.js';
import { ValidationError } from './domain-error.js';

export const OTP_LENGTH = 6;

export class OtpCode {
  private constructor(readonly value: string) {}

  static create(input: unknown): OtpCode {
    const raw = typeof input === 'number' ? String(input).padStart(OTP_LENGTH, '0') : input;
    if (typeof raw !== 'string' || raw.trim() === '') throw ValidationError.field('otp', Messages.required);
    if (!/^\d{6}$/.test(raw.trim())) throw ValidationError.field('otp', Messages.otpFormat);
    return new OtpCode(raw.trim());
  }
}
