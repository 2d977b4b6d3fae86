import { port } from '../port.js';

/**
 * The messages (SMS, mail) already handed to their provider, by delivery key (`sms:<job id>`): what keeps a job
 * that is run again (a retry after a crash, a worker that lost its claim) from sending twice. In the database,
 * so every app instance sees it.
 */
export interface DeliveryLog {
  has(key: string): Promise<boolean>;
  /** Records the delivery (a second add of the same key is a no-op). */
  add(key: string, at: Date): Promise<void>;
  /** Forgets deliveries older than `before` (their jobs are long gone); returns how many. */
  purgeBefore(before: Date): Promise<number>;
}
export const DeliveryLog = port<DeliveryLog>('DeliveryLog');
