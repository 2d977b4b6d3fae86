import type { MikroORM } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { openUnitOf, runInUnit, unitCommitted, type OpenUnit } from '../unit-of-work-scope.js';
import { replicaPreferred, type ReplicaReads } from './replica-reads.js';

/** The transaction (or, for a nested run, the savepoint) of the unit of work being run, while its work is running. */
interface OpenTransaction extends OpenUnit {
  em: SqlEntityManager;
}

/**
 * Each repository call works in its own fork of the EntityManager: repositories are stateless, and reads
 * never see another request's identity map. Aggregates are written with explicit statements, never by a
 * flush: `saveVersioned` inserts a new one (version 0) or updates a stored one only at the version it was
 * read (`update ... where version = ?`, a ConcurrentModificationError otherwise), so a loaded-then-saved
 * aggregate is never re-inserted and a stale copy never overwrites a newer one.
 *
 * Inside `transactional` (the MikroORM unit of work) every fork shares that one transaction (its own identity
 * map, the transaction's connection), so all the work's statements commit or roll back together; a
 * repository's own `fork().transactional(...)` then becomes a savepoint inside it. Raw SQL must go through
 * `em.execute(...)`, which uses the fork's transaction (`em.getConnection().execute(...)` without the
 * transaction context would run beside it, on another pooled connection, and on PGlite's single connection
 * would wait for the transaction to end: a deadlock).
 */
export class EntityManagerSource {
  constructor(
    private readonly orm: MikroORM,
    private readonly replica?: ReplicaReads,
  ) {}

  /**
   * A read the hot standby may answer (replica-reads.ts): on the standby when one is configured, the request allows it
   * (no session) and no unit of work is open; on the primary otherwise, and when the standby does not answer.
   */
  publicRead<T>(work: (em: SqlEntityManager) => Promise<T>): Promise<T> {
    if (!this.replica || !replicaPreferred() || this.current()) return work(this.fork());
    return this.replica.read(work, () => this.fork());
  }

  fork(): SqlEntityManager {
    const unit = this.current();
    if (unit) return unit.em.fork({ clear: true, keepTransactionContext: true }) as SqlEntityManager;
    return this.orm.em.fork({ clear: true }) as unknown as SqlEntityManager;
  }

  /**
   * A fork that never joins a unit of work, for counters that must not be rolled back with one (rate limits).
   * Called inside a unit of work it throws: on PGlite it would wait for the open transaction forever, and on
   * the server a refused write would silently give back its charge.
   */
  forkOutsideUnitOfWork(purpose: string): SqlEntityManager {
    if (this.current()) throw new Error(`${purpose} must run outside a unit of work (before or after UnitOfWork.run).`);
    return this.orm.em.fork({ clear: true }) as unknown as SqlEntityManager;
  }

  /**
   * Runs `work` in one transaction (committed when it resolves, rolled back when it throws). A call inside
   * another runs in a savepoint of it: when the inner work throws, only its writes are rolled back, and the
   * outer work may catch the error and go on. Work handed to the background from inside starts outside the unit
   * (InProcessBackgroundWork); anything else still carrying the context stops seeing the transaction as soon as
   * `work` settles, so it never uses a committed or rolled-back connection.
   */
  async transactional<T>(work: () => Promise<T>): Promise<T> {
    const outer = this.current();
    const em = outer ? outer.em.fork({ clear: true, keepTransactionContext: true }) : this.orm.em.fork({ clear: true });
    const opened: { unit?: OpenTransaction } = {};
    const result = await em.transactional((tx) => {
      const unit: OpenTransaction = { owner: this, open: true, em: tx as unknown as SqlEntityManager };
      opened.unit = unit;
      return runInUnit<T>(unit, work);
    });
    if (opened.unit) unitCommitted(opened.unit, outer); // committed (or, nested, released into the outer transaction)
    return result;
  }

  /**
   * The transaction (a Kysely transaction) of the unit of work the caller is in, for SQL a library writes itself
   * that must commit or roll back with the unit (ADR 0010: enqueueing a job); undefined outside a unit.
   */
  currentTransaction(): unknown {
    return this.current()?.em.getTransactionContext();
  }

  private current(): OpenTransaction | undefined {
    return openUnitOf<OpenTransaction>(this);
  }
}
