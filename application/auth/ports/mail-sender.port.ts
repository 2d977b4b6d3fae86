import { port } from '../../shared/port.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface MailSender {
  send(message: MailMessage): Promise<void>;
}
export const MailSender = port<MailSender>('MailSender');
