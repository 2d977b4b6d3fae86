import type { SmsNotice, SmsSender } from '../../application/auth/ports/sms-sender.port.js';
import type { Language } from '../../domain/shared/language.js';
import type { Clock } from '../../application/shared/ports/clock.port.js';
import type { DevOutbox } from '../dev-outbox/dev-outbox.js';
import { otpText } from './otp-text.js';

/** Development SMS: nothing leaves the machine; the text lands in the dev outbox. */
export class LocalSmsSender implements SmsSender {
  constructor(
    private readonly outbox: DevOutbox,
    private readonly clock: Clock,
    private readonly product: string,
  ) {}

  async sendOtp(mobileNo: string, code: string, ttlMinutes: number, language: Language = 'en'): Promise<void> {
    this.outbox.add('sms', mobileNo, otpText(code, ttlMinutes, this.product, language), this.clock.now());
  }

  async sendNotice(mobileNo: string, notice: SmsNotice): Promise<void> {
    this.outbox.add('sms', mobileNo, notice.text, this.clock.now());
  }
}
