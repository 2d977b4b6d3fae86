import nodemailer, { type Transporter } from 'nodemailer';
import type { MailMessage, MailSender } from '../../application/auth/ports/mail-sender.port.js';

export interface SmtpConfig {
  /** smtp://user:pass@host:587 or smtps://user:pass@host:465 */
  url: string;
  from: string;
}

export class SmtpMailSender implements MailSender {
  private readonly transport: Transporter;

  constructor(private readonly config: SmtpConfig) {
    this.transport = nodemailer.createTransport(config.url);
  }

  async send(message: MailMessage): Promise<void> {
    await this.transport.sendMail({ from: this.config.from, to: message.to, subject: message.subject, text: message.text });
  }
}
