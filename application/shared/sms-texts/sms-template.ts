import type { Language } from '../../../domain/shared/language.js';
import type { SmsNotice } from '../../auth/ports/sms-sender.port.js';

/**
 * One SMS the product sends, in every language, as templates with `{placeholders}`. English keeps the
 * texts the spec and the registered DLT templates have, word for word; Hindi says the same thing naturally
 * (not word for word), in Devanagari. A Hindi SMS is UCS-2: 70 characters fill one part (67 per part once
 * it is split), so Hindi texts are kept tight. Every language names the same placeholders (a test checks).
 *
 * `kind` is the notice kind (the provider's DLT template family, SmsNotice['kind']); the OTP is 'OTP'.
 */
export interface SmsTemplate extends Record<Language, string> {
  kind: SmsNotice['kind'] | 'OTP';
}

/** The placeholder names of a template: `'{a} and {b}'` -> `'a' | 'b'`. */
export type Placeholders<S extends string> = S extends `${string}{${infer Name}}${infer Rest}` ? Name | Placeholders<Rest> : never;

/** The values a template asks for (every placeholder, as text or a number). */
export type SmsParams<T extends SmsTemplate> = { [K in Placeholders<T['en']>]: string | number };

/** The strict filler every server text uses (SMS, the server's pages). */
export { fillTemplate, placeholdersOf } from '../../../domain/shared/catalogue/render.js';
