import type { MailMessage, MailSender } from '../../application/auth/ports/mail-sender.port.js';
import type { Clock } from '../../application/shared/ports/clock.port.js';
import type { DevOutbox } from '../dev-outbox/dev-outbox.js';

/** Development mail: kept in the dev outbox, never sent. */
export class LocalMailSender implements MailSender {
  constructor(
    private readonly outbox: DevOutbox,
    private readonly clock: Clock,
  ) {}

  async send(message: MailMessage): Promise<void> {
    this.outbox.add('email', message.to, `${message.subject}\n\n${message.text}`, this.clock.now());
  }
}
