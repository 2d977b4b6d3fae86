import type { Language } from '../../../domain/shared/language.js';
import type { SmsNotice } from '../../auth/ports/sms-sender.port.js';
import { AUTH_SMS } from '../../../domain/shared/catalogue/sms/auth.sms.js';
import { PROPERTY_SMS } from '../../../domain/shared/catalogue/sms/properties.sms.js';
import { RIDE_SMS } from '../../../domain/shared/catalogue/sms/rides.sms.js';
import { RIDER_SMS } from '../../../domain/shared/catalogue/sms/riders.sms.js';
import { RECONFIRMATION_SMS } from '../../../domain/shared/catalogue/sms/reconfirmation.sms.js';
import { LISTING_REPORT_SMS } from '../../../domain/shared/catalogue/sms/listing-reports.sms.js';
import { SEARCH_ALERT_SMS } from '../../../domain/shared/catalogue/sms/search-alerts.sms.js';
import { VISIT_DECISION_SMS } from '../../../domain/shared/catalogue/sms/visit-decisions.sms.js';
import { TENANCY_SMS } from '../../../domain/shared/catalogue/sms/tenancies.sms.js';
import { fillTemplate, type SmsParams, type SmsTemplate } from './sms-template.js';

/**
 * The one catalogue of every SMS the product sends, in English and Hindi. Each area keeps its texts in its own
 * `domain/shared/catalogue/sms/<area>.sms.ts`; add yours here with one import and one spread (append). The
 * `satisfies` below checks every text's kind against the SMS port's kinds.
 * test/use-cases/sms-texts.test.ts fails when a text lacks a language or the languages' placeholders differ.
 */
export const SMS_TEXTS = {
  ...AUTH_SMS,
  ...RIDE_SMS,
  ...RIDER_SMS,
  ...PROPERTY_SMS,
  ...RECONFIRMATION_SMS,
  ...LISTING_REPORT_SMS,
  ...SEARCH_ALERT_SMS,
  ...VISIT_DECISION_SMS,
  ...TENANCY_SMS,
} satisfies Record<string, SmsTemplate>;

export type SmsTextKey = keyof typeof SMS_TEXTS;

/** Every notice kind (each one text of the catalogue, so one DLT template per language); the OTP is apart. */
export const NOTICE_KINDS: ReadonlyArray<SmsNotice['kind']> = Object.values(SMS_TEXTS)
  .map((template: SmsTemplate) => template.kind)
  .filter((kind): kind is SmsNotice['kind'] => kind !== 'OTP');

/** A text's values, or a function of the language for values written in it (a date: "Tue, 24 Nov" / "मंगल, 24 नव॰"). */
export type SmsValues<K extends SmsTextKey> = SmsParams<(typeof SMS_TEXTS)[K]> | ((language: Language) => SmsParams<(typeof SMS_TEXTS)[K]>);

/** The text of `key` in `language`, filled with `params` (every placeholder of the template, checked by the compiler). */
export function smsText<K extends SmsTextKey>(key: K, language: Language, params: SmsValues<K>): string {
  const template: SmsTemplate = SMS_TEXTS[key];
  const values = typeof params === 'function' ? params(language) : params;
  return fillTemplate(template[language], values as Record<string, string | number>);
}

/**
 * A notice ready for SmsSender.sendNotice: its DLT kind, the language (with the kind, the provider's template),
 * the text in that language and in English (sent instead where the language's template is not registered).
 */
export function smsNotice<K extends Exclude<SmsTextKey, 'OTP'>>(key: K, language: Language, params: SmsValues<K>): SmsNotice {
  const template: SmsTemplate = SMS_TEXTS[key];
  const englishText = smsText(key, 'en', params);
  return { kind: template.kind as SmsNotice['kind'], language, text: language === 'en' ? englishText : smsText(key, language, params), englishText };
}
