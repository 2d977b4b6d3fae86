export interface OutboxMessage {
  channel: 'sms' | 'email';
  to: string;
  text: string;
  created_at: string;
}

/**
 * Where the local SMS and mail adapters put what they "send", so people and tests can read an OTP or a
 * reset link (GET /api/v1/dev/outbox). Exists only while a local adapter is active; keeps the newest 500.
 */
export class DevOutbox {
  private readonly messages: OutboxMessage[] = [];

  add(channel: OutboxMessage['channel'], to: string, text: string, at: Date): void {
    this.messages.unshift({ channel, to, text, created_at: at.toISOString() });
    this.messages.length = Math.min(this.messages.length, 500);
  }

  list(to?: string): OutboxMessage[] {
    const who = to?.trim().toLowerCase();
    return this.messages.filter((m) => !who || m.to.toLowerCase() === who);
  }
}
