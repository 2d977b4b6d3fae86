/** Limits that operations may tune (configuration), with the defaults we ship. */
export interface AuthLimits {
  otpPerNumberPerHour: number;
  otpPerIpPerHour: number;
  adminLoginPerEmailPer15Min: number;
  adminLoginPerIpPer15Min: number;
  passwordResetPerEmailPerHour: number;
}

export const DEFAULT_AUTH_LIMITS: AuthLimits = {
  otpPerNumberPerHour: 8,
  otpPerIpPerHour: 30,
  adminLoginPerEmailPer15Min: 10,
  adminLoginPerIpPer15Min: 50,
  passwordResetPerEmailPerHour: 5,
};
export const AuthLimits = Symbol.for('AuthLimits');
