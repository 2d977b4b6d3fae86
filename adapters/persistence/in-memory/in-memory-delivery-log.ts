import type { DeliveryLog } from '../../../application/shared/ports/delivery-log.port.js';

/** The delivery log in process memory (use-case tests, quick HTTP tests). */
export class InMemoryDeliveryLog implements DeliveryLog {
  private readonly delivered = new Map<string, Date>();

  async has(key: string): Promise<boolean> {
    return this.delivered.has(key);
  }

  async add(key: string, at: Date): Promise<void> {
    if (!this.delivered.has(key)) this.delivered.set(key, new Date(at.getTime()));
  }

  async purgeBefore(before: Date): Promise<number> {
    let purged = 0;
    for (const [key, at] of this.delivered) {
      if (at < before) {
        this.delivered.delete(key);
        purged += 1;
      }
    }
    return purged;
  }
}
