import type { MailMessage, MailSender } from '../../application/auth/ports/mail-sender.port.js';
import type { SmsNotice, SmsSender } from '../../application/auth/ports/sms-sender.port.js';
import type { Language } from '../../domain/shared/language.js';
import type { Outcome, PrometheusMetrics } from './prometheus-metrics.js';

async function counted(count: (result: Outcome) => void, send: () => Promise<void>): Promise<void> {
  try {
    await send();
  } catch (error) {
    count('failed');
    throw error;
  }
  count('sent');
}

/** The configured SMS adapter, each text counted by kind (`OTP` or the notice's kind) and result. */
export function meteredSmsSender(sender: SmsSender, metrics: PrometheusMetrics): SmsSender {
  return {
    sendOtp: (mobileNo: string, code: string, ttlMinutes: number, language?: Language) =>
      counted((result) => metrics.countSms('OTP', result), () => sender.sendOtp(mobileNo, code, ttlMinutes, language)),
    sendNotice: (mobileNo: string, notice: SmsNotice) => counted((result) => metrics.countSms(notice.kind, result), () => sender.sendNotice(mobileNo, notice)),
  };
}

/** The configured mail adapter, each mail counted by result. */
export function meteredMailSender(sender: MailSender, metrics: PrometheusMetrics): MailSender {
  return { send: (message: MailMessage) => counted((result) => metrics.countMail(result), () => sender.send(message)) };
}
