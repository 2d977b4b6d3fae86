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
