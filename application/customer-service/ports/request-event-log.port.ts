import type { RequestEvent } from '../../../domain/customer-service/my-request.js';
import { port } from '../../shared/port.js';

/** The history of people's requests (callback requests, property requests, listing reports): only ever added to. */
export interface RequestEventLog {
  add(event: RequestEvent): Promise<void>;
  /** Every event of these requests, oldest first (ties by id). */
  listFor(requestIds: readonly string[]): Promise<RequestEvent[]>;
}
export const RequestEventLog = port<RequestEventLog>('RequestEventLog');
