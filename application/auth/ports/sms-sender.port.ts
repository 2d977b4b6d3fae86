import type { Language } from '../../../domain/shared/language.js';
import { port } from '../../shared/port.js';

/**
 * A text the product sends besides the OTP; `kind` and `language` pick the provider's registered (DLT)
 * template. Built with `smsNotice()` of application/shared/sms-texts (the one catalogue, both languages).
 */
export interface SmsNotice {
  kind: 'RIDE_CONFIRMED' | 'RIDE_CANCELLED' | 'RIDE_ASSIGNED' | 'RIDER_APPLICATION_REVIEWED' | 'OWNER_CONFIRMATION' | 'LISTING_RECONFIRM' | 'LISTING_TAKEN_DOWN' | 'SEARCH_ALERT_ONE' | 'SEARCH_ALERT_MANY';
  language: Language;
  text: string;
  /**
   * The same notice in English (equal to `text` for English): what a provider sends where no DLT template is
   * registered for `language` yet (operators drop a text that matches no registered template).
   */
  englishText: string;
}

export interface SmsSender {
  /**
   * Sends the OTP text (the catalogue's 'OTP', in `language`, English when absent) to a +91 number. Throws
   * when the provider refuses or cannot be reached.
   */
  sendOtp(mobileNo: string, code: string, ttlMinutes: number, language?: Language): Promise<void>;
  /** Sends a notice (visit confirmed, cancelled, assigned...) to a +91 number. Throws like sendOtp. */
  sendNotice(mobileNo: string, notice: SmsNotice): Promise<void>;
}
export const SmsSender = port<SmsSender>('SmsSender');
