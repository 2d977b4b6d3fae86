import type { Clock } from '../shared/ports/clock.port.js';
import type { RentFigureStore } from './ports/rent-figure.store.port.js';

declare module '../shared/ports/job-queue.port.js' {
  interface Jobs {
    /** Recomputes every city's rent figures from the listings and tenancies (scheduled; also once at start). */
    'rent-trends.recompute': Record<string, never>;
  }
}

/** The scheduled job: every stored rent figure recomputed by the database, replaced at once. */
export class RecomputeRentTrends {
  constructor(
    private readonly figures: RentFigureStore,
    private readonly clock: Clock,
  ) {}

  async execute(_payload: Record<string, never> = {}): Promise<{ figures: number }> {
    return this.figures.recompute(this.clock.now());
  }
}
