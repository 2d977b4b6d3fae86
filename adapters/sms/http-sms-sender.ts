import type { SmsNotice, SmsSender } from '../../application/auth/ports/sms-sender.port.js';
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
  /** DLT template ids of the notices by kind (RIDE_CONFIRMED, ...); a kind without one uses `dltTemplateId`. */
  dltNoticeTemplateIds?: Record<string, string>;
  product: string;
  timeoutMs?: number;
}

/**
 * Sends the OTP through an SMS provider's HTTP API: one JSON POST with the API key in a header. The
 * body carries the DLT template and entity ids Indian operators require.
 */
export class HttpSmsSender implements SmsSender {
  constructor(private readonly config: HttpSmsConfig) {}

  async sendOtp(mobileNo: string, code: string, ttlMinutes: number): Promise<void> {
    await this.send(mobileNo, otpText(code, ttlMinutes, this.config.product), this.config.dltTemplateId);
  }

  async sendNotice(mobileNo: string, notice: SmsNotice): Promise<void> {
    await this.send(mobileNo, notice.text, this.config.dltNoticeTemplateIds?.[notice.kind] ?? this.config.dltTemplateId);
  }

  private async send(mobileNo: string, message: string, templateId: string): Promise<void> {
    const response = await fetch(this.config.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${this.config.apiKey}` },
      body: JSON.stringify({
        to: `91${mobileNo}`,
        sender: this.config.senderId,
        message,
        dlt_template_id: templateId,
        ...(this.config.dltEntityId ? { dlt_entity_id: this.config.dltEntityId } : {}),
      }),
      signal: AbortSignal.timeout(this.config.timeoutMs ?? 10_000),
    });
    if (!response.ok) throw new Error(`SMS provider answered ${response.status}`);
  }
}
