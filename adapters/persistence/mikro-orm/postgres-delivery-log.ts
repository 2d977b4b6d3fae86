import type { DeliveryLog } from '../../../application/shared/ports/delivery-log.port.js';
import type { EntityManagerSource } from './entity-manager-source.js';

/** The delivery log in `message_deliveries` (one row per delivery key; a repeated add does nothing). */
export class PostgresDeliveryLog implements DeliveryLog {
  constructor(private readonly source: EntityManagerSource) {}

  async has(key: string): Promise<boolean> {
    const rows = await this.source.fork().execute<unknown[]>('select 1 from message_deliveries where delivery_key = ?', [key]);
    return rows.length > 0;
  }

  async add(key: string, at: Date): Promise<void> {
    await this.source
      .fork()
      .execute('insert into message_deliveries (delivery_key, delivered_at) values (?, ?) on conflict (delivery_key) do nothing', [key, at]);
  }

  async purgeBefore(before: Date): Promise<number> {
    const rows = await this.source.fork().execute<unknown[]>('delete from message_deliveries where delivered_at < ? returning 1', [before]);
    return rows.length;
  }
}
