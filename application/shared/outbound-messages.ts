import type { MailMessage } from '../auth/ports/mail-sender.port.js';
import type { SmsNotice } from '../auth/ports/sms-sender.port.js';
import type { JobQueue } from './ports/job-queue.port.js';
import type { Clock } from './ports/clock.port.js';
import type { DeliveryLog } from './ports/delivery-log.port.js';

/**
 * Every SMS and mail the product sends besides the OTP goes out as a job (ADR 0010): queued with the change
 * that causes it (inside its unit of work, it commits or rolls back with it), sent by a worker after the commit,
 * retried with backoff while the provider fails, so a slow or failing provider never holds up an answer.
 * The OTP stays a direct call: the person waiting for it must hear at once when it could not be sent.
 */
declare module './ports/job-queue.port.js' {
  interface Jobs {
    /** A rendered notice to a +91 number (SmsSender.sendNotice). */
    'sms.send': { mobileNo: string; notice: SmsNotice };
    /** A rendered mail (MailSender.send). Never a secret in it: the payload is stored until the job is deleted. */
    'mail.send': MailMessage;
  }
}

/** Queues a notice to `mobileNo`; nothing when the person has no number. */
export async function queueSms(jobs: JobQueue, mobileNo: string | null | undefined, notice: SmsNotice): Promise<void> {
  if (!mobileNo) return;
  await jobs.enqueue('sms.send', { mobileNo, notice });
}

/** Queues a mail (no secrets in it: see 'mail.send'). */
export async function queueMail(jobs: JobQueue, message: MailMessage): Promise<void> {
  await jobs.enqueue('mail.send', message);
}

/**
 * Sends at most once per `key` (a job's id: retries share it): skipped when the delivery log already has the key,
 * recorded right after the provider accepted it. A job runs at least once, so what is left is the moment between
 * the provider's "accepted" and the record: a crash exactly there sends again when the job is retried.
 */
export async function deliverOnce(log: DeliveryLog, clock: Clock, key: string, send: () => Promise<void>): Promise<void> {
  if (await log.has(key)) return;
  await send();
  await log.add(key, clock.now());
}
