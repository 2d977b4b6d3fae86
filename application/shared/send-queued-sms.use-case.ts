import type { SmsSender } from '../auth/ports/sms-sender.port.js';
import type { Clock } from './ports/clock.port.js';
import type { DeliveryLog } from './ports/delivery-log.port.js';
import type { JobRun, Jobs } from './ports/job-queue.port.js';
import { deliverOnce } from './outbound-messages.js';

/** The 'sms.send' job: hands the queued notice to the SMS provider, once per job (a provider error is retried). */
export class SendQueuedSms {
  constructor(
    private readonly sms: SmsSender,
    private readonly deliveries: DeliveryLog,
    private readonly clock: Clock,
  ) {}

  async execute(payload: Jobs['sms.send'], run: JobRun): Promise<void> {
    await deliverOnce(this.deliveries, this.clock, `sms:${run.id}`, () => this.sms.sendNotice(payload.mobileNo, payload.notice));
  }
}
