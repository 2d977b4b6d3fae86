import type { Language } from '../../domain/shared/language.js';
import { smsText } from '../../application/shared/sms-texts/sms-catalogue.js';

/**
 * The OTP SMS body, from the catalogue ('OTP', application/shared/sms-texts/auth.sms.ts). Indian DLT rules
 * require it to match the registered template word for word: each language is its own template.
 */
export function otpText(code: string, ttlMinutes: number, product: string, language: Language = 'en'): string {
  return smsText('OTP', language, { code, minutes: ttlMinutes, product });
}
