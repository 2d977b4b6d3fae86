import type { Language } from '../../../domain/shared/language.js';
import { port } from '../../shared/port.js';

/**
 * A text the product sends besides the OTP; `kind` and `language` pick the provider's registered (DLT)
 * template, so each kind is one text of the catalogue (a DLT template is one text). Built with `smsNotice()` of application/shared/sms-texts (the one catalogue, both languages).
 */
export interface SmsNotice {
  kind: 'RIDE_CONFIRMED' | 'RIDE_CANCELLED' | 'RIDE_ASSIGNED' | 'RIDE_EXPIRED' | 'RIDER_APPLICATION_APPROVED' | 'RIDER_APPLICATION_REJECTED' | 'OWNER_CONFIRMATION' | 'LISTING_RECONFIRM' | 'LISTING_UNDER_REVIEW' | 'LISTING_TAKEN_DOWN' | 'SEARCH_ALERT_ONE' | 'SEARCH_ALERT_MANY' | 'VISIT_INTEREST' | 'TENANCY_TERMS_CODE' | 'AGREEMENT_CODE' | 'PAYMENT_CODE' | 'TENANCY_PROPOSED' | 'TENANCY_CHANGED' | 'TENANCY_WITHDRAWN' | 'TENANCY_CONFIRMED' | 'PAYMENT_RECORDED' | 'PAYMENT_VOIDED';
  language: Language;
  text: string;
  /**
   * The same notice in English (equal to `text` for English): what a provider sends where no DLT template is
   * registered for `language` yet (operators drop a text that matches no registered template).
   */
  englishText: string;
}

/**
 * The text certainly did not go out: the provider answered and refused it, or could not be reached at all (no
 * connection was made). Sending it again cannot make a second copy, so a job tries again. Any other error of a
 * send (a timeout, a connection dropped after the request went out, a gateway's 502/504) leaves open whether it
 * went out: the jobs count it as sent and never send it again (ADR 0010, the delivery policy).
 */
export class SmsRejectedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SmsRejectedError';
  }
}

export interface SmsSender {
  /**
   * Sends the OTP text (the catalogue's 'OTP', in `language`, English when absent) to a +91 number. Throws
   * when the provider refuses or cannot be reached.
   */
  sendOtp(mobileNo: string, code: string, ttlMinutes: number, language?: Language): Promise<void>;
  /**
   * Sends a notice (visit confirmed, cancelled, assigned...) to a +91 number. Throws like sendOtp: SmsRejectedError
   * when the provider refused it, another error when it may or may not have gone out.
   */
  sendNotice(mobileNo: string, notice: SmsNotice): Promise<void>;
}
export const SmsSender = port<SmsSender>('SmsSender');
