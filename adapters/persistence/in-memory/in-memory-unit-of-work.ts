import type { UnitOfWork } from '../../../application/shared/ports/unit-of-work.port.js';
import { currentUnit, openUnitOf, runInUnit, unitCommitted, type OpenUnit } from '../unit-of-work-scope.js';
import { copyOf } from './in-memory-list.js';

/** An in-memory store that can put back what it held: `snapshot()` copies its rows and returns the restore. */
export interface InMemoryStore {
  snapshot(): () => void;
}

/**
 * The in-memory twin of the database transaction: each run takes a snapshot of every store and restores them
 * all when the work throws, so use-case tests see the all-or-nothing the SQL adapter gives. Runs are taken one
 * at a time (a restore must not undo another run's committed writes). A run inside another is the twin of a
 * savepoint: it takes its own snapshot, so when it throws only its writes are undone, and the outer work may
 * catch the error and go on. The unit is marked closed when its work settles, so work started inside it and
 * still running afterwards is no longer inside it (work handed to the background starts outside it anyway).
 * A write made outside any unit of work while one is being rolled back is undone with it: these stores serve
 * tests and quick local runs, not concurrent production traffic.
 */
export class InMemoryUnitOfWork implements UnitOfWork {
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly stores: readonly InMemoryStore[]) {}

  /** Whether the caller is inside an open run (the in-memory rate limiter refuses to charge there, as the SQL one does). */
  get active(): boolean {
    return openUnitOf(this) !== undefined;
  }

  run<T>(work: () => Promise<T>): Promise<T> {
    if (this.active) return this.attempt(work);
    const turn = this.queue.then(() => this.attempt(work));
    this.queue = turn.catch(() => undefined);
    return turn;
  }

  /** Runs `work` in a unit of its own, restoring every store to the snapshot taken first when it throws. */
  private attempt<T>(work: () => Promise<T>): Promise<T> {
    const restores = this.stores.map((store) => store.snapshot());
    const enclosing = currentUnit();
    const unit: OpenUnit = { owner: this, open: true };
    const result = runInUnit(unit, async () => {
      try {
        return await work();
      } catch (error) {
        for (const restore of restores) restore();
        throw error;
      }
    });
    // Kept: what waited for the commit (a queued job) goes ahead, or, nested, waits for the enclosing run.
    return result.then((value) => {
      unitCommitted(unit, enclosing);
      return value;
    });
  }
}

/** A snapshot of some maps (values copied, as a database keeps its own rows) and the function restoring it. */
export function snapshotMaps(...maps: Map<unknown, unknown>[]): () => void {
  const saved = maps.map((map) => [...map].map(([key, value]) => [key, copyValue(value)] as const));
  return () =>
    maps.forEach((map, i) => {
      map.clear();
      for (const [key, value] of saved[i]!) map.set(key, copyValue(value));
    });
}

function copyValue(value: unknown): unknown {
  if (value instanceof Date) return new Date(value.getTime());
  if (value && typeof value === 'object') return copyOf(value);
  return value;
}
