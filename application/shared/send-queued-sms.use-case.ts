import type { SmsSender } from '../auth/ports/sms-sender.port.js';
import type { Clock } from './ports/clock.port.js';
import type { DeliveryLog } from './ports/delivery-log.port.js';
import type { JobRun, Jobs } from './ports/job-queue.port.js';
import type { Logger } from './ports/logger.port.js';
import { deliverOnce, smsDeliveryPolicy } from './outbound-messages.js';

/**
 * The 'sms.send' job: hands the queued notice to the SMS provider, once per job, by the SMS delivery policy
 * (`smsDeliveryPolicy`): a refusal is retried; a timeout or an unclear answer counts as sent, is logged, and is
 * never sent again.
 */
export class SendQueuedSms {
  constructor(
    private readonly sms: SmsSender,
    private readonly deliveries: DeliveryLog,
    private readonly clock: Clock,
    private readonly log: Logger,
  ) {}

  async execute(payload: Jobs['sms.send'], run: JobRun): Promise<void> {
    const policy = smsDeliveryPolicy(this.log, { job: 'sms.send', jobId: run.id, kind: payload.notice.kind });
    await deliverOnce(this.deliveries, this.clock, `sms:${run.id}`, () => this.sms.sendNotice(payload.mobileNo, payload.notice), policy);
  }
}
