import type { CaptchaVerifier } from '../../application/auth/ports/captcha-verifier.port.js';
import type { MailMessage, MailSender } from '../../application/auth/ports/mail-sender.port.js';
import { SmsRejectedError, type SmsNotice, type SmsSender } from '../../application/auth/ports/sms-sender.port.js';
import type { Language } from '../../domain/shared/language.js';

export class RecordingSmsSender implements SmsSender {
  readonly sent: Array<{ mobileNo: string; code: string; language: Language }> = [];
  readonly notices: Array<{ mobileNo: string } & SmsNotice> = [];
  /** The provider refuses the next send (SmsRejectedError: nothing went out). */
  failNext = false;
  /** The provider refuses every send until set back. */
  refuseAll = false;
  /** The next notice is taken by the provider, but its answer never comes (a timeout: the caller cannot tell). */
  timeoutNext = false;

  async sendNotice(mobileNo: string, notice: SmsNotice): Promise<void> {
    if (this.failNext || this.refuseAll) {
      this.failNext = false;
      throw new SmsRejectedError('provider down');
    }
    this.notices.push({ mobileNo, ...notice });
    if (this.timeoutNext) {
      this.timeoutNext = false;
      throw new DOMException('The operation was aborted due to timeout', 'TimeoutError');
    }
  }

  /** The texts a number received, oldest first. */
  textsTo(mobileNo: string): string[] {
    return this.notices.filter((n) => n.mobileNo === mobileNo).map((n) => n.text);
  }

  async sendOtp(mobileNo: string, code: string, _ttlMinutes?: number, language: Language = 'en'): Promise<void> {
    if (this.failNext) {
      this.failNext = false;
      throw new SmsRejectedError('provider down');
    }
    this.sent.push({ mobileNo, code, language });
  }
}

export class RecordingMailSender implements MailSender {
  readonly sent: MailMessage[] = [];

  async send(message: MailMessage): Promise<void> {
    this.sent.push(message);
  }
}

/** Accepts any token but "fail" and empty ones, as the local adapter does; remembers what it saw. */
export class StubCaptcha implements CaptchaVerifier {
  readonly seen: string[] = [];

  async verify(token: string): Promise<boolean> {
    this.seen.push(token);
    return token !== '' && token !== 'fail';
  }
}
