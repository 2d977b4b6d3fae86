import type { LoginAs } from '../../domain/auth/otp-challenge.js';
import { ValidationError } from '../../domain/shared/domain-error.js';

export function parseLoginAs(value: unknown): LoginAs | null {
  if (value === undefined || value === null || value === '') return null;
  if (value === 'OWNER' || value === 'RIDER') return value;
  throw ValidationError.field('login_as', 'LOGIN_AS');
}
