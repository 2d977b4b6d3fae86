export interface SmsSender {
  /** Sends the OTP text to a +91 number. Throws when the provider refuses or cannot be reached. */
  sendOtp(mobileNo: string, code: string, ttlMinutes: number): Promise<void>;
}
export const SmsSender = Symbol.for('SmsSender');
