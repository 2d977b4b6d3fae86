import type { SmsNotice, SmsSender } from '../../application/auth/ports/sms-sender.port.js';
import type { Language } from '../../domain/shared/language.js';
import { otpText } from './otp-text.js';

export interface HttpSmsConfig {
  /** Provider endpoint, e.g. an MSG91 / Gupshup / Kaleyra style JSON "send SMS" URL. */
  url: string;
  apiKey: string;
  senderId: string;
  /** DLT template id registered for the OTP text (required by Indian operators). */
  dltTemplateId: string;
  /** DLT principal entity id, when the provider wants it in the request. */
  dltEntityId?: string;
  /**
   * DLT template ids of the notices by kind (RIDE_CONFIRMED, ...); a kind without one uses `dltTemplateId`.
   * Other languages' templates under `<KIND>:<language>` (`RIDE_CONFIRMED:hi`, and `OTP:hi` for the OTP):
   * a text whose language has no registered template goes out in English (operators drop unregistered texts).
   */
  dltNoticeTemplateIds?: Record<string, string>;
  product: string;
  timeoutMs?: number;
}

/**
 * Sends the OTP through an SMS provider's HTTP API: one JSON POST with the API key in a header. The
 * body carries the DLT template and entity ids Indian operators require; a Hindi text also `unicode: true`
 * (UCS-2: 70 characters a part instead of 160).
 */
export class HttpSmsSender implements SmsSender {
  constructor(private readonly config: HttpSmsConfig) {}

  async sendOtp(mobileNo: string, code: string, ttlMinutes: number, language: Language = 'en'): Promise<void> {
    const localTemplate = language === 'en' ? undefined : this.config.dltNoticeTemplateIds?.[`OTP:${language}`];
    if (localTemplate) await this.send(mobileNo, otpText(code, ttlMinutes, this.config.product, language), localTemplate, true);
    else await this.send(mobileNo, otpText(code, ttlMinutes, this.config.product), this.config.dltTemplateId);
  }

  async sendNotice(mobileNo: string, notice: SmsNotice): Promise<void> {
    const localTemplate = notice.language === 'en' ? undefined : this.config.dltNoticeTemplateIds?.[`${notice.kind}:${notice.language}`];
    if (localTemplate) await this.send(mobileNo, notice.text, localTemplate, true);
    else await this.send(mobileNo, notice.englishText, this.config.dltNoticeTemplateIds?.[notice.kind] ?? this.config.dltTemplateId);
  }

  private async send(mobileNo: string, message: string, templateId: string, unicode = false): Promise<void> {
    const response = await fetch(this.config.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${this.config.apiKey}` },
      body: JSON.stringify({
        to: `91${mobileNo}`,
        sender: this.config.senderId,
        message,
        dlt_template_id: templateId,
        ...(this.config.dltEntityId ? { dlt_entity_id: this.config.dltEntityId } : {}),
        ...(unicode ? { unicode: true } : {}),
      }),
      signal: AbortSignal.timeout(this.config.timeoutMs ?? 10_000),
    });
    if (!response.ok) throw new Error(`SMS provider answered ${response.status}`);
  }
}
