import nodemailer, { type Transporter } from 'nodemailer';
import type { MailMessage, MailSender } from '../../application/auth/ports/mail-sender.port.js';

export interface SmtpConfig {
  /** smtp://user:pass@host:587 or smtps://user:pass@host:465 */
  url: string;
  from: string;
}

/**
 * How long a send may wait on the SMTP server (nodemailer's defaults are minutes: 2 to connect, 10 for a stalled
 * socket). Well inside a mail job's run limit (ADR 0010), so a stalled server fails the run, which is retried,
 * rather than outliving it while a retry sends the mail again. A `?connectionTimeout=...` in SMTP_URL wins.
 */
export const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 } as const;

export class SmtpMailSender implements MailSender {
  private readonly transport: Transporter;

  constructor(private readonly config: SmtpConfig) {
    this.transport = nodemailer.createTransport({ url: config.url, ...SMTP_TIMEOUTS });
  }

  async send(message: MailMessage): Promise<void> {
    await this.transport.sendMail({ from: this.config.from, to: message.to, subject: message.subject, text: message.text });
  }
}
