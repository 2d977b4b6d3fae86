import { port } from '../port.js';

/**
 * One transaction for a use case that changes more than one aggregate: every repository write made while
 * `work` runs commits together when it resolves, or none does when it throws (the error is passed on).
 * A `run` inside another is a savepoint of the outer one: when it throws, only its own writes are undone (the
 * outer work may catch the error and go on), and what it commits is still undone if the outer run throws.
 * A job enqueued inside (JobQueue, ADR 0010) commits with the unit and runs after it, outside it; one whose unit
 * rolls back never runs (so a rolled-back change never sends an SMS: texts and mail are jobs). Keep outside it what
 * must not be undone or held up: rate-limit charges (taken before, refunded after), and photo storage (after it
 * resolves).
 */
export interface UnitOfWork {
  run<T>(work: () => Promise<T>): Promise<T>;
}
export const UnitOfWork = port<UnitOfWork>('UnitOfWork');
