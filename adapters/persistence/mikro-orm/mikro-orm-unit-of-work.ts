import type { UnitOfWork } from '../../../application/shared/ports/unit-of-work.port.js';
import type { EntityManagerSource } from './entity-manager-source.js';

/**
 * One database transaction per run: every repository built on the same EntityManagerSource writes through it
 * while the work runs (see EntityManagerSource). A deadlock or serialization failure rolls the whole work back
 * and reaches the HTTP edge with its SQLSTATE, which answers 503 (isDatabaseUnavailable), as a single
 * statement's would.
 */
export class MikroOrmUnitOfWork implements UnitOfWork {
  constructor(private readonly source: EntityManagerSource) {}

  run<T>(work: () => Promise<T>): Promise<T> {
    return this.source.transactional(work);
  }
}
