/**
 * Bounds on how long a request may wait for the database (PostgreSQL server only: PGlite is one
 * in-process connection without a pool, and its single-threaded engine has no statement timer).
 * 0 turns a timeout off.
 */
export interface DatabaseLimits {
  /** Connections in the pool (`DB_POOL_MAX`). */
  poolMax: number;
  /** PostgreSQL `statement_timeout` on every pooled connection (`DB_STATEMENT_TIMEOUT_MS`). */
  statementTimeoutMs: number;
  /** How long a request waits for a free pooled connection, or for a new one to connect (`DB_POOL_ACQUIRE_TIMEOUT_MS`). */
  poolAcquireTimeoutMs: number;
}

export const DEFAULT_DATABASE_LIMITS: DatabaseLimits = { poolMax: 10, statementTimeoutMs: 5000, poolAcquireTimeoutMs: 3000 };
