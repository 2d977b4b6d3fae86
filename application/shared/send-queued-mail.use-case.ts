import type { MailSender } from '../auth/ports/mail-sender.port.js';
import type { Clock } from './ports/clock.port.js';
import type { DeliveryLog } from './ports/delivery-log.port.js';
import type { JobRun, Jobs } from './ports/job-queue.port.js';
import { deliverOnce } from './outbound-messages.js';

/** The 'mail.send' job: hands the queued mail to the mail provider, once per job (a provider error is retried). */
export class SendQueuedMail {
  constructor(
    private readonly mail: MailSender,
    private readonly deliveries: DeliveryLog,
    private readonly clock: Clock,
  ) {}

  async execute(payload: Jobs['mail.send'], run: JobRun): Promise<void> {
    await deliverOnce(this.deliveries, this.clock, `mail:${run.id}`, () => this.mail.send(payload));
  }
}
