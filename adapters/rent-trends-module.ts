import type { ContainerModule } from 'inversify';
import { GetFairRent } from '../application/rent-trends/get-fair-rent.use-case.js';
import { GetRentTrends } from '../application/rent-trends/get-rent-trends.use-case.js';
import { RentFigureStore } from '../application/rent-trends/ports/rent-figure.store.port.js';
import { RecomputeRentTrends } from '../application/rent-trends/recompute-rent-trends.use-case.js';
import { Clock } from '../application/shared/ports/clock.port.js';
import { bindJobHandler, bindRecurringJob } from './jobs/job-registry.js';
import { bindClass, typedModule } from './typed-binding.js';

/**
 * Rent trends and the fair-rent mark (docs/contexts/rent-trends.md): the use cases and the job that recomputes the
 * figures, every six hours (India time) and at every start. The figures' store is bound by the persistence module
 * (on the same EntityManagerSource as every repository, so it joins a unit of work like them).
 */
export function rentTrendsModule(): ContainerModule {
  return typedModule((bind) => {
    bindClass(bind, RecomputeRentTrends, [RentFigureStore, Clock]);
    bindClass(bind, GetRentTrends, [RentFigureStore, Clock]);
    bindClass(bind, GetFairRent, [RentFigureStore]);
    // One run at a time is enough (it replaces every figure); it may take a while on a large catalogue.
    bindJobHandler(bind, 'rent-trends.recompute', RecomputeRentTrends, { concurrency: 1, retryLimit: 3, expireInSeconds: 900, deleteAfterSeconds: 86_400 });
    bindRecurringJob(bind, 'rent-trends.recompute', '20 */6 * * *', {});
  });
}
