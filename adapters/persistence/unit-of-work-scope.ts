import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The unit of work whose work is running. `owner` is the adapter that opened it (an EntityManagerSource, an
 * InMemoryUnitOfWork), so one adapter never takes another's unit for its own; `open` turns false when the work
 * settles, so anything still carrying the context afterwards (a timer, a promise chain started inside) is no
 * longer inside it.
 */
export interface OpenUnit {
  readonly owner: object;
  open: boolean;
  /** What `whenCommitted` was asked to do once this unit has committed. */
  committed?: Array<() => void>;
}

/** One storage for every unit-of-work adapter, so work handed off from inside a unit can leave it whatever the adapter. */
const storage = new AsyncLocalStorage<OpenUnit>();

/** Runs `work` (and what it awaits) inside `unit`, and marks the unit closed once the work settles. */
export async function runInUnit<T>(unit: OpenUnit, work: () => Promise<T>): Promise<T> {
  try {
    return await storage.run(unit, work);
  } finally {
    unit.open = false;
  }
}

/** The unit `owner` opened that the caller is inside, if it is still open. */
export function openUnitOf<U extends OpenUnit>(owner: object): U | undefined {
  const unit = storage.getStore();
  return unit?.open && unit.owner === owner ? (unit as U) : undefined;
}

/**
 * Runs `start` outside any unit of work: whatever it starts (and everything that awaits) sees no unit, so work
 * handed to the background from inside a unit neither joins its transaction nor is rolled back with it. Other
 * async contexts (the request's log context) are kept.
 */
export function outsideUnitOfWork<T>(start: () => T): T {
  return storage.exit(start);
}

/** The unit of work (any adapter's) the caller is inside, if it is still open. */
export function currentUnit(): OpenUnit | undefined {
  const unit = storage.getStore();
  return unit?.open ? unit : undefined;
}

/**
 * Runs `callback` once the unit of work the caller is in has committed (at once outside any unit), never when it
 * rolls back: for an effect that is no SQL in the unit's transaction (the in-process job queue). The unit's adapter
 * calls `unitCommitted` when it commits.
 */
export function whenCommitted(callback: () => void): void {
  const unit = currentUnit();
  if (!unit) return callback();
  (unit.committed ??= []).push(callback);
}

/**
 * Called by a unit-of-work adapter once `unit`'s work has committed: runs what was waiting for it, or, for a nested
 * unit (a savepoint), hands it to the enclosing unit, whose own commit or rollback then decides.
 */
export function unitCommitted(unit: OpenUnit, enclosing: OpenUnit | undefined): void {
  const callbacks = unit.committed ?? [];
  unit.committed = [];
  if (enclosing?.open) (enclosing.committed ??= []).push(...callbacks);
  else for (const callback of callbacks) callback();
}
