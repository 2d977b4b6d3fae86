import { SmsRejectedError, type SmsNotice } from '../auth/ports/sms-sender.port.js';
import type { JobQueue } from './ports/job-queue.port.js';
import type { Clock } from './ports/clock.port.js';
import type { DeliveryLog } from './ports/delivery-log.port.js';
import type { Logger } from './ports/logger.port.js';

/**
 * Every SMS and mail the product sends besides the OTP goes out as a job (ADR 0010): queued with the change
 * that causes it (inside its unit of work, it commits or rolls back with it), sent by a worker after the commit,
 * retried with backoff while the provider refuses it, so a slow or failing provider never holds up an answer.
 * The OTP stays a direct call: the person waiting for it must hear at once when it could not be sent.
 */
declare module './ports/job-queue.port.js' {
  interface Jobs {
    /** A rendered notice to a +91 number (SmsSender.sendNotice). */
    'sms.send': { mobileNo: string; notice: SmsNotice };
  }
}

/** Queues a notice to `mobileNo`; nothing when the person has no number. */
export async function queueSms(jobs: JobQueue, mobileNo: string | null | undefined, notice: SmsNotice): Promise<void> {
  if (!mobileNo) return;
  await jobs.enqueue('sms.send', { mobileNo, notice });
}

/**
 * What a failed send means (the delivery policy, ADR 0010): `refused` errors are known not to have gone out, so the
 * job may try again; any other error (a timeout, a connection reset after the request left, a gateway's 502/504)
 * may have gone out, so the message counts as sent and is never sent again, and `uncertain` reports it.
 */
export interface DeliveryPolicy {
  refused(error: unknown): boolean;
  uncertain(error: unknown): void;
}

/** Every error means "not sent": retried (the reset-link mail job: SMTP hands a mail over only with its final answer). */
export const RETRY_ANY_FAILURE: DeliveryPolicy = { refused: () => true, uncertain: () => undefined };

/**
 * The one delivery policy of every SMS the product sends from a job (ADR 0010): only the provider's refusal
 * (SmsRejectedError) is "not sent" and retried; anything else is "maybe sent", logged, and never sent again.
 * The search alerts and the reconfirmation reminders apply the same rule to their own "sent" records.
 */
export function smsDeliveryPolicy(log: Pick<Logger, 'warn'>, what: Record<string, unknown>): DeliveryPolicy {
  return {
    refused: (error) => error instanceof SmsRejectedError,
    uncertain: (error) => log.warn('SMS may or may not have gone out (no clear answer from the provider): counted as sent, not sent again', { ...what, err: error }),
  };
}

/**
 * Sends at most once per `key` (a job's id: retries share it): skipped when the delivery log already has the key,
 * recorded right after the provider accepted it, or after a failure the `policy` does not call a refusal (then it
 * may have gone out: recorded too, reported, not sent again; the job completes). A refusal is rethrown: the job is
 * retried. A job runs at least once, so what is left is the moment between the provider's "accepted" and the
 * record: a crash exactly there sends again when the job is retried.
 */
export async function deliverOnce(log: DeliveryLog, clock: Clock, key: string, send: () => Promise<void>, policy: DeliveryPolicy = RETRY_ANY_FAILURE): Promise<void> {
  if (await log.has(key)) return;
  try {
    await send();
  } catch (error) {
    if (policy.refused(error)) throw error;
    await log.add(key, clock.now());
    policy.uncertain(error);
    return;
  }
  await log.add(key, clock.now());
}
