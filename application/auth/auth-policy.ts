import { port } from '../shared/port.js';

/**
 * Limits that operations may tune (configuration), with the defaults we ship. Every cap is keyed on
 * the requester's own address (alone, or paired with the number or email asked about), so a stranger
 * over a cap spends only their own budget and never the budget of the person they name.
 */
export interface AuthLimits {
  /** OTP codes issued per (number, client address) pair per hour; per number when the address is unknown. */
  otpPerNumberAndIpPerHour: number;
  /** OTP codes issued per client address per hour, across numbers. */
  otpPerIpPerHour: number;
  /** Wrong OTP codes per (number, client address) pair per 15 minutes; per number when the address is unknown. */
  otpVerifyFailuresPerNumberAndIpPer15Min: number;
  /** Wrong OTP codes per client address per hour, across numbers. */
  otpVerifyFailuresPerIpPerHour: number;
  /** Failed admin sign-ins per (email, client address) pair per 15 minutes; per email when the address is unknown. */
  adminLoginFailuresPerEmailAndIpPer15Min: number;
  /** Failed admin sign-ins per client address per 15 minutes, across emails. */
  adminLoginFailuresPerIpPer15Min: number;
  /** Password-reset requests per (email, client address) pair per hour; per email when the address is unknown. */
  passwordResetPerEmailAndIpPerHour: number;
  /** Password-reset requests per client address per hour, across emails. */
  passwordResetPerIpPerHour: number;
}

export const DEFAULT_AUTH_LIMITS: AuthLimits = {
  otpPerNumberAndIpPerHour: 8,
  otpPerIpPerHour: 30,
  otpVerifyFailuresPerNumberAndIpPer15Min: 5,
  otpVerifyFailuresPerIpPerHour: 30,
  adminLoginFailuresPerEmailAndIpPer15Min: 5,
  adminLoginFailuresPerIpPer15Min: 50,
  passwordResetPerEmailAndIpPerHour: 5,
  passwordResetPerIpPerHour: 20,
};
export const AuthLimits = port<AuthLimits>('AuthLimits');
