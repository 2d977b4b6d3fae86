import { port } from '../../shared/port.js';

/** A text the product sends besides the OTP; `kind` picks the provider's registered (DLT) template. */
export interface SmsNotice {
  kind: 'RIDE_CONFIRMED' | 'RIDE_CANCELLED' | 'RIDE_ASSIGNED' | 'RIDER_APPLICATION_REVIEWED' | 'OWNER_CONFIRMATION';
  text: string;
}

export interface SmsSender {
  /** Sends the OTP text to a +91 number. Throws when the provider refuses or cannot be reached. */
  sendOtp(mobileNo: string, code: string, ttlMinutes: number): Promise<void>;
  /** Sends a notice (visit confirmed, cancelled, assigned...) to a +91 number. Throws like sendOtp. */
  sendNotice(mobileNo: string, notice: SmsNotice): Promise<void>;
}
export const SmsSender = port<SmsSender>('SmsSender');
