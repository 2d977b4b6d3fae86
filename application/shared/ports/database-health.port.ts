import { port } from '../port.js';

/**
 * Readiness probe of whatever stores the data: answers within its own time budget, whatever the request
 * pool is doing. The HTTP health route and shutdown use it; the persistence adapters implement it
 * (in-memory: always up; MikroORM: `select 1` on its own connection).
 */
export interface DatabaseHealth {
  /** True when the database answered `select 1` within the budget. Never throws. */
  check(): Promise<boolean>;
  /** Releases what the probe holds (its own connection); called on shutdown. */
  close(): Promise<void>;
}
export const DatabaseHealth = port<DatabaseHealth>('DatabaseHealth');
