import { SmsRejectedError, type SmsNotice, type SmsSender } from '../../application/auth/ports/sms-sender.port.js';
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
   * DLT template ids of the notices by kind (RIDE_CONFIRMED, ...: one text each), every kind's English one
   * required (loadConfig refuses to start without; a notice without its template is not sent, never sent under
   * another text's template, which operators would drop). Other languages' templates under `<KIND>:<language>`
   * (`RIDE_CONFIRMED:hi`, and `OTP:hi` for the OTP): a text whose language has no registered template goes out in
   * English.
   */
  dltNoticeTemplateIds?: Record<string, string>;
  product: string;
  timeoutMs?: number;
}

/** The GSM 03.38 alphabet (basic set and extension table): a text of only these goes out as GSM-7. */
const GSM7 = /^[@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&'()*+,\-./0-9:;<=>?¡A-ZÄÖÑÜ§¿a-zäöñüà^{}\\\[~\]|€\f]*$/;

/**
 * Sends the OTP and the notices through an SMS provider's HTTP API: one JSON POST with the API key in a header.
 * The body carries the DLT template and entity ids Indian operators require, and `unicode: true` for any text
 * with a character outside GSM-7 (UCS-2: 70 characters a part instead of 160): a Hindi text, and an English one
 * holding a locality typed in Devanagari, a curly apostrophe or an ellipsis. A non-2xx answer is the provider's
 * refusal (SmsRejectedError), but for 502 and 504, a gateway's that may have passed the text on (like a timeout).
 * A provider never reached (connection refused, unknown host) is SmsRejectedError too: nothing went out.
 */
export class HttpSmsSender implements SmsSender {
  constructor(private readonly config: HttpSmsConfig) {}

  async sendOtp(mobileNo: string, code: string, ttlMinutes: number, language: Language = 'en'): Promise<void> {
    const localTemplate = language === 'en' ? undefined : this.config.dltNoticeTemplateIds?.[`OTP:${language}`];
    if (localTemplate) await this.send(mobileNo, otpText(code, ttlMinutes, this.config.product, language), localTemplate);
    else await this.send(mobileNo, otpText(code, ttlMinutes, this.config.product), this.config.dltTemplateId);
  }

  async sendNotice(mobileNo: string, notice: SmsNotice): Promise<void> {
    const localTemplate = notice.language === 'en' ? undefined : this.config.dltNoticeTemplateIds?.[`${notice.kind}:${notice.language}`];
    if (localTemplate) return this.send(mobileNo, notice.text, localTemplate);
    const template = this.config.dltNoticeTemplateIds?.[notice.kind];
    if (!template) throw new SmsRejectedError(`No DLT template id for ${notice.kind} in SMS_DLT_NOTICE_TEMPLATE_IDS`);
    await this.send(mobileNo, notice.englishText, template);
  }

  private async send(mobileNo: string, message: string, templateId: string): Promise<void> {
    const unicode = !GSM7.test(message);
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
    }).catch((error: unknown) => {
      // No connection was ever made (refused, no such host, unreachable): nothing went out, like a refusal.
      // A reset or a timeout once connected is left as it is: the provider may have taken the text.
      if (neverConnected(error)) throw new SmsRejectedError(`SMS provider not reached (${connectCode(error)}): nothing sent`);
      throw error;
    });
    if (!response.ok) {
      const answer = `SMS provider answered ${response.status}`;
      throw response.status === 502 || response.status === 504 ? new Error(answer) : new SmsRejectedError(answer);
    }
  }
}

/** Connect-time failures: the request never left this machine. */
const NEVER_CONNECTED = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH', 'UND_ERR_CONNECT_TIMEOUT']);

/** The connect error's code(s) under fetch's "fetch failed" (one per address tried when there were several). */
function connectCodes(error: unknown): string[] {
  const cause = (error as { cause?: { code?: unknown; errors?: Array<{ code?: unknown }> } } | null)?.cause;
  if (!cause) return [];
  if (Array.isArray(cause.errors) && cause.errors.length > 0) return cause.errors.map((e) => String(e.code));
  return cause.code === undefined ? [] : [String(cause.code)];
}

function neverConnected(error: unknown): boolean {
  const codes = connectCodes(error);
  return codes.length > 0 && codes.every((code) => NEVER_CONNECTED.has(code));
}

function connectCode(error: unknown): string {
  return [...new Set(connectCodes(error))].join(', ');
}
